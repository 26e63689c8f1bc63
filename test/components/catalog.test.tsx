import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ProfileForm } from '../../src/renderer/src/components/ProfileForm'
import { ProfileListItem } from '../../src/renderer/src/components/ProfileListItem'
import { SettingsForm } from '../../src/renderer/src/components/SettingsForm'
import { CatalogNotices } from '../../src/renderer/src/components/CatalogNotices'
import { CatalogReview } from '../../src/renderer/src/components/CatalogReview'
import type { CatalogSourceView } from '../../src/shared/model/catalog'
import { profileRow } from '../../src/shared/model/profile'
import { profileViewFixture } from '../fixtures/profile'
import { mockApi, NOW, ok, resetAll } from './fixtures'
import { leaving, useLeaveGuard } from '../../src/renderer/src/store/leaveGuard'
import { useBoardActions } from '../../src/renderer/src/store/boardActions'

afterEach(() => resetAll())

const sourceId = '0b6f3c1e-7d2a-4c5b-9e8f-1a2b3c4d5e6f'
const support = (status: Partial<CatalogSourceView['status']> = {}): CatalogSourceView => ({
  id: sourceId,
  name: 'Support',
  location: { kind: 'file', path: '/srv/team/catalog.csv' },
  trust: { kind: 'none' },
  refreshMinutes: 30,
  status: {
    lastAttemptAt: NOW,
    lastSyncedAt: NOW - 60_000,
    profiles: 12,
    error: null,
    pending: 0,
    firstSync: false,
    ...status,
  },
})

