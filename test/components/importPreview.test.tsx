import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ExportMenu } from '../../src/renderer/src/components/ExportMenu'
import { ImportDialog } from '../../src/renderer/src/components/ImportDialog'
import { valueText } from '../../src/renderer/src/lib/importFile'
import { useStatus } from '../../src/renderer/src/store/status'
import type { ImportPreview, ImportResult, ImportRow } from '../../src/shared/model/transfer'
import { mockApi, ok, resetAll } from './fixtures'

afterEach(() => {
  resetAll()
  useStatus.getState().clear()
})

const base = {
  accountId: 'ACME-001',
  portal: 'customer',
  baseUrl: 'https://portal.example.test',
  username: 'demo',
}
const changed = (row: number, extra: Partial<ImportRow & { kind: 'changed' }> = {}): ImportRow => ({
  kind: 'changed',
  row,
  name: 'Acme production',
  ...base,
  profileId: `p${row}`,
  currentName: 'Acme',
  changes: [
    { field: 'name', from: 'Acme', to: 'Acme production' },
    { field: 'tags', from: ['eu'], to: ['eu', 'gold'] },
    { field: 'colour', from: 'teal', to: 'blue' },
  ],
  moves: [],
  removes: { password: false, token: false },
  otherAccounts: [],
  ...extra,
})

const previewOf = (rows: ImportRow[]): ImportPreview => {
  const counts = { added: 0, changed: 0, moved: 0, unchanged: 0, repeated: 0, invalid: 0 }
  for (const row of rows) counts[row.kind]++
  return { format: 'csv', rows, counts, unreadColumns: [] }
}

const mixed = previewOf([
  changed(2),
  changed(3, {
    name: 'Globex',
    currentName: 'Globex',
    changes: [
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
  }),
  { kind: 'unchanged', row: 4, name: 'Initech', ...base, profileId: 'p4' },
  { kind: 'added', row: 5, name: 'Hooli', ...base, portal: 'api-host', otherAccounts: [] },
  {
    kind: 'invalid',
    row: 6,
    name: 'Broken',
    ...base,
    errors: [
      { field: 'baseUrl', message: 'Use http:// or https://, not ftp://' },
      {
        field: 'row',
        message:
          'Rows 6 and 7 have the same account, portal and username, so it is not clear which one to use. Keep one of them.',
      },
    ],
  },
])

async function openWith(preview: ImportPreview) {
  const result: ImportResult = {
    added: preview.counts.added,
    updated: preview.counts.changed,
    unchanged: preview.counts.unchanged,
    skippedChanged: 0,
    moved: 0,
    skippedMoves: 0,
    skippedInvalid: preview.counts.invalid,
    passwordsRemoved: 1,
  }
  const api = mockApi({
    previewImport: vi.fn(() => ok(preview)),
    applyImport: vi.fn(() => ok(result)),
    listProfiles: vi.fn(() => ok([])),
  })
  const onClose = vi.fn()
  const user = userEvent.setup()
  render(<ImportDialog onClose={onClose} />)
  await user.upload(
    screen.getByLabelText('Profiles file'),
    new File(['Name,Account ID\n'], 'profiles.csv', { type: 'text/csv' }),
  )
  await screen.findByRole('region', { name: 'Preview' })
  return { api, user, onClose }
}

const group = (name: RegExp) => {
  const summary = screen.getByRole('heading', { name }).closest('details')
  if (!summary) throw new Error(`no group ${String(name)}`)
  return summary
}

describe('a file that is not text', () => {
  it('is refused with what to do, and never sent for a preview', async () => {
    const api = mockApi({ previewImport: vi.fn(() => ok(mixed)) })
    const user = userEvent.setup()
    render(<ImportDialog onClose={vi.fn()} />)
    const workbook = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08])
    await user.upload(
      screen.getByLabelText('Profiles file'),
      // A workbook renamed .csv (the picker offers only what import reads).
      new File([workbook], 'profiles.csv', { type: 'text/csv' }),
    )
    expect(await screen.findByText(/“profiles.csv” is a spreadsheet workbook/)).toBeTruthy()
    expect(api.previewImport).not.toHaveBeenCalled()
  })
})

describe('choosing the same file again', () => {
  it('reads it again: the picker opens on an empty input, so the same file is a change', async () => {
    const { api, user } = await openWith(mixed)
    const input = screen.getByLabelText<HTMLInputElement>('Profiles file')
    expect(input.files).toHaveLength(1)
    // The browser fires no change for the file an input already holds: it is let go first.
    await user.click(input)
    expect(input.value).toBe('')
    await user.upload(input, new File(['Name,Account ID\nEdited,A-1\n'], 'profiles.csv'))
    await waitFor(() => expect(api.previewImport).toHaveBeenCalledTimes(2))
    expect(api.previewImport).toHaveBeenLastCalledWith(
      expect.objectContaining({ text: 'Name,Account ID\nEdited,A-1\n' }),
    )
  })
})

