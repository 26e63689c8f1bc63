import { create } from 'zustand'
import type { AppError, Result } from '../../../shared/ipc/errors'
import type { HeaderStyle } from '../../../shared/model/portal'
import type { RequestFields, RunResult, SavedRequest } from '../../../shared/model/request'
import { standingToken } from '../../../shared/model/token'
import { sayOf, t } from '../i18n'
import { call } from '../lib/api'
import { clipboardNote } from '../lib/format'
import {
  BLANK_TEMPLATE,
  draftFrom,
  fieldKey,
  draftFingerprint,
  fingerprint,
  templateDraft,
  type Draft,
  type FieldErrors,
} from '../lib/requestDraft'
import { usePasswordPrompt } from './passwordPrompt'
import { useProfileActions } from './profileActions'
import { useProfileList } from './profileList'
import { useRequestCollections } from './requestCollections'

/**
 * The request names another account: the page asks before sending. (A host
 * that is not the profile's is main's question, asked in its own dialog.)
 */
export type Confirmation = { kind: 'account'; found: string; expected: string; message: string }

export interface RequestNotice {
  /** New for every notice, so a repeated text is still announced. */
  id: number
  text: string
  tone: 'ok' | 'error'
}

export type EditorBusy = 'save' | 'delete' | 'copy' | 'renew'

/** A validated request and how its headers map back to the editor's rows. */
export interface Checked {
  fields: RequestFields
  rowOf: number[]
}

/** One profile's editor, kept while the user looks at other profiles. */
export interface Session {
  draft: Draft
  /** The saved request the draft came from; null: a new one. */
  savedId: string | null
  /**
   * The fingerprint of the draft as it started: last saved or loaded, or as
   * its template made it. A draft that differs has changes a new request
   * would throw away.
   */
  baseline: string
  /** The template the Template select shows. */
  template: string
  /** Counts new and picked requests: the editor starts afresh (no stale messages) on each. */
  generation: number
  /** The request in flight; `cancelling` once Cancel was pressed. */
  run: { runId: string; cancelling: boolean } | null
  /** What the user agreed to for the request being sent; passed again on "Send anyway". */
  confirmed: { confirmAccount?: boolean }
  confirm: Confirmation | null
  result: RunResult | null
  error: AppError | null
  /** Main's invalid-input issues, as editor field keys; cleared by the next edit. */
  issues: FieldErrors
  busy: EditorBusy | null
  notice: RequestNotice | null
}

/** How long a notice under the editor stays. */
export const NOTICE_MS = 6000
const CANCEL_RETRY_MS = 200
const CANCEL_TRIES = 300

/* The transitions, pure: the store below applies them. */

export const newSession = (headerStyle: HeaderStyle): Session => {
  const draft = templateDraft(BLANK_TEMPLATE, headerStyle)
  return {
    draft,
    savedId: null,
    baseline: draftFingerprint(draft),
    template: BLANK_TEMPLATE,
    generation: 0,
    run: null,
    confirmed: {},
    confirm: null,
    result: null,
    error: null,
    issues: {},
    busy: null,
    notice: null,
  }
}

/** Whether the draft differs from how it started (saved, loaded or from its template). */
export const hasChanges = (s: Pick<Session, 'draft' | 'baseline'>): boolean =>
  draftFingerprint(s.draft) !== s.baseline

/** An edit ends any question about the request as it was. */
export const edited = (s: Session, changes: Partial<Draft>): Partial<Session> => ({
  draft: { ...s.draft, ...changes },
  issues: {},
  confirm: null,
  confirmed: {},
})

/** A new or picked request: the editor starts afresh, with no message of the last one. */
const afresh = (s: Session): Partial<Session> => ({
  generation: s.generation + 1,
  confirm: null,
  confirmed: {},
  result: null,
  error: null,
  issues: {},
  notice: null,
})

export const startedNew = (
  s: Session,
  templateId: string,
  headerStyle: HeaderStyle,
): Partial<Session> => {
  const draft = templateDraft(templateId, headerStyle)
  return {
    ...afresh(s),
    draft,
    savedId: null,
    baseline: draftFingerprint(draft),
    template: templateId,
  }
}

export const picked = (s: Session, saved: SavedRequest): Partial<Session> => ({
  ...afresh(s),
  draft: draftFrom(saved),
  savedId: saved.id,
  baseline: fingerprint(saved),
  template: BLANK_TEMPLATE,
})

/** Main's invalid-input issues as the editor's field keys; null when the error names none. */
export const issuesOf = (error: AppError, rowOf: number[]): FieldErrors | null => {
  if (error.code !== 'invalid-input' || error.issues.length === 0) return null
  const issues: FieldErrors = {}
  for (const issue of error.issues) issues[fieldKey(issue.path, rowOf)] ??= sayOf(issue)
  return issues
}

