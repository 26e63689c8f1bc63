import { afterEach, describe, expect, it, vi } from 'vitest'
import { useRenewAll } from '../../src/renderer/src/store/renewAll'
import type { RenewAllSummary } from '../../src/shared/ipc/events'
import type { Result } from '../../src/shared/ipc/errors'
import { mockApi, ok, resetAll } from '../components/fixtures'
import { useProfileList } from '../../src/renderer/src/store/profileList'

const initial = useRenewAll.getState()
afterEach(() => {
  resetAll()
  useRenewAll.setState(initial, true)
})

const summary = (scope: RenewAllSummary['scope'], total: number): RenewAllSummary => ({
  scope,
  total,
  outcomes: [],
  leftAlone: { valid: 0, withoutToken: 0, renewing: 0 },
})

describe('the Renew all store', () => {
  it('runs once at a time, follows its own progress, keeps the summary, then reloads the list', async () => {
    let finish: (result: Result<RenewAllSummary>) => void = () => undefined
    const renewAll = vi.fn(
      () => new Promise<Result<RenewAllSummary>>((resolve) => (finish = resolve)),
    )
    const listProfiles = vi.fn(() => ok([]))
    mockApi({ renewAll, listProfiles })
    const run = useRenewAll.getState().start('due')
    // A second press while it runs starts nothing.
    await useRenewAll.getState().start('due')
    expect(renewAll).toHaveBeenCalledTimes(1)
    expect(renewAll).toHaveBeenCalledWith({ scope: 'due' })

    const outcome = {
      profileId: 'a',
      name: 'A',
      reason: 'expired',
      kind: 'renewed',
      expiresAt: 1,
    } as const
    useRenewAll.getState().progressed({ type: 'renew-all-progress', done: 2, total: 3, outcome })
    // Events arrive out of order: progress never goes back.
    useRenewAll.getState().progressed({ type: 'renew-all-progress', done: 1, total: 3, outcome })
    expect(useRenewAll.getState().progress).toEqual({ done: 2, total: 3 })

    finish({ ok: true, value: summary('due', 3) })
    await run
    expect(useRenewAll.getState()).toMatchObject({
      running: false,
      progress: null,
      summary: summary('due', 3),
      error: null,
    })
    await vi.waitFor(() => expect(listProfiles).toHaveBeenCalled())

    useRenewAll.getState().dismiss()
    expect(useRenewAll.getState().summary).toBeNull()
  })

  it('ignores another window’s progress, and keeps a failed run’s error until dismissed', async () => {
    const outcome = {
      profileId: 'a',
      name: 'A',
      reason: 'none',
      kind: 'renewed',
      expiresAt: 1,
    } as const
    useRenewAll.getState().progressed({ type: 'renew-all-progress', done: 1, total: 9, outcome })
    expect(useRenewAll.getState().progress).toBeNull()

    mockApi({
      renewAll: vi.fn(() =>
        Promise.resolve({
          ok: false as const,
          error: { code: 'storage' as const, message: 'Disk full.' },
        }),
      ),
      listProfiles: vi.fn(() => ok([])),
    })
    await useRenewAll.getState().start('without-token')
    expect(useRenewAll.getState()).toMatchObject({
      running: false,
      summary: null,
      error: { code: 'storage', message: 'Disk full.' },
    })
    expect(useProfileList.getState().status).not.toBe('failed')
  })

  it('gets tokens for chosen profiles through the same one-run-at-a-time summary', async () => {
    type Chosen = RenewAllSummary & { missing: string[] }
    let finish: (result: Result<Chosen>) => void = () => undefined
    const renewProfiles = vi.fn(() => new Promise<Result<Chosen>>((resolve) => (finish = resolve)))
    const renewAll = vi.fn(() => ok(summary('due', 0)))
    mockApi({ renewProfiles, renewAll, listProfiles: vi.fn(() => ok([])) })
    await useRenewAll.getState().renewChosen([])
    expect(renewProfiles).not.toHaveBeenCalled()
    const run = useRenewAll.getState().renewChosen(['a', 'b'])
    // Renew all waits its turn: one run's summary at a time.
    await useRenewAll.getState().start('due')
    expect(renewAll).not.toHaveBeenCalled()
    expect(renewProfiles).toHaveBeenCalledWith({ profileIds: ['a', 'b'] })
    finish({ ok: true, value: { ...summary('selected', 2), missing: [] } })
    await run
    expect(useRenewAll.getState()).toMatchObject({
      running: false,
      summary: { scope: 'selected', total: 2 },
    })
  })
})
