import { render, screen, waitFor, within } from '@testing-library/react'
import { profileRow } from '../../src/shared/model/profile'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DemoPanel } from '../../src/renderer/src/components/DemoPanel'
import { ProfileDetail } from '../../src/renderer/src/components/ProfileDetail'
import { startEvents } from '../../src/renderer/src/store/events'
import { useStatus } from '../../src/renderer/src/store/status'
import type { Result } from '../../src/shared/ipc/errors'
import type { AppEvent } from '../../src/shared/ipc/events'
import type { DemoService, DemoStatus } from '../../src/shared/model/demo'
import { mockApi, ok, profileWith, resetAll, showProfiles } from './fixtures'

const urls = {
  portal: 'http://127.0.0.1:41001',
  alternate: 'http://127.0.0.1:41002',
  apiHost: 'http://127.0.0.1:41003',
}

const running = (extra: Partial<Extract<DemoService, { kind: 'running' }>> = {}): DemoStatus => ({
  service: { kind: 'running', urls, fault: 'none', latencyMs: 0, movedFrom: null, ...extra },
  profiles: 15,
  expectedProfiles: 15,
})

async function panelWith(status: DemoStatus, calls: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ demoStatus: vi.fn(() => ok(status)), ...calls })
  render(<DemoPanel />)
  const region = await screen.findByRole('region', { name: 'Demo sandbox' })
  await waitFor(() => expect(region.textContent).not.toContain('Loading…'))
  return { api, region }
}

