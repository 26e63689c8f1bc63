import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useImportProfiles } from '../../src/renderer/src/hooks/useImportProfiles'
import { useLoginPasswords } from '../../src/renderer/src/store/loginPasswords'
import { useProfileList } from '../../src/renderer/src/store/profileList'
import { useStatus } from '../../src/renderer/src/store/status'
import type { AppError, Result } from '../../src/shared/ipc/errors'
import { profileRow, type ProfileView } from '../../src/shared/model/profile'
import {
  MAX_IMPORT_BYTES,
  type ImportPreview,
  type ImportResult,
} from '../../src/shared/model/transfer'
import { profileViewFixture } from '../fixtures/profile'
import { mockApi, ok, resetAll } from '../components/fixtures'

const initialLogins = useLoginPasswords.getState()
afterEach(() => {
  resetAll()
  useLoginPasswords.setState(initialLogins, true)
})

const CSV = 'Name,Account ID,Portal,Base URL,Username\nHooli,H-1,customer,https://h.test,ada\n'
const JSON_TEXT = '{"format":"token-desk-profiles","version":1,"profiles":[]}'

const preview: ImportPreview = {
  format: 'csv',
  rows: [
    {
      kind: 'added',
      row: 2,
      name: 'Hooli',
      accountId: 'H-1',
      portal: 'customer',
      baseUrl: 'https://h.test',
      username: 'ada',
      otherAccounts: [],
    },
  ],
  counts: { added: 1, changed: 0, moved: 0, unchanged: 0, repeated: 0, invalid: 0 },
  unreadColumns: [],
}
const otherPreview: ImportPreview = {
  ...preview,
  rows: [],
  counts: { ...preview.counts, added: 0 },
}
const written: ImportResult = {
  added: 1,
  updated: 2,
  unchanged: 0,
  skippedChanged: 0,
  moved: 0,
  skippedMoves: 0,
  skippedInvalid: 1,
  passwordsRemoved: 0,
}
const unreadable: AppError = {
  code: 'invalid-input',
  message: 'The file is not a CSV Token Desk can read.',
  issues: [],
}

const acme = profileViewFixture({ id: 'p1', name: 'Acme' })
const hooli = profileViewFixture({ id: 'p2', name: 'Hooli', username: 'ada' })

/** A file whose contents arrive when the test says (or never, or fail). */
function slowFile(name: string, size = 100) {
  let give: (bytes: ArrayBuffer) => void = () => undefined
  let fail: () => void = () => undefined
  const arrayBuffer = vi.fn(
    () =>
      new Promise<ArrayBuffer>((resolve, reject) => {
        give = resolve
        fail = () => reject(new Error('NotReadableError'))
      }),
  )
  const file = { name, size, arrayBuffer } as unknown as File
  return {
    file,
    read: arrayBuffer,
    give: (text: string) => give(new TextEncoder().encode(text).buffer),
    fail: () => fail(),
  }
}

/** Main answering previews in the order the test gives them. */
function deferredPreviews() {
  const answers: ((result: Result<ImportPreview>) => void)[] = []
  const api = mockApi({
    previewImport: vi.fn(() => new Promise<Result<ImportPreview>>((r) => answers.push(r))),
  })
  return { api, answer: (i: number, result: Result<ImportPreview>) => answers[i]?.(result) }
}

/** The dialog with a previewed file; main's list holds `after` once applied. */
/**
 * Starts choosing `name` (a CSV) and waits until main was asked for the
 * preview of choice number `nth`; the choice itself, still running, is `done`.
 */
async function startChoosing(
  result: { current: ReturnType<typeof useImportProfiles> },
  name: string,
  nth: number,
) {
  let done: Promise<void> = Promise.resolve()
  act(() => {
    done = result.current.choose(new File([CSV], name))
  })
  await waitFor(() => expect(window.tokenDesk.previewImport).toHaveBeenCalledTimes(nth))
  return { done }
}

async function previewed(after: ProfileView[] = [acme, hooli], shown: ImportPreview = preview) {
  useProfileList.setState({ status: 'ready', profiles: [profileRow(acme)] })
  const api = mockApi({
    previewImport: vi.fn(() => ok(shown)),
    applyImport: vi.fn(() => ok(written)),
    listProfiles: vi.fn(() => ok(after.map((p) => profileRow(p)))),
    getProfile: vi.fn(({ profileId }: { profileId: string }) =>
      ok(after.find((p) => p.id === profileId) as ProfileView),
    ),
    passwordLogins: vi.fn(({ profileIds }: { profileIds: string[] }) =>
      ok(
        profileIds.map((id) => ({
          baseUrl: 'https://portal.example.test',
          username: 'ada',
          profiles: [{ id, name: 'Hooli' }],
        })),
      ),
    ),
  })
  const hook = renderHook(() => useImportProfiles())
  const now = () => hook.result.current
  await act(() => now().choose(new File([CSV], 'people.csv', { type: 'text/csv' })))
  expect(now().stage.kind).toBe('preview')
  return { api, now }
}

