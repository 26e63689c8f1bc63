import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TokenActivity } from '../../src/renderer/src/components/TokenActivity'
import { useClock } from '../../src/renderer/src/store/clock'
import type { ActivityEntry } from '../../src/shared/model/activity'
import type { ExchangeTrace } from '../../src/shared/model/exchange'
import type { ExportFile } from '../../src/shared/model/transfer'
import { HOUR, NOW, issued, mockApi, ok, profileWith, resetAll } from './fixtures'

const entries: ActivityEntry[] = [
  {
    at: NOW - HOUR,
    kind: 'failed',
    trigger: 'auto',
    detail: 'The service answered 503',
    expiresAt: null,
  },
  {
    at: NOW - 30 * HOUR,
    kind: 'obtained',
    trigger: 'manual',
    detail: '',
    expiresAt: NOW - 6 * HOUR,
  },
  { at: NOW - 50 * HOUR, kind: 'given', trigger: 'cli', detail: '', expiresAt: null, times: 2 },
]
const file: ExportFile = {
  fileName: 'token-desk-activity-2026-11-21.csv',
  text: 'When\r\n',
  count: 1,
}

function setup() {
  const api = mockApi({
    listActivity: vi.fn(() => ok(entries)),
    exportActivity: vi.fn(() => ok(file)),
  })
  useClock.setState({ now: NOW })
  render(<TokenActivity profile={profileWith(issued(HOUR))} />)
  return { api, user: userEvent.setup() }
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1)

describe('token activity', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    resetAll()
  })

  it('filters by when, what and who asked, and says when nothing matches', async () => {
    const { user } = setup()
    expect(await screen.findAllByRole('row')).toHaveLength(4)
    await user.selectOptions(screen.getByLabelText('When'), 'Last 24 hours')
    expect(rows().map((r) => r.textContent)).toEqual([expect.stringContaining('Failed')])
    await user.selectOptions(screen.getByLabelText('When'), 'Any time')
    await user.selectOptions(screen.getByLabelText('Who asked'), 'token-desk')
    expect(rows()).toHaveLength(1)
    expect(rows()[0]?.textContent).toContain('Given to the command line')
    await user.selectOptions(screen.getByLabelText('What'), 'Failures and refusals')
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.getByText(/Nothing matches/)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Show everything' }))
    expect(rows()).toHaveLength(3)
  })

  it('exports exactly the filter in view, for this profile', async () => {
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() })
    const { api, user } = setup()
    await screen.findAllByRole('row')
    await user.selectOptions(screen.getByLabelText('What'), 'Failures and refusals')
    await user.click(screen.getByText('Export activity'))
    await user.click(screen.getByRole('button', { name: 'CSV (spreadsheet)' }))
    expect(api.exportActivity).toHaveBeenCalledWith({
      format: 'csv',
      profileIds: [profileWith(issued(HOUR)).id],
      filter: { span: 'all', kinds: 'failures', trigger: 'all' },
    })
  })

  it("a refusal shows its exchange at once: the token's refusal fetches the exchanges again", async () => {
    const refused: ActivityEntry = {
      at: NOW,
      kind: 'rejected',
      trigger: 'request',
      detail: 'A request got 401 although the token had time left.',
      expiresAt: NOW + 23 * HOUR,
      exchangeId: 'x1',
    }
    const trace: ExchangeTrace = {
      id: 'x1',
      profileId: 'p1',
      at: NOW,
      kind: 'request',
      section: null,
      variant: 'Test request',
      request: { method: 'GET', url: 'https://api.example.test/stats', headers: [], body: '' },
      route: { kind: 'direct' },
      tls: null,
      timing: { dnsMs: null, connectMs: null, tlsMs: null, firstByteMs: 4, totalMs: 5 },
      response: { status: 401, headers: [], body: '', truncated: false },
      outcome: { ok: true, summary: 'HTTP 401' },
    }
    let refusedYet = false
    mockApi({
      listActivity: vi.fn(() => ok(refusedYet ? [refused] : [])),
      listExchanges: vi.fn(() => ok(refusedYet ? [trace] : [])),
    })
    useClock.setState({ now: NOW })
    const token = issued(HOUR)
    const view = render(<TokenActivity profile={profileWith(token)} />)
    await screen.findByText(/No token activity|Nothing/)
    // The refusal: main marks the token rejected (the view's only change) and links the 401.
    refusedYet = true
    view.rerender(<TokenActivity profile={profileWith({ ...token, rejectedAt: NOW })} />)
    expect(await screen.findByText('Show exchange')).toBeTruthy()
  })
})
