import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ImportDialog } from '../../src/renderer/src/components/ImportDialog'
import { LoginPasswords } from '../../src/renderer/src/components/LoginPasswords'
import { i18n } from '../../src/renderer/src/i18n'
import { resultMessage, sizeProblem, valueText } from '../../src/renderer/src/lib/importFile'
import { useLoginPasswords } from '../../src/renderer/src/store/loginPasswords'
import { useStatus } from '../../src/renderer/src/store/status'
import type { LoginNeed } from '../../src/shared/model/login'
import type { ImportPreview, ImportRow } from '../../src/shared/model/transfer'
import { mockApi, ok, resetAll } from './fixtures'

const base = {
  accountId: 'ACME-001',
  portal: 'customer',
  baseUrl: 'https://portal.example.test',
  username: 'demo',
}

const rows: ImportRow[] = [
  {
    kind: 'changed',
    row: 2,
    name: 'Acme production',
    ...base,
    profileId: 'p2',
    currentName: 'Acme',
    changes: [
      { field: 'colour', from: 'teal', to: 'blue' },
      {
        field: 'baseUrl',
        from: 'https://portal.example.test',
        to: 'https://portal.elsewhere.test',
      },
    ],
    moves: [
      {
        field: 'baseUrl',
        from: 'https://portal.example.test',
        to: 'https://portal.elsewhere.test',
      },
    ],
    removes: { password: true, token: true },
    otherAccounts: [],
  },
  { kind: 'added', row: 3, name: 'Hooli', ...base, portal: 'api-host', otherAccounts: [] },
]
const preview: ImportPreview = {
  format: 'csv',
  rows,
  counts: { added: 1, changed: 1, moved: 0, unchanged: 0, repeated: 0, invalid: 0 },
  unreadColumns: [],
}

describe('import in German', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('de')
  })
  afterEach(async () => {
    resetAll()
    useStatus.getState().clear()
    useLoginPasswords.getState().dismiss()
    await i18n.changeLanguage('en')
  })

  it('explains, previews and imports in German', async () => {
    mockApi({
      previewImport: vi.fn(() => ok(preview)),
      applyImport: vi.fn(() =>
        ok({
          added: 1,
          updated: 1,
          unchanged: 0,
          skippedChanged: 0,
          moved: 0,
          skippedMoves: 0,
          skippedInvalid: 2,
          passwordsRemoved: 1,
        }),
      ),
      listProfiles: vi.fn(() => ok([])),
    })
    const user = userEvent.setup()
    render(<ImportDialog onClose={vi.fn()} />)
    expect(screen.getByRole('dialog', { name: 'Profile importieren' })).toBeTruthy()
    expect(screen.getByText(/^Passwörter stehen nie in diesen Dateien/)).toBeTruthy()
    // The file's column names are English words in a German sentence, and marked so.
    const english = [...document.querySelectorAll('.dialog-body [lang="en"]')].map(
      (el) => el.textContent,
    )
    expect(english[0]).toMatch(/^Name, Account ID/)
    expect(english).toHaveLength(2)
    await user.upload(
      screen.getByLabelText('Profildatei'),
      new File(['Name,Account ID\n'], 'profiles.csv', { type: 'text/csv' }),
    )
    const region = await screen.findByRole('region', { name: 'Vorschau' })
    expect(within(region).getByText('2 Zeilen')).toBeTruthy()
    expect(within(region).getByText('1 neu')).toBeTruthy()
    const changed = screen.getByRole('region', { name: 'Geändert in profiles.csv' })
    expect(within(changed).getByRole('columnheader', { name: 'Änderungen' })).toBeTruthy()
    expect(changed.textContent).toContain('Türkis')
    expect(changed.textContent).toContain(
      'Die Zeile stellt die Basis-URL auf https://portal.elsewhere.test um: Das Profil verwendet das gespeicherte Passwort seiner Anmeldung nicht mehr und sein Token wird entfernt',
    )
    const added = screen.getByRole('region', { name: 'Neu in profiles.csv' })
    expect(within(added).getByText('API-Host (SMS-Variante)')).toBeTruthy()
    expect(screen.getByLabelText('Neue hinzufügen und geänderte aktualisieren')).toBeTruthy()
    await user.click(
      screen.getByRole('button', { name: '1 hinzufügen und 1 Profil aktualisieren' }),
    )
    expect(useStatus.getState().message?.text).toBe(
      '1 hinzugefügt und 1 Profil aktualisiert (2 übersprungen); 1 Profil verwendet kein gespeichertes Passwort mehr (Host geändert)',
    )
    expect(document.body.textContent).not.toContain('Import profiles')
    expect(document.body.textContent).not.toContain('Preview')
  })

  it('asks for the logins’ passwords in German and says what came of it', async () => {
    const logins: LoginNeed[] = [
      {
        baseUrl: 'https://portal.example.test',
        username: 'demo',
        profiles: [
          { id: 'p-1', name: 'Acme EU' },
          { id: 'p-2', name: 'Acme US' },
        ],
      },
      {
        baseUrl: 'https://portal.example.test',
        username: 'globex-api',
        profiles: [{ id: 'p-3', name: 'Globex' }],
      },
    ]
    useLoginPasswords.setState({ logins, stage: { kind: 'offer' }, results: [] })
    render(<LoginPasswords />)
    const user = userEvent.setup()
    const offer = screen.getByRole('region', { name: 'Einzugebende Passwörter' })
    expect(offer.textContent).toContain(
      '3 Profile haben kein verwendbares Passwort. Profile mit gleicher Adresse und gleichem Benutzernamen teilen sich eines, daher genügen 2 Passwörter für alle.',
    )
    await user.click(screen.getByRole('button', { name: 'Passwörter eingeben (2 Anmeldungen)' }))
    const dialog = screen.getByRole('dialog', {
      name: 'Passwörter eingeben · Anmeldung 1 von 2',
    })
    expect(dialog.textContent).toContain(
      'demo bei https://portal.example.test ist die Anmeldung von „Acme EU“ und „Acme US“.',
    )
    expect(within(dialog).getByTestId('walk-left').textContent).toContain(
      'Danach noch 1 Anmeldung (1 Profil).',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Diese Anmeldung überspringen' }))
    await user.click(screen.getByRole('button', { name: 'Diese Anmeldung überspringen' }))
    expect(screen.getByTestId('walk-summary').textContent).toBe(
      '0 Tokens erhalten für 3 Profile aus 2 Anmeldungen; 3 Profile haben weiterhin kein Passwort (übersprungen).',
    )
    expect(offer.textContent).toContain(
      'demo bei https://portal.example.test (2 Profile): übersprungen: kein Passwort eingegeben',
    )
    expect(offer.textContent).not.toContain('skipped')
  })

  it('writes sizes, numbers and values in German', () => {
    expect(sizeProblem({ size: 8 * 1024 * 1024 + 1 })).toBe(
      'Diese Datei ist 8,0 MiB groß; Token Desk importiert Dateien bis 8 MiB. Teilen Sie sie in kleinere Dateien auf.',
    )
    expect(valueText('favourite', true)).toBe('Ja')
    expect(valueText('tags', [])).toBe('(keine)')
    expect(valueText('headerStyle', 'bare')).toBe('Nur das Token')
    expect(
      resultMessage({
        added: 1234,
        updated: 0,
        unchanged: 0,
        skippedChanged: 0,
        moved: 2,
        skippedMoves: 0,
        skippedInvalid: 0,
        passwordsRemoved: 0,
      }),
    ).toBe('1.234 Profile hinzugefügt; 2 Profile auf einen anderen Host verschoben')
  })
})
