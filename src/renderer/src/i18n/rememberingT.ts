import type { i18n as I18n } from 'i18next'

/** At most this many answers per scope (messages naming a profile are many); then it starts again. */
const MAX_ANSWERS = 2_000

type Answers = Map<string, string>

/** Options a message's text depends on alone: none, or flat values (a count, a name). */
function plain(options: unknown): boolean {
  if (options === undefined) return true
  if (options === null || typeof options !== 'object' || Array.isArray(options)) return false
  for (const [name, value] of Object.entries(options)) {
    if (name === 'returnObjects') return false
    if (value !== null && (typeof value === 'object' || typeof value === 'function')) return false
    // JSON.stringify, which makes the answer's id, throws on a bigint.
    if (typeof value === 'symbol' || typeof value === 'bigint') return false
  }
  return true
}

/** What a react-i18next `t` answers for: its language, namespaces and key prefix. */
const scopeOf = (t: object): string => {
  const { lng, ns, keyPrefix } = t as { lng?: unknown; ns?: unknown; keyPrefix?: unknown }
  return JSON.stringify([lng ?? null, ns ?? null, keyPrefix ?? null])
}

/**
 * Components' `t`, remembering answers. i18next resolves every call anew (the
 * key's namespace, the catalogs, plurals, interpolation): some hundreds of
 * calls for a profile's detail, a quarter of its render in a profile of
 * switching between profiles, paid again at each switch (the detail is made
 * anew for each profile, and with it each `t`). A message depends only on the
 * language, the namespaces, the catalogs and the call's flat options, so
 * answers are kept per language and namespaces, shared by every component
 * asking in them, and forgotten whenever the language or the catalogs change.
 * Calls with object options (a Trans's components, returnObjects) go to
 * i18next as they are. Each `t` keeps one wrapper: its identity is as stable
 * as the `t` it wraps.
 */
export function rememberingT(i18n: I18n): <T extends (...args: never[]) => unknown>(t: T) => T {
  const scopes = new Map<string, Answers>()
  const forget = (): void => scopes.clear()
  i18n.on('languageChanged', forget)
  i18n.on('loaded', forget)
  i18n.store.on('added', forget)
  i18n.store.on('removed', forget)
  const wrappers = new WeakMap<object, unknown>()

  return <T extends (...args: never[]) => unknown>(t: T): T => {
    const known = wrappers.get(t)
    if (known) return known as T
    const scope = scopeOf(t)
    const call = t as unknown as (...args: unknown[]) => unknown
    const remembering = (...args: unknown[]): unknown => {
      const [key, options] = args
      if (typeof key !== 'string' || args.length > 2 || !plain(options)) return call(...args)
      const id = options === undefined ? key : `${key}\u0000${JSON.stringify(options)}`
      let answers = scopes.get(scope)
      const answer = answers?.get(id)
      if (answer !== undefined) return answer
      const made = call(...args)
      if (typeof made === 'string') {
        if (answers === undefined) scopes.set(scope, (answers = new Map()))
        if (answers.size >= MAX_ANSWERS) answers.clear()
        answers.set(id, made)
      }
      return made
    }
    // What react-i18next's Trans reads from the t it is given (its language, namespaces, prefix).
    Object.assign(remembering, t)
    wrappers.set(t, remembering)
    return remembering as unknown as T
  }
}