/** A send starts; `agree`: the pending confirmation was accepted ("Send anyway"). */
export const sendStarted = (
  s: Session,
  runId: string,
  agree: boolean,
): Pick<Session, 'run' | 'confirm' | 'confirmed' | 'error' | 'issues'> => ({
  run: { runId, cancelling: false },
  confirm: null,
  confirmed: agree && s.confirm !== null ? { ...s.confirmed, confirmAccount: true } : {},
  error: null,
  issues: {},
})

/** Main's answer to a send: the response, a question, the fields' issues, or the error. */
export const sendAnswered = (result: Result<RunResult>, rowOf: number[]): Partial<Session> => {
  if (result.ok) return { run: null, result: result.value, confirmed: {} }
  const error = result.error
  if (error.code === 'confirm-account') {
    const { found, expected, message } = error
    return { run: null, confirm: { kind: 'account', found, expected, message } }
  }
  const issues = issuesOf(error, rowOf)
  if (issues !== null) return { run: null, issues, result: null, confirmed: {} }
  // The response shown so far belongs to an earlier run: the error replaces it.
  return { run: null, error, result: null, confirmed: {} }
}

/** Saved: the editor now edits that saved request. */
export const savedAs = (saved: SavedRequest): Partial<Session> => ({
  savedId: saved.id,
  baseline: fingerprint(saved),
  template: BLANK_TEMPLATE,
})

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

/** Chosen here so the run can be cancelled before main answers. */
function newRunId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

interface RequestEditorState {
  sessions: Record<string, Session>
  /** How many notices were shown: the next one's id. */
  notices: number

  /** Makes the profile's editor (once). */
  open(profileId: string, headerStyle: HeaderStyle): void
  edit(profileId: string, patch: Partial<Draft>): void
  /** Starts a new, unsaved request from a template (or blank). */
  startNew(profileId: string, templateId: string, headerStyle: HeaderStyle): void
  /** Loads a saved request into the editor. */
  pick(profileId: string, saved: SavedRequest): void
  /** `agree`: the pending confirmation was accepted ("Send anyway"). */
  send(profileId: string, checked: Checked, agree?: boolean): Promise<void>
  cancel(profileId: string): Promise<void>
  dismissConfirm(profileId: string): void
  dismissError(profileId: string): void
  save(profileId: string, checked: Checked): Promise<void>
  remove(profileId: string): Promise<boolean>
  copyCurl(profileId: string, fields: RequestFields, withToken: boolean): Promise<void>
  /** After a 401 on a token believed valid: renews through the token card's flow, then resends. */
  renewAndResend(profileId: string, checked: Checked): Promise<void>
}

/**
 * Each profile's request editor: the draft, the run in flight, its answer
 * and messages. Saving or deleting tells the request collections; a renewal
 * goes through the profile's own actions.
 */