describe('Settings → Team catalog', () => {
  it('lists each source with its status and last error, and syncs on Sync now', async () => {
    const syncCatalog = vi.fn(() =>
      ok({ kind: 'synced' as const, added: 2, updated: 1, pending: 3, first: false }),
    )
    const catalogSources = vi
      .fn()
      .mockReturnValueOnce(
        ok([
          support({ error: 'The catalog file /srv/team/catalog.csv could not be read (ENOENT).' }),
        ]),
      )
      .mockReturnValue(ok([support({ pending: 3 })]))
    mockApi({ catalogSources, syncCatalog })
    render(<SettingsForm onDone={() => undefined} />)
    const region = screen.getByRole('region', { name: 'Team catalog' })
    expect(await within(region).findByText('/srv/team/catalog.csv')).toBeTruthy()
    expect(
      within(region).getByText(/12 profiles from it\. Read at start and on Sync now\./),
    ).toBeTruthy()
    expect(within(region).getByRole('alert').textContent).toBe(
      'Last sync failed: The catalog file /srv/team/catalog.csv could not be read (ENOENT). Every profile is as it was.',
    )
    const user = userEvent.setup()
    await user.click(within(region).getByRole('button', { name: 'Sync now: Support' }))
    expect(syncCatalog).toHaveBeenCalledWith({ sourceId })
    expect(
      await within(region).findByText(
        'Applied: 2 new profiles, 1 profile updated. 3 changes to review.',
      ),
    ).toBeTruthy()
    expect(within(region).getByRole('button', { name: 'Review 3 changes' })).toBeTruthy()
  })

  it('adds a source with its own Save, shows main’s refusal under the field, and guards leaving', async () => {
    const addCatalogSource = vi
      .fn()
      .mockReturnValueOnce(
        Promise.resolve({
          ok: false,
          error: {
            code: 'invalid-input',
            message: 'Enter the full path of the file (e.g. /srv/team/catalog.json)',
            issues: [
              {
                path: 'location',
                message: 'Enter the full path of the file (e.g. /srv/team/catalog.json)',
              },
            ],
          },
        }),
      )
      .mockReturnValue(ok(support()))
    mockApi({ addCatalogSource })
    render(<SettingsForm onDone={() => undefined} />)
    const form = screen.getByRole('group', { name: 'Add a source' })
    const user = userEvent.setup()
    await user.type(within(form).getByLabelText('Name'), 'Support')
    await user.type(within(form).getByLabelText('Location'), 'catalog.csv')
    // Leaving Settings now asks first, naming the section.
    leaving(() => undefined)
    expect(useLeaveGuard.getState().pending?.unsaved).toEqual(['the new catalog source'])
    useLeaveGuard.getState().stay()
    await user.click(within(form).getByRole('button', { name: 'Add source' }))
    expect(addCatalogSource).toHaveBeenCalledWith({
      name: 'Support',
      location: 'catalog.csv',
      trust: { kind: 'none' },
      refreshMinutes: 30,
    })
    expect(
      await within(form).findByText(
        'Enter the full path of the file (e.g. /srv/team/catalog.json)',
      ),
    ).toBeTruthy()
    await user.clear(within(form).getByLabelText('Location'))
    await user.type(within(form).getByLabelText('Location'), '/srv/team/catalog.csv')
    await user.click(within(form).getByRole('radio', { name: 'Pin its SHA-256 (one exact file)' }))
    await user.type(within(form).getByLabelText('SHA-256 of the file'), 'a'.repeat(64))
    await user.click(within(form).getByRole('button', { name: 'Add source' }))
    expect(addCatalogSource).toHaveBeenLastCalledWith({
      name: 'Support',
      location: '/srv/team/catalog.csv',
      trust: { kind: 'pin', sha256: 'a'.repeat(64) },
      refreshMinutes: 30,
    })
    expect(await within(form).findByText('Added. Press Sync now to read it.')).toBeTruthy()
  })

  it('edits a source in place and removes one after asking, its profiles kept', async () => {
    const updateCatalogSource = vi.fn(() => ok(support()))
    const removeCatalogSource = vi.fn(() => ok({ removed: true as const, detached: 12 }))
    mockApi({
      catalogSources: vi.fn(() => ok([support()])),
      updateCatalogSource,
      removeCatalogSource,
    })
    render(<SettingsForm onDone={() => undefined} />)
    const region = screen.getByRole('region', { name: 'Team catalog' })
    const user = userEvent.setup()
    await user.click(await within(region).findByRole('button', { name: 'Edit Support' }))
    const edit = within(region).getByRole('group', { name: 'Edit Support' })
    expect(
      (within(edit).getByLabelText('Location', { exact: true }) as HTMLInputElement).value,
    ).toBe('/srv/team/catalog.csv')
    await user.clear(within(edit).getByLabelText('Refresh every (minutes)'))
    await user.type(within(edit).getByLabelText('Refresh every (minutes)'), '60')
    await user.click(within(edit).getByRole('button', { name: 'Save source' }))
    expect(updateCatalogSource).toHaveBeenCalledWith({
      sourceId,
      name: 'Support',
      location: '/srv/team/catalog.csv',
      trust: { kind: 'none' },
      refreshMinutes: 60,
    })
    await user.click(within(region).getByRole('button', { name: 'Remove Support' }))
    const ask = within(region).getByRole('group', { name: 'Remove Support' })
    expect(ask.textContent).toContain('Its 12 profiles stay, as your own.')
    expect(removeCatalogSource).not.toHaveBeenCalled()
    await user.click(within(ask).getByRole('button', { name: 'Remove source' }))
    expect(removeCatalogSource).toHaveBeenCalledWith({ sourceId })
  })

  it('a source with changes waiting says so above the app and opens its review', async () => {
    const catalogPreview = vi.fn(() =>
      ok({
        sourceId,
        sourceName: 'Support',
        sha256: 'c'.repeat(64),
        first: false,
        preview: {
          format: 'csv' as const,
          rows: [],
          counts: { added: 0, changed: 0, moved: 0, unchanged: 0, repeated: 0, invalid: 0 },
          unreadColumns: [],
        },
        removed: [{ profileId: 'p-1', name: 'Initech' }],
        commands: [],
      }),
    )
    mockApi({ catalogSources: vi.fn(() => ok([support({ pending: 3 })])), catalogPreview })
    render(<CatalogNotices />)
    expect(await screen.findByText(/Team catalog Support: 3 changes need your review/)).toBeTruthy()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Review' }))
    expect(catalogPreview).toHaveBeenCalledWith({ sourceId })
  })
})

