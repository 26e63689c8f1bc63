/**
 * The body as text in the charset its Content-Type names ("café" sent as
 * ISO-8859-1 is not "caf�"); UTF-8 when it names none, or one this runtime
 * does not know.
 */
export function decodeBody(bytes: Uint8Array, contentType: string): string {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType)?.[1]
  if (charset !== undefined) {
    try {
      return new TextDecoder(charset).decode(bytes)
    } catch {
      // An unknown label: read as UTF-8 below.
    }
  }
  return new TextDecoder('utf-8').decode(bytes)
}
