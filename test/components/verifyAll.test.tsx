import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BoardResults } from '../../src/renderer/src/components/BoardResults'
import { hourMinute } from '../../src/renderer/src/lib/format'
import { useClock } from '../../src/renderer/src/store/clock'
import { useBoardActions, verifyAll } from '../../src/renderer/src/store/boardActions'
import { useNavigation } from '../../src/renderer/src/store/navigation'
import { useProfileList } from '../../src/renderer/src/store/profileList'
import type { BulkVerifyOutcome } from '../../src/shared/model/bulk'
import { profileRow } from '../../src/shared/model/profile'
import { profileViewFixture } from '../fixtures/profile'
import { mockApi, NOW, ok, resetAll } from './fixtures'

const rows = ['Acme', 'Globex', 'Initech', 'Hooli'].map((name, i) =>
  profileRow(profileViewFixture({ id: `00000000-0000-4000-8000-00000000000${i}`, name })),
)
const at = NOW
const outcomes: BulkVerifyOutcome[] = [
  { profileId: rows[0]!.id, name: 'Acme', at, kind: 'accepted', status: 200 },
  {
    profileId: rows[1]!.id,
    name: 'Globex',
    at,
    kind: 'failed',
    code: 'no-probe',
    message: 'No saved request to verify with.',
  },
  {
    profileId: rows[2]!.id,
    name: 'Initech',
    at,
    kind: 'failed',
    code: 'network',
    message: 'The service did not answer.',
  },
  { profileId: rows[3]!.id, name: 'Hooli', at, kind: 'rejected', status: 401 },
]

afterEach(() => {
  vi.restoreAllMocks()
  resetAll()
  useBoardActions.setState({ running: null, result: null })
})

describe('Verify all', () => {
  it('verifies every profile (not only those a search shows) in one call and opens the Board', async () => {
    const api = mockApi({
      verifyProfiles: vi.fn(() => ok({ outcomes, missing: [] })),
      listProfiles: vi.fn(() => ok(rows)),
    })
    useProfileList.setState({ status: 'ready', profiles: rows })
    await act(async () => {
      verifyAll()
    })
    expect(api.verifyProfiles).toHaveBeenCalledTimes(1)
    expect(api.verifyProfiles).toHaveBeenCalledWith({ profileIds: rows.map((r) => r.id) })
    expect(useNavigation.getState().view).toBe('board')

    useClock.setState({ now: NOW })
    render(<BoardResults toGrid={() => undefined} />)
    const results = screen.getByRole('region', { name: 'Verify results' })
    // When they were checked: the results stay up while the tokens move on.
    expect(within(results).getByText(`Checked at ${hourMinute(at, NOW)}.`)).toBeTruthy()
    const headings = within(results)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent)
    // Refused first (it has a next step), then the rest in the report's order; no probe apart.
    expect(headings.map((h) => h?.replace(/^\W+/, ''))).toEqual([
      'Refused by the service (1)',
      'Not verified: the request failed (1)',
      'No request to verify with (1)',
      'Accepted (1)',
    ])
  })

  it("asks the view for the focus when it starts, and gives it to the results' heading when they come", async () => {
    const verified = ok({ outcomes, missing: [] })
    let answer: (value: Awaited<typeof verified>) => void = () => undefined
    mockApi({
      verifyProfiles: vi.fn(() => new Promise<Awaited<typeof verified>>((r) => (answer = r))),
      listProfiles: vi.fn(() => ok(rows)),
    })
    useProfileList.setState({ status: 'ready', profiles: rows })
    render(<BoardResults toGrid={() => undefined} />)
    // Its button waits (disabled) while Verify runs: the Board's heading takes the focus.
    act(() => verifyAll())
    expect(useNavigation.getState().focusDetail).toBe(true)
    await act(async () => answer(await verified))
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Verify results' }))
  })

  it('saves the results as a page to attach, named by the time', async () => {
    const saved: { name: string; blob: Blob }[] = []
    const blobs = new Map<string, Blob>()
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        blobs.set(`blob:${blobs.size}`, blob)
        return `blob:${blobs.size - 1}`
      }),
      revokeObjectURL: vi.fn(),
    })
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '')! })
    })
    mockApi({})
    useProfileList.setState({ status: 'ready', profiles: rows })
    useBoardActions.setState({ result: { kind: 'verified', outcomes, missing: 0 } })
    render(<BoardResults toGrid={() => undefined} />)
    const user = userEvent.setup()
    await user.click(screen.getByText('Save report'))
    await user.click(screen.getByRole('button', { name: 'Page to print or attach (HTML)' }))
    expect(saved).toHaveLength(1)
    expect(saved[0]?.name).toMatch(/^token-desk-verify-\d{4}-\d\d-\d\dT\d{4}\.html$/)
    const page = await saved[0]!.blob.text()
    expect(page).toContain('<h1>Verify results</h1>')
    expect(page).toContain('No request to verify with')
  })
})
