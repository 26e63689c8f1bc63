import { act, renderHook } from '@testing-library/react'
import type { FormEvent } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useProfileForm } from '../../src/renderer/src/hooks/useProfileForm'
import { emptyValues, type FormValues } from '../../src/renderer/src/lib/profileForm'
import { useProfileList } from '../../src/renderer/src/store/profileList'
import type { AppError, Result } from '../../src/shared/ipc/errors'
import { profileRow, type ProfileView } from '../../src/shared/model/profile'
import { profileViewFixture } from '../fixtures/profile'
import { mockApi, ok, resetAll } from '../components/fixtures'

afterEach(resetAll)

const BASE = 'https://portal.example.test'
/** A new profile's fields as a user fills them in. */
const filled: Partial<FormValues> = {
  name: ' Hooli EU ',
  accountId: 'HOOLI-1',
  baseUrl: BASE,
  username: 'ada',
  tags: 'eu, gold ,, vip',
}
const saved = profileViewFixture({ id: 'new1', name: 'Hooli EU' })
const existing = profileViewFixture({ id: 'p1', name: 'Acme production', tags: ['eu'] })
const duplicate: AppError = {
  code: 'duplicate',
  message: '“Acme production” already uses this base URL, username and account.',
  existingProfileId: 'p1',
  existingName: 'Acme production',
}
const refused = (error: AppError) => Promise.resolve({ ok: false as const, error })

/** A submit event as the form gives it. */
const submitEvent = () =>
  ({ preventDefault: vi.fn() }) as unknown as FormEvent<HTMLFormElement> & {
    preventDefault: ReturnType<typeof vi.fn>
  }

function form(profile: ProfileView | null = null) {
  const onSaved = vi.fn()
  const onOpenExisting = vi.fn()
  const focusField = vi.fn()
  const hook = renderHook(() => useProfileForm({ profile, onSaved, onOpenExisting, focusField }))
  const now = () => hook.result.current
  const fill = (values: Partial<FormValues>) =>
    act(() => {
      for (const [key, value] of Object.entries(values)) {
        now().set(key as keyof FormValues, value as never)
      }
    })
  const submit = async () => {
    const event = submitEvent()
    await act(() => now().submit(event))
    return event
  }
  return { now, fill, submit, onSaved, onOpenExisting, focusField }
}

describe('useProfileForm: checking before sending', () => {
  it('shows no message until the first Save, then one per invalid field and focus on the first', async () => {
    const api = mockApi({ createProfile: vi.fn(() => ok(saved)) })
    const { now, submit, focusField } = form()
    expect(now().context.values).toEqual(emptyValues)
    expect(now().errorOf('name')).toBeUndefined()

    const event = await submit()
    expect(event.preventDefault).toHaveBeenCalled()
    expect(api.createProfile).not.toHaveBeenCalled()
    expect(now().errorOf('name')).toBe('Name is required')
    expect(now().errorOf('accountId')).toBe('Account ID is required')
    expect(now().errorOf('username')).toBe('Username is required')
    expect(now().errorOf('baseUrl')).toBe('Enter the base URL, e.g. https://portal.example.com')
    expect(now().errorOf('accountName')).toBeUndefined()
    expect(focusField).toHaveBeenCalledWith('name')
  })

  it('updates the messages as the fields are corrected, and focuses the first still wrong', async () => {
    mockApi({ createProfile: vi.fn(() => ok(saved)) })
    const { now, fill, submit, focusField } = form()
    await submit()
    fill({ name: 'Hooli', accountId: 'H-1' })
    expect(now().errorOf('name')).toBeUndefined()
    expect(now().errorOf('accountId')).toBeUndefined()
    expect(now().errorOf('username')).toBe('Username is required')
    await submit()
    expect(focusField).toHaveBeenLastCalledWith('baseUrl')
  })
})

