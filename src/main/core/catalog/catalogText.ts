import { isUtf8 } from 'node:buffer'
import { saying } from '../../../shared/i18n/sayMessage'
import type { Said } from '../../../shared/i18n/said'

/** A catalog's text: UTF-8, its byte order mark dropped; anything else refused in words. */
export type CatalogText = { ok: true; text: string } | { ok: false; message: string; said: Said }

export function catalogText(bytes: Uint8Array): CatalogText {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    return { ok: false, ...saying('catalog.text.utf16') }
  // isUtf8 checks without building a string; the text is then decoded once.
  if (isUtf8(bytes)) {
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8')
    return { ok: true, text: text.startsWith('\uFEFF') ? text.slice(1) : text }
  }
  // Where the first byte that is no UTF-8 stands (a replacement character already in the file
  // would come first: hence "near").
  const text = new TextDecoder('utf-8').decode(bytes)
  const line = text.slice(0, text.indexOf('\uFFFD')).split('\n').length
  return { ok: false, ...saying('catalog.text.notUtf8', { line }) }
}
