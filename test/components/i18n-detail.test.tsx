import { act, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ErrorPanel } from '../../src/renderer/src/components/ErrorPanel'
import { PasswordPrompt } from '../../src/renderer/src/components/PasswordPrompt'
import { ProfileDetail } from '../../src/renderer/src/components/ProfileDetail'
import { i18n } from '../../src/renderer/src/i18n'
import { detail as deDetail } from '../../src/renderer/src/i18n/de/detail'
import { detail as enDetail } from '../../src/renderer/src/i18n/en/detail'
import { errorTitle, nextStep } from '../../src/renderer/src/lib/errorText'
import { clockTime } from '../../src/renderer/src/lib/format'
import { listed, nameList, sharedLoginLabel } from '../../src/renderer/src/lib/labels'
import { useClock } from '../../src/renderer/src/store/clock'
import { profileRow } from '../../src/shared/model/profile'
import {
  HOUR,
  issued,
  mockApi,
  noTargets,
  NOW,
  ok,
  profileWith,
  resetAll,
  showProfiles,
} from './fixtures'

afterEach(async () => {
  resetAll()
  await i18n.changeLanguage('en')
})

const serviceFailing = {
  code: 'unexpected-response',
  status: 503,
  contentType: 'application/json',
  excerpt: '',
  message: 'Expected a token from portal but got an error answer (HTTP 503, application/json).',
  at: NOW,
} as const

function showDetail() {
  const profile = profileWith(issued(HOUR), { tags: ['prod'] })
  mockApi({
    listRequests: vi.fn(() => ok({ requests: [], history: [], probe: null, targets: noTargets })),
    listActivity: vi.fn(() => ok([])),
  })
  useClock.setState({ now: NOW })
  showProfiles({
    profiles: [profileRow(profile)],
    detail: profile,
    selectedId: profile.id,
    status: 'ready',
  })
  render(<ProfileDetail profile={profile} />)
}

describe('the profile detail in German', () => {
  it('names its buttons, facts and hints in German', async () => {
    await i18n.changeLanguage('de')
    showDetail()
    expect((await screen.findByTestId('command-hint')).textContent).toBe(
      'Speichern Sie unter „Testanfragen“ eine Anfrage, um sie als Befehl zu kopieren oder damit zu prüfen.',
    )
    for (const name of [
      'Profil bearbeiten',
      'Profil duplizieren',
      'Link kopieren',
      'Profil löschen',
      'Token erneuern',
      'Header kopieren',
      'Zugangsdaten prüfen',
      'Jetzt prüfen',
      'Token verwerfen',
      'Token anzeigen',
      'Weitere Kopierformate',
    ])
      expect(screen.getByRole('button', { name })).toBeTruthy()
    expect(screen.getByText('Kundenportal')).toBeTruthy()
    const summary = screen.getByRole('region', { name: 'Details' })
    expect(within(summary).getByText('Benutzername')).toBeTruthy()
    expect(within(summary).getByText('Passwort gespeichert (verschlüsselt)')).toBeTruthy()
    expect(within(summary).getByText('Aus')).toBeTruthy()
    expect(screen.getByText('Token-Aktivität')).toBeTruthy()
    expect(screen.getByText(/^Tastenkürzel:/).textContent).toMatch(
      /^Tastenkürzel: R erneuern · C Header kopieren · .+ wechseln · .+ suchen$/,
    )

    for (const english of ['Edit profile', 'Renew token', 'Copy header', 'Check credentials'])
      expect(screen.queryByRole('button', { name: english })).toBeNull()
    expect(screen.queryByText('Customer portal')).toBeNull()
    expect(screen.queryByText(/Save a request under Test requests/)).toBeNull()
  })

  it('speaks English again when the language changes back', async () => {
    await i18n.changeLanguage('de')
    showDetail()
    expect(await screen.findByRole('button', { name: 'Profil bearbeiten' })).toBeTruthy()
    await act(() => i18n.changeLanguage('en'))
    expect(screen.getByRole('button', { name: 'Edit profile' })).toBeTruthy()
    expect(screen.getByTestId('command-hint').textContent).toBe(
      'Save a request under Test requests to copy it as a command or verify with it.',
    )
  })
})