describe('the import preview', () => {
  it('shows the counts and four groups: changed field by field, new, invalid with reasons, unchanged closed', async () => {
    await openWith(mixed)
    expect(
      within(screen.getByRole('region', { name: 'Preview' }))
        .getAllByRole('listitem')
        .slice(0, 5)
        .map((li) => li.textContent),
    ).toEqual(['5 rows', '1 new', '2 changed', '1 unchanged', '1 invalid'])
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Changed 2',
      'New 1',
      'Invalid rows 1',
      'Unchanged 1',
    ])

    const changes = within(screen.getByRole('region', { name: 'Changed in profiles.csv' }))
    const [, acme, globex] = changes.getAllByRole('row')
    expect(
      within(acme!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Name: Acme → becomes Acme production',
      'Tags: eu → becomes eu, gold',
      'Colour: Teal → becomes Blue',
    ])
    expect(globex!.textContent).toContain(
      "It points the base URL to https://portal.elsewhere.test: it stops using its login's stored password and its token is removed, since secrets go only to the host they were entered or obtained for.",
    )

    const invalid = within(screen.getByRole('region', { name: 'Invalid rows in profiles.csv' }))
    expect(invalid.getAllByRole('cell').map((c) => c.textContent)).toEqual([
      '6',
      'Broken',
      'ACME-001',
      'Base URL: Use http:// or https://, not ftp://' +
        'Rows 6 and 7 have the same account, portal and username, so it is not clear which one to use. Keep one of them.',
    ])
    const added = within(screen.getByRole('region', { name: 'New in profiles.csv' }))
    expect(added.getByText('API host (SMS variant)')).toBeTruthy()

    // Unchanged rows need no checking: closed, and drawn only when opened.
    expect(group(/^Unchanged/).open).toBe(false)
    expect(screen.queryByRole('region', { name: 'Unchanged in profiles.csv' })).toBeNull()
  })

  it('counts rows repeating an earlier one, and lists them closed, each with the row it repeats', async () => {
    const { user } = await openWith(
      previewOf([
        { kind: 'added', row: 2, name: 'Hooli', ...base, otherAccounts: [] },
        { kind: 'repeated', row: 3, name: 'Hooli', ...base, sameAs: 2 },
        { kind: 'repeated', row: 4, name: 'Hooli', ...base, sameAs: 2 },
      ]),
    )
    expect(
      within(screen.getByRole('region', { name: 'Preview' }))
        .getAllByRole('listitem')
        .slice(0, 6)
        .map((li) => li.textContent),
    ).toEqual([
      '3 rows',
      '1 new',
      '0 changed',
      '0 unchanged',
      '2 repeated rows (read once)',
      '0 invalid',
    ])
    expect(group(/^Repeated rows/).open).toBe(false)
    await user.click(screen.getByText('Repeated rows, read once'))
    const repeated = within(
      screen.getByRole('region', { name: 'Repeated rows, read once in profiles.csv' }),
    )
    expect(repeated.getAllByRole('row').map((r) => r.textContent)).toEqual([
      'RowNameAccountRepeats',
      '3HooliACME-001Same as row 2',
      '4HooliACME-001Same as row 2',
    ])
    expect(screen.getByRole('button', { name: 'Add 1 profile' })).toBeTruthy()
  })

  it('applies "Add new and update changed" by default, or "Add new only" when chosen', async () => {
    const { api, user } = await openWith(mixed)
    expect(screen.getByLabelText('Add new and update changed')).toHaveProperty('checked', true)
    expect(screen.getByRole('button', { name: 'Add 1 and update 2 profiles' })).toBeTruthy()
    await user.click(screen.getByLabelText('Add new only'))
    await user.click(screen.getByRole('button', { name: 'Add 1 profile' }))
    expect(api.applyImport).toHaveBeenCalledWith({
      format: 'csv',
      text: 'Name,Account ID\n',
      mode: 'add-only',
      hostMoves: 'leave',
    })
    expect(useStatus.getState().message?.text).toBe(
      'Added 1 and updated 2 profiles (1 skipped); 1 profile no longer uses a stored password (host changed)',
    )
  })

  it('says "Importing…" and takes no second click while the import runs', async () => {
    const { api, user, onClose } = await openWith(mixed)
    let finish: (result: ImportResult) => void = () => undefined
    vi.mocked(api.applyImport).mockImplementation(
      () =>
        new Promise((resolve) => {
          finish = (result) => resolve({ ok: true, value: result })
        }),
    )
    await user.click(screen.getByRole('button', { name: 'Add 1 and update 2 profiles' }))
    const busy = screen.getByRole('button', { name: 'Importing…' })
    expect(busy.getAttribute('aria-busy')).toBe('true')
    // Not disabled, which would drop its focus to the page: aria-disabled, and presses ignored.
    expect(busy.getAttribute('aria-disabled')).toBe('true')
    // The mode cannot change under a running import either.
    expect(screen.getByLabelText('Add new only').matches(':disabled')).toBe(true)
    await user.click(busy)
    expect(api.applyImport).toHaveBeenCalledTimes(1)
    finish({
      added: 1,
      updated: 2,
      unchanged: 1,
      skippedChanged: 0,
      moved: 0,
      skippedMoves: 0,
      skippedInvalid: 1,
      passwordsRemoved: 0,
    })
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(useStatus.getState().message?.text).toMatch(/^Added 1 and updated 2 profiles/)
  })

  it('names the columns it leaves unread, and says passwords are never read from a file', async () => {
    const preview = previewOf([
      { kind: 'added', row: 2, name: 'Hooli', ...base, otherAccounts: [] },
    ])
    await openWith({ ...preview, unreadColumns: ['Password', 'Tag'] })
    expect(document.body.textContent).toContain(
      'The columns “Password”, “Tag” are not ones Token Desk reads, so they are left out. Passwords are never read from a file: after the import, Token Desk asks once for each login.',
    )
  })

  it('names the untitled columns with values by number and letter', async () => {
    const preview = previewOf([
      { kind: 'added', row: 2, name: 'Hooli', ...base, otherAccounts: [] },
    ])
    await openWith({ ...preview, untitledColumns: [8, 28] })
    expect(document.body.textContent).toContain(
      'Columns 8 (H), 28 (AB) have values but no title, so they are left out. Title them (Notes, Tags…) to have them read.',
    )
  })

  it('says nothing of columns when it reads them all', async () => {
    await openWith(
      previewOf([{ kind: 'added', row: 2, name: 'Hooli', ...base, otherAccounts: [] }]),
    )
    expect(document.body.textContent).not.toContain('Token Desk reads, so')
  })

  it('offers no choice when nothing changes', async () => {
    await openWith(
      previewOf([{ kind: 'added', row: 2, name: 'Hooli', ...base, otherAccounts: [] }]),
    )
    expect(screen.queryByLabelText('Add new only')).toBeNull()
    expect(screen.getByRole('button', { name: 'Add 1 profile' })).toBeTruthy()
  })

  it('stays usable with 1,500 changed rows: the first 1,000 are drawn, the rest counted', async () => {
    const rows = Array.from({ length: 1500 }, (_, i) => changed(i + 2))
    await openWith(previewOf(rows))
    const table = screen.getByRole('region', { name: 'Changed in profiles.csv' })
    expect(table.tabIndex).toBe(0)
    expect(within(table).getAllByRole('row')).toHaveLength(1001)
    expect(screen.getByText('Showing the first 1,000 of 1,500.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Update 1,500 profiles' })).toBeTruthy()
  })
})

