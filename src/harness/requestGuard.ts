import { timingSafeEqual } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'

/** The cookie the page carries after it was opened with the key, and the header scripts send. */
export const KEY_COOKIE = 'token-desk-harness-key'
export const KEY_HEADER = 'x-harness-key'
export const KEY_PARAM = 'key'

export type Guarded =
  | { kind: 'allowed' }
  /** The printed URL was opened: set the cookie and send the browser to the page without the key. */
  | { kind: 'open-page' }
  | { kind: 'refused'; status: 403; message: string }

const sameKey = (given: string | undefined, key: string): boolean => {
  if (given === undefined) return false
  const a = Buffer.from(given)
  const b = Buffer.from(key)
  return a.length === b.length && timingSafeEqual(a, b)
}

const cookieKey = (cookie: string | undefined): string | undefined =>
  cookie
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${KEY_COOKIE}=`))
    ?.slice(KEY_COOKIE.length + 1)

/**
 * Who may use the harness: its port is open to every page in every browser
 * on the machine and to every local user, and behind it are the app's IPC
 * (tokens, reveal), the clipboard and main's dialogs.
 * - A request from another origin is refused (Origin, or Fetch Metadata):
 *   a web page, or another server on 127.0.0.1, which is the same *site* as
 *   the harness, so a SameSite cookie alone would not stop it.
 * - Everything needs the key printed at start, as Jupyter's token: the page
 *   holds it as an HttpOnly cookie once opened with `?key=`; scripts and
 *   tests send it in a header. Another local user does not have it.
 */
export function guardRequest(
  method: string,
  url: URL,
  headers: IncomingHttpHeaders,
  origin: string,
  key: string,
): Guarded {
  const from = headers.origin
  if (from !== undefined && from !== origin) {
    return refused(`Requests from ${from} are refused: only the harness's own page may call it.`)
  }
  const site = headers['sec-fetch-site']
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    return refused(`A ${site} request is refused: only the harness's own page may call it.`)
  }
  const header = headers[KEY_HEADER]
  if (sameKey(typeof header === 'string' ? header : undefined, key)) return { kind: 'allowed' }
  if (sameKey(cookieKey(headers.cookie), key)) return { kind: 'allowed' }
  if (method === 'GET' && sameKey(url.searchParams.get(KEY_PARAM) ?? undefined, key)) {
    return { kind: 'open-page' }
  }
  return refused(
    'The harness needs its key: open the UI address it printed (with ?key=…), or send the key in an X-Harness-Key header.',
  )
}

const refused = (message: string): Guarded => ({ kind: 'refused', status: 403, message })
