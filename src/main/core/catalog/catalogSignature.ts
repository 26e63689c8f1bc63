import { createPublicKey, verify, type KeyObject } from 'node:crypto'
import { saying } from '../../../shared/i18n/sayMessage'
import { said, type Said } from '../../../shared/i18n/said'

/**
 * A catalog's detached Ed25519 signature: the raw 64 bytes in base64, in a
 * file beside the catalog (`openssl pkeyutl -sign -rawin … | base64`), over
 * the catalog's exact bytes.
 */

const SIGNATURE_BYTES = 64
const RAW_KEY_BYTES = 32

/** The base64 alphabet (padding optional), line breaks and spaces between allowed. */
function strictBase64(text: string): Buffer | null {
  const compact = text.replace(/\s+/g, '')
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(compact)) return null
  return Buffer.from(compact, 'base64')
}

export type PublicKeyReading =
  { ok: true; key: KeyObject } | { ok: false; message: string; said: Said }

/** Each refusal ends saying how to get the key right. */
const how = said('catalog.key.howToExport')

/**
 * The key a source's signature is checked with: PEM (SPKI, as `openssl pkey
 * -pubout` writes it), or base64 of the raw 32 bytes, or base64 of the SPKI
 * DER (a PEM's body pasted without its lines). Only Ed25519.
 */
export function catalogPublicKey(text: string): PublicKeyReading {
  const value = text.trim()
  if (value === '') return { ok: false, ...saying('catalog.key.none', { how }) }
  // createPublicKey would derive the public half: a private key must not sit in every desk's settings.
  if (/PRIVATE KEY/.test(value)) return { ok: false, ...saying('catalog.key.private', { how }) }
  let key: KeyObject
  try {
    if (value.startsWith('-----BEGIN')) {
      key = createPublicKey({ key: value, format: 'pem' })
    } else {
      const bytes = strictBase64(value)
      if (bytes === null) return { ok: false, ...saying('catalog.key.notPemOrBase64', { how }) }
      key =
        bytes.length === RAW_KEY_BYTES
          ? createPublicKey({
              key: { kty: 'OKP', crv: 'Ed25519', x: bytes.toString('base64url') },
              format: 'jwk',
            })
          : createPublicKey({ key: bytes, format: 'der', type: 'spki' })
    }
  } catch (error) {
    // The library's own words are quoted as they are.
    return {
      ok: false,
      ...(error instanceof Error
        ? saying('catalog.key.unreadableBecause', { error: error.message, how })
        : saying('catalog.key.unreadable', { how })),
    }
  }
  if (key.asymmetricKeyType !== 'ed25519')
    return {
      ok: false,
      ...(key.asymmetricKeyType
        ? saying('catalog.key.wrongType', { type: key.asymmetricKeyType.toUpperCase(), how })
        : saying('catalog.key.unknownType', { how })),
    }
  return { ok: true, key }
}

/** The 64 signature bytes from a .sig file's text, or null when it is no such thing. */
export function signatureOf(text: string): Buffer | null {
  const bytes = strictBase64(text)
  return bytes !== null && bytes.length === SIGNATURE_BYTES ? bytes : null
}

/** Whether `signature` is the key's Ed25519 signature of exactly `bytes`. */
export const signatureMatches = (bytes: Buffer, key: KeyObject, signature: Buffer): boolean =>
  verify(null, bytes, key, signature)
