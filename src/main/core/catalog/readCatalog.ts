import { createHash } from 'node:crypto'
import { saying } from '../../../shared/i18n/sayMessage'
import type { Worded } from '../../../shared/i18n/said'
import {
  catalogFormatOf,
  MAX_CATALOG_BYTES,
  type CatalogLocation,
  type CatalogRead,
  type CatalogReadFailure,
  type CatalogSource,
} from '../../../shared/model/catalog'
import type { Transport } from '../protocol/network/transport'
import { toldOf, type Fetched } from './catalogFetched'
import { defaultReadFile, fetchFile, type ReadFile } from './catalogFile'
import { fetchUrl } from './catalogHttp'
import { secretsIn } from './catalogSecrets'
import { catalogPublicKey } from './catalogSignature'
import { catalogText } from './catalogText'
import { pinRefusal, signatureRefusal } from './catalogTrust'

/** A signature is 88 characters of base64; anything much larger is not one. */
const MAX_SIGNATURE_BYTES = 4096

export interface CatalogReader {
  /**
   * Reads a source: its bytes, checked against its pin or signature, as
   * UTF-8 text with no secret in it. `etag`: the validator of the last read
   * that was applied (URLs only; a file is always read, the sync compares
   * `sha256`). Never throws for anything the source or network does.
   */
  read(source: CatalogSource, etag: string | null): Promise<CatalogRead>
}

/** A refused read: what went wrong (said within), and that nothing was synced. */
const failed = (reason: CatalogReadFailure, told: Worded): CatalogRead => ({
  kind: 'failed',
  reason,
  ...saying('catalog.read.notSynced', { reason: toldOf(told) }),
})

/** Where a location's signature is: beside it, its name + ".sig" (a URL keeps its query). */
function signatureLocation(location: CatalogLocation): CatalogLocation {
  if (location.kind === 'file') return { kind: 'file', path: `${location.path}.sig` }
  const url = new URL(location.url)
  url.pathname = `${url.pathname}.sig`
  return { kind: 'url', url: url.href }
}

const shownLocation = (location: CatalogLocation): string =>
  location.kind === 'file'
    ? location.path
    : `${new URL(location.url).origin}${new URL(location.url).pathname}`

export function catalogReader(deps: {
  transport: Transport
  readFile?: ReadFile
  /** How long each answer may take (30 s; a test of a silent server waits less). */
  timeoutMs?: number
}): CatalogReader {
  const readFile = deps.readFile ?? defaultReadFile
  const fetchAt = (location: CatalogLocation, etag: string | null, limit: number) =>
    location.kind === 'file'
      ? fetchFile(readFile, location.path, limit)
      : fetchUrl(deps.transport, location.url, etag, limit, deps.timeoutMs)

  /** The .sig's text, or the refusal: none there, or not to be had. */
  async function signatureText(
    location: CatalogLocation,
  ): Promise<{ ok: true; text: string } | { ok: false; read: CatalogRead }> {
    const at = signatureLocation(location)
    const fetched: Fetched = await fetchAt(at, null, MAX_SIGNATURE_BYTES)
    switch (fetched.kind) {
      case 'bytes':
        return { ok: true, text: fetched.bytes.toString('latin1') }
      case 'missing':
        return {
          ok: false,
          read: failed(
            'signature-missing',
            saying('catalog.read.signatureMissing', { at: shownLocation(at) }),
          ),
        }
      case 'unchanged':
        // Asked with no validator: a 304 is the server's mistake.
        return {
          ok: false,
          read: failed('http-status', saying('catalog.read.plain304', { at: shownLocation(at) })),
        }
      case 'failed':
        return {
          ok: false,
          read: failed(
            fetched.reason === 'too-large' ? 'signature-invalid' : fetched.reason,
            fetched.reason === 'too-large'
              ? saying('catalog.read.signatureTooLarge', { at: shownLocation(at) })
              : saying('catalog.read.signatureUnread', { reason: toldOf(fetched) }),
          ),
        }
    }
  }

  return {
    async read(source, etag) {
      const { location, trust } = source
      // A key that cannot be used is the source's setting: said before anything is fetched.
      const key = trust.kind === 'signature' ? catalogPublicKey(trust.publicKey) : null
      if (key && !key.ok) return failed('bad-public-key', key)

      const fetched = await fetchAt(
        location,
        location.kind === 'url' ? etag : null,
        MAX_CATALOG_BYTES,
      )
      if (fetched.kind === 'unchanged') return fetched
      if (fetched.kind !== 'bytes') return failed(fetched.reason, fetched)
      const { bytes } = fetched
      const sha256 = createHash('sha256').update(bytes).digest('hex')

      if (trust.kind === 'pin') {
        const refusal = pinRefusal(sha256, trust.sha256)
        if (refusal) return failed(refusal.reason, refusal)
      }
      if (key?.ok) {
        const signature = await signatureText(location)
        if (!signature.ok) return signature.read
        const refusal = signatureRefusal(
          bytes,
          key.key,
          signature.text,
          shownLocation(signatureLocation(location)),
        )
        if (refusal) return failed(refusal.reason, refusal)
      }

      const decoded = catalogText(bytes)
      if (!decoded.ok) return failed('not-text', decoded)
      const format = catalogFormatOf(location.kind === 'file' ? location.path : location.url)
      const secrets = secretsIn(format, decoded.text)
      if (secrets) return failed('holds-secrets', secrets)
      return { kind: 'read', text: decoded.text, format, etag: fetched.etag, sha256 }
    },
  }
}