export const useRequestEditor = create<RequestEditorState>()((set, get) => {
  /** Updates one profile's session; does nothing when it has none. */
  const patch = (profileId: string, next: Partial<Session> | ((s: Session) => Partial<Session>)) =>
    set((state) => {
      const session = state.sessions[profileId]
      if (session === undefined) return {}
      const changes = typeof next === 'function' ? next(session) : next
      return { sessions: { ...state.sessions, [profileId]: { ...session, ...changes } } }
    })

  const collections = () => useRequestCollections.getState()

  const notify = (profileId: string, text: string, tone: RequestNotice['tone'] = 'ok'): void => {
    const notice: RequestNotice = { id: get().notices + 1, text, tone }
    set({ notices: notice.id })
    patch(profileId, { notice })
    // Goes at its time unless a later notice replaced it (that one has its own time).
    setTimeout(
      () => patch(profileId, (s) => (s.notice === notice ? { notice: null } : {})),
      NOTICE_MS,
    )
  }

  return {
    sessions: {},
    notices: 0,

    open(profileId, headerStyle) {
      if (get().sessions[profileId] === undefined) {
        set((s) => ({ sessions: { ...s.sessions, [profileId]: newSession(headerStyle) } }))
      }
    },

    edit(profileId, changes) {
      patch(profileId, (s) => edited(s, changes))
    },

    startNew(profileId, templateId, headerStyle) {
      patch(profileId, (s) => startedNew(s, templateId, headerStyle))
    },

    pick(profileId, saved) {
      patch(profileId, (s) => picked(s, saved))
    },

    async send(profileId, { fields, rowOf }, agree = false) {
      const session = get().sessions[profileId]
      if (session === undefined || session.run !== null) return
      const runId = newRunId()
      const started = sendStarted(session, runId, agree)
      patch(profileId, started)
      const { confirmed } = started

      const result = await call((api) =>
        api.sendRequest({
          profileId,
          runId,
          request: fields,
          ...confirmed,
          // A saved request sent becomes the probe copy commands call.
          ...(session.savedId !== null ? { requestId: session.savedId } : {}),
        }),
      )
      if (get().sessions[profileId]?.run?.runId !== runId) return
      patch(profileId, sendAnswered(result, rowOf))
      // Main recorded the run (or a renewal): show the history as it stands.
      void collections().load(profileId, true)
    },

    async cancel(profileId) {
      const run = get().sessions[profileId]?.run
      if (run == null || run.cancelling) return
      patch(profileId, { run: { ...run, cancelling: true } })
      // Main registers the run only once the token is ready: while it renews first, try again.
      for (let tries = 0; tries < CANCEL_TRIES; tries++) {
        const result = await call((api) => api.cancelRequest({ runId: run.runId }))
        if (!result.ok) {
          notify(
            profileId,
            t('requests:notice.cancelFailed', { message: sayOf(result.error) }),
            'error',
          )
          return
        }
        if (result.value.cancelled) return
        await sleep(CANCEL_RETRY_MS)
        if (get().sessions[profileId]?.run?.runId !== run.runId) return
      }
    },

    dismissConfirm(profileId) {
      patch(profileId, { confirm: null, confirmed: {} })
    },

    dismissError(profileId) {
      patch(profileId, { error: null })
    },

    async save(profileId, { fields, rowOf }) {
      const session = get().sessions[profileId]
      if (session === undefined || session.busy !== null) return
      patch(profileId, { busy: 'save', issues: {} })
      const requestId = session.savedId ?? undefined
      const result = await call((api) =>
        api.saveRequest(
          requestId === undefined
            ? { profileId, request: fields }
            : { profileId, requestId, request: fields },
        ),
      )
      patch(profileId, { busy: null })
      if (!result.ok) {
        const issues = issuesOf(result.error, rowOf)
        if (issues !== null) patch(profileId, { issues })
        notify(profileId, t('requests:notice.notSaved', { message: sayOf(result.error) }), 'error')
        return
      }
      const saved = result.value
      collections().saved(profileId, saved)
      // Only the draft that was saved becomes that saved request: one started meanwhile (a new
      // request, another picked) would otherwise be saved over it next.
      patch(profileId, (s) => (s.generation === session.generation ? savedAs(saved) : {}))
      // Saved right after it was sent, it is now what copy commands and Verify call.
      void collections().load(profileId, true)
      notify(profileId, t('requests:notice.saved', { name: saved.name }))
    },

    async remove(profileId) {
      const session = get().sessions[profileId]
      const requestId = session?.savedId ?? null
      if (session === undefined || requestId === null || session.busy !== null) return false
      const name =
        collections().collections[profileId]?.requests.find((r) => r.id === requestId)?.name ??
        t('requests:notice.theRequest')
      patch(profileId, { busy: 'delete' })
      const result = await call((api) => api.deleteRequest({ profileId, requestId }))
      patch(profileId, { busy: null })
      if (!result.ok && result.error.code !== 'not-found') {
        notify(
          profileId,
          t('requests:notice.notDeleted', { message: sayOf(result.error) }),
          'error',
        )
        return false
      }
      collections().removed(profileId, requestId)
      // It may have been what copy commands called.
      void collections().load(profileId, true)
      // The fields stay in the editor, so Save request brings them back; they are its only copy
      // now (no baseline): a template replacing them asks first.
      patch(profileId, (s) => (s.savedId === requestId ? { savedId: null, baseline: '' } : {}))
      notify(profileId, t('requests:notice.deleted', { name }))
      return true
    },

    async copyCurl(profileId, fields, withToken) {
      const session = get().sessions[profileId]
      if (session === undefined || session.busy !== null) return
      patch(profileId, { busy: 'copy' })
      const result = await call((api) =>
        api.copyRequestAsCurl({ profileId, request: fields, withToken }),
      )
      patch(profileId, { busy: null })
      if (!result.ok) {
        notify(profileId, t('requests:notice.notCopied', { message: sayOf(result.error) }), 'error')
        return
      }
      const { clearsAt } = result.value
      if (!withToken) notify(profileId, t('requests:notice.copiedPlaceholder'))
      else
        notify(
          profileId,
          t('requests:notice.copiedWithToken', { clipboard: clipboardNote(clearsAt, Date.now()) }),
        )
    },

    async renewAndResend(profileId, checked) {
      const { detail } = useProfileList.getState()
      // Renew-and-resend lives in the selected profile's request panel: its detail is here.
      const profile = detail?.id === profileId ? detail : undefined
      if (profile === undefined || get().sessions[profileId]?.busy != null) return
      const actions = useProfileActions.getState()
      if (profile.password === 'none') {
        actions.askPassword(profileId)
        notify(profileId, t('requests:notice.enterPassword'))
        return
      }
      patch(profileId, { busy: 'renew' })
      await actions.getToken(profileId)
      patch(profileId, { busy: null })
      const renewed = useProfileList.getState().profiles.find((p) => p.id === profileId)
      const token = renewed === undefined ? null : standingToken(renewed.token)
      if (token !== null && token.rejectedAt === null && token.expiresAt > Date.now()) {
        await get().send(profileId, checked)
      } else if (usePasswordPrompt.getState().prompt?.profileId === profileId) {
        notify(profileId, t('requests:notice.enterPassword'))
      } else {
        notify(profileId, t('requests:notice.renewFailed'), 'error')
      }
    },
  }
})
