import { useEffect, useId, useState, type ReactNode } from 'react'
import {
  acceleratorProblem,
  DEFAULT_GLOBAL_SHORTCUT,
  shortcutLabel,
  type ShortcutStatus,
} from '../../../shared/model/shortcut'
import { useShortcutSettings } from '../hooks/useShortcutSettings'
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

/** What the shortcut does now, in one sentence (Wayland needs a few more). */
function statusText(status: ShortcutStatus | null): ReactNode {
  if (status === null) return null
  switch (status.kind) {
    case 'registered':
      return `Works in every app: press ${shortcutLabel(status.accelerator, isMac)}.`
    case 'taken':
      return `Another app already uses ${shortcutLabel(status.accelerator, isMac)}: choose other keys.`
    case 'unconfirmed':
      return (
        <WaylandShortcut
          keys={shortcutLabel(status.accelerator, isMac)}
          command={status.bindCommand}
        />
      )
    case 'unavailable':
      return 'Not available here: there is no desktop around this window.'
    case 'off':
      return null
  }
}

/**
 * Wayland: the desktop binds the keys through its portal and does not tell
 * the app whether it did (GNOME asks first, or refuses silently), so Settings
 * cannot say it works, and says how to bind it by hand instead.
 */
function WaylandShortcut({ keys, command }: { keys: string; command: string }) {
  return (
    <>
      Cannot be confirmed on Wayland: your desktop decides whether {keys} reaches Token Desk, and
      does not tell the app (GNOME asks you the first time, and may refuse without a word). If
      pressing it does nothing, add a custom shortcut in your desktop’s keyboard settings (GNOME:
      Settings › Keyboard › Keyboard Shortcuts › Custom Shortcuts; KDE: System Settings › Shortcuts)
      that runs <code className="shortcut-command">{command}</code> — it brings Token Desk to the
      front, where Ctrl+K opens the quick switcher.
    </>
  )
}

/**
 * Settings › Quick switcher shortcut: off by default (a global shortcut takes
 * its keys from every other app). The keys are recorded by pressing them
 * (ShortcutRecorder), or typed as an accelerator behind "Type it instead";
 * Save applies them, and main says whether the system gave it the keys.
 */
export function ShortcutSettings() {
  const headingId = useId()
  const fieldId = useId()
  const { chosen, status, error, busy, apply } = useShortcutSettings()
  const form = useSectionForm<{ on: boolean; keys: string }>(() => ({
    on: chosen !== null,
    keys: chosen ?? DEFAULT_GLOBAL_SHORTCUT,
  }))
  useUnsavedChanges(() => (form.changed ? 'the quick switcher shortcut' : null))
  // Saved here or in another window: shown, unless the user is changing it.
  const { changed, show } = form
  useEffect(() => {
    if (!changed) show({ on: chosen !== null, keys: chosen ?? DEFAULT_GLOBAL_SHORTCUT })
  }, [chosen, changed, show])
  const [typing, setTyping] = useState(false)
  /** Keys the recorder refused just now: said until good keys come. */
  const [refusal, setRefusal] = useState<string | null>(null)
  const keys = form.values.keys.trim()
  const problem = form.values.on && keys !== '' ? acceleratorProblem(keys) : null
  const tone =
    status?.kind === 'taken' || status?.kind === 'unconfirmed' ? 'field-warning' : 'field-hint'

  const submit = (): Promise<void> =>
    form.save(async () => {
      if (problem !== null) {
        document.getElementById(fieldId)?.focus()
        return { code: 'invalid-input', message: problem, issues: [] }
      }
      // On without keys (cleared with Backspace) is off.
      const saved = await apply(form.values.on && keys !== '' ? keys : null)
      return saved ? null : { code: 'invalid-input', message: 'Not saved.', issues: [] }
    })

  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Quick switcher shortcut</h2>
      <CheckboxField
        id={`${fieldId}-on`}
        label="Open the quick switcher from any app"
        checked={form.values.on}
        onChange={(on) => form.set('on', on)}
        hint="Off by default: a global shortcut takes its keys away from every other app. Ctrl+K (⌘K) works inside this window either way."
      />
      {form.values.on && (
        <div className="shortcut-keys">
          <Field
            id={fieldId}
            label="Shortcut"
            error={refusal ?? problem ?? undefined}
            hint={
              typing
                ? `Modifiers and a key joined by +, e.g. ${DEFAULT_GLOBAL_SHORTCUT} (CommandOrControl is Ctrl, or ⌘ on macOS).`
                : 'Click or focus the field, then press the keys together, e.g. Ctrl+Alt+K (⌘⌥K on a Mac).'
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
                setTyping((t) => !t)
              }}
            >
              {typing ? 'Record keys instead' : 'Type it instead'}
            </LinkButton>
          </p>
        </div>
      )}
      <SectionSave
        busy={busy || form.busy}
        saved={form.saved}
        onSave={() => void submit()}
        label="Save shortcut"
        savedNote="Saved."
      />
      {statusText(status) !== null && (
        <p className={tone} role="status">
          {statusText(status)}
        </p>
      )}
      {error && <ErrorPanel error={error} />}
    </section>
  )
}