describe('Export', () => {
  it('offers JSON and CSV, and saves the CSV main wrote as a download', async () => {
    const api = mockApi({
      exportProfiles: vi.fn(() =>
        ok({ fileName: 'token-desk-profiles-2026-11-21.csv', text: 'Name\r\n', count: 1 }),
      ),
    })
    const blobs: Blob[] = []
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        blobs.push(blob)
        return 'blob:export'
      }),
      revokeObjectURL: vi.fn(),
    })
    const clicked: string[] = []
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download)
    })
    const user = userEvent.setup()
    render(<ExportMenu disabled={false} />)
    await user.click(screen.getByText('Export'))
    expect(
      within(screen.getByRole('group', { name: 'Export as' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['JSON (Token Desk export)', 'CSV (spreadsheet)'])
    await user.click(screen.getByRole('button', { name: 'CSV (spreadsheet)' }))
    expect(api.exportProfiles).toHaveBeenCalledWith({ format: 'csv' })
    expect(clicked).toEqual(['token-desk-profiles-2026-11-21.csv'])
    expect(blobs[0]?.type).toBe('text/csv')
    expect(useStatus.getState().message?.text).toBe(
      'Exported 1 profile to token-desk-profiles-2026-11-21.csv',
    )
    click.mockRestore()
  })
})

describe('a long value in the preview', () => {
  it('is cut with "…" right after the last word kept, as every text cut short is', () => {
    const shown = valueText('notes', 'a '.repeat(150))
    expect(shown).toMatch(/ a…$/)
    expect(shown.length).toBeLessThanOrEqual(201)
  })
})