describe('useProfileForm: a new profile', () => {
  it('sends the checked fields and the password, which leaves the form at once; saved goes to onSaved', async () => {
    let answer: (r: Result<ProfileView>) => void = () => undefined
    const api = mockApi({
      createProfile: vi.fn(() => new Promise<Result<ProfileView>>((r) => (answer = r))),
    })
    const { now, fill, onSaved } = form()
    fill(filled)
    act(() => now().setPassword('s3cret'))
    expect(now().context.password).toBe('s3cret')
    let done: Promise<void> = Promise.resolve()
    act(() => {
      done = now().submit(submitEvent())
    })
    expect(now().submitting).toBe(true)
    expect(now().context.password).toBe('')
    expect(api.createProfile).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Hooli EU',
        accountId: 'HOOLI-1',
        baseUrl: BASE,
        username: 'ada',
        tags: ['eu', 'gold', 'vip'],
        password: 's3cret',
      }),
    )
    await act(async () => {
      answer({ ok: true, value: saved })
      await done
    })
    expect(onSaved).toHaveBeenCalledWith(saved)
    expect(now().submitting).toBe(false)
  })

  it('sends no password when none is typed', async () => {
    const api = mockApi({ createProfile: vi.fn(() => ok(saved)) })
    const { fill, submit } = form()
    fill(filled)
    await submit()
    expect(vi.mocked(api.createProfile).mock.lastCall?.[0]).not.toHaveProperty('password')
  })

  it('ignores a second Save while one is on its way', async () => {
    let answer: (r: Result<ProfileView>) => void = () => undefined
    const api = mockApi({
      createProfile: vi.fn(() => new Promise<Result<ProfileView>>((r) => (answer = r))),
    })
    const { now, fill, submit, onSaved } = form()
    fill(filled)
    let first: Promise<void> = Promise.resolve()
    act(() => {
      first = now().submit(submitEvent())
    })
    await submit()
    expect(api.createProfile).toHaveBeenCalledOnce()
    await act(async () => {
      answer({ ok: true, value: saved })
      await first
    })
    expect(onSaved).toHaveBeenCalledOnce()
  })

  it('puts main’s invalid-input issues at their fields and the rest in the panel', async () => {
    const error: AppError = {
      code: 'invalid-input',
      message: 'The profile was not saved.',
      issues: [
        { path: 'baseUrl', message: 'This host is not a portal.' },
        { path: 'tags.1', message: 'A tag is at most 40 characters' },
        { path: 'allowDuplicate', message: 'Must be yes or no' },
      ],
    }
    mockApi({ createProfile: vi.fn(() => refused(error)) })
    const { now, fill, submit, onSaved, focusField } = form()
    fill(filled)
    await submit()
    expect(onSaved).not.toHaveBeenCalled()
    expect(now().errorOf('baseUrl')).toBe('This host is not a portal.')
    expect(now().errorOf('tags')).toBe('A tag is at most 40 characters')
    expect(now().submitError).toEqual({
      ...error,
      issues: [{ path: 'allowDuplicate', message: 'Must be yes or no' }],
    })
    expect(focusField).toHaveBeenLastCalledWith('baseUrl')

    // Typing in a field takes its message away, and only its own.
    fill({ baseUrl: 'https://other.example.test' })
    expect(now().errorOf('baseUrl')).toBeUndefined()
    expect(now().errorOf('tags')).toBe('A tag is at most 40 characters')
  })

  it('shows no panel when every issue has its field, and any other error as the panel', async () => {
    const fieldsOnly: AppError = {
      code: 'invalid-input',
      message: 'The profile was not saved.',
      issues: [{ path: 'fields.name', message: 'Name is taken' }],
    }
    const api = mockApi({ createProfile: vi.fn(() => refused(fieldsOnly)) })
    const { now, fill, submit } = form()
    fill(filled)
    await submit()
    expect(now().errorOf('name')).toBe('Name is taken')
    expect(now().submitError).toBeNull()

    const storage: AppError = { code: 'storage', message: 'profiles.json cannot be written.' }
    vi.mocked(api.createProfile).mockImplementation(() => refused(storage))
    await submit()
    expect(now().submitError).toEqual(storage)
    expect(now().errorOf('name')).toBeUndefined()
  })

  it('says the password was cleared after a failed send, until one is typed again', async () => {
    mockApi({ createProfile: vi.fn(() => refused({ code: 'storage', message: 'Disk full.' })) })
    const { now, fill, submit } = form()
    fill(filled)
    act(() => now().setPassword('s3cret'))
    await submit()
    expect(now().context.notes.passwordCleared).toBe(
      'The password was cleared when the form was sent: enter it again, or leave it empty to be asked when a token is needed',
    )
    act(() => now().setPassword('again'))
    expect(now().context.notes.passwordCleared).toBeNull()
  })

  it('says nothing about a password when none was typed', async () => {
    mockApi({ createProfile: vi.fn(() => refused({ code: 'storage', message: 'Disk full.' })) })
    const { now, fill, submit } = form()
    fill(filled)
    await submit()
    expect(now().context.notes.passwordCleared).toBeNull()
  })

  it('names the profiles that already share the login being typed', () => {
    useProfileList.setState({
      profiles: [
        profileViewFixture({ id: 'a', name: 'Zeta', username: 'ada' }),
        profileViewFixture({ id: 'b', name: 'Alpha', username: 'ada' }),
        profileViewFixture({ id: 'c', name: 'Other', username: 'bob' }),
      ].map((p) => profileRow(p)),
    })
    mockApi({})
    const { now, fill } = form()
    fill({ baseUrl: BASE })
    expect(now().context.notes.sharedLogin).toBeNull()
    fill({ username: ' ada ' })
    expect(now().context.notes.sharedLogin).toBe(
      '2 profiles (“Alpha” and “Zeta”) already have this address and username: they share one password, so a password typed here is theirs too.',
    )
  })
})

