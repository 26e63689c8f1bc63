import { describe, expect, it } from 'vitest'
import { de } from '../../src/renderer/src/i18n/german'
import { en } from '../../src/renderer/src/i18n/resources'

type Tree = { readonly [key: string]: string | Tree }

/** Every message of a catalog by its full key ("board:count.all_one"). */
function messages(catalog: Tree, prefix: string): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(catalog)) {
    const path = `${prefix}${key}`
    if (typeof value === 'string') out.set(path, value)
    else for (const [k, v] of messages(value, `${path}.`)) out.set(k, v)
  }
  return out
}

const all = (resources: Record<string, Tree>): Map<string, string> =>
  new Map(Object.entries(resources).flatMap(([ns, tree]) => [...messages(tree, `${ns}:`)]))

/** What a translation must keep: its placeholders (format aside), its <tags>, its nested $t(). */
const kept = (message: string): string[] =>
  [
    ...[...message.matchAll(/\{\{\s*([\w.]+)/g)].map((m) => `{{${m[1]}}}`),
    ...[...message.matchAll(/<\/?(\w+)\s*\/?>/g)].map((m) => `<${m[1]}>`),
    ...[...message.matchAll(/\$t\(([^)]+)\)/g)].map((m) => `$t(${m[1]})`),
  ].sort()

const english = all(en as unknown as Record<string, Tree>)
const german = all(de as unknown as Record<string, Tree>)

describe('the window’s catalogs', () => {
  it('has every English message in German, and no other', () => {
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort())
  })

  it('keeps each message’s placeholders, tags and nested messages in German', () => {
    const lost = [...english].filter(([key, text]) => {
      const translated = german.get(key) ?? ''
      // A German singular may name the one thing instead of counting it ("das angezeigte Profil").
      const needed = key.endsWith('_one') ? kept(text).filter((p) => p !== '{{count}}') : kept(text)
      const has = kept(translated)
      return needed.some((p) => !has.includes(p)) || has.some((p) => !kept(text).includes(p))
    })
    expect(lost.map(([key]) => key)).toEqual([])
  })

  it('has both plural forms wherever it has one', () => {
    const keys = new Set(english.keys())
    const lonely = [...keys].filter(
      (key) =>
        (key.endsWith('_one') && !keys.has(key.replace(/_one$/, '_other'))) ||
        (key.endsWith('_other') && !keys.has(key.replace(/_other$/, '_one'))),
    )
    expect(lonely).toEqual([])
  })

  it('has no empty message', () => {
    const empty = [...english, ...german].filter(([, text]) => text.trim() === '')
    expect(empty).toEqual([])
  })
})
