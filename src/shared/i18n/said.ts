import type { messages } from './en/messages'
import type { CatalogKeys } from './translation'

/** A message of ./en/messages.ts by its key: "network.proxyRefused". */
export type SaidKey = CatalogKeys<typeof messages>

/** A placeholder's value: text and numbers as they are, or a message said in the same language. */
export type SaidValue = string | number | Said

/**
 * A sentence as data: which message, with what in its placeholders
 * (`count` picks a plural form). Main sends it beside the English text, so
 * the window says it in its own language; data, never markup.
 */
export interface Said {
  readonly key: SaidKey
  readonly values?: Readonly<Record<string, SaidValue>>
}

/**
 * Text main composed: `message` in English (the command line and the logs
 * quote it), `said` for the window to say in its language. Without `said`
 * (an answer kept by an older version) the English is all there is.
 */
export interface Worded {
  readonly message: string
  readonly said?: Said
}

/** Whether a value is main's own words with their key (an abort's reason), not any Error's message. */
export const isWorded = (value: unknown): value is Worded & { said: Said } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Worded).message === 'string' &&
  typeof (value as Worded).said?.key === 'string'

/** A message by key, for `message`, `said` and the field checks' `says`. */
export const said = (key: SaidKey, values?: Said['values']): Said =>
  values === undefined ? { key } : { key, values }

/**
 * A Said that came from elsewhere (an issue of a zod check, a file, the
 * wire) when it has the shape of one; the window checks the key against its
 * catalog before it believes it.
 */
export function asSaid(value: unknown): Said | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { key, values } = value as { key?: unknown; values?: unknown }
  if (typeof key !== 'string') return undefined
  if (values !== undefined && (typeof values !== 'object' || values === null)) return undefined
  return value as Said
}

/**
 * A Said in the language `t` speaks, its placeholders filled: a value that
 * is itself a Said is said first, in the same language. `t` takes keys as
 * they are in the messages namespace ("network.proxyRefused").
 */
export function sayWith(
  t: (key: string, values: Record<string, unknown>) => string,
  said: Said,
): string {
  const values: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(said.values ?? {}))
    values[name] = typeof value === 'object' ? sayWith(t, value) : value
  return t(said.key, values)
}
