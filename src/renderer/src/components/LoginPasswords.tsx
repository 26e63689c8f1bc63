import { useId } from 'react'
import { SHARED_NAMES_SHOWN, type LoginNeed } from '../../../shared/model/login'
import { errorTitle } from '../../../shared/text/errorAdvice'
import { countOf, keptAs, nameList, formatCount } from '../lib/labels'
import { countOutcomes } from '../../../shared/renew/renewSummary'
import { useLoginPasswords, walkCounts, type LoginResult } from '../store/loginPasswords'
import { useAppInfo } from '../store/appInfo'
import { useSettings } from '../store/settings'
import { DialogHead } from './DialogHead'
import { ModalDialog } from './ModalDialog'
import { ErrorPanel } from './ErrorPanel'
import { PasswordPrompt } from './PasswordPrompt'
import { OutcomeProblems } from './OutcomeProblems'
import { Spinner } from './Spinner'

/** "demo at https://portal.example.com" */
function LoginName({ login }: { login: LoginNeed }) {
  return (
    <>
      <code>{login.username}</code> at <code>{login.baseUrl}</code>
    </>
  )
}

/** One login at a time, in a modal dialog: its password, then tokens for its profiles. */
function AskDialog() {
  const titleId = useId()
  const logins = useLoginPasswords((s) => s.logins)
  const stage = useLoginPasswords((s) => s.stage)
  const results = useLoginPasswords((s) => s.results)
  const { submit, skip, stop } = useLoginPasswords.getState()
  const protection = useAppInfo((s) => s.info?.protection.kind)
  const keepWeak = useSettings((s) => s.settings.keepPasswordsInWeakStorage)

  if (stage.kind !== 'asking') return null
  const login = logins[stage.index]
  if (login === undefined) return null
  const names = login.profiles.map((p) => p.name)
  const counts = walkCounts(logins, stage, results)
  // A failure that is not a refusal (host not found, timed out, …) says nothing of the password.
  const kept = stage.error !== null && !stage.retry

  return (
    <ModalDialog className="dialog login-passwords-dialog" titleId={titleId} onEscape={stop}>
      <DialogHead titleId={titleId} closeLabel="Stop" onClose={stop} closeDisabled={stage.busy}>
        Enter passwords · login {counts.position} of {counts.logins}
      </DialogHead>
      <div className="dialog-body">
        {stage.error !== null && <ErrorPanel error={stage.error} />}
        {kept && !stage.busy && (
          <p className="field-hint" data-testid="password-kept">
            The password you typed is still in the field: this failure says nothing about it. Try
            again once the service can be reached, or skip this login.
          </p>
        )}
        <PasswordPrompt
          // A new login, or a refused password: a new, empty field (and the focus in it).
          key={`${stage.index}:${stage.refusals}`}
          profileName={names[0] ?? ''}
          retry={stage.retry}
          label={`Password of ${login.username}`}
          busy={stage.busy}
          keepOnSubmit
          cancelLabel="Skip this login"
          intro={
            <>
              <strong>
                <LoginName login={login} />
              </strong>{' '}
              is the login of {nameList(names.slice(0, SHARED_NAMES_SHOWN), names.length)}. Enter
              its password once: it serves all of them, and each gets a token with it.
            </>
          }
          keptNote={keptAs(protection, keepWeak)}
          onSubmit={(password) => void submit(password)}
          onCancel={skip}
          onEscape={stop}
        />
        {stage.busy && (
          <p className="import-reading" role="status">
            <Spinner /> Getting {countOf(login.profiles.length, 'token')} with it…
          </p>
        )}
      </div>
      <div className="dialog-foot">
        <p className="muted small" data-testid="walk-left">
          {counts.loginsLeft === 0
            ? 'This is the last login.'
            : `${countOf(counts.loginsLeft, 'login')} (${countOf(counts.profilesLeft, 'profile')}) after this one.`}{' '}
          Stop ends the round here; the logins not answered stay offered.
        </p>
      </div>
    </ModalDialog>
  )
}

/** "3 tokens obtained, 1 failed" for one login's round. */
function outcomeText(result: LoginResult): string {
  if (result.kind === 'skipped')
    return result.after === null
      ? 'skipped: no password entered'
      : `skipped after “${errorTitle(result.after)}”: no password kept`
  if (result.kind === 'refused')
    return 'password refused (401): no token. The password is kept; change it in the profile if it is wrong'
  const counts = countOutcomes(result.outcomes)
  const rest = [
    counts.failed > 0 ? `${formatCount(counts.failed)} failed` : '',
    counts.stillValid > 0
      ? `${formatCount(counts.stillValid)} failed, the current token still valid`
      : '',
    counts.cancelled > 0 ? `${formatCount(counts.cancelled)} cancelled` : '',
    counts.skipped > 0 ? `${formatCount(counts.skipped)} skipped` : '',
  ].filter(Boolean)
  return [`${countOf(counts.renewed, 'token')} obtained`, ...rest].join(', ')
}

/**
 * After an import (or a Renew all that skipped profiles for want of one):
 * the logins of those profiles that have no password, offered once each
 * ("Enter passwords (N logins)"), and what came of it.
 * The passwords go to main only; this shows names, counts and outcomes.
 */
export function LoginPasswords() {
  const logins = useLoginPasswords((s) => s.logins)
  const stage = useLoginPasswords((s) => s.stage)
  const results = useLoginPasswords((s) => s.results)
  const { start, dismiss } = useLoginPasswords.getState()
  if (stage.kind === 'idle') return null
  const counts = walkCounts(logins, stage, results)
  const outcomes = results.flatMap((r) => (r.kind === 'entered' ? r.outcomes : []))

  return (
    <section className="renew-results login-passwords" aria-labelledby="login-passwords-title">
      <div className="renew-results-head">
        <h2 id="login-passwords-title">Passwords to enter</h2>
        <button
          type="button"
          className="btn btn-ghost btn-small"
          onClick={dismiss}
          disabled={stage.kind === 'asking'}
        >
          {stage.kind === 'done' ? 'Dismiss' : 'Not now'}
        </button>
      </div>
      {stage.kind !== 'done' ? (
        <>
          <p>
            {countOf(counts.profiles, 'profile')} {counts.profiles === 1 ? 'has' : 'have'} no
            password to use.
            {counts.logins < counts.profiles &&
              ` Profiles with the same address and username share one, so ${countOf(counts.logins, 'password')} ${counts.logins === 1 ? 'serves' : 'serve'} them all.`}
          </p>
          <div>
            <button type="button" className="btn btn-primary" onClick={start}>
              Enter passwords ({countOf(counts.logins, 'login')})
            </button>
          </div>
        </>
      ) : (
        <>
          <p data-testid="walk-summary">
            {countOf(counts.tokens, 'token')} obtained for the{' '}
            {countOf(counts.answeredProfiles, 'profile')} of{' '}
            {countOf(counts.answeredLogins, 'login')}
            {counts.skippedProfiles > 0 &&
              `; ${countOf(counts.skippedProfiles, 'profile')} still ${counts.skippedProfiles === 1 ? 'has' : 'have'} no password (skipped)`}
            .
          </p>
          <ul className="login-results">
            {results.map((result) => (
              <li key={`${result.login.username}@${result.login.baseUrl}`}>
                <LoginName login={result.login} /> (
                {countOf(result.login.profiles.length, 'profile')}
                ): {outcomeText(result)}
              </li>
            ))}
          </ul>
          <OutcomeProblems outcomes={outcomes} />
        </>
      )}
      {stage.kind === 'asking' && <AskDialog />}
    </section>
  )
}
