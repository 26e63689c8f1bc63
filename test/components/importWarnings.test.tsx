import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ImportDialog } from '../../src/renderer/src/components/ImportDialog'
import { useStatus } from '../../src/renderer/src/store/status'
import type { ImportPreview, ImportResult, ImportRow } from '../../src/shared/model/transfer'
import { mockApi, ok, resetAll } from './fixtures'

/**
 * Issue 33: rows on another host read as plain "Changed" and the default
 * applied them; rows giving the ACME demo login to three other accounts
 * passed without a word. Both are groups of their own now.
 */
afterEach(() => {
  resetAll()
  useStatus.getState().clear()
})

const demo = { portal: 'customer', baseUrl: 'https://portal.example.test', username: 'demo' }
const elsewhere = 'https://portal.elsewhere.test'

const moved = (row: number, name: string): ImportRow => ({
  kind: 'moved',
  row,
  name,
  accountId: 'ACME-001',
  ...demo,
  baseUrl: elsewhere,
  profileId: `p${row}`,
  currentName: name,
  changes: [{ field: 'baseUrl', from: demo.baseUrl, to: elsewhere }],
  moves: [{ field: 'baseUrl', from: demo.baseUrl, to: elsewhere }],
  removes: { password: true, token: true },
  otherAccounts: [],
})

const acmeAccount = {
  accountId: 'ACME-001',
  profiles: 2,
  names: ['Demo · alternate', 'Demo · customer'],
}
const added = (row: number, name: string, accountId: string): ImportRow => ({
  kind: 'added',
  row,
  name,
  accountId,
  ...demo,
  otherAccounts: [acmeAccount],
})

const previewOf = (rows: ImportRow[]): ImportPreview => {
  const counts = { added: 0, changed: 0, moved: 0, unchanged: 0, repeated: 0, invalid: 0 }
  for (const row of rows) counts[row.kind]++
  return { format: 'csv', rows, counts, unreadColumns: [] }
}

const result: ImportResult = {
  added: 3,
  updated: 0,
  unchanged: 0,
  skippedChanged: 0,
  moved: 0,
  skippedMoves: 2,
  skippedInvalid: 0,
  passwordsRemoved: 0,
}

async function openWith(preview: ImportPreview) {
  const api = mockApi({
    previewImport: vi.fn(() => ok(preview)),
    applyImport: vi.fn(() => ok(result)),
    listProfiles: vi.fn(() => ok([])),
  })
  const user = userEvent.setup()
  render(<ImportDialog onClose={vi.fn()} />)
  await user.upload(
    screen.getByLabelText('Profiles file'),
    new File(['Name,Account ID\n'], 'profiles.csv', { type: 'text/csv' }),
  )
  await screen.findByRole('region', { name: 'Preview' })
  return { api, user }
}

const group = (name: RegExp) => {
  const details = screen.getByRole('heading', { name }).closest('details')
  if (!details) throw new Error(`no group ${String(name)}`)
  return details
}

const rows = [
  moved(2, 'Demo · customer'),
  moved(3, 'Demo · alternate'),
  added(4, 'Initech', 'INITECH-003'),
  added(5, 'Umbrella', 'UMBRELLA-005'),
  added(6, 'Hooli', 'HOOLI-004'),
]

describe('the import preview’s warnings', () => {
  it('rows on another host are their own group, left alone unless the user opts in', async () => {
    const { api, user } = await openWith(previewOf(rows))
    const moves = group(/^Moves to another host/)
    expect(within(moves).getByRole('heading').textContent).toBe('Moves to another host 2')
    expect(moves.textContent).toContain('they are left alone unless you choose otherwise')
    expect(within(moves).getByLabelText('Leave the 2 profiles as they are')).toHaveProperty(
      'checked',
      true,
    )
    // Not among the plain changes, and not in what the default writes.
    expect(screen.queryByRole('heading', { name: /^Changed/ })).toBeNull()
    expect(screen.getByText('2 on another host')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Add 3 profiles' }))
    expect(api.applyImport).toHaveBeenCalledWith(
      expect.objectContaining({ mode: 'add-and-update', hostMoves: 'leave' }),
    )
    expect(useStatus.getState().message?.text).toBe('Added 3 profiles (2 skipped)')
  })

  it('moving or adding them is a choice, which the button says', async () => {
    const { api, user } = await openWith(previewOf(rows))
    await user.click(screen.getByLabelText('Move them to the host in the file'))
    expect(screen.getByRole('button', { name: 'Add 3 and update 2 profiles' })).toBeTruthy()
    await user.click(screen.getByLabelText('Add the rows as new profiles beside them'))
    await user.click(screen.getByRole('button', { name: 'Add 5 profiles' }))
    expect(api.applyImport).toHaveBeenCalledWith(expect.objectContaining({ hostMoves: 'add' }))
  })

  it('rows whose login would serve other accounts are a warning group naming them', async () => {
    await openWith(previewOf(rows))
    const accounts = group(/^One login for several accounts/)
    expect(accounts.textContent).toContain(
      'A token is for the one account its API user was created under',
    )
    const table = within(accounts).getByRole('table')
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((tr) =>
        within(tr)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      )
    expect(cells).toEqual([
      [
        '4',
        'InitechNew profile',
        'INITECH-003',
        `${demo.baseUrl}demo`,
        'ACME-001 (“Demo · alternate” and “Demo · customer”)',
      ],
      [
        '5',
        'UmbrellaNew profile',
        'UMBRELLA-005',
        `${demo.baseUrl}demo`,
        'ACME-001 (“Demo · alternate” and “Demo · customer”)',
      ],
      [
        '6',
        'HooliNew profile',
        'HOOLI-004',
        `${demo.baseUrl}demo`,
        'ACME-001 (“Demo · alternate” and “Demo · customer”)',
      ],
    ])
    // Shown apart, not again among the new rows.
    expect(screen.queryByRole('heading', { name: /^New/ })).toBeNull()
  })
})
