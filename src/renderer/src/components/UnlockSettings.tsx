import { useId, useState } from 'react'
import { PASSPHRASE_MIN } from '../../../shared/model/unlock'
import { useUnlockSettings } from '../hooks/useUnlockSettings'
import { t as translate, useT, sayOf } from '../i18n'
import { enterSaves, issueOf } from '../lib/sectionForm'
import { unlockDoesNotProtect } from '../lib/unlockText'
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
    return { next: translate('settings:unlock.tooShort', { min: PASSPHRASE_MIN }) }
  if (repeat !== next) return { repeat: translate('settings:unlock.notSame') }
  return {}
}

/**
 * Settings › Unlock passphrase: off by default. The switch turns it on
 * (a new passphrase, typed twice) or off (the current one); Change
 * passphrase needs the current one too. Says exactly what it protects.
 */
export function UnlockSettings() {
  const t = useT(['settings', 'common'])
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
    setTyped((was) => ({ ...was, [field]: value }))

  const problems = step === 'turning-off' ? {} : nextProblem(typed)
  const shown = attempted ? problems : {}
  // Main's word on the current passphrase (wrong, or wait) belongs under that field.
  const currentError =
    error?.code === 'unlock-refused' || error?.code === 'unlock-required'
      ? sayOf(error)
      : attempted && step !== 'turning-on' && typed.current === ''
        ? t('unlock.enterCurrent')
        : undefined
  const panel =
    error && currentError !== sayOf(error) && issueOf(error, 'passphrase') === undefined
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
        ? t('unlock.isOn')
        : step === 'changing'
          ? t('unlock.isChanged')
          : t('unlock.isOff'),
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
    step === 'turning-on'
      ? t('unlock.turnOn')
      : step === 'changing'
        ? t('unlock.change')
        : t('unlock.turnOff')

  return (
    <section className="settings-section" aria-labelledby={`${uid}-heading`}>
      <h2 id={`${uid}-heading`}>{t('unlock.heading')}</h2>
      <CheckboxField
        id={`${uid}-on`}
        label={t('unlock.label')}
        checked={on ? step !== 'turning-off' : step === 'turning-on'}
        onChange={(checked) => {
          if (on) open(checked ? 'idle' : 'turning-off')
          else open(checked ? 'turning-on' : 'idle')
        }}
        hint={requirement?.touchId ? t('unlock.hintTouchId') : t('unlock.hint')}
      />
      <div className="field-hint">
        <p>{t('unlock.notProtectedTitle')}</p>
        <ul>
          {unlockDoesNotProtect().map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      {step !== 'idle' && (
        <div className="form-grid">
          {step !== 'turning-on' && passwordField('current', t('unlock.current'), currentError)}
          {step !== 'turning-off' &&
            passwordField(
              'next',
              step === 'changing' ? t('unlock.newPassphrase') : t('unlock.next'),
              shown.next ?? issueOf(error, 'passphrase'),
            )}
          {step !== 'turning-off' && passwordField('repeat', t('unlock.repeat'), shown.repeat)}
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
              {t('common:cancel')}
            </button>
          </>
        )}
        {step === 'idle' && on && (
          <button type="button" className="btn" onClick={() => open('changing')}>
            {t('unlock.changeOpen')}
          </button>
        )}
      </div>
      {/* The live region stays in the page; what it says comes and goes (announced). */}
      <div role="status">{done && <p className="field-hint">{done}</p>}</div>
      {panel && <ErrorPanel error={panel} />}
    </section>
  )
}
