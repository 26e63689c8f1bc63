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
 * The path's segments as servers may read them: each one percent-decoded
 * (an encoded slash or backslash splits it), `;` parameters dropped (Java
 * servers do), empty and "." segments dropped. A decoded ".." is read both
 * ways, as a climb (a server that resolves it after decoding) and as a
 * segment (one that routes first), so either reading that names another
 * account counts. The URL parser has already resolved the literal dots.
 */
function pathReadings(pathname: string): string[][] {
  const climbed: string[] = []
  const literal: string[] = []
  for (const raw of pathname.split('/')) {
    for (const part of decoded(raw).split(/[/\\]/)) {
      const segment = part.split(';')[0] ?? ''
      if (segment === '' || segment === '.') continue
      if (segment === '..') climbed.pop()
      else climbed.push(segment)
      literal.push(segment)
    }
  }
  return [climbed, literal]
}

/**
 * Spec 5.3: a token works only for its own account. Every account id a URL
 * names that is not `own`, in order: a path segment after "account(s)" or a
 * query parameter named account / accountId / account_id.
 */
export function foreignAccountsInUrl(url: URL, own: string): string[] {
  const found = new Set<string>()
  for (const segments of pathReadings(url.pathname)) {
    for (let i = 0; i < segments.length - 1; i++) {
      const next = segments[i + 1]
      if (/^accounts?$/i.test(segments[i] ?? '') && differs(next, own)) found.add(next)
    }
  }
  for (const [key, value] of url.searchParams)
    if (accountKey.test(key) && differs(value, own)) found.add(value)
  return [...found]
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
