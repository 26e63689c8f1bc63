import { afterEach, describe, expect, it, vi } from 'vitest'
import { useNavigation } from '../../src/renderer/src/store/navigation'
import {
  lastErrorChanged,
  nextAfter,
  replaceRow,
  selectionAfterLoad,
  useProfileList,
  withDetail,
  withView,
} from '../../src/renderer/src/store/profileList'
import type { Result } from '../../src/shared/ipc/errors'
import { profileRow, type ProfileRow } from '../../src/shared/model/profile'
import { useSidebar } from '../../src/renderer/src/store/sidebar'
import { profileViewFixture } from '../fixtures/profile'
import { mockApi, ok, resetAll } from '../components/fixtures'

afterEach(() => {
  resetAll()
  vi.unstubAllGlobals()
})

const acme = profileViewFixture({ id: 'a', name: 'Acme', account: { id: 'A', name: 'Acme' } })
const beta = profileViewFixture({ id: 'b', name: 'Beta', account: { id: 'B', name: 'Beta' } })
const gamma = profileViewFixture({ id: 'c', name: 'Gamma', account: { id: 'C', name: 'Gamma' } })
const rows = [gamma, acme, beta].map((p) => profileRow(p))
const info = {
  version: '1',
  runtime: 'harness' as const,
  protection: { kind: 'test-only' as const, keyring: 'test-only', description: '' },
  systemLanguages: ['en-US'],
  notices: [],
}

describe('the profile list’s transitions', () => {
  it('keeps a row’s marks when a view replaces it (a copy marks the profile used)', () => {
    // Main's list marked it: its login serves another account too. A copy's answer replaces it.
    const shared = { ...profileRow(acme), mixedLogin: true as const }
    const copied = {
      ...acme,
      loginAccounts: [{ accountId: 'B', profiles: 1, names: ['Beta'] }],
      origin: { sourceId: 's', sourceName: 'Team', tags: [], retiredAt: 1 },
    }
    const [row] = replaceRow([shared], copied)
    expect(row?.mixedLogin).toBe(true)
    expect(row?.retiredFrom).toBe('Team')
    // A view without them: no marks.
    expect(replaceRow([shared], acme)[0]).not.toHaveProperty('mixedLogin')
  })

  it('puts a new view in its row, or adds the row; the detail only if it is that profile’s', () => {
    const renamed = { ...acme, name: 'Acme renamed' }
    expect(replaceRow(rows, renamed).map((r) => r.name)).toEqual(['Gamma', 'Acme renamed', 'Beta'])
    const delta = profileViewFixture({ id: 'd', name: 'Delta' })
    expect(replaceRow(rows, delta)).toHaveLength(4)
    expect(withView({ profiles: rows, detail: beta }, renamed).detail).toBe(beta)
    expect(withView({ profiles: rows, detail: acme }, renamed).detail).toBe(renamed)
    expect(withDetail({ profiles: rows, detail: beta }, renamed).detail).toBe(renamed)
  })

  it('keeps the selection across a load, else chooses the first in the sidebar’s order', () => {
    expect(selectionAfterLoad(rows, 'b', 'name')).toBe('b')
    expect(selectionAfterLoad(rows, 'gone', 'name')).toBe('a')
    expect(selectionAfterLoad(rows, null, 'name')).toBe('a')
    expect(selectionAfterLoad([], null, 'name')).toBeNull()
  })

  it('after a delete, the next one down takes its place, the one above at the end', () => {
    expect(nextAfter(rows, 'a', 'name')).toBe('b')
    expect(nextAfter(rows, 'c', 'name')).toBe('b')
    expect(nextAfter([profileRow(acme)], 'a', 'name')).toBeNull()
  })

  it('tells when the shown profile’s recorded failure changed', () => {
    const failed = { ...acme, lastError: { code: 'storage' as const, message: 'Disk full.' } }
    expect(lastErrorChanged(acme, failed)).toBe(true)
    expect(lastErrorChanged(failed, { ...failed })).toBe(false)
    expect(lastErrorChanged(beta, failed)).toBe(false)
    expect(lastErrorChanged(null, failed)).toBe(false)
  })
})

