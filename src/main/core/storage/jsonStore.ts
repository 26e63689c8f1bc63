/**
 * The slice of electron-store's API the core uses. electron-store in the app
 * and its base class `conf` in the harness and tests both provide it.
 */
export interface JsonStore {
  get(key: string): unknown
  /** The document's top-level keys. */
  keys(): string[]
  set(key: string, value: unknown): void
  /** Several keys in one atomic write. */
  setMany(values: Record<string, unknown>): void
  /** The whole document in one atomic write (keys it lacks are removed). */
  replaceAll(values: Record<string, unknown>): void
  delete(key: string): void
  readonly path: string
}
