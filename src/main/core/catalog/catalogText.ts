import { isUtf8 } from 'node:buffer'

/** A catalog's text: UTF-8, its byte order mark dropped; anything else refused in words. */
export type CatalogText = { ok: true; text: string } | { ok: false; message: string }

export function catalogText(bytes: Uint8Array): CatalogText {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    return {
      ok: false,
      message:
        'The catalog is UTF-16 text (a spreadsheet’s “Unicode text”); it must be UTF-8. Save it as UTF-8 (“CSV UTF-8”) and publish it again.',
    }
  // isUtf8 checks without building a string; the text is then decoded once.
  if (isUtf8(bytes)) {
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8')
    return { ok: true, text: text.startsWith('\uFEFF') ? text.slice(1) : text }
  }
  // Where the first byte that is no UTF-8 stands (a replacement character already in the file
  // would come first: hence "near").
  const text = new TextDecoder('utf-8').decode(bytes)
  const line = text.slice(0, text.indexOf('\uFFFD')).split('\n').length
  return {
    ok: false,
    message: `The catalog is not UTF-8 text (near line ${line.toLocaleString('en-US')}): it was saved in another encoding, such as Windows-1252. Save it as UTF-8 and publish it again.`,
  }
}
