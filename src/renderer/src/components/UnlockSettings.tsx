import { useId, useState } from 'react'
import { PASSPHRASE_MIN } from '../../../shared/model/unlock'
import { useUnlockSettings } from '../hooks/useUnlockSettings'
import { enterSaves, issueOf } from '../lib/sectionForm'
import { UNLOCK_DOES_NOT_PROTECT, UNLOCK_PROTECTS } from '../lib/unlockText'
import { CheckboxField } from './CheckboxField'
import { ErrorPanel } from './ErrorPanel'
import { Field } from './Field'

/** What the section is doing: nothing, or one of the three changes with its fields open. */
type Step = 'idle' | 'turning-on' | 'changing' | 'turning-off'

interface Typed {
  current: string
  next: string
  repeat: string
}
const blank: Typed = { current: '', next: '', repeat: '' }

/** The new passphrase's problem, checked here first (main checks again). */
function nextProblem({ next, repeat }: Typed): { next?: string; repeat?: string } {
  if (next.length < PASSPHRASE_MIN)
    return { next: `The passphrase needs at least ${PASSPHRASE_MIN} characters.` }
  if (repeat !== next) return { repeat: 'The two passphrases are not the same.' }
  return {}
}

/**
 * Settings › Unlock passphrase: off by default. The switch turns it on
 * (a new passphrase, typed twice) or off (the current one); Change
 * passphrase needs the current one too. Says exactly what it protects.
 */
export function UnlockSettings() {
  const uid = useId()
  const { requirement, busy, error, turnOn, change, turnOff, clearError } = useUnlockSettings()
  const [step, setStep] = useState<Step>('idle')
  const [typed, setTyped] = useState<Typed>(blank)
  const [attempted, setAttempted] = useState(false)
  const [done, setDone] = useState<string | null>(null)
  const on = requirement?.on === true

  const open = (next: Step): void => {
    setStep(next)
    setTyped(blank)
    setAttempted(false)
    setDone(null)
    clearError()
  }
  const set = (field: keyof Typed, value: string): void =>
    setTyped((t) => ({ ...t, [field]: value }))

  const problems = step === 'turning-off' ? {} : nextProblem(typed)
  const shown = attempted ? problems : {}
  // Main's word on the current passphrase (wrong, or wait) belongs under that field.
  const currentError =
    error?.code === 'unlock-refused' || error?.code === 'unlock-required'
      ? error.message
      : attempted && step !== 'turning-on' && typed.current === ''
        ? 'Enter the current passphrase.'
        : undefined
  const panel =
    error && currentError !== error.message && issueOf(error, 'passphrase') === undefined
      ? error
      : null

  const apply = async (): Promise<void> => {
    if (busy) return
    setAttempted(true)
    const needsCurrent = step !== 'turning-on'
    if ((needsCurrent && typed.current === '') || problems.next || problems.repeat) return
    const ok =
      step === 'turning-on'
        ? await turnOn(typed.next)
        : step === 'changing'
          ? await change(typed.current, typed.next)
          : await turnOff(typed.current)
    // Typed passphrases leave the screen after each try, right or wrong.
    setTyped(blank)
    setAttempted(false)
    if (!ok) return
    setDone(
      step === 'turning-on'
        ? 'The unlock passphrase is on.'
        : step === 'changing'
          ? 'The unlock passphrase is changed.'
          : 'The unlock passphrase is off.',
    )
    setStep('idle')
  }
  const onEnter = enterSaves(() => void apply())

  const passwordField = (field: keyof Typed, label: string, fieldError: string | undefined) => (
    <Field id={`${uid}-${field}`} label={label} error={fieldError}>
      {(control) => (
        <input
          {...control}
          type="password"
          autoComplete={field === 'current' ? 'current-password' : 'new-password'}
          spellCheck={false}
          value={typed[field]}
          onChange={(e) => set(field, e.target.value)}
          onKeyDown={onEnter}
        />
      )}
    </Field>
  )

  const actionLabel =
    step === 'turning-on' ? 'Turn on' : step === 'changing' ? 'Change passphrase' : 'Turn off'

  return (
    <section className="settings-section" aria-labelledby={`${uid}-heading`}>
      <h2 id={`${uid}-heading`}>Unlock passphrase</h2>
      <CheckboxField
        id={`${uid}-on`}
        label="Ask for a passphrase to unlock Token Desk"
        checked={on ? step !== 'turning-off' : step === 'turning-on'}
        onChange={(checked) => {
          if (on) open(checked ? 'idle' : 'turning-off')
          else open(checked ? 'turning-on' : 'idle')
        }}
        hint={`Off by default. ${UNLOCK_PROTECTS}${requirement?.touchId ? ' This Mac offers Touch ID.' : ''}`}
      />
      <div className="field-hint">
        <p>What it does not protect:</p>
        <ul>
          {UNLOCK_DOES_NOT_PROTECT.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      {step !== 'idle' && (
        <div className="form-grid">
          {step !== 'turning-on' && passwordField('current', 'Current passphrase', currentError)}
          {step !== 'turning-off' &&
            passwordField(
              'next',
              step === 'changing' ? 'New passphrase' : 'Passphrase',
              shown.next ?? issueOf(error, 'passphrase'),
            )}
          {step !== 'turning-off' && passwordField('repeat', 'Repeat it', shown.repeat)}
        </div>
      )}
      <div className="shortcut-row">
        {step !== 'idle' && (
          <>
            <button
              type="button"
              className="btn"
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={() => void apply()}
            >
              {actionLabel}
            </button>
            <button type="button" className="btn" onClick={() => open('idle')}>
              Cancel
            </button>
          </>
        )}
        {step === 'idle' && on && (
          <button type="button" className="btn" onClick={() => open('changing')}>
            Change passphrase…
          </button>
        )}
      </div>
      {done && (
        <p className="field-hint" role="status">
          {done}
        </p>
      )}
      {panel && <ErrorPanel error={panel} />}
    </section>
  )
}
