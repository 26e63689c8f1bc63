import { said, type Said } from '../../../shared/i18n/said'
import { english } from '../../../shared/i18n/sayMessage'
import { readCappedFile } from '../storage/cappedFile'

/**
 * The most a CA bundle, certificate, key or PKCS#12 file may weigh. A full
 * CA bundle is about 250 KB; anything past this is not a certificate file
 * and would only grow main's memory.
 */
export const CERTIFICATE_FILE_LIMIT = 4 * 1024 * 1024

/**
 * A path that is not a certificate file to read: `reason` says what it is
 * instead ("is a folder, not a certificate file"), after the file's name.
 */
export class CertificateFileRefused extends Error {
  readonly reason: string
  constructor(
    readonly file: string,
    readonly reasonSaid: Said,
  ) {
    const reason = english(reasonSaid)
    super(`${file} ${reason}`)
    this.reason = reason
    this.name = 'CertificateFileRefused'
  }
}

/** MiB with one decimal, rounded as toFixed(1) rounds (the catalog writes it in the reader's digits). */
const mib = (bytes: number) => Number((bytes / 1024 / 1024).toFixed(1))

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
      throw new CertificateFileRefused(
        file,
        said('network.certificateFile.notAFile', { found: read.foundSaid }),
      )
    case 'too-large':
      throw new CertificateFileRefused(
        file,
        read.size === null
          ? said('network.certificateFile.grew', { limit: mib(limit) })
          : said('network.certificateFile.tooLarge', { size: mib(read.size), limit: mib(limit) }),
      )
  }
}
