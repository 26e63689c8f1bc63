import { useId, useState, type ReactNode } from 'react'
import {
  acceleratorProblem,
  DEFAULT_GLOBAL_SHORTCUT,
  shortcutLabel,
  type ShortcutStatus,
} from '../../../shared/model/shortcut'
import { useShortcutSettings } from '../hooks/useShortcutSettings'
import { isMac } from '../lib/searchShortcut'
import { CheckboxField } from './CheckboxField'
import { ErrorPanel } from './ErrorPanel'
import { enterSaves } from '../lib/sectionForm'
import { Field } from './Field'

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
 * its keys from every other app). Applies at once; main says whether the
 * system gave it the keys.
 */
export function ShortcutSettings() {
  const headingId = useId()
  const fieldId = useId()
  const { chosen, status, error, busy, apply: save } = useShortcutSettings()
  // What the user is typing; null: the chosen shortcut (or the default) as it stands.
  const [typed, setTyped] = useState<string | null>(null)
  const draft = typed ?? chosen ?? DEFAULT_GLOBAL_SHORTCUT
  // The switch shows the choice at once; main's answer then confirms it or the error says why not.
  const [pendingOn, setPendingOn] = useState<boolean | null>(null)

  const apply = async (globalShortcut: string | null): Promise<void> => {
    if (await save(globalShortcut)) setTyped(null)
  }
  const problem = acceleratorProblem(draft.trim())
  const tone =
    status?.kind === 'taken' || status?.kind === 'unconfirmed' ? 'field-warning' : 'field-hint'

  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Quick switcher shortcut</h2>
      <CheckboxField
        id={`${fieldId}-on`}
        label="Open the quick switcher from any app"
        checked={pendingOn ?? chosen !== null}
        onChange={async (on) => {
          setPendingOn(on)
          await apply(on ? draft.trim() : null)
          setPendingOn(null)
        }}
        hint="Off by default: a global shortcut takes its keys away from every other app. Ctrl+K (⌘K) works inside this window either way."
      />
      {chosen !== null && (
        <div className="shortcut-row">
          <Field
            id={fieldId}
            label="Shortcut"
            error={problem ?? undefined}
            hint={`Modifiers and a key joined by +, e.g. ${DEFAULT_GLOBAL_SHORTCUT} (CommandOrControl is Ctrl, or ⌘ on macOS).`}
          >
            {(control) => (
              <input
                {...control}
                type="text"
                spellCheck={false}
                autoComplete="off"
                value={draft}
                onChange={(e) => setTyped(e.target.value)}
                // The section sits inside the settings form: Enter applies the shortcut, not the form.
                onKeyDown={enterSaves(() => {
                  if (problem === null) void apply(draft.trim())
                })}
              />
            )}
          </Field>
          <button
            type="button"
            className="btn"
            disabled={busy || problem !== null || draft.trim() === chosen}
            onClick={() => void apply(draft.trim())}
          >
            Use these keys
          </button>
        </div>
      )}
      {statusText(status) !== null && (
        <p className={tone} role="status">
          {statusText(status)}
        </p>
      )}
      {error && <ErrorPanel error={error} />}
    </section>
  )
}
