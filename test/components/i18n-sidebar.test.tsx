import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LockScreen } from '../../src/renderer/src/components/LockScreen'
import { OutageBanner } from '../../src/renderer/src/components/OutageBanner'
import { ProfileList } from '../../src/renderer/src/components/ProfileList'
import { QuickSwitcher } from '../../src/renderer/src/components/QuickSwitcher'
import { StartupNotices } from '../../src/renderer/src/components/StartupNotices'
import { StateBadge } from '../../src/renderer/src/components/StateBadge'
import { i18n } from '../../src/renderer/src/i18n'
import {
  labelMatches,
  paletteFind,
  profileActions,
} from '../../src/renderer/src/lib/paletteEntries'
import { queryProblemsText } from '../../src/renderer/src/lib/queryProblems'
import { useAppInfo } from '../../src/renderer/src/store/appInfo'
import { useClock } from '../../src/renderer/src/store/clock'
import { useLock } from '../../src/renderer/src/store/lock'
import { useOutages } from '../../src/renderer/src/store/outages'
import { useProfileList } from '../../src/renderer/src/store/profileList'
import { useSidebar } from '../../src/renderer/src/store/sidebar'
import type { Notice } from '../../src/shared/model/notice'
import type { Outage } from '../../src/shared/model/outage'
import { profileRow } from '../../src/shared/model/profile'
import { parseQualifiers } from '../../src/shared/search/qualifiers'
import { profileViewFixture } from '../fixtures/profile'
import { issued, mockApi, NOW, resetAll } from './fixtures'

const initialLock = useLock.getState()

beforeEach(async () => {
  await i18n.changeLanguage('de')
})
afterEach(async () => {
  resetAll()
  useLock.setState(initialLock, true)
  useOutages.setState({ outages: [] })
  await i18n.changeLanguage('en')
})

const profiles = [
  profileViewFixture({ id: 'a', name: 'Acme prod', account: { id: 'ACME', name: 'Acme' } }),
  profileViewFixture({ id: 'b', name: 'Beta', account: { id: 'BETA', name: 'Beta' } }),
].map((p) => profileRow(p))

function showNotices(notices: Notice[]) {
  useAppInfo.setState({
    info: {
      version: '1.0.0',
      runtime: 'electron',
      protection: { kind: 'weak', expected: null, description: 'weak' },
      systemLanguages: ['en-US'],
      notices,
    },
  })
  return render(<StartupNotices />)
}