describe('failures and questions in German', () => {
  it('a failure panel: its title, next step and what the standing token can still do', async () => {
    await i18n.changeLanguage('de')
    useClock.setState({ now: NOW })
    render(
      <ErrorPanel
        error={serviceFailing}
        standing={{ kind: 'usable', expiresAt: NOW + 2 * HOUR }}
        onDismiss={() => undefined}
      />,
    )
    const panel = screen.getByRole('alert')
    expect(within(panel).getByRole('heading').textContent).toBe('Dienst gestört')
    expect(screen.getByTestId('error-time').textContent).toBe(`um ${clockTime(NOW)}`)
    expect(screen.getByTestId('next-step').textContent).toBe(
      `Der Dienst ist gestört. Versuchen Sie es in ein paar Minuten erneut; Ihr aktuelles Token gilt noch bis ${clockTime(NOW + 2 * HOUR)}.`,
    )
    expect(within(panel).getByText('Details der Antwort')).toBeTruthy()
    expect(within(panel).getByRole('button', { name: 'Schließen' })).toBeTruthy()
    expect(within(panel).queryByText('Service failing')).toBeNull()
    expect(within(panel).queryByText(/Try again/)).toBeNull()
  })

  it('the password prompt says what is asked and why in German', async () => {
    await i18n.changeLanguage('de')
    render(
      <PasswordPrompt
        profileName="Acme"
        retry={false}
        keptNote="Token Desk bewahrt es dann verschlüsselt auf."
        onSubmit={() => undefined}
        onCancel={() => undefined}
      />,
    )
    expect(screen.getByText('Für „Acme“ ist kein Passwort hinterlegt.').tagName).toBe('STRONG')
    expect(screen.getByLabelText('Passwort für dieses Token')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Passwort verwenden' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeTruthy()
    expect(screen.queryByText(/No password is kept/)).toBeNull()
  })
})

describe('a token request answered 403 or 423', () => {
  it('names a refusal and a locked user, not an address to check', async () => {
    const answered = (status: number) => ({ ...serviceFailing, status })
    expect(errorTitle(answered(403))).toBe('Forbidden by the service')
    expect(errorTitle(answered(423))).toBe('User locked')
    expect(nextStep(answered(423), { kind: 'none' }, String)).toMatch(
      /^The service says this user is locked \(423\).*ask a portal admin or the vendor to unlock it/,
    )
    expect(nextStep(answered(423), { kind: 'none' }, String)).not.toMatch(/base URL/)
    await i18n.changeLanguage('de')
    expect(errorTitle(answered(423))).toBe('Benutzer gesperrt')
  })
})

describe('the detail’s words outside components, in German', () => {
  it('titles and next steps', async () => {
    await i18n.changeLanguage('de')
    expect(errorTitle({ code: 'network', cause: 'dns', message: 'x' })).toBe('Host nicht gefunden')
    expect(errorTitle({ ...serviceFailing, code: 'unexpected-response', status: 302 })).toBe(
      'Weiterleitung abgelehnt',
    )
    expect(nextStep({ code: 'cancelled', message: 'x' }, { kind: 'expired' }, String)).toBe(
      'Es wurde nichts geändert; Ihr bisheriges Token ist abgelaufen, ein neues wird also gebraucht.',
    )
    expect(nextStep({ code: 'no-token', message: 'x' }, { kind: 'none' }, String)).toBeNull()
  })

  it('lists, counts and shared logins', async () => {
    await i18n.changeLanguage('de')
    expect(listed(['a', 'b', 'c'])).toBe('a, b und c')
    expect(nameList(['Acme EU', 'Acme UK'], 1234)).toBe('„Acme EU“, „Acme UK“ und 1.232 weitere')
    expect(
      sharedLoginLabel({ password: 'stored', sharedLogin: { others: 2, names: ['A', 'B'] } }),
    ).toBe('geteilt mit 2 anderen Profilen (gleiche Adresse und gleicher Benutzername)')
  })
})

describe('the detail catalogs', () => {
  /** Every message, by its dotted key. */
  const flat = (tree: object, prefix = ''): Map<string, string> =>
    new Map(
      Object.entries(tree).flatMap(([key, value]): [string, string][] =>
        typeof value === 'string'
          ? [[`${prefix}${key}`, value]]
          : [...flat(value as object, `${prefix}${key}.`)],
      ),
    )
  const marks = (message: string): string[] =>
    [...message.matchAll(/\{\{[^}]+\}\}|<\/?\w+>/g)].map((m) => m[0]).sort()

  it('German keeps every placeholder and tag of the English', () => {
    const de = flat(deDetail)
    for (const [key, english] of flat(enDetail)) {
      // A German plural may say the count in words ("das andere Profil").
      if (key.endsWith('_one')) continue
      expect({ key, marks: marks(de.get(key) ?? '') }).toEqual({ key, marks: marks(english) })
    }
  })
})
