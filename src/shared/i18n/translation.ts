/**
 * A translation of an English catalog: the same keys, each a string. A key
 * missing or extra does not compile; the placeholders each message keeps
 * are checked by test/unit/i18nCatalogs.test.ts.
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]>
}