describe('useImportProfiles: choosing a file', () => {
  it('reads the file, then shows main’s preview of it', async () => {
    const { api, answer } = deferredPreviews()
    const { result } = renderHook(() => useImportProfiles())
    expect(result.current.stage).toEqual({ kind: 'choose' })
    const { file, give } = slowFile('people.csv')
    let done: Promise<void> = Promise.resolve()
    act(() => {
      done = result.current.choose(file)
    })
    expect(result.current.stage).toEqual({ kind: 'reading', fileName: 'people.csv' })
    act(() => give(CSV))
    await waitFor(() => expect(api.previewImport).toHaveBeenCalledOnce())
    expect(api.previewImport).toHaveBeenCalledWith({ format: 'csv', text: CSV })
    expect(result.current.stage.kind).toBe('reading')
    await act(async () => {
      answer(0, { ok: true, value: preview })
      await done
    })
    expect(result.current.stage).toEqual({
      kind: 'preview',
      fileName: 'people.csv',
      format: 'csv',
      text: CSV,
      encoding: 'utf-8',
      preview,
    })
  })

  it('tells JSON from CSV by the extension, else by the content', async () => {
    const api = mockApi({ previewImport: vi.fn(() => ok(preview)) })
    const { result } = renderHook(() => useImportProfiles())
    await act(() => result.current.choose(new File([JSON_TEXT], 'backup.JSON')))
    await act(() => result.current.choose(new File([JSON_TEXT], 'backup')))
    await act(() => result.current.choose(new File([CSV], 'people')))
    await act(() => result.current.choose(new File([JSON_TEXT], 'odd.csv')))
    expect(vi.mocked(api.previewImport).mock.calls.map(([input]) => input.format)).toEqual([
      'json',
      'json',
      'csv',
      'csv',
    ])
  })

  it('refuses a file over the limit without reading it', async () => {
    const api = mockApi({ previewImport: vi.fn(() => ok(preview)) })
    const { result } = renderHook(() => useImportProfiles())
    const { file, read } = slowFile('huge.csv', MAX_IMPORT_BYTES + 1)
    await act(() => result.current.choose(file))
    expect(result.current.stage).toEqual({
      kind: 'refused',
      fileName: 'huge.csv',
      message:
        'This file is 8.0 MiB; Token Desk imports files of up to 8 MiB. Split it into smaller files.',
    })
    expect(read).not.toHaveBeenCalled()
    expect(api.previewImport).not.toHaveBeenCalled()
  })

  it('says so when the file cannot be read', async () => {
    const api = mockApi({ previewImport: vi.fn(() => ok(preview)) })
    const { result } = renderHook(() => useImportProfiles())
    const { file, fail } = slowFile('gone.csv')
    let done: Promise<void> = Promise.resolve()
    act(() => {
      done = result.current.choose(file)
    })
    await act(async () => {
      fail()
      await done
    })
    expect(result.current.stage).toEqual({
      kind: 'refused',
      fileName: 'gone.csv',
      message: 'The file could not be read. Check that it still exists and try again.',
    })
    expect(api.previewImport).not.toHaveBeenCalled()
  })

  it('keeps main’s error when it cannot preview the file', async () => {
    mockApi({
      previewImport: vi.fn(() => Promise.resolve({ ok: false as const, error: unreadable })),
    })
    const { result } = renderHook(() => useImportProfiles())
    await act(() => result.current.choose(new File(['x'], 'people.csv')))
    expect(result.current.stage).toEqual({
      kind: 'failed',
      fileName: 'people.csv',
      error: unreadable,
    })
  })

  it('shows the latest file chosen when an earlier preview answers last', async () => {
    const { answer } = deferredPreviews()
    const { result } = renderHook(() => useImportProfiles())
    const { done: first } = await startChoosing(result, 'first.csv', 1)
    const { done: second } = await startChoosing(result, 'second.csv', 2)
    await act(async () => {
      answer(1, { ok: true, value: otherPreview })
      await second
      answer(0, { ok: true, value: preview })
      await first
    })
    expect(result.current.stage).toMatchObject({
      kind: 'preview',
      fileName: 'second.csv',
      preview: otherPreview,
    })
  })

  it('stays refused when an earlier file’s preview answers after a too-large one was chosen', async () => {
    const { answer } = deferredPreviews()
    const { result } = renderHook(() => useImportProfiles())
    const { done: first } = await startChoosing(result, 'first.csv', 1)
    await act(() => result.current.choose(slowFile('huge.csv', MAX_IMPORT_BYTES + 1).file))
    await act(async () => {
      answer(0, { ok: true, value: preview })
      await first
    })
    expect(result.current.stage).toMatchObject({ kind: 'refused', fileName: 'huge.csv' })
  })

  it('goes back to choosing when the choice is cleared, even while a preview is on its way', async () => {
    const { answer } = deferredPreviews()
    const { result } = renderHook(() => useImportProfiles())
    const { done: first } = await startChoosing(result, 'first.csv', 1)
    await act(() => result.current.choose(undefined))
    expect(result.current.stage).toEqual({ kind: 'choose' })
    await act(async () => {
      answer(0, { ok: true, value: preview })
      await first
    })
    expect(result.current.stage).toEqual({ kind: 'choose' })
  })
})