describe('useProfileForm: a duplicate', () => {
  it('holds the refused create until the user decides; Save anyway sends it again, allowed', async () => {
    const api = mockApi({
      createProfile: vi.fn((input) => (input.allowDuplicate ? ok(saved) : refused(duplicate))),
    })
    const { now, fill, submit, onSaved } = form()
    fill(filled)
    act(() => now().setPassword('s3cret'))
    await submit()
    expect(now().duplicate).toEqual(duplicate)
    expect(now().submitError).toBeNull()
    // The field is empty, but the password is held for "Save anyway": the note says so.
    expect(now().context.notes.passwordCleared).toBe(
      'The password you typed is held, not shown, for “Save anyway”. Open the existing profile or change the form to forget it',
    )
    expect(now().duplicateCarriesPassword).toBe(true)
    expect(onSaved).not.toHaveBeenCalled()

    await act(() => now().saveAnyway())
    expect(api.createProfile).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: 'Hooli EU', password: 's3cret', allowDuplicate: true }),
    )
    expect(onSaved).toHaveBeenCalledWith(saved)
  })

  it('forgets the decision when a field or the password changes: Save anyway then sends nothing', async () => {
    const api = mockApi({ createProfile: vi.fn(() => refused(duplicate)) })
    const { now, fill, submit } = form()
    fill(filled)
    await submit()
    fill({ name: 'Hooli EU 2' })
    expect(now().duplicate).toBeNull()
    await act(() => now().saveAnyway())
    expect(api.createProfile).toHaveBeenCalledOnce()

    await submit()
    expect(now().duplicate).toEqual(duplicate)
    act(() => now().setPassword('x'))
    expect(now().duplicate).toBeNull()
    await act(() => now().saveAnyway())
    expect(api.createProfile).toHaveBeenCalledTimes(2)
  })

  it('opens the existing profile instead, and forgets the held create', async () => {
    const api = mockApi({ createProfile: vi.fn(() => refused(duplicate)) })
    const { now, fill, submit, onOpenExisting } = form()
    fill(filled)
    await submit()
    act(() => now().openExisting('p1'))
    expect(onOpenExisting).toHaveBeenCalledWith('p1')
    await act(() => now().saveAnyway())
    expect(api.createProfile).toHaveBeenCalledOnce()
  })

  it('drops the notice and shows the new error when Save anyway fails', async () => {
    const storage: AppError = { code: 'storage', message: 'Disk full.' }
    mockApi({
      createProfile: vi.fn((input) => refused(input.allowDuplicate ? storage : duplicate)),
    })
    const { now, fill, submit, onSaved } = form()
    fill(filled)
    await submit()
    await act(() => now().saveAnyway())
    expect(now()).toMatchObject({ duplicate: null, submitError: storage, submitting: false })
    expect(onSaved).not.toHaveBeenCalled()
  })
})

describe('useProfileForm: editing', () => {
  it('starts from the profile and sends only the fields that changed', async () => {
    const updated = { ...existing, name: 'Acme prod', tags: ['eu', 'gold'] }
    const api = mockApi({ updateProfile: vi.fn(() => ok(updated)) })
    const { now, fill, submit, onSaved } = form(existing)
    expect(now().context.values).toMatchObject({
      name: 'Acme production',
      accountId: 'ACME-001',
      accountName: 'Acme Corp',
      baseUrl: BASE,
      username: 'demo',
      tags: 'eu',
    })
    fill({ name: 'Acme prod', tags: 'eu, gold', username: 'demo' })
    await submit()
    expect(api.updateProfile).toHaveBeenCalledWith({
      id: 'p1',
      fields: { name: 'Acme prod', tags: ['eu', 'gold'] },
    })
    expect(onSaved).toHaveBeenCalledWith(updated)
  })

  it('sends a new password with the edit, and says so when the send fails', async () => {
    const api = mockApi({
      updateProfile: vi.fn(() => refused({ code: 'locked', message: 'Locked.' })),
    })
    const { now, submit } = form(existing)
    act(() => now().setPassword('n3w'))
    await submit()
    expect(api.updateProfile).toHaveBeenCalledWith({ id: 'p1', fields: {}, password: 'n3w' })
    expect(now().context.notes.passwordCleared).toBe(
      'The new password was cleared when the form was sent: enter it again to change it',
    )
    expect(now().submitError).toEqual({ code: 'locked', message: 'Locked.' })
  })

  it('offers no Save anyway for an edit that would duplicate another profile', async () => {
    const api = mockApi({ updateProfile: vi.fn(() => refused(duplicate)) })
    const { now, fill, submit } = form(existing)
    fill({ username: 'ada' })
    await submit()
    expect(now().duplicate).toEqual(duplicate)
    await act(() => now().saveAnyway())
    expect(api.updateProfile).toHaveBeenCalledOnce()
  })

  it('does not count the profile itself among those sharing its login', () => {
    useProfileList.setState({
      profiles: [existing, profileViewFixture({ id: 'p2', name: 'Acme staging' })].map((p) =>
        profileRow(p),
      ),
    })
    mockApi({})
    const { now } = form(existing)
    expect(now().context.notes.sharedLogin).toBe(
      'The password is shared with 1 other profile (“Acme staging”): they have the same address and username, so changing it here changes it for them too.',
    )
  })
})