describe('the sidebar in German', () => {
  it('names its buttons, field and views in German, and says what the search could not use', () => {
    mockApi({})
    useClock.setState({ now: NOW })
    useSidebar.setState({ sortKey: 'name' })
    useProfileList.setState({ status: 'ready', profiles })
    render(<ProfileList showNew />)
    const nav = screen.getByRole('navigation', { name: 'Profile' })
    expect(within(nav).getByRole('button', { name: 'Alle erneuern' })).toBeTruthy()
    expect(within(nav).getByRole('button', { name: 'Neues Profil' })).toBeTruthy()
    expect(within(nav).getByRole('group', { name: 'Anzeigen' })).toBeTruthy()
    expect(within(nav).getByRole('option', { name: 'Zuletzt benutzt' })).toBeTruthy()
    expect(nav.querySelector('.list-count')?.textContent).toBe('2 Profile')
    expect(nav.textContent).not.toMatch(/Renew all|New profile|Sort by/)
    // A German keyboard's Control key says Strg (jsdom plays no Mac, which shows ⌘F).
    expect(nav.querySelector('.search-key')?.textContent).toBe('Strg+F')

    const field = screen.getByRole('searchbox', { name: 'Profile durchsuchen' })
    fireEvent.change(field, { target: { value: 'is:sleepy' } })
    expect(nav.querySelector('.search-problem')?.textContent).toBe(
      '„is:sleepy“ ist kein Zustand: Verwenden Sie is:expiring, is:expired, is:failed, is:none, is:favourite, is:shared; portal:alt; host:eu; account:ACME-001',
    )
  })

  it('says the query problems in the language spoken, the English as before', async () => {
    const problems = parseQualifiers(`is:sleepy ${'w '.repeat(40)}`).problems
    expect(queryProblemsText(problems)).toBe(
      'Nur die ersten 12 Wörter (200 Zeichen) werden durchsucht „is:sleepy“ ist kein Zustand: Verwenden Sie is:expiring, is:expired, is:failed, is:none, is:favourite, is:shared; portal:alt; host:eu; account:ACME-001',
    )
    await i18n.changeLanguage('en')
    expect(queryProblemsText(problems)).toBe(
      'Only the first 12 words (200 characters) are searched “is:sleepy” is not a state: use is:expiring, is:expired, is:failed, is:none, is:favourite, is:shared; portal:alt; host:eu; account:ACME-001',
    )
    // There is no "not": "-is:shared" is said, not searched as text (which matched nothing).
    expect(queryProblemsText(parseQualifiers('-is:shared').problems)).toBe(
      '“-is:shared” is not searched: a qualifier cannot be negated. Use “is:shared”, or a status view.',
    )
  })

  it('offers the quick switcher’s commands and actions in German, and finds them by their German names', () => {
    mockApi({})
    useProfileList.setState({ status: 'ready', profiles })
    render(<QuickSwitcher onClose={vi.fn()} />)
    expect(
      screen.getByRole('combobox', { name: 'Ein Profil oder einen Befehl suchen' }),
    ).toBeTruthy()
    expect(screen.getByText('Einstellungen')).toBeTruthy()
    expect(screen.getByText('↑↓ bewegen · Enter öffnen · → Aktionen · Esc schließen')).toBeTruthy()
    expect(screen.queryByText('Settings')).toBeNull()
    expect(paletteFind(profiles, 'erneuern').entries.map((e) => e.label)).toEqual(['Alle erneuern'])
    // Typed without the umlauts, as on an English keyboard.
    expect(paletteFind(profiles, 'alle prufen').entries.map((e) => e.label)).toEqual([
      'Alle prüfen',
    ])
    expect(profileActions().filter((e) => labelMatches(e.label, 'offnen'))).toHaveLength(1)
    expect(profileActions().map((e) => e.label)).toEqual([
      'Öffnen',
      'Neues Token holen',
      'Authorization-Header kopieren',
      'curl-Befehl kopieren',
      'Nur das Token kopieren',
    ])
  })
})

