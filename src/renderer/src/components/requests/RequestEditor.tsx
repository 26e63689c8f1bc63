import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react'
import type { ProfileView } from '../../../../shared/model/profile'
import { httpMethods, placeholders, type HttpMethod } from '../../../../shared/model/request'
import { Trans } from 'react-i18next'
import { useT } from '../../i18n'
import { hasChanges, useRequestEditor, type Checked } from '../../store/requestEditor'
import { Field } from '../Field'
import { AccountConfirm } from './AccountConfirm'
import { checkDraft, formatJson, type Draft } from '../../lib/requestDraft'
import { HeadersEditor } from './HeadersEditor'
import { previewUrl } from './resolve'
import { RequestActions } from './RequestActions'
import { RunError } from './RunError'

interface Props {
  profile: ProfileView
}

const placeholderList = placeholders.map((p) => `{${p}}`).join(', ')
/** An example of a relative URL (the local sandbox's API): a path, never translated. */
const URL_EXAMPLE = '/_rest/v4/…'

const isMethod = (value: string): value is HttpMethod =>
  (httpMethods as readonly string[]).includes(value)

/**
 * The request being edited, validated live with the contract's schema. A
 * field's message shows once it has been edited, or after Send or Save was tried.
 */
export function RequestEditor({ profile }: Props) {
  const profileId = profile.id
  const uid = useId()
  const session = useRequestEditor((s) => s.sessions[profileId])
  const edit = useRequestEditor((s) => s.edit)
  const send = useRequestEditor((s) => s.send)
  const dismissConfirm = useRequestEditor((s) => s.dismissConfirm)
  const dismissError = useRequestEditor((s) => s.dismissError)
  const t = useT('requests')

  const [attempts, setAttempts] = useState(0)
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set())
  const formRef = useRef<HTMLFormElement>(null)
  const sendRef = useRef<HTMLButtonElement>(null)

  const draft = session?.draft
  const checked = useMemo(() => (draft === undefined ? null : checkDraft(draft)), [draft])
  const baseline = session?.baseline
  // Once per draft, not per render: the fingerprint parses the draft.
  const changed = useMemo(
    () => draft !== undefined && baseline !== undefined && hasChanges({ draft, baseline }),
    [draft, baseline],
  )

  // After a refused Send or Save, the first field with a message takes focus.
  useEffect(() => {
    if (attempts === 0) return
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [attempts])

  if (session === undefined || draft === undefined || checked === null) return null

  // Header messages show once any header was edited: rows come and go, so not per row.
  const groupOf = (key: string): string => (key.startsWith('header') ? 'headers' : key)
  const errorOf = (key: string): string | undefined =>
    session.issues[key] ??
    (attempts > 0 || touched.has(groupOf(key)) ? checked.errors[key] : undefined)
  /**
   * Marks a field edited, so its message shows from now on: live while typing,
   * not on blur, which would move the buttons under a click on Send.
   */
  const touch = (key: string): void => setTouched((t) => (t.has(key) ? t : new Set(t).add(key)))
  const change = (changes: Partial<Draft>, field?: string): void => {
    edit(profileId, changes)
    if (field !== undefined) touch(field)
  }

  /** Runs `action` with the validated request, or shows what is wrong. */
  const withValid = (action: (valid: Checked) => void): void => {
    if (checked.fields === null) {
      setAttempts((n) => n + 1)
      return
    }
    action({ fields: checked.fields, rowOf: checked.rowOf })
  }

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault()
    withValid((valid) => void send(profileId, valid))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>): void => {
    // Ctrl+Enter (⌘+Enter) sends from anywhere in the form, the body included.
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault()
      formRef.current?.requestSubmit()
    }
  }

  /** The question goes with the click: focus moves back to Send, which says "Sending…". */
  const sendAnyway = (): void => {
    withValid((valid) => void send(profileId, valid, true))
    requestAnimationFrame(() => sendRef.current?.focus())
  }

  const backToSend = (): void => {
    dismissConfirm(profileId)
    requestAnimationFrame(() => sendRef.current?.focus())
  }

  const preview = previewUrl(profile, draft.url, draft.relativeTo)
  const urlHint =
    preview.base === null
      ? t('editor.absoluteHint', { placeholders: placeholderList })
      : draft.relativeTo === 'api' && profile.apiHostUrl === ''
        ? t('editor.relativeFallbackHint', { base: preview.base, placeholders: placeholderList })
        : t('editor.relativeHint', { base: preview.base, placeholders: placeholderList })
  const state = session.savedId === null ? 'notSaved' : changed ? 'unsaved' : 'saved'
  const titleId = `${uid}-title`
  const confirm = session.confirm

  return (
    <div className="req-editor">
      <form
        ref={formRef}
        className="req-form"
        aria-labelledby={titleId}
        noValidate
        onSubmit={submit}
        onKeyDown={onKeyDown}
      >
        <div className="req-form-head">
          <h3 id={titleId} className="req-subhead">
            {t('editor.title')}
          </h3>
          <span className={`req-save-state${state === 'saved' ? '' : ' req-save-state-pending'}`}>
            {t(`editor.${state}`)}
          </span>
        </div>

        <div className="req-grid">
          <div className="req-span-all">
            <Field id={`${uid}-name`} label={t('editor.name')} error={errorOf('name')}>
              {(control) => (
                <input
                  {...control}
                  autoComplete="off"
                  value={draft.name}
                  onChange={(e) => change({ name: e.target.value }, 'name')}
                />
              )}
            </Field>
          </div>

          <Field id={`${uid}-method`} label={t('editor.method')}>
            {(control) => (
              <select
                {...control}
                className="req-mono"
                value={draft.method}
                onChange={(e) => {
                  if (isMethod(e.target.value)) change({ method: e.target.value })
                }}
              >
                {httpMethods.map((m) => (
                  <option key={m} value={m}>
                    {m}
                  </option>
                ))}
              </select>
            )}
          </Field>

          <Field
            id={`${uid}-url`}
            label={t('editor.url')}
            error={errorOf('url')}
            warning={
              // The live reading of the URL, until a Send or Save turned it into the error.
              (errorOf('url') === undefined ? preview.problem : null) ??
              (preview.foreignOrigin === null ? null : t('editor.foreignHost'))
            }
            hint={urlHint}
            after={
              preview.url !== null && preview.url !== draft.url.trim() ? (
                <p className="req-preview">
                  <Trans
                    t={t}
                    i18nKey="editor.sendsTo"
                    components={{
                      muted: <span className="muted" />,
                      url: <code>{preview.url}</code>,
                    }}
                  />
                </p>
              ) : null
            }
          >
            {(control) => (
              <input
                {...control}
                className="req-mono"
                autoComplete="off"
                spellCheck={false}
                placeholder={URL_EXAMPLE}
                value={draft.url}
                onChange={(e) => change({ url: e.target.value }, 'url')}
              />
            )}
          </Field>

          <div className="req-relative">
            <Field id={`${uid}-relative`} label={t('editor.relativeTo')}>
              {(control) => (
                <select
                  {...control}
                  value={draft.relativeTo}
                  onChange={(e) =>
                    change({ relativeTo: e.target.value === 'api' ? 'api' : 'base' })
                  }
                >
                  <option value="base">{t('editor.baseUrl')}</option>
                  <option value="api">{t('editor.apiHostUrl')}</option>
                </select>
              )}
            </Field>
          </div>

          <div className="req-span-all">
            <HeadersEditor
              headers={draft.headers}
              authStyle={draft.authStyle}
              errorOf={errorOf}
              onHeaders={(headers) => change({ headers }, 'headers')}
              onAuthStyle={(authStyle) => change({ authStyle })}
            />
          </div>

          <div className="req-span-all">
            {draft.method === 'GET' ? (
              <p className="req-no-body field-hint">
                <span className="req-label">{t('editor.body')}</span> {t('editor.noBody')}
              </p>
            ) : (
              <Field
                id={`${uid}-body`}
                label={t('editor.body')}
                error={errorOf('body')}
                hint={t('editor.bodyHint')}
                after={
                  <div className="req-body-tools">
                    <button
                      type="button"
                      className="btn btn-small"
                      disabled={draft.body.trim() === ''}
                      onClick={() => {
                        const formatted = formatJson(draft.body)
                        if (formatted === null) touch('body')
                        else change({ body: formatted }, 'body')
                      }}
                    >
                      {t('editor.formatBody')}
                    </button>
                  </div>
                }
              >
                {(control) => (
                  <textarea
                    {...control}
                    className="req-mono req-body"
                    rows={Math.min(14, Math.max(5, draft.body.split('\n').length + 1))}
                    spellCheck={false}
                    value={draft.body}
                    onChange={(e) => change({ body: e.target.value }, 'body')}
                  />
                )}
              </Field>
            )}
          </div>
        </div>

        <RequestActions profileId={profileId} sendRef={sendRef} withValid={withValid} />
      </form>

      {confirm?.kind === 'account' && (
        <AccountConfirm
          found={confirm.found}
          expected={confirm.expected}
          onSend={sendAnyway}
          onCancel={backToSend}
        />
      )}
      {session.error !== null && (
        <RunError
          error={session.error}
          profileId={profileId}
          onDismiss={() => dismissError(profileId)}
        />
      )}
    </div>
  )
}
