/**
 * A translation of an English catalog: the same keys, each a string. A key
 * missing or extra does not compile; the placeholders each message keeps
 * are checked by test/unit/i18nCatalogs.test.ts.
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]>
}

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other'

/**
 * A catalog's keys as i18next's `t` takes them: "tray.open", with
 * "tray.moreFavourites" for the plural forms `tray.moreFavourites_one` and
 * `_other` (`count` picks one).
 */
export type CatalogKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K extends `${infer Base}_${PluralSuffix}` ? Base : K}`
    : CatalogKeys<T[K], `${Prefix}${K}.`>
}[keyof T & string]
