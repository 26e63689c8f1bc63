import type { KeyObject } from 'node:crypto'
import type { CatalogReadFailure } from '../../../shared/model/catalog'
import { signatureMatches, signatureOf } from './catalogSignature'

/** A refused read: why, and what to tell the person who set the source up. */
export interface Refusal {
  reason: CatalogReadFailure
  message: string
}

const short = (sha256: string) => `${sha256.slice(0, 16)}…`

/** The catalog's exact bytes against the SHA-256 the source pins (both lowercase hex). */
export function pinRefusal(sha256: string, pinned: string): Refusal | null {
  if (sha256 === pinned) return null
  return {
    reason: 'pin-mismatch',
    message: `The catalog's SHA-256 is ${short(sha256)}, not the pinned ${short(pinned)}: the file changed after it was pinned. If the team lead published a new catalog, check its SHA-256 with them (sha256sum) and pin that; otherwise someone else changed it.`,
  }
}

/** The catalog's exact bytes against its detached signature (the .sig file's text). */
export function signatureRefusal(
  bytes: Buffer,
  key: KeyObject,
  signatureText: string,
  signatureAt: string,
): Refusal | null {
  const signature = signatureOf(signatureText)
  if (signature === null)
    return {
      reason: 'signature-invalid',
      message: `The catalog's signature file (${signatureAt}) is not an Ed25519 signature: it should hold 64 bytes in base64 (openssl pkeyutl -sign -rawin … | base64 -w0).`,
    }
  if (signatureMatches(bytes, key, signature)) return null
  return {
    reason: 'signature-invalid',
    message:
      "The catalog's signature does not match its public key: the file was changed after it was signed, or signed with another key.",
  }
}
