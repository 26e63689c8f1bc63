import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CatalogNotices } from '../../src/renderer/src/components/CatalogNotices'
import { CatalogReview } from '../../src/renderer/src/components/CatalogReview'
import { CatalogSettings } from '../../src/renderer/src/components/CatalogSettings'
import { i18n } from '../../src/renderer/src/i18n'
import { statusText, syncResultText } from '../../src/renderer/src/lib/catalogText'
import type { CatalogSourceView } from '../../src/shared/model/catalog'
import { mockApi, NOW, ok, resetAll } from './fixtures'

beforeEach(async () => {
  await i18n.changeLanguage('de')
})
afterEach(async () => {
  resetAll()
  await i18n.changeLanguage('en')
})

const sourceId = '0b6f3c1e-7d2a-4c5b-9e8f-1a2b3c4d5e6f'
const support = (status: Partial<CatalogSourceView['status']> = {}): CatalogSourceView => ({
  id: sourceId,
  name: 'Support',
  location: { kind: 'url', url: 'https://team.example.test/catalog.json' },
  trust: { kind: 'pin', sha256: 'a'.repeat(64) },
  refreshMinutes: 30,
  status: {
    lastAttemptAt: NOW,
    lastSyncedAt: null,
    profiles: 1234,
    error: null,
    pending: 0,
    firstSync: false,
    ...status,
  },
})

describe('the team catalog in German', () => {
  it('Settings → Team catalog speaks German, counts with German grouping', async () => {
    mockApi({ catalogSources: vi.fn(() => ok([support({ pending: 2, error: 'ENOENT.' })])) })
    render(<CatalogSettings />)
    const region = screen.getByRole('region', { name: 'Teamkatalog' })
    expect(await within(region).findByText('https://team.example.test/catalog.json')).toBeTruthy()
    expect(region.textContent).toContain(
      'Noch nie synchronisiert. 1.234 Profile daraus. Wird alle 30 Minuten gelesen.',
    )
    expect(region.textContent).toContain('An eine Datei gebunden (SHA-256)')
    expect(within(region).getByRole('alert').textContent).toBe(
      'Letzte Synchronisierung fehlgeschlagen: ENOENT. Alle Profile sind unverändert.',
    )
    expect(within(region).getByRole('button', { name: '2 Änderungen prüfen' })).toBeTruthy()
    expect(
      within(region).getByRole('button', { name: 'Jetzt synchronisieren: Support' }),
    ).toBeTruthy()
    const user = userEvent.setup()
    await user.click(within(region).getByRole('button', { name: 'Support entfernen' }))
    const ask = within(region).getByRole('group', { name: 'Support entfernen' })
    expect(ask.textContent).toContain(
      '„Support“ nicht mehr folgen? Die 1.234 Profile daraus bleiben als Ihre eigenen erhalten.',
    )
    const form = within(region).getByRole('group', { name: 'Quelle hinzufügen' })
    expect(within(form).getByLabelText('Speicherort')).toBeTruthy()
    expect(
      within(form).getByRole('radio', { name: 'An ihren SHA-256 binden (genau eine Datei)' }),
    ).toBeTruthy()
    expect(region.textContent).not.toContain('Team catalog')
    expect(region.textContent).not.toContain('Sync now')
    expect(region.textContent).not.toContain('profiles from it')
  })

  it('the notice and the review, with removed profiles and a password command', async () => {
    const catalogPreview = vi.fn(() =>
      ok({
        sourceId,
        sourceName: 'Support',
        sha256: 'c'.repeat(64),
        first: false,
        preview: {
          format: 'json' as const,
          rows: [],
          counts: { added: 0, changed: 0, moved: 0, unchanged: 0, repeated: 0, invalid: 0 },
          unreadColumns: [],
        },
        removed: [{ profileId: 'p-1', name: 'Initech' }],
        commands: [
          {
            username: 'support',
            host: 'acme.example.test',
            profiles: ['A', 'B', 'C', 'D', 'E', 'F', 'G'],
            argv: ['op', 'read', 'op://{vault}/Acme/password'],
            current: null,
            reviewed: true,
          },
        ],
      }),
    )
    mockApi({ catalogSources: vi.fn(() => ok([support({ pending: 1 })])), catalogPreview })
    render(
      <>
        <CatalogNotices />
        <CatalogReview />
      </>,
    )
    expect(
      await screen.findByText(/Teamkatalog Support: 1 Änderung wartet auf Ihre Prüfung/),
    ).toBeTruthy()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Prüfen' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('heading', { name: 'Teamkatalog Support' })).toBeTruthy()
    const removed = within(dialog).getByRole('region', { name: 'Aus dem Katalog entfernt' })
    expect(
      within(removed).getByRole('checkbox', {
        name: 'Als „ausgemustert aus Support“ markieren (bleibt mit seinen Passwörtern erhalten, bis Sie es löschen)',
      }),
    ).toBeTruthy()
    const commands = within(dialog).getByRole('region', { name: 'Passwortbefehle' })
    expect(commands.textContent).toContain('support bei acme.example.test')
    expect(commands.textContent).toContain('(A, B, C, D, E und 2 weitere)')
    expect(commands.textContent).toContain(
      'Derzeit: ein eingegebenes Passwort. Sie haben diesen Befehl schon einmal nicht übernommen.',
    )
    expect(
      within(commands).getByRole('checkbox', { name: /^Diesen Befehl für seine Anmeldung/ }),
    ).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Änderungen übernehmen' })).toBeTruthy()
    expect(within(dialog).getAllByRole('button', { name: 'Nicht jetzt' })).toHaveLength(2)
    expect(dialog.textContent).not.toContain('Removed from the catalog')
    expect(dialog.textContent).not.toContain('Now: a typed password.')
  })

  it('status and sync results, and English again after switching back', async () => {
    const source = support({ lastSyncedAt: NOW })
    expect(syncResultText({ kind: 'synced', added: 2, updated: 1, pending: 1, first: false })).toBe(
      'Übernommen: 2 neue Profile, 1 Profil aktualisiert. 1 Änderung zu prüfen.',
    )
    expect(syncResultText({ kind: 'synced', added: 0, updated: 0, pending: 0, first: false })).toBe(
      'Nichts zu übernehmen.',
    )
    expect(statusText(source)).toMatch(/^Zuletzt synchronisiert: .+\. 1\.234 Profile daraus\./)
    await i18n.changeLanguage('en')
    expect(syncResultText({ kind: 'synced', added: 2, updated: 1, pending: 1, first: false })).toBe(
      'Applied: 2 new profiles, 1 profile updated. 1 change to review.',
    )
    expect(syncResultText({ kind: 'synced', added: 0, updated: 1, pending: 0, first: false })).toBe(
      'Applied: 1 profile updated.',
    )
  })
})
