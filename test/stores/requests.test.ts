import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  emptyCollection,
  loadFailed,
  loaded,
  loading,
  useRequestCollections,
  withoutRequest,
  withSaved,
} from '../../src/renderer/src/store/requestCollections'
import {
  edited,
  hasChanges,
  issuesOf,
  NOTICE_MS,
  newSession,
  picked,
  sendAnswered,
  sendStarted,
  startedNew,
  useRequestEditor,
} from '../../src/renderer/src/store/requestEditor'
import type { RunResult, SavedRequest } from '../../src/shared/model/request'
import { mockApi, ok, resetAll, useAppFakeTimers } from '../components/fixtures'

afterEach(resetAll)

const saved: SavedRequest = {
  id: 'r1',
  name: 'Who am I',
  method: 'GET',
  url: '/_rest/v4/whoami',
  relativeTo: 'base',
  headers: [{ name: 'Accept', value: 'application/json' }],
  body: '',
  authStyle: 'bearer',
}

describe('the request collections’ transitions', () => {
  it('says Loading… only until the first answer, and keeps what it shows when a reload fails', () => {
    expect(loading(emptyCollection)).toEqual({ status: 'loading' })
    const ready = {
      ...emptyCollection,
      ...loaded({
        requests: [saved],
        history: [],
        probe: null,
        targets: { copy: null, verify: null },
      }),
    }
    expect(ready).toMatchObject({ status: 'ready', requests: [saved], error: null })
    expect(loading(ready)).toEqual({ status: 'ready' })
    const error = { code: 'storage', message: 'Disk full.' } as const
    expect(loadFailed(ready, error)).toEqual({ status: 'ready', error })
    expect(loadFailed(emptyCollection, error)).toEqual({ status: 'failed', error })
  })

  it('puts a saved request in its place or at the end, and takes a deleted one out', () => {
    const ready = { ...emptyCollection, requests: [saved] }
    const renamed = { ...saved, name: 'Me' }
    expect(withSaved(ready, renamed).requests).toEqual([renamed])
    expect(withSaved(ready, { ...saved, id: 'r2' }).requests).toHaveLength(2)
    expect(withoutRequest(ready, 'r1').requests).toEqual([])
  })
})

