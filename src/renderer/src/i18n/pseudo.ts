/**
 * The pseudo-locale: every message of the English catalogs accented,
 * lengthened by a third and wrapped in ⟦ ⟧, so a test (or a person) sees at
 * once any text that did not come through the catalogs and any layout that
 * would clip a longer language. Placeholders, tags and nested messages are
 * kept as they are.
 */
const ACCENTED: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ó',
  u: 'ú',
  y: 'ý',
  c: 'ç',
  n: 'ñ',
  A: 'Á',
  E: 'É',
  I: 'Í',
  O: 'Ó',
  U: 'Ú',
  Y: 'Ý',
  C: 'Ç',
  N: 'Ñ',
}

export const PSEUDO_OPEN = '⟦'
export const PSEUDO_CLOSE = '⟧'

/** One message in the pseudo-locale. */
export function pseudoMessage(message: string): string {
  // Split into what must stay ({{x}}, <tag>, $t(…)) and text around it.
  const parts = message.split(/(\{\{[^}]*\}\}|<\/?\w+\s*\/?>|\$t\([^)]*\))/)
  let letters = 0
  const text = parts
    .map((part, i) => {
      if (i % 2 === 1) return part
      letters += part.length
      return part.replace(/[A-Za-z]/g, (c) => ACCENTED[c] ?? c)
    })
    .join('')
  // The padding breaks every ten dots (a zero-width space), as words would: one long run would
  // widen its box as no translation does.
  const padding = '·'.repeat(Math.ceil(letters / 3)).replace(/(·{10})(?=·)/g, '$1\u200b')
  return `${PSEUDO_OPEN}${text}${padding}${PSEUDO_CLOSE}`
}

type Tree = { readonly [key: string]: string | Tree }

/** A whole catalog in the pseudo-locale. */
export function pseudoCatalog<T extends Tree>(catalog: T): T {
  return Object.fromEntries(
    Object.entries(catalog).map(([key, value]) => [
      key,
      typeof value === 'string' ? pseudoMessage(value) : pseudoCatalog(value),
    ]),
  ) as T
}
