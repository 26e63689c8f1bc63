import { afterEach, describe, expect, it, vi } from 'vitest'
import { i18n, setSystemLanguages } from '../../src/renderer/src/i18n'
import { useAppInfo } from '../../src/renderer/src/store/appInfo'
import { useSettings } from '../../src/renderer/src/store/settings'
import { defaultSettings } from '../../src/shared/model/settings'
import { mockApi, ok, resetAll } from '../components/fixtures'

const info = (systemLanguages: string[]) =>
  ok({
    version: '1',
    runtime: 'electron' as const,
    protection: { kind: 'os-keyring' as const, keyring: 'darwin', description: '' },
    systemLanguages,
    notices: [],
  })

afterEach(async () => {
  useSettings.setState({ settings: defaultSettings, status: 'loading', loadStarted: false })
  setSystemLanguages(['en-US'])
  await i18n.changeLanguage('en')
  resetAll()
})

/**
 * "The system's" language in the window is the one the tray and menus
 * speak: main's list of the system's languages, not Chromium's own locale
 * (navigator.languages, English here).
 */
describe('the window’s language for “the system’s”', () => {
  it('follows the system languages main reads', async () => {
    mockApi({
      appInfo: vi.fn(() => info(['de-AT', 'en-US'])),
      getSettings: vi.fn(() => ok({ ...defaultSettings, language: 'system' as const })),
    })
    await useSettings.getState().load()
    expect(i18n.language).toBe('en')
    await useAppInfo.getState().load()
    // Once the German catalog is in (its chunk loads the first time the window speaks it).
    await vi.waitFor(() => expect(i18n.language).toBe('de'))
    expect(i18n.t('common:cancel')).toBe('Abbrechen')
  })

  it('keeps a language chosen in Settings, whatever the system says', async () => {
    mockApi({
      appInfo: vi.fn(() => info(['de-DE'])),
      getSettings: vi.fn(() => ok({ ...defaultSettings, language: 'en' as const })),
    })
    await useSettings.getState().load()
    await useAppInfo.getState().load()
    expect(i18n.language).toBe('en')
  })
})
