import { createInstance } from 'i18next'
import { describe, expect, it, vi } from 'vitest'
import { rememberingT } from '../../src/renderer/src/i18n/rememberingT'

/** A t of this test's own catalogs (the app's types know only its own keys). */
type LooseT = (key: string, options?: Record<string, unknown>) => string
const fixedT = (i18n: ReturnType<typeof createInstance>, lng: string): LooseT =>
  i18n.getFixedT(lng, 'common') as unknown as LooseT

function instance() {
  const i18n = createInstance()
  void i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: {
      en: {
        common: {
          hello: 'Hello {{name}}',
          items_one: '{{count}} item',
          items_other: '{{count}} items',
        },
      },
      de: {
        common: {
          hello: 'Hallo {{name}}',
          items_one: '{{count}} Eintrag',
          items_other: '{{count}} Einträge',
        },
      },
    },
  })
  return i18n
}

describe("components' t, remembering its answers", () => {
  it('answers as i18next does, asking it once per message and options', () => {
    const i18n = instance()
    const fixed = fixedT(i18n, 'en')
    const spy = vi.fn(fixed)
    Object.assign(spy, fixed)
    const t = rememberingT(i18n)(spy as unknown as LooseT)
    expect(t('hello', { name: 'Ada' })).toBe('Hello Ada')
    expect(t('hello', { name: 'Ada' })).toBe('Hello Ada')
    expect(t('hello', { name: 'Bob' })).toBe('Hello Bob')
    expect(t('items', { count: 1 })).toBe('1 item')
    expect(t('items', { count: 2 })).toBe('2 items')
    expect(spy).toHaveBeenCalledTimes(4)
  })

  it('shares answers between the t of two components of one language and namespace', () => {
    const i18n = instance()
    const remember = rememberingT(i18n)
    const first = fixedT(i18n, 'en')
    const second = fixedT(i18n, 'en')
    const spy = vi.fn(second)
    Object.assign(spy, second)
    expect(remember(first)('hello', { name: 'Ada' })).toBe('Hello Ada')
    expect(remember(spy as unknown as LooseT)('hello', { name: 'Ada' })).toBe('Hello Ada')
    expect(spy).not.toHaveBeenCalled()
    // Another language is another scope.
    expect(remember(fixedT(i18n, 'de'))('hello', { name: 'Ada' })).toBe('Hallo Ada')
  })

  it('forgets when the catalogs or the language change', async () => {
    const i18n = instance()
    const remember = rememberingT(i18n)
    const t = remember(fixedT(i18n, 'en'))
    expect(t('hello', { name: 'Ada' })).toBe('Hello Ada')
    i18n.addResource('en', 'common', 'hello', 'Hi {{name}}')
    expect(t('hello', { name: 'Ada' })).toBe('Hi Ada')
    await i18n.changeLanguage('de')
    i18n.addResource('en', 'common', 'hello', 'Hey {{name}}')
    expect(t('hello', { name: 'Ada' })).toBe('Hey Ada')
  })

  it('passes calls with object options through, and keeps what Trans reads from t', () => {
    const i18n = instance()
    const fixed = fixedT(i18n, 'en')
    const spy = vi.fn(fixed)
    Object.assign(spy, fixed)
    const remember = rememberingT(i18n)
    const t = remember(spy as unknown as LooseT)
    const options = { name: { toString: () => 'Ada' } }
    t('hello', options)
    t('hello', options)
    expect(spy).toHaveBeenCalledTimes(2)
    // A bigint cannot make the answer's id: asked as it is, not thrown on.
    expect(t('hello', { name: 10n })).toBe('Hello 10')
    expect(spy).toHaveBeenCalledTimes(3)
    expect(remember(spy as unknown as LooseT)).toBe(t)
    expect((t as unknown as { ns: unknown }).ns).toBe('common')
    expect((t as unknown as { lng: unknown }).lng).toBe('en')
  })
})
