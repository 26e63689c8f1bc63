import type { KeyObject } from 'node:crypto'
import { saying } from '../../../shared/i18n/sayMessage'
import type { Said } from '../../../shared/i18n/said'
import type { CatalogReadFailure } from '../../../shared/model/catalog'
import { signatureMatches, signatureOf } from './catalogSignature'

/** A refused read: why, and what to tell the person who set the source up. */
export interface Refusal {
  reason: CatalogReadFailure
  message: string
  said: Said
}

const short = (sha256: string) => `${sha256.slice(0, 16)}…`

/** The catalog's exact bytes against the SHA-256 the source pins (both lowercase hex). */
export function pinRefusal(sha256: string, pinned: string): Refusal | null {
  if (sha256 === pinned) return null
  return {
    reason: 'pin-mismatch',
    ...saying('catalog.trust.pinMismatch', { sha256: short(sha256), pinned: short(pinned) }),
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
      ...saying('catalog.trust.notASignature', { at: signatureAt }),
    }
  if (signatureMatches(bytes, key, signature)) return null
  return {
    reason: 'signature-invalid',
    ...saying('catalog.trust.signatureMismatch'),
  }
}
