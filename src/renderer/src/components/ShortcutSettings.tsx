import { useEffect, useId, useState, type ReactNode } from 'react'
import { Trans } from 'react-i18next'
import {
  DEFAULT_GLOBAL_SHORTCUT,
  shortcutLabel,
  type ShortcutStatus,
} from '../../../shared/model/shortcut'
import { t as translate } from '../i18n'
import { useShortcutSettings } from '../hooks/useShortcutSettings'
import { useT } from '../i18n'
import { shortcutProblem } from '../lib/keyRecorder'
import { isMac } from '../lib/searchShortcut'
import { useSectionForm } from '../hooks/useSectionForm'
import { useUnsavedChanges } from '../hooks/useUnsavedChanges'
import { CheckboxField } from './CheckboxField'
import { ErrorPanel } from './ErrorPanel'
import { enterSaves } from '../lib/sectionForm'
import { Field } from './Field'
import { LinkButton } from './LinkButton'
import { SectionSave } from './SectionSave'
import { ShortcutRecorder } from './ShortcutRecorder'

type SettingsT = ReturnType<typeof useT<'settings'>>

/** An accelerator as this platform writes it, in the window's language (Strg+Alt+K in German). */
const keysLabel = (accelerator: string): string =>
  shortcutLabel(accelerator, isMac)
    .split('+')
    .map((key) => (key === 'Ctrl' ? translate('common:ctrlKey') : key))
    .join('+')

/** What the shortcut does now, in one sentence (Wayland needs a few more). */
function statusText(status: ShortcutStatus | null, t: SettingsT): ReactNode {
  if (status === null) return null
  switch (status.kind) {
    case 'registered':
      return t('shortcut.status.registered', { keys: keysLabel(status.accelerator) })
    case 'taken':
      return t('shortcut.status.taken', { keys: keysLabel(status.accelerator) })
    case 'unconfirmed':
      return (
        <WaylandShortcut keys={keysLabel(status.accelerator)} command={status.bindCommand} t={t} />
      )
    case 'unavailable':
      return t('shortcut.status.unavailable')
    case 'off':
      return null
  }
}

/**
 * Wayland: the desktop binds the keys through its portal and does not tell
 * the app whether it did (GNOME asks first, or refuses silently), so Settings
 * cannot say it works, and says how to bind it by hand instead.
 */
function WaylandShortcut({ keys, command, t }: { keys: string; command: string; t: SettingsT }) {
  return (
    <Trans
      t={t}
      i18nKey="shortcut.status.unconfirmed"
      values={{ keys, command }}
      components={{ code: <code className="shortcut-command" /> }}
    />
  )
}

/**
 * Settings › Quick switcher shortcut: off by default (a global shortcut takes
 * its keys from every other app). The keys are recorded by pressing them
 * (ShortcutRecorder), or typed as an accelerator behind "Type it instead";
 * Save applies them, and main says whether the system gave it the keys.
 */
export function ShortcutSettings() {
  const t = useT('settings')
  const headingId = useId()
  const fieldId = useId()
  const { chosen, status, error, busy, apply } = useShortcutSettings()
  const form = useSectionForm<{ on: boolean; keys: string }>(() => ({
    on: chosen !== null,
    keys: chosen ?? DEFAULT_GLOBAL_SHORTCUT,
  }))
  useUnsavedChanges(() => (form.changed ? t('unsaved.shortcut') : null))
  // Saved here or in another window: shown, unless the user is changing it.
  const { changed, show } = form
  useEffect(() => {
    if (!changed) show({ on: chosen !== null, keys: chosen ?? DEFAULT_GLOBAL_SHORTCUT })
  }, [chosen, changed, show])
  const [typing, setTyping] = useState(false)
  /** Keys the recorder refused just now: said until good keys come. */
  const [refusal, setRefusal] = useState<string | null>(null)
  const keys = form.values.keys.trim()
  const problem = form.values.on && keys !== '' ? shortcutProblem(keys) : null
  const tone =
    status?.kind === 'taken' || status?.kind === 'unconfirmed' ? 'field-warning' : 'field-hint'

  const shownStatus = statusText(status, t)

  const submit = (): Promise<void> =>
    form.save(async () => {
      if (problem !== null) {
        document.getElementById(fieldId)?.focus()
        return { code: 'invalid-input', message: problem, issues: [] }
      }
      // On without keys (cleared with Backspace) is off.
      const saved = await apply(form.values.on && keys !== '' ? keys : null)
      return saved ? null : { code: 'invalid-input', message: t('shortcut.notSaved'), issues: [] }
    })

  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('shortcut.heading')}</h2>
      <CheckboxField
        id={`${fieldId}-on`}
        label={t('shortcut.onLabel')}
        checked={form.values.on}
        onChange={(on) => form.set('on', on)}
        hint={t('shortcut.onHint')}
      />
      {form.values.on && (
        <div className="shortcut-keys">
          <Field
            id={fieldId}
            label={t('shortcut.field')}
            error={refusal ?? problem ?? undefined}
            hint={
              typing
                ? t('shortcut.typedHint', { example: DEFAULT_GLOBAL_SHORTCUT })
                : t('shortcut.recordHint')
            }
          >
            {(control) =>
              typing ? (
                <input
                  {...control}
                  type="text"
                  spellCheck={false}
                  autoComplete="off"
                  value={form.values.keys}
                  onChange={(e) => form.set('keys', e.target.value)}
                  onKeyDown={enterSaves(() => void submit())}
                />
              ) : (
                <ShortcutRecorder
                  control={control}
                  value={keys}
                  mac={isMac}
                  onChange={(accelerator) => form.set('keys', accelerator)}
                  onRefused={setRefusal}
                />
              )
            }
          </Field>
          <p className="field-hint">
            <LinkButton
              onClick={() => {
                setRefusal(null)
                setTyping((on) => !on)
              }}
            >
              {typing ? t('shortcut.recordInstead') : t('shortcut.typeInstead')}
            </LinkButton>
          </p>
        </div>
      )}
      <SectionSave
        busy={busy || form.busy}
        saved={form.saved}
        onSave={() => void submit()}
        label={t('shortcut.save')}
        savedNote={t('save.saved')}
      />
      {/* The live region stays in the page; what it says comes and goes (announced). */}
      <div role="status">{shownStatus !== null && <p className={tone}>{shownStatus}</p>}</div>
      {error && <ErrorPanel error={error} />}
    </section>
  )
}
