import { createPublicKey, verify, type KeyObject } from 'node:crypto'

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

export type PublicKeyReading = { ok: true; key: KeyObject } | { ok: false; message: string }

const howToExport =
  'Enter the team lead’s public key as `openssl pkey -in key.pem -pubout` prints it (-----BEGIN PUBLIC KEY-----), or its 32 raw bytes in base64.'

/**
 * The key a source's signature is checked with: PEM (SPKI, as `openssl pkey
 * -pubout` writes it), or base64 of the raw 32 bytes, or base64 of the SPKI
 * DER (a PEM's body pasted without its lines). Only Ed25519.
 */
export function catalogPublicKey(text: string): PublicKeyReading {
  const value = text.trim()
  if (value === '')
    return { ok: false, message: `No public key is set for this source. ${howToExport}` }
  // createPublicKey would derive the public half: a private key must not sit in every desk's settings.
  if (/PRIVATE KEY/.test(value))
    return {
      ok: false,
      message: `This is a private key, which must stay with the team lead who signs the catalog. ${howToExport}`,
    }
  let key: KeyObject
  try {
    if (value.startsWith('-----BEGIN')) {
      key = createPublicKey({ key: value, format: 'pem' })
    } else {
      const bytes = strictBase64(value)
      if (bytes === null)
        return { ok: false, message: `The public key is neither PEM nor base64. ${howToExport}` }
      key =
        bytes.length === RAW_KEY_BYTES
          ? createPublicKey({
              key: { kty: 'OKP', crv: 'Ed25519', x: bytes.toString('base64url') },
              format: 'jwk',
            })
          : createPublicKey({ key: bytes, format: 'der', type: 'spki' })
    }
  } catch (error) {
    const reason = error instanceof Error ? ` (${error.message})` : ''
    return { ok: false, message: `The public key could not be read${reason}. ${howToExport}` }
  }
  if (key.asymmetricKeyType !== 'ed25519')
    return {
      ok: false,
      message: `The public key is ${key.asymmetricKeyType ? `an ${key.asymmetricKeyType.toUpperCase()} key` : 'of an unknown kind'}, not Ed25519: catalogs are signed with Ed25519 keys (openssl genpkey -algorithm ed25519). ${howToExport}`,
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
