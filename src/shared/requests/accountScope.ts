const accountKey = /^account(_?id)?$/i

const differs = (value: unknown, own: string): value is string =>
  typeof value === 'string' && value !== '' && value.toLowerCase() !== own.toLowerCase()

const decoded = (segment: string): string => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment // a stray %: taken as typed
  }
}

/**
 * Spec 5.3: a token works only for its own account. Every account id a URL
 * names that is not `own`, in order: a path segment after "account(s)" or a
 * query parameter named account / accountId / account_id.
 */
export function foreignAccountsInUrl(url: URL, own: string): string[] {
  const found: string[] = []
  const segments = url.pathname.split('/').map(decoded)
  for (let i = 0; i < segments.length - 1; i++) {
    const next = segments[i + 1]
    if (/^accounts?$/i.test(segments[i] ?? '') && differs(next, own)) found.push(next)
  }
  for (const [key, value] of url.searchParams)
    if (accountKey.test(key) && differs(value, own)) found.push(value)
  return found
}

/** The same for a JSON body: fields named account / accountId / account_id, at any depth. */
export function foreignAccountsInBody(body: string, own: string): string[] {
  if (body.trim() === '') return []
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    return []
  }
  const found: string[] = []
  const stack: unknown[] = [json]
  while (stack.length) {
    const node = stack.pop()
    if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (accountKey.test(key) && differs(value, own)) found.push(value)
        if (value && typeof value === 'object') stack.push(value)
      }
    }
  }
  return found
}

/**
 * The first account id a request names, in its URL or its JSON body, that
 * is not the profile's; null when none. The test requests (main) and
 * `token-desk exec` (src/cli) both check with these functions.
 */
export const foreignAccount = (url: URL, body: string, own: string): string | null =>
  foreignAccountsInUrl(url, own)[0] ?? foreignAccountsInBody(body, own)[0] ?? null