describe('the request editor’s transitions', () => {
  it('knows a draft changed from how it started: its template, or as saved', () => {
    const fresh = newSession('bearer')
    expect(hasChanges(fresh)).toBe(false)
    const typed = { ...fresh, ...edited(fresh, { name: 'Mine' }) }
    expect(hasChanges(typed)).toBe(true)
    const loaded = { ...typed, ...picked(typed, saved) }
    expect(hasChanges(loaded)).toBe(false)
    const fromTemplate = { ...loaded, ...startedNew(loaded, 'sms', 'bearer') }
    expect(hasChanges(fromTemplate)).toBe(false)
    expect(hasChanges({ ...fromTemplate, ...edited(fromTemplate, { body: '{}' }) })).toBe(true)
  })

  it('an edit ends any question about the request as it was', () => {
    const session = {
      ...newSession('bearer'),
      issues: { url: 'Enter a URL' },
      confirm: { kind: 'account' as const, found: 'X', expected: 'Y', message: 'Other account' },
      confirmed: { confirmAccount: true },
    }
    expect(edited(session, { url: '/x' })).toEqual({
      draft: { ...session.draft, url: '/x' },
      issues: {},
      confirm: null,
      confirmed: {},
    })
  })

  it('a new or picked request starts the editor afresh', () => {
    const session = {
      ...newSession('bearer'),
      generation: 2,
      notice: { id: 1, text: 'x', tone: 'ok' as const },
    }
    expect(startedNew(session, 'blank', 'bare')).toMatchObject({
      generation: 3,
      savedId: null,
      notice: null,
      draft: { authStyle: 'bare' },
    })
    expect(picked(session, saved)).toMatchObject({
      generation: 3,
      savedId: 'r1',
      draft: { name: 'Who am I', url: '/_rest/v4/whoami' },
    })
  })

  it('"Send anyway" passes the agreement along; a plain send agrees to nothing', () => {
    const asked = {
      ...newSession('bearer'),
      confirm: { kind: 'account' as const, found: 'X', expected: 'Y', message: 'Other account' },
    }
    expect(sendStarted(asked, 'run-1', true).confirmed).toEqual({ confirmAccount: true })
    expect(sendStarted(asked, 'run-1', false).confirmed).toEqual({})
    expect(sendStarted(newSession('bearer'), 'run-1', true).confirmed).toEqual({})
  })

  it('reads main’s answer as a response, a question, the fields’ issues or an error', () => {
    const result: RunResult = {
      exchangeId: null,
      runId: 'run-1',
      status: 200,
      statusText: 'OK',
      durationMs: 12,
      sizeBytes: 2,
      headers: [],
      contentType: 'application/json',
      body: '{}',
      truncated: false,
      renewedFirst: false,
      tokenRejected: false,
      retry: null,
      redirects: [],
      sent: {
        method: 'GET',
        url: 'https://portal.example.test/_rest/v4/whoami',
        authStyle: 'bearer',
      },
    }
    expect(sendAnswered({ ok: true, value: result }, [])).toEqual({
      run: null,
      result,
      confirmed: {},
    })
    expect(
      sendAnswered(
        {
          ok: false,
          error: { code: 'confirm-account', found: 'X', expected: 'Y', message: 'Other account' },
        },
        [],
      ),
    ).toEqual({
      run: null,
      confirm: { kind: 'account', found: 'X', expected: 'Y', message: 'Other account' },
    })
    const invalid = {
      code: 'invalid-input' as const,
      message: 'Check the request.',
      issues: [{ path: 'request.headers.0.value', message: 'No line breaks' }],
    }
    // The first header sent is the editor's second row (the first was blank).
    expect(issuesOf(invalid, [1])).toEqual({ 'header.1.value': 'No line breaks' })
    expect(sendAnswered({ ok: false, error: invalid }, [1])).toMatchObject({
      issues: { 'header.1.value': 'No line breaks' },
    })
    const down = { code: 'storage' as const, message: 'Disk full.' }
    expect(sendAnswered({ ok: false, error: down }, [])).toEqual({
      run: null,
      error: down,
      result: null,
      confirmed: {},
    })
  })
})

describe('the request stores', () => {
  it('a save puts the request in the collection and the editor on it; its notice goes in time', async () => {
    useAppFakeTimers()
    mockApi({ saveRequest: vi.fn(() => ok(saved)) })
    useRequestEditor.getState().open('p1', 'bearer')
    const { id: _id, ...fields } = saved
    await useRequestEditor.getState().save('p1', { fields, rowOf: [0] })
    expect(useRequestCollections.getState().collections['p1']?.requests).toEqual([saved])
    expect(useRequestEditor.getState().sessions['p1']).toMatchObject({
      savedId: 'r1',
      notice: { text: 'Saved “Who am I”.', tone: 'ok' },
    })
    vi.advanceTimersByTime(NOTICE_MS)
    expect(useRequestEditor.getState().sessions['p1']?.notice).toBeNull()
  })

  it('a save that answers after a new request was started leaves the new one unsaved', async () => {
    let answer: (value: SavedRequest) => void = () => undefined
    const saveRequest = vi.fn(
      () =>
        new Promise<{ ok: true; value: SavedRequest }>((resolve) => {
          answer = (value) => resolve({ ok: true, value })
        }),
    )
    mockApi({ saveRequest })
    const editor = useRequestEditor.getState()
    editor.open('p1', 'bearer')
    const { id: _id, ...fields } = saved
    const saving = editor.save('p1', { fields, rowOf: [0] })
    // The user starts another request from a template before main answers.
    useRequestEditor.getState().startNew('p1', 'sms', 'bearer')
    answer(saved)
    await saving
    // Saved in the list, but the editor now holds the other request: not an edit of r1, so its
    // Save makes a new request instead of writing over the one just saved.
    expect(useRequestCollections.getState().collections['p1']?.requests).toEqual([saved])
    expect(useRequestEditor.getState().sessions['p1']?.savedId).toBeNull()
    const second = useRequestEditor.getState().save('p1', { fields, rowOf: [0] })
    expect(saveRequest).toHaveBeenLastCalledWith({ profileId: 'p1', request: fields })
    answer({ ...saved, id: 'r2' })
    await second
  })
})