describe('the window’s frame in German', () => {
  it('says a token’s state in German', () => {
    render(
      <>
        <StateBadge kind="none" token={{ kind: 'none' }} failing />
        <StateBadge kind="valid" token={issued(0)} />
      </>,
    )
    expect(screen.getByText('Fehlgeschlagen')).toBeTruthy()
    expect(screen.getByText('Gültig')).toBeTruthy()
    expect(screen.queryByText('Valid')).toBeNull()
  })

  it('says an outage in German, counted and without the English', () => {
    const outage: Outage = {
      origin: 'https://portal.example.test',
      portal: 'customer',
      way: 'timeout',
      profileIds: ['a', 'b'],
      count: 1234,
      since: NOW - 10 * 60_000,
      retryAt: NOW + 60_000,
    }
    useClock.setState({ now: NOW })
    useOutages.setState({ outages: [outage] })
    render(<OutageBanner />)
    const banner = screen.getByRole('status', { name: 'Störung bei https://portal.example.test' })
    expect(banner.querySelector('strong')?.textContent).toMatch(
      /^Kundenportal unter https:\/\/portal\.example\.test: 1\.234 Profile schlagen seit .+ fehl$/,
    )
    expect(banner.textContent).toContain(
      '(keine Antwort in der vorgesehenen Zeit): Wahrscheinlich liegt es am Dienst, nicht an Ihren Zugangsdaten. Die automatische Erneuerung wartet',
    )
    expect(
      screen.getByRole('button', { name: 'Alle auf diesem Host erneut versuchen' }),
    ).toBeTruthy()
    expect(banner.textContent).not.toContain('likely the service')
  })

  it('says why the window is locked, in German', () => {
    render(<LockScreen />)
    act(() => useLock.setState({ lock: { locked: true, reason: 'idle', since: NOW } }))
    expect(screen.getByRole('dialog', { name: 'Token Desk ist gesperrt' })).toBeTruthy()
    expect(screen.getByText(/weil der Computer eine Weile nicht benutzt wurde\./)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Entsperren' })).toBeTruthy()
    expect(screen.queryByText(/Locked at/)).toBeNull()
  })

  it('explains the start-up notices in German, paths and lists included', () => {
    showNotices([
      {
        kind: 'keyring-changed',
        storedWith: ['gnome_libsecret', 'kwallet5'],
        current: 'basic_text',
        passwords: 3,
        tokens: 2,
      },
      { kind: 'store-upgraded', from: 1, backups: ['/data/a.bak', '/data/b.bak'] },
      {
        kind: 'records-quarantined',
        count: 7,
        file: '/data/profiles.json',
        profiles: [{ name: 'SMS GET', reason: 'portal: Choose a portal' }],
      },
      { kind: 'settings-reset', fields: ['proxyUrl'] },
    ])
    const region = screen.getByRole('complementary', { name: 'Beim Start' })
    const items = within(region).getAllByRole('listitem')
    expect(items[0]?.textContent).toBe(
      '3 gespeicherte Passwörter und 2 Tokens wurden mit GNOME Keyring und KWallet gespeichert, dessen Schlüssel diese Sitzung nicht erhalten hat (verschlüsselt wird stattdessen mit dem fest eingebauten Schlüssel von Electron); sie können daher jetzt nicht gelesen werden. Ist der Schlüsselbund gesperrt, entsperren Sie ihn und starten Sie Token Desk neu; gehört er zu einer anderen Anmeldung oder einem anderen Computer, starten Sie Token Desk dort; oder geben Sie sie erneut ein. Es wurde nichts gelöscht.',
    )
    expect(items[1]?.textContent).toMatch(
      /Die bisherigen Dateien wurden aufbewahrt: \/data\/a\.bak, \/data\/b\.bak\.$/,
    )
    expect(items[1]?.querySelectorAll('code')).toHaveLength(2)
    expect(items[2]?.textContent).toBe(
      '7 Profile konnten nicht gelesen werden und wurden mit ihren Tokens in /data/profiles.json unter „quarantine“ beiseitegelegt: „SMS GET“ (portal: Choose a portal) und 6 weitere. Legen Sie sie neu an, oder korrigieren Sie sie in der Datei, während Token Desk geschlossen ist.',
    )
    expect(items[2]?.querySelector('code')?.textContent).toBe('/data/profiles.json')
    expect(items[3]?.textContent).toContain('mit ihrem Standardwert: Proxy-Adresse.')
    expect(within(region).getByRole('button', { name: 'Hinweis ausblenden' })).toBeTruthy()
    expect(region.textContent).not.toContain('Nothing was deleted')
  })
})

describe('the start-up notices in English, as before the catalogs', () => {
  it('lists the backups and the damaged entries as they were written', async () => {
    await i18n.changeLanguage('en')
    showNotices([
      { kind: 'store-upgraded', from: 1, backups: ['/data/a.bak', '/data/b.bak'] },
      { kind: 'state-damaged', file: '/data/state.journal', lines: 1, copy: '/data/copy' },
      { kind: 'state-damaged', file: '/data/state.journal', lines: 3 },
    ])
    const items = screen.getAllByRole('listitem')
    expect(items[0]?.textContent).toBe(
      "Your data was converted to this version's faster storage (tokens, activity and history no longer rewrite the whole file). The files from before were kept: /data/a.bak, /data/b.bak.",
    )
    expect(items[1]?.textContent).toBe(
      '1 entry of /data/state.journal could not be read and was skipped; everything else was read. The file as it was is kept at /data/copy. A token or a stored password whose entry was lost shows as missing: get the token again, or enter the password when the profile asks for it.',
    )
    expect(items[2]?.textContent).toMatch(
      /^3 entries of \/data\/state\.journal could not be read and were skipped; everything else was read\. A token/,
    )
  })
})