describe('useImportProfiles: applying', () => {
  it('does nothing before a preview', async () => {
    const api = mockApi({ applyImport: vi.fn(() => ok(written)) })
    const { result } = renderHook(() => useImportProfiles())
    await act(async () => {
      expect(await result.current.apply()).toBe(false)
    })
    expect(api.applyImport).not.toHaveBeenCalled()
  })

  it('writes what was previewed in the chosen mode, reloads the list, offers passwords for the new profiles and says what it did', async () => {
    const { api, now } = await previewed()
    act(() => now().setMode('add-only'))
    let applied: Promise<boolean> = Promise.resolve(false)
    act(() => {
      applied = now().apply()
    })
    expect(now().applying).toBe(true)
    await act(async () => {
      expect(await applied).toBe(true)
    })
    expect(api.applyImport).toHaveBeenCalledWith({
      format: 'csv',
      text: CSV,
      mode: 'add-only',
      hostMoves: 'leave',
    })
    expect(now()).toMatchObject({ applying: false, applyError: null })
    expect(useProfileList.getState().profiles.map((p) => p.id)).toEqual(['p1', 'p2'])
    // Only the profile the import added is asked about.
    await waitFor(() => expect(useLoginPasswords.getState().stage).toEqual({ kind: 'offer' }))
    expect(api.passwordLogins).toHaveBeenCalledWith({ profileIds: ['p2'] })
    expect(useStatus.getState().message).toMatchObject({
      text: 'Added 1 and updated 2 profiles (1 skipped)',
      tone: 'ok',
    })
  })

  it('also offers a password for a profile moved (when chosen) off its login’s password', async () => {
    const moving: ImportPreview = {
      ...preview,
      rows: [
        ...preview.rows,
        {
          kind: 'moved',
          row: 3,
          name: 'Acme',
          accountId: acme.account.id,
          portal: acme.portal,
          baseUrl: 'https://moved.example.test',
          username: acme.username,
          profileId: acme.id,
          currentName: 'Acme',
          changes: [{ field: 'baseUrl', from: acme.baseUrl, to: 'https://moved.example.test' }],
          moves: [{ field: 'baseUrl', from: acme.baseUrl, to: 'https://moved.example.test' }],
          removes: { password: true, token: true },
          otherAccounts: [],
        },
      ],
      counts: { ...preview.counts, moved: 1 },
    }
    const { api, now } = await previewed([acme, hooli], moving)
    // Left alone by default; moved only when chosen.
    expect(now().hostMoves).toBe('leave')
    act(() => now().setHostMoves('move'))
    await act(async () => {
      expect(await now().apply()).toBe(true)
    })
    expect(api.applyImport).toHaveBeenCalledWith(expect.objectContaining({ hostMoves: 'move' }))
    await waitFor(() => expect(api.passwordLogins).toHaveBeenCalledOnce())
    expect(api.passwordLogins).toHaveBeenCalledWith({ profileIds: ['p2', 'p1'] })
  })

  it('keeps the preview and main’s error when the import is refused, and reloads nothing', async () => {
    const { api, now } = await previewed()
    const storage: AppError = { code: 'storage', message: 'profiles.json cannot be written.' }
    vi.mocked(api.applyImport).mockImplementation(() =>
      Promise.resolve({ ok: false as const, error: storage }),
    )
    await act(async () => {
      expect(await now().apply()).toBe(false)
    })
    expect(now()).toMatchObject({ applying: false, applyError: storage })
    expect(now().stage.kind).toBe('preview')
    expect(api.listProfiles).not.toHaveBeenCalled()
    expect(useStatus.getState().message).toBeNull()
  })

  it('applies once when asked twice, and a new file starts over in the default mode without the last error', async () => {
    const { api, now } = await previewed()
    let answer: (r: Result<ImportResult>) => void = () => undefined
    vi.mocked(api.applyImport).mockImplementation(() => new Promise((r) => (answer = r)))
    act(() => now().setMode('add-only'))
    let first: Promise<boolean> = Promise.resolve(false)
    act(() => {
      first = now().apply()
    })
    await act(async () => {
      expect(await now().apply()).toBe(false)
    })
    expect(api.applyImport).toHaveBeenCalledOnce()
    await act(async () => {
      answer({ ok: false, error: { code: 'storage', message: 'Disk full.' } })
      await first
    })
    expect(now().applyError?.message).toBe('Disk full.')
    expect(now().mode).toBe('add-only')

    await act(() => now().choose(new File([CSV], 'again.csv')))
    expect(now()).toMatchObject({ mode: 'add-and-update', applyError: null })
    expect(now().stage).toMatchObject({ kind: 'preview', fileName: 'again.csv' })
  })
})