describe('a catalog naming password commands, in its review', () => {
  const withCommand = {
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
    removed: [],
    commands: [
      {
        username: 'support',
        host: 'acme.example.test',
        profiles: ['Acme prod', 'Acme test'],
        argv: ['op', 'read', 'op://{vault}/Acme/password'],
        current: null,
        reviewed: false,
      },
    ],
  }

  it.each([
    ['kept ticked', 'use'],
    ['unticked', 'leave'],
  ] as const)(
    'shows each command as the catalog wrote it; %s, Apply sends %s',
    async (_, answer) => {
      const applyCatalog = vi.fn(() =>
        ok({ added: 0, updated: 0, moved: 0, retired: 0, commands: answer === 'use' ? 1 : 0 }),
      )
      mockApi({
        catalogSources: vi.fn(() => ok([support({ pending: 1 })])),
        catalogPreview: vi.fn(() => ok(withCommand)),
        applyCatalog,
      })
      const user = userEvent.setup()
      render(
        <>
          <CatalogNotices />
          <CatalogReview />
        </>,
      )
      await user.click(await screen.findByRole('button', { name: 'Review' }))
      const group = await screen.findByRole('region', { name: 'Password commands' })
      expect(group.textContent).toContain('support at acme.example.test')
      expect(group.textContent).toContain('(Acme prod, Acme test)')
      expect(group.textContent).toContain('op read op://{vault}/Acme/password')
      expect(group.textContent).toContain('Now: a typed password.')
      const use = within(group).getByRole('checkbox', { name: /^Use this command for its login/ })
      expect((use as HTMLInputElement).checked).toBe(true)
      if (answer === 'leave') await user.click(use)
      await user.click(screen.getByRole('button', { name: 'Apply changes' }))
      expect(applyCatalog).toHaveBeenCalledWith({
        sourceId,
        sha256: 'c'.repeat(64),
        hostMoves: 'leave',
        retire: true,
        commands: answer,
      })
    },
  )
})

describe('a catalog profile in the form', () => {
  const fromSupport = profileViewFixture({
    id: '6f1c1a52-0a55-4d4e-8f7e-2f3a1b2c3d4e',
    name: 'Acme',
    tags: ['gold', 'mine'],
    origin: { sourceId, sourceName: 'Support', tags: ['gold'], retiredAt: null },
  })

  it('shows the shared fields read-only with "from <source>", keeps personal ones editable, and detaches', async () => {
    const detachProfiles = vi.fn(() => ok({ detached: 1, missing: [] }))
    mockApi({
      detachProfiles,
      listProfiles: vi.fn(() => ok([profileRow(fromSupport)])),
    })
    render(
      <ProfileForm
        profile={fromSupport}
        onSaved={vi.fn()}
        onCancel={vi.fn()}
        onOpenExisting={vi.fn()}
      />,
    )
    for (const label of ['Name', 'Account ID', 'Base URL', 'Username']) {
      const input = screen.getByLabelText(label) as HTMLInputElement
      expect(input.readOnly).toBe(true)
      expect(input.getAttribute('aria-describedby')).toBeTruthy()
    }
    expect((screen.getByLabelText('Portal') as HTMLSelectElement).disabled).toBe(true)
    expect(
      screen.getAllByText('From Support. Detach the profile to change it.').length,
    ).toBeGreaterThan(3)
    expect((screen.getByLabelText('Notes') as HTMLTextAreaElement).readOnly).toBe(false)
    expect((screen.getByLabelText('Tags') as HTMLInputElement).readOnly).toBe(false)
    expect(screen.getByText(/“gold” comes from the team catalog and stays/)).toBeTruthy()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Detach from Support' }))
    expect(detachProfiles).toHaveBeenCalledWith({ profileIds: [fromSupport.id] })
  })

  it('a personal profile has no catalog note and every field editable', () => {
    mockApi({})
    render(
      <ProfileForm
        profile={profileViewFixture()}
        onSaved={vi.fn()}
        onCancel={vi.fn()}
        onOpenExisting={vi.fn()}
      />,
    )
    expect((screen.getByLabelText('Base URL') as HTMLInputElement).readOnly).toBe(false)
    expect(screen.queryByRole('button', { name: /Detach/ })).toBeNull()
  })

  it('the sidebar row says which catalog retired it', () => {
    render(
      <ul>
        <ProfileListItem
          profile={{ ...profileRow(fromSupport), retiredFrom: 'Support' }}
          selected={false}
          tabbable
          position={1}
          setSize={1}
          top={0}
          height={64}
          onSelect={vi.fn()}
          compact={false}
        />
      </ul>,
    )
    expect(screen.getByRole('button').textContent).toContain('Retired from Support')
  })
})

describe("the Board's Detach", () => {
  it('detaches the chosen catalog profiles in one call and says how many were already personal', async () => {
    const detachProfiles = vi.fn(() => ok({ detached: 2, missing: ['gone'] }))
    mockApi({ detachProfiles, listProfiles: vi.fn(() => ok([])) })
    await useBoardActions.getState().detach(['a', 'b', 'c', 'gone'])
    expect(detachProfiles).toHaveBeenCalledWith({ profileIds: ['a', 'b', 'c', 'gone'] })
    expect(useBoardActions.getState().result).toEqual({
      kind: 'note',
      text: 'Detached 2 profiles from their team catalogs: every value kept, every field yours. 1 profile was already your own. 1 profile no longer existed.',
      tone: 'ok',
    })
  })
})
