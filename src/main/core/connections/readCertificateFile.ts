import { readCappedFile } from '../storage/cappedFile'

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
 * bytes (readCappedFile: checked on the descriptor, never read past the limit).
 */
export async function readCertificateFile(
  file: string,
  limit = CERTIFICATE_FILE_LIMIT,
): Promise<Buffer> {
  const read = await readCappedFile(file, limit)
  switch (read.kind) {
    case 'read':
      return read.bytes
    case 'not-a-file':
      throw new CertificateFileRefused(file, `is ${read.found}, not a certificate file`)
    case 'too-large':
      throw new CertificateFileRefused(
        file,
        read.size === null
          ? `grew past ${mib(limit)} while it was read; a certificate file holds less`
          : `is ${mib(read.size)}, more than a certificate file holds (at most ${mib(limit)})`,
      )
  }
}
