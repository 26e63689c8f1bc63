import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useTokenActivity } from '../../src/renderer/src/hooks/useTokenActivity'
import type { Result } from '../../src/shared/ipc/errors'
import type { ActivityEntry } from '../../src/shared/model/activity'
import type { ProfileView } from '../../src/shared/model/profile'
import { HOUR, issued, mockApi, NOW, ok, profileWith, resetAll } from '../components/fixtures'

afterEach(resetAll)

const entry = (kind: ActivityEntry['kind'], at: number): ActivityEntry => ({
  at,
  kind,
  trigger: 'manual',
  detail: '',
  expiresAt: null,
})
const obtained = entry('obtained', NOW - HOUR)
const renewed = entry('renewed', NOW)

function activity(profile: ProfileView) {
  const hook = renderHook(({ p }) => useTokenActivity(p), { initialProps: { p: profile } })
  return { ...hook, show: (p: ProfileView) => hook.rerender({ p }) }
}

describe('useTokenActivity', () => {
  it('has nothing until main answers, then the profile’s entries', async () => {
    const api = mockApi({ listActivity: vi.fn(() => ok([obtained])) })
    const { result } = activity(profileWith(issued(HOUR)))
    expect(result.current).toEqual({ entries: null, failed: null })
    await waitFor(() => expect(result.current.entries).toEqual([obtained]))
    expect(result.current.failed).toBeNull()
    expect(api.listActivity).toHaveBeenCalledWith({ profileId: 'p1' })
  })

  it('fetches again for each change that adds an entry, and not for others', async () => {
    const api = mockApi({ listActivity: vi.fn(() => ok([obtained])) })
    const token = issued(HOUR)
    const { result, show } = activity(profileWith(token))
    await waitFor(() => expect(result.current.entries).not.toBeNull())
    const calls = () => vi.mocked(api.listActivity).mock.calls.length
    expect(calls()).toBe(1)

    // A rename or a note adds no entry.
    show(profileWith(token, { name: 'Renamed', notes: 'x' }))
    await act(() => Promise.resolve())
    expect(calls()).toBe(1)

    // Each one changes one thing from the one before.
    const failure = { code: 'internal' as const, message: 'Broke.' }
    const changes: ProfileView[] = [
      profileWith(issued(0)), // renewed: new issuedAt
      profileWith(issued(0, { rejectedAt: NOW })), // rejected by a request
      profileWith({ kind: 'none' }), // forgotten
      profileWith({ kind: 'none' }, { lastError: failure }), // failed
      profileWith({ kind: 'none' }, { lastError: failure, lastUsedAt: NOW }), // given to the CLI
      profileWith({ kind: 'none' }, { lastError: failure, lastUsedAt: NOW, id: 'p2' }),
    ]
    for (const [i, profile] of changes.entries()) {
      vi.mocked(api.listActivity).mockImplementationOnce(() => ok([renewed, obtained]))
      show(profile)
      await waitFor(() => expect(calls()).toBe(i + 2))
      await waitFor(() => expect(result.current.entries).toEqual([renewed, obtained]))
    }
    expect(vi.mocked(api.listActivity).mock.lastCall).toEqual([{ profileId: 'p2' }])
  })

  it('says why it could not load, keeps what it had, and recovers on the next change', async () => {
    const api = mockApi({ listActivity: vi.fn(() => ok([obtained])) })
    const { result, show } = activity(profileWith(issued(HOUR)))
    await waitFor(() => expect(result.current.entries).toEqual([obtained]))

    vi.mocked(api.listActivity).mockImplementationOnce(() =>
      Promise.resolve({
        ok: false as const,
        error: { code: 'storage' as const, message: 'The activity log cannot be read.' },
      }),
    )
    show(profileWith(issued(0)))
    await waitFor(() => expect(result.current.failed).toBe('The activity log cannot be read.'))
    expect(result.current.entries).toEqual([obtained])

    vi.mocked(api.listActivity).mockImplementationOnce(() => ok([renewed, obtained]))
    show(profileWith({ kind: 'none' }))
    await waitFor(() => expect(result.current.entries).toEqual([renewed, obtained]))
    expect(result.current.failed).toBeNull()
  })

  it('drops an answer that comes after the profile changed again', async () => {
    const answers: ((result: Result<ActivityEntry[]>) => void)[] = []
    mockApi({
      listActivity: vi.fn(() => new Promise<Result<ActivityEntry[]>>((r) => answers.push(r))),
    })
    const { result, show } = activity(profileWith(issued(HOUR)))
    show(profileWith(issued(0)))
    expect(answers).toHaveLength(2)
    await act(async () => {
      answers[1]?.({ ok: true, value: [renewed, obtained] })
      answers[0]?.({ ok: true, value: [obtained] })
      await Promise.resolve()
    })
    expect(result.current.entries).toEqual([renewed, obtained])
  })
})