describe('the profile list store', () => {
  it('follows the navigation: a chosen profile is fetched once, a reload chooses without a second fetch', async () => {
    const getProfile = vi.fn(({ profileId }: { profileId: string }) =>
      ok([acme, beta, gamma].find((p) => p.id === profileId)!),
    )
    mockApi({ listProfiles: vi.fn(() => ok(rows)), getProfile })
    await useProfileList.getState().reload()
    expect(useNavigation.getState().selectedId).toBe('a')
    expect(getProfile).toHaveBeenCalledTimes(1)
    expect(useProfileList.getState().detail).toEqual(acme)

    useNavigation.getState().select('b')
    await vi.waitFor(() => expect(useProfileList.getState().detail).toEqual(beta))
    expect(getProfile).toHaveBeenCalledTimes(2)
    // Choosing the one already here asks nothing.
    useNavigation.getState().select('b')
    expect(getProfile).toHaveBeenCalledTimes(2)
  })

  it('ignores an announced profile it does not list, and says when its failure changed', () => {
    useProfileList.setState({ profiles: [profileRow(acme)], detail: acme })
    expect(useProfileList.getState().upsert(beta)).toBe(false)
    expect(useProfileList.getState().profiles).toHaveLength(1)
    const failed = { ...acme, lastError: { code: 'storage' as const, message: 'Disk full.' } }
    expect(useProfileList.getState().upsert(failed)).toBe(true)
    expect(useProfileList.getState().detail).toEqual(failed)
  })

  it('asks for the app info once, before the first list', async () => {
    const order: string[] = []
    mockApi({
      appInfo: vi.fn(() => {
        order.push('appInfo')
        return ok({
          version: '1',
          runtime: 'harness' as const,
          protection: { kind: 'test-only' as const, keyring: 'test-only', description: '' },
          systemLanguages: ['en-US'],
          notices: [],
        })
      }),
      listProfiles: vi.fn(() => {
        order.push('listProfiles')
        return ok([])
      }),
    })
    await Promise.all([useProfileList.getState().init(), useProfileList.getState().init()])
    expect(order).toEqual(['appInfo', 'listProfiles'])
  })

  it('shows the first screen main sends ahead, then asks for the whole list once it is painted', async () => {
    useSidebar.setState({ sortKey: 'lastUsed' })
    const first = {
      rows: [{ kind: 'profile' as const, key: 'a', profile: rows[1]! }],
      setSize: 6,
      whole: null,
    }
    let answerList: (value: Result<readonly ProfileRow[]>) => void = () => undefined
    const firstProfiles = vi.fn(() => ok(first))
    const listProfiles = vi.fn(
      () => new Promise<Result<readonly ProfileRow[]>>((resolve) => (answerList = resolve)),
    )
    mockApi({
      appInfo: vi.fn(() => ok(info)),
      firstProfiles,
      listProfiles,
      getProfile: vi.fn(() => ok(acme)),
    })
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (paint: FrameRequestCallback) => frames.push(paint))
    const started = useProfileList.getState().init()
    await vi.waitFor(() => expect(useProfileList.getState().firstScreen).not.toBeNull())
    expect(firstProfiles).toHaveBeenCalledWith({ sortKey: 'lastUsed', rows: expect.any(Number) })
    expect(useProfileList.getState()).toMatchObject({
      status: 'loading',
      profiles: [],
      firstScreen: { ...first, sortKey: 'lastUsed' },
    })
    // The 4 MB list waits for the first screen's frame: reading it would hold that frame back.
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(listProfiles).not.toHaveBeenCalled()
    frames.shift()?.(performance.now())
    await vi.waitFor(() => expect(listProfiles).toHaveBeenCalled())
    answerList({ ok: true, value: rows })
    await started
    expect(useProfileList.getState()).toMatchObject({
      status: 'ready',
      profiles: rows,
      firstScreen: null,
    })
  })

  it('takes a short list whole from the first answer, with no second call', async () => {
    const listProfiles = vi.fn(() => ok(rows))
    mockApi({
      appInfo: vi.fn(() => ok(info)),
      firstProfiles: vi.fn(() => ok({ rows: [], setSize: 6, whole: rows })),
      listProfiles,
      getProfile: vi.fn(() => ok(acme)),
    })
    await useProfileList.getState().init()
    expect(useProfileList.getState()).toMatchObject({
      status: 'ready',
      profiles: rows,
      firstScreen: null,
    })
    expect(useNavigation.getState().selectedId).toBe('a')
    expect(listProfiles).not.toHaveBeenCalled()
  })

  it('without a first screen (main could not answer it), loads the whole list as before', async () => {
    mockApi({
      appInfo: vi.fn(() => ok(info)),
      firstProfiles: vi.fn(() => Promise.reject(new Error('gone'))),
      listProfiles: vi.fn(() => ok(rows)),
      getProfile: vi.fn(() => ok(acme)),
    })
    await useProfileList.getState().init()
    expect(useProfileList.getState()).toMatchObject({
      status: 'ready',
      profiles: rows,
      firstScreen: null,
    })
  })
})