describe('Demo sandbox panel', () => {
  afterEach(resetAll)

  it('shows where the sandbox runs and how its customer portal answers', async () => {
    const { region } = await panelWith(running())
    for (const url of Object.values(urls)) expect(region.textContent).toContain(url)
    expect(within(region).getByRole('status').textContent).toBe(
      'Customer portal now: Normal answers, at once.',
    )
    const select = within(region).getByLabelText('Customer portal answers token requests with')
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Normal answers',
      '503 Service unavailable',
      'HTML error page (502)',
      'Malformed JSON',
      '200 without a token',
      'Oversize answer (2 MiB)',
      'Redirect to a login page (302)',
      'No answer (waits for the time-out)',
      'Dropped connection',
    ])
  })

  it('switches the fault and the delay, and says what is in force', async () => {
    const setDemoFault = vi.fn(() => ok(running({ fault: 'status-503', latencyMs: 250 })))
    const { region } = await panelWith(running(), { setDemoFault })
    await userEvent.selectOptions(
      within(region).getByLabelText('Customer portal answers token requests with'),
      '503 Service unavailable',
    )
    const delay = within(region).getByLabelText('Delay (ms)')
    await userEvent.clear(delay)
    await userEvent.type(delay, '250')
    await userEvent.click(within(region).getByRole('button', { name: 'Apply' }))
    expect(setDemoFault).toHaveBeenCalledWith({ fault: 'status-503', latencyMs: 250 })
    await waitFor(() =>
      expect(within(region).getByRole('status').textContent).toBe(
        'Customer portal now: 503 Service unavailable, after 250 ms.',
      ),
    )
  })

  it('says what is wrong with a delay instead of sending it', async () => {
    const setDemoFault = vi.fn(() => ok(running()))
    const { region } = await panelWith(running(), { setDemoFault })
    const delay = within(region).getByLabelText('Delay (ms)')
    await userEvent.clear(delay)
    await userEvent.type(delay, '1.5')
    await userEvent.click(within(region).getByRole('button', { name: 'Apply' }))
    expect(setDemoFault).not.toHaveBeenCalled()
    expect(delay.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(delay)
    expect(region.textContent).toContain('Enter whole milliseconds from 0 to 120000.')
  })

  it('shows a refused switch as an error', async () => {
    const setDemoFault = vi.fn(() =>
      Promise.resolve({
        ok: false as const,
        error: {
          code: 'unavailable' as const,
          message: 'The demo sandbox is not running. Start it first.',
        },
      }),
    )
    const { region } = await panelWith(running(), { setDemoFault })
    await userEvent.click(within(region).getByRole('button', { name: 'Apply' }))
    const alert = await within(region).findByRole('alert')
    expect(alert.textContent).toContain('Not available')
    expect(alert.textContent).toContain('The demo sandbox is not running. Start it first.')
  })

  it('removes every demo profile after a confirmation, which Cancel and Escape withdraw', async () => {
    const removeDemo = vi.fn(() => ok({ removed: 15 }))
    const listProfiles = vi.fn(() => ok([]))
    const { region } = await panelWith(running(), { removeDemo, listProfiles })
    const open = within(region).getByRole('button', { name: 'Remove demo profiles' })
    await userEvent.click(open)
    const confirm = within(region).getByRole('group', { name: 'Confirm removing the demo' })
    expect(confirm.textContent).toContain(
      'Remove all 15 demo profiles and stop the sandbox? Their stored passwords and tokens are removed too.',
    )
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Remove demo profiles'))
    await userEvent.click(within(region).getByRole('button', { name: 'Remove demo profiles' }))
    await userEvent.keyboard('{Escape}')
    expect(within(region).queryByRole('group')).toBeNull()
    expect(removeDemo).not.toHaveBeenCalled()

    await userEvent.click(within(region).getByRole('button', { name: 'Remove demo profiles' }))
    const again = within(region).getByRole('group', { name: 'Confirm removing the demo' })
    await userEvent.click(within(again).getByRole('button', { name: 'Remove demo profiles' }))
    expect(removeDemo).toHaveBeenCalledTimes(1)
    await waitFor(() =>
      expect(useStatus.getState().message?.text).toBe(
        'Removed 15 demo profiles and stopped the sandbox.',
      ),
    )
    expect(listProfiles).toHaveBeenCalled()
  })

  it('says why the sandbox is not running and starts it again', async () => {
    const startDemo = vi.fn(() => ok({ urls, profiles: [] }))
    const demoStatus = vi
      .fn<() => Promise<Result<DemoStatus>>>()
      .mockReturnValueOnce(
        ok({
          service: { kind: 'failed', message: 'The local sandbox did not start: no ports.' },
          profiles: 15,
          expectedProfiles: 15,
        }),
      )
      .mockReturnValue(ok(running()))
    mockApi({ demoStatus, startDemo, listProfiles: vi.fn(() => ok([])) })
    render(<DemoPanel />)
    const region = await screen.findByRole('region', { name: 'Demo sandbox' })
    expect(
      await within(region).findByText('The local sandbox did not start: no ports.'),
    ).toBeTruthy()
    await userEvent.click(within(region).getByRole('button', { name: 'Start again' }))
    expect(startDemo).toHaveBeenCalled()
    await waitFor(() => expect(region.textContent).toContain(urls.portal))
  })

  it('offers to add back demo profiles that were deleted', async () => {
    const startDemo = vi.fn(() => ok({ urls, profiles: [] }))
    const { region } = await panelWith(
      { ...running(), profiles: 12 },
      { startDemo, listProfiles: vi.fn(() => ok([])) },
    )
    expect(region.textContent).toContain('12 of 15 demo profiles are here.')
    await userEvent.click(within(region).getByRole('button', { name: 'Add the missing ones' }))
    expect(startDemo).toHaveBeenCalled()
  })

  it('says when the sandbox moved because its ports were taken', async () => {
    const movedFrom = {
      portal: 'http://127.0.0.1:40001',
      alternate: 'http://127.0.0.1:40002',
      apiHost: 'http://127.0.0.1:40003',
    }
    const { region } = await panelWith(running({ movedFrom }))
    expect(region.textContent).toContain(
      'The ports used before (40001, 40002, 40003) were taken, so the sandbox moved to new ones and the demo profiles with it. Their tokens still work.',
    )
  })

  it('in a build without the sandbox, says so and still offers removal', async () => {
    const { region } = await panelWith({
      service: { kind: 'unavailable' },
      profiles: 15,
      expectedProfiles: 0,
    })
    expect(region.textContent).toContain('The local sandbox is not part of this build')
    expect(within(region).queryByRole('form')).toBeNull()
    expect(within(region).getByRole('button', { name: 'Remove demo profiles' })).toBeTruthy()
  })

  it('follows main’s pushes: starting at launch, then running', async () => {
    let push: (event: AppEvent) => void = () => undefined
    const starting: DemoStatus = {
      service: { kind: 'starting' },
      profiles: 15,
      expectedProfiles: 15,
    }
    const api = mockApi({ demoStatus: vi.fn(() => ok(starting)) })
    vi.mocked(api.onEvent).mockImplementation((listener) => {
      push = listener
      return () => undefined
    })
    const stop = startEvents()
    render(<DemoPanel />)
    const region = await screen.findByRole('region', { name: 'Demo sandbox' })
    expect((await within(region).findByRole('status')).textContent).toBe('Starting the sandbox…')
    push({ type: 'demo-changed', status: running() })
    await waitFor(() => expect(region.textContent).toContain(urls.apiHost))
    stop()
  })
})

describe('where the panel appears', () => {
  afterEach(resetAll)

  it('with demo profiles only', async () => {
    mockApi({ demoStatus: vi.fn(() => ok(running())) })
    const demo = profileWith({ kind: 'none' }, { id: 'd1', tags: ['sandbox-demo'] })
    const plain = profileWith({ kind: 'none' }, { id: 'p1' })
    showProfiles({
      profiles: [demo, plain].map((p) => profileRow(p)),
      detail: demo,
      status: 'ready',
      selectedId: 'd1',
    })
    const { unmount } = render(<ProfileDetail profile={demo} />)
    expect(await screen.findByRole('region', { name: 'Demo sandbox' })).toBeTruthy()
    unmount()
    render(<ProfileDetail profile={plain} />)
    expect(screen.queryByRole('region', { name: 'Demo sandbox' })).toBeNull()
  })
})
