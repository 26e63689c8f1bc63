import { constants } from 'node:fs'
import { open } from 'node:fs/promises'
import { describeEntry } from '../storage/regularFile'

/**
 * The most a CA bundle, certificate, key or PKCS#12 file may weigh. A full
 * CA bundle is about 250 KB; anything past this is not a certificate file
 * and would only grow main's memory.
 */
export const CERTIFICATE_FILE_LIMIT = 4 * 1024 * 1024

/** A path that is not a certificate file to read: `reason` says what it is instead. */
export class CertificateFileRefused extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(`${file} ${reason}`)
    this.name = 'CertificateFileRefused'
  }
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`

/**
 * Reads a certificate file: a regular file of at most CERTIFICATE_FILE_LIMIT
 * bytes. The type is checked on the opened descriptor (no stat-then-open
 * race), and the read stops one byte past the limit whatever the file
 * claims, so `/dev/zero`, a FIFO or a file still growing cannot fill
 * memory. O_NONBLOCK keeps opening a FIFO with no writer from waiting
 * forever; O_NOCTTY keeps a terminal from becoming main's.
 */
export async function readCertificateFile(
  file: string,
  limit = CERTIFICATE_FILE_LIMIT,
): Promise<Buffer> {
  // Windows has neither flag (nor FIFOs that open this way): 0 there.
  const flags = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0)
  const handle = await open(file, flags)
  try {
    const stats = await handle.stat()
    if (!stats.isFile()) {
      throw new CertificateFileRefused(file, `is ${describeEntry(stats)}, not a certificate file`)
    }
    if (stats.size > limit) {
      throw new CertificateFileRefused(
        file,
        `is ${mib(stats.size)}, more than a certificate file holds (at most ${mib(limit)})`,
      )
    }
    // Sized by what fstat says, grown (never past limit + 1) if the file grows meanwhile.
    let buffer = Buffer.alloc(stats.size + 1)
    let length = 0
    for (;;) {
      if (length === buffer.length) {
        if (length > limit) {
          throw new CertificateFileRefused(
            file,
            `grew past ${mib(limit)} while it was read; a certificate file holds less`,
          )
        }
        buffer = Buffer.concat([buffer, Buffer.alloc(Math.min(length, limit + 1 - length))])
      }
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, null)
      if (bytesRead === 0) break
      length += bytesRead
    }
    return buffer.subarray(0, length)
  } finally {
    await handle.close()
  }
}
