import { afterEach, describe, expect, it, vi } from 'vitest'
import { useChecks } from '../../src/renderer/src/store/checks'
import { useNavigation } from '../../src/renderer/src/store/navigation'
import { usePasswordPrompt } from '../../src/renderer/src/store/passwordPrompt'
import {
  actionStarted,
  afterDelete,
  NOTICE_MS,
  noActions,
  useProfileActions,
  withEntry,
  type ProfileActionsState,
} from '../../src/renderer/src/store/profileActions'
import { useProfileList } from '../../src/renderer/src/store/profileList'
import type { AppError, Result } from '../../src/shared/ipc/errors'
import { profileRow, type ProfileView } from '../../src/shared/model/profile'
import { profileViewFixture } from '../fixtures/profile'
import { mockApi, ok, resetAll, showProfiles, useAppFakeTimers } from '../components/fixtures'

afterEach(resetAll)

const state = (overrides: Partial<ProfileActionsState> = {}): ProfileActionsState => ({
  ...noActions,
  ...overrides,
})

const failure = (error: AppError): Promise<Result<ProfileView>> =>
  Promise.resolve({ ok: false, error })

const acme = profileViewFixture({ id: 'a', name: 'Acme', password: 'none' })
const beta = profileViewFixture({ id: 'b', name: 'Beta' })

describe('the profile actions’ transitions', () => {
  it('an action supersedes the profile’s last message, failure and verification', () => {
    const before = state({
      notice: { profileId: 'a', text: 'Copied.' },
      errors: { a: { code: 'storage', message: 'Disk full.' } },
      verifications: { a: { status: 'running' } },
    })
    expect(actionStarted(before, 'a', 'copy')).toEqual({
      notice: null,
      errors: { a: null },
      verifications: { a: undefined },
      started: { profileId: 'a', kind: 'copy' },
    })
    // A verification does not supersede itself; another profile's message stays.
    const verifying = actionStarted(before, 'b', 'verify')
    expect(verifying.notice).toEqual(before.notice)
    expect(verifying.verifications).toBe(before.verifications)
  })

  it('a deleted profile takes its error and its message along', () => {
    const before = state({
      notice: { profileId: 'a', text: 'Copied.' },
      errors: { a: null, b: { code: 'storage', message: 'Disk full.' } },
    })
    expect(afterDelete(before, 'a')).toEqual({
      errors: { a: undefined, b: before.errors['b'] },
      notice: null,
    })
    expect(withEntry({ a: 1 }, 'b', 2)).toEqual({ a: 1, b: 2 })
  })
})

describe('the profile actions store', () => {
  it('asks for the password when none is kept, instead of showing the failure', async () => {
    mockApi({
      getToken: vi.fn(() => failure({ code: 'no-password', message: 'No password is kept.' })),
      listProfiles: vi.fn(() => ok([profileRow(acme)])),
      getProfile: vi.fn(() => ok(acme)),
    })
    showProfiles({ profiles: [profileRow(acme)], detail: acme, selectedId: 'a', status: 'ready' })
    await useProfileActions.getState().getToken('a')
    expect(useProfileActions.getState().errors['a']).toBeNull()
    expect(usePasswordPrompt.getState().prompt).toEqual({
      profileId: 'a',
      retry: false,
      waiter: null,
    })
  })

  it('a typed password refused (401) asks again, says so, and keeps who waits', async () => {
    const refused: AppError = {
      code: 'auth-rejected',
      message: 'Refused.',
      serverMessage: 'Unauthorized',
      status: 401,
      checklist: [],
    }
    mockApi({
      getToken: vi.fn(() => failure(refused)),
      listProfiles: vi.fn(() => ok([profileRow(acme)])),
      getProfile: vi.fn(() => ok(acme)),
    })
    showProfiles({ profiles: [profileRow(acme)], detail: acme, selectedId: 'a', status: 'ready' })
    usePasswordPrompt.getState().open('a', { waiter: 'ada@laptop' })
    await useProfileActions.getState().getToken('a', 'wrong')
    expect(useProfileActions.getState().errors['a']).toEqual(refused)
    expect(usePasswordPrompt.getState().prompt).toEqual({
      profileId: 'a',
      retry: true,
      waiter: 'ada@laptop',
    })
  })

  it('a "copied" message goes after its time; a newer one has its own', async () => {
    useAppFakeTimers()
    mockApi({
      copy: vi.fn(() =>
        ok({ copied: 'header' as const, style: 'bearer' as const, clearsAt: null }),
      ),
    })
    const { copy } = useProfileActions.getState()
    await copy('a', 'header')
    expect(useProfileActions.getState().notice?.profileId).toBe('a')
    vi.advanceTimersByTime(NOTICE_MS - 1000)
    await copy('b', 'header')
    vi.advanceTimersByTime(1000)
    // The first message's time is up, but the second is shown: it stays.
    expect(useProfileActions.getState().notice?.profileId).toBe('b')
    vi.advanceTimersByTime(NOTICE_MS)
    expect(useProfileActions.getState().notice).toBeNull()
  })

  it('another action on the profile clears its credential check', async () => {
    mockApi({ forgetToken: vi.fn(() => ok(beta)) })
    useChecks.setState({
      checks: {
        b: {
          status: 'done',
          outcome: { kind: 'works', issuedAt: null, expiresAt: null },
          checkedAt: 1,
        },
      },
    })
    await useProfileActions.getState().forgetToken('b')
    expect(useChecks.getState().checks['b']).toBeUndefined()
  })

  it('a delete selects the next profile, takes the prompt along and offers Undo', async () => {
    mockApi({
      deleteProfile: vi.fn(() => ok({ profileId: 'a', undoId: 'u1', until: Date.now() + 10_000 })),
      getProfile: vi.fn(() => ok(beta)),
    })
    showProfiles({
      profiles: [acme, beta].map((p) => profileRow(p)),
      detail: acme,
      selectedId: 'a',
      status: 'ready',
    })
    usePasswordPrompt.getState().open('a')
    expect(await useProfileActions.getState().deleteProfile('a')).toBe(true)
    expect(useNavigation.getState()).toMatchObject({ selectedId: 'b', focusDetail: true })
    expect(useProfileList.getState().profiles.map((p) => p.id)).toEqual(['b'])
    expect(usePasswordPrompt.getState().prompt).toBeNull()
    await vi.waitFor(() => expect(useProfileList.getState().detail).toEqual(beta))
  })
})
