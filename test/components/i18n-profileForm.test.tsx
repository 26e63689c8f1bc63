import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PasswordCommandSection } from '../../src/renderer/src/components/PasswordCommandSection'
import { ProfileForm } from '../../src/renderer/src/components/ProfileForm'
import { ProfileNetworkSection } from '../../src/renderer/src/components/ProfileNetworkSection'
import { i18n } from '../../src/renderer/src/i18n'
import { loginAccountsNote } from '../../src/renderer/src/lib/profileForm'
import { profileRow } from '../../src/shared/model/profile'
import { profileViewFixture } from '../fixtures/profile'
import { issued, mockApi, ok, profileWith, resetAll } from './fixtures'

const form = (profile = profileWith(issued(0), { baseUrl: 'https://portal.example.test' })) => {
  render(
    <ProfileForm profile={profile} onSaved={vi.fn()} onCancel={vi.fn()} onOpenExisting={vi.fn()} />,
  )
  return userEvent.setup()
}

const notesOf = (label: string): string =>
  document.getElementById((screen.getByLabelText(label) as HTMLInputElement).id + '-warning')
    ?.textContent ?? ''

describe('the profile form in German', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('de')
  })
  afterEach(async () => {
    resetAll()
    await i18n.changeLanguage('en')
  })

  it('names a new profile’s fields, hints, choices and buttons in German', () => {
    render(<ProfileForm onSaved={vi.fn()} onCancel={vi.fn()} onOpenExisting={vi.fn()} />)
    expect(screen.getByRole('heading', { name: 'Neues Profil' })).toBeTruthy()
    expect(screen.getByRole('form', { name: 'Profil' })).toBeTruthy()
    expect(screen.getByLabelText('Basis-URL')).toBeTruthy()
    expect(screen.getByLabelText('Vor Ablauf automatisch erneuern')).toBeTruthy()
    expect(screen.getByRole('option', { name: 'Kundenportal' })).toBeTruthy()
    expect(screen.getByRole('option', { name: 'Türkis' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Profil speichern' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeTruthy()
    expect(screen.getByText(/^Optional\. Ohne Passwort werden Sie jedes Mal gefragt/)).toBeTruthy()
    expect(screen.getByPlaceholderText('https:// (optional)')).toBeTruthy()
    expect(screen.queryByText('New profile')).toBeNull()
    expect(screen.queryByText('Save profile')).toBeNull()
    expect(screen.queryByText('Organise')).toBeNull()
  })

  it('warns in German: plain http, an e-mail for a username, a host move', async () => {
    const user = form()
    const baseUrl = screen.getByLabelText('Basis-URL')
    await user.clear(baseUrl)
    await user.type(baseUrl, 'http://portal.elsewhere.test/tenant')
    expect(notesOf('Basis-URL')).toBe(
      'Unverschlüsseltes http überträgt das Passwort im Klartext; verwenden Sie https, außer bei einem Testhost' +
        'Anfragen gehen unter das Pfadpräfix /tenant',
    )
    expect(notesOf('Passwort')).toMatch(
      /^Speichern stellt die Basis-URL auf http:\/\/portal\.elsewhere\.test um\. Das gespeicherte Passwort wird entfernt/,
    )
    await user.clear(screen.getByLabelText('Benutzername'))
    await user.type(screen.getByLabelText('Benutzername'), 'jo@example.com')
    expect(notesOf('Benutzername')).toMatch(/^Das sieht nach einer E-Mail-Adresse aus\./)
    expect(document.body.textContent).not.toContain('Plain http')
    expect(document.body.textContent).not.toContain('Saving points')
  })

  it('says in German that a login already serves another account', () => {
    const rows = [
      profileRow(
        profileViewFixture({
          id: 'p-other',
          name: 'Initech',
          account: { id: 'INITECH-003', name: '' },
          baseUrl: 'https://portal.example.test',
          username: 'shared',
        }),
      ),
    ]
    const note = loginAccountsNote(
      rows,
      { baseUrl: 'https://portal.example.test', username: 'shared', accountId: 'ACME-001' },
      null,
    )
    expect(note).toBe(
      'Diese Adresse und dieser Benutzername dienen bereits INITECH-003 („Initech“). Ein Token gilt für das eine Konto, unter dem sein API-Benutzer angelegt wurde; eine Anmeldung kann daher nicht sowohl für INITECH-003 als auch für ACME-001 funktionieren: Jedes Konto braucht einen eigenen API-Benutzer.',
    )
  })

  it('shows the Network section in German, with the pin warning', async () => {
    mockApi({
      getProfileNetwork: vi.fn(() =>
        ok({
          caFiles: [],
          clientCert: { kind: 'none' as const },
          pinSha256: null,
          passphraseKept: false,
        }),
      ),
    })
    render(<ProfileNetworkSection profileId="p-1" />)
    const user = userEvent.setup()
    expect(await screen.findByLabelText('Client-Zertifikat')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Netzwerk' })).toBeTruthy()
    expect(screen.getByRole('option', { name: 'PEM-Zertifikat und -Schlüssel' })).toBeTruthy()
    await user.type(
      screen.getByLabelText('Angeheftetes Serverzertifikat (SHA-256)'),
      'ab'.repeat(32),
    )
    expect(screen.getByText(/^Einem angehefteten Zertifikat wird anstelle/)).toBeTruthy()
    expect(screen.queryByText('Network')).toBeNull()
    expect(screen.queryByText(/A pinned certificate is trusted/)).toBeNull()
  })

  it('shows the password source in German, counting the arguments', async () => {
    mockApi({ passwordCommand: vi.fn(() => ok({ command: null, sharedWith: 2 })) })
    render(
      <PasswordCommandSection
        profile={{ id: 'p-1', baseUrl: 'https://portal.example.com', username: 'api-user' }}
      />,
    )
    const user = userEvent.setup()
    expect(
      await screen.findByText(/^Geteilt mit 2 weiteren Profilen dieser Anmeldung/),
    ).toBeTruthy()
    expect(
      screen.getByRole('heading', { name: 'Woher das Passwort der Anmeldung kommt' }),
    ).toBeTruthy()
    await user.click(screen.getByLabelText(/Aus einem Befehl/))
    await user.type(screen.getByLabelText('Befehl'), 'op read secret')
    expect(screen.getByRole('list', { name: 'Läuft mit 3 Argumenten:' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Passwortquelle speichern' })).toBeTruthy()
    expect(screen.queryByText(/Runs 3 arguments/)).toBeNull()
  })
})
