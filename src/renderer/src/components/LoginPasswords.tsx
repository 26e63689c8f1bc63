import { useNavigation } from '../store/navigation'
import { useId } from 'react'
import { Trans } from 'react-i18next'
import { SHARED_NAMES_SHOWN, type LoginNeed } from '../../../shared/model/login'
import { errorTitle } from '../lib/errorText'
import { t as translate, useT } from '../i18n'
import { keptAs, nameList } from '../lib/labels'
import { countOutcomes } from '../../../shared/renew/outcomeCounts'
import {
  useLoginPasswords,
  walkCounts,
  type LoginResult,
  type PasswordNeed,
} from '../store/loginPasswords'
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
  const t = useT('importing')
  return (
    <Trans
      t={t}
      i18nKey="logins.loginName"
      values={{ username: login.username, baseUrl: login.baseUrl }}
      components={{ code: <code /> }}
    />
  )
}

/** One login at a time, in a modal dialog: its password, then tokens for its profiles. */
function AskDialog() {
  const titleId = useId()
  const logins = useLoginPasswords((s) => s.logins)
  const stage = useLoginPasswords((s) => s.stage)
  const results = useLoginPasswords((s) => s.results)
  const need = useLoginPasswords((s) => s.need)
  const { submit, skip, stop } = useLoginPasswords.getState()
  const protection = useAppInfo((s) => s.info?.protection.kind)
  const keepWeak = useSettings((s) => s.settings.keepPasswordsInWeakStorage)
  const t = useT('importing')

  if (stage.kind !== 'asking') return null
  const login = logins[stage.index]
  if (login === undefined) return null
  const names = login.profiles.map((p) => p.name)
  const counts = walkCounts(logins, stage, results)
  const previous = stage.refusals === 0 ? results.at(-1) : undefined
  // A failure that is not a refusal (host not found, timed out, …) says nothing of the password.
  const kept = stage.error !== null && !stage.retry

  return (
    <ModalDialog className="dialog login-passwords-dialog" titleId={titleId} onEscape={stop}>
      <DialogHead
        titleId={titleId}
        closeLabel={t('ask.stop')}
        onClose={stop}
        closeDisabled={stage.busy}
      >
        {t('ask.title', { position: counts.position, count: counts.logins })}
      </DialogHead>
      <div className="dialog-body">
        {stage.error !== null && <ErrorPanel error={stage.error} />}
        {kept && !stage.busy && (
          <p className="field-hint" data-testid="password-kept">
            {t('ask.keptTyped')}
          </p>
        )}
        <PasswordPrompt
          // A new login, or a refused password: a new, empty field (and the focus in it).
          key={`${stage.index}:${stage.refusals}`}
          profileName={names[0] ?? ''}
          retry={stage.retry}
          label={t('ask.label', { username: login.username })}
          busy={stage.busy}
          keepOnSubmit
          cancelLabel={t('ask.skip')}
          intro={
            <Trans
              t={t}
              i18nKey="ask.intro"
              count={names.length}
              values={{
                username: login.username,
                baseUrl: login.baseUrl,
                names: nameList(names.slice(0, SHARED_NAMES_SHOWN), names.length),
              }}
              components={{ strong: <strong />, code: <code /> }}
            />
          }
          keptNote={keptAs(protection, keepWeak)}
          onSubmit={(password) => void submit(password)}
          onCancel={skip}
          onEscape={stop}
        />
        {/* The live region stays in the page; what it says comes and goes (announced). */}
        <div role="status">
          {stage.busy ? (
            <p className="import-reading">
              <Spinner /> {t('ask.getting', { count: login.profiles.length })}
            </p>
          ) : (
            // What the login before came to, as the walk moves on (its dialog stays up).
            previous?.kind === 'entered' && (
              <p className="field-hint" data-testid="walk-previous">
                {t('ask.previous', { username: previous.login.username })}{' '}
                {outcomeText(previous, need)}
              </p>
            )
          )}
        </div>
      </div>
      <div className="dialog-foot">
        <p className="muted small" data-testid="walk-left">
          {counts.loginsLeft === 0
            ? t('ask.last')
            : t('ask.left', {
                logins: t('logins.logins', { count: counts.loginsLeft }),
                profiles: t('logins.profiles', { count: counts.profilesLeft }),
              })}{' '}
          {t('ask.stopNote')}
        </p>
      </div>
    </ModalDialog>
  )
}

/** The round's last line: what it got, and the profiles of the logins skipped. */
const summaryKey = (need: PasswordNeed, skipped: number) =>
  skipped === 0
    ? 'logins.summary'
    : need === 'refused'
      ? 'logins.summaryRefusedSkipped'
      : 'logins.summarySkipped'

/** "3 tokens obtained, 1 failed" for one login's round. */
function outcomeText(result: LoginResult, need: PasswordNeed): string {
  const t = translate
  const refused = need === 'refused'
  if (result.kind === 'skipped')
    return result.after === null
      ? t(refused ? 'importing:outcome.skippedRefused' : 'importing:outcome.skipped')
      : t(refused ? 'importing:outcome.skippedAfterRefused' : 'importing:outcome.skippedAfter', {
          error: errorTitle(result.after),
        })
  if (result.kind === 'refused') return t('importing:outcome.refused')
  const counts = countOutcomes(result.outcomes)
  const rest = [
    counts.failed > 0 ? t('importing:outcome.failed', { count: counts.failed }) : '',
    counts.stillValid > 0 ? t('importing:outcome.stillValid', { count: counts.stillValid }) : '',
    counts.cancelled > 0 ? t('importing:outcome.cancelled', { count: counts.cancelled }) : '',
    counts.skipped > 0 ? t('importing:outcome.skippedCount', { count: counts.skipped }) : '',
    counts.refused > 0 ? t('importing:outcome.refusedCount', { count: counts.refused }) : '',
    counts.notTried > 0 ? t('importing:outcome.notTriedCount', { count: counts.notTried }) : '',
  ].filter(Boolean)
  return [t('importing:outcome.obtained', { count: counts.renewed }), ...rest].join(', ')
}

/**
 * After an import (or a Renew all that skipped profiles for want of one, or
 * was refused their password): the logins of those profiles that need one,
 * offered once each ("Enter passwords (N logins)"), and what came of it.
 * The passwords go to main only; this shows names, counts and outcomes.
 */
export function LoginPasswords() {
  const logins = useLoginPasswords((s) => s.logins)
  const need = useLoginPasswords((s) => s.need)
  const stage = useLoginPasswords((s) => s.stage)
  const results = useLoginPasswords((s) => s.results)
  const { start, dismiss } = useLoginPasswords.getState()
  const t = useT('importing')
  if (stage.kind === 'idle') return null
  const counts = walkCounts(logins, stage, results)
  const outcomes = results.flatMap((r) => (r.kind === 'entered' ? r.outcomes : []))

  return (
    <section className="renew-results login-passwords" aria-labelledby="login-passwords-title">
      <div className="renew-results-head">
        <h2 id="login-passwords-title">{t('logins.title')}</h2>
        <button
          type="button"
          className="btn btn-ghost btn-small"
          onClick={() => {
            dismiss()
            // Its button goes with it: the view's heading takes the focus rather than the page.
            useNavigation.getState().focus()
          }}
          disabled={stage.kind === 'asking'}
        >
          {stage.kind === 'done' ? t('logins.dismiss') : t('logins.notNow')}
        </button>
      </div>
      {stage.kind !== 'done' ? (
        <>
          <p>
            {t(need === 'refused' ? 'logins.refused' : 'logins.noPassword', {
              count: counts.profiles,
            })}
            {counts.logins < counts.profiles &&
              ` ${t('logins.shareOne', { count: counts.logins })}`}
          </p>
          <div>
            <button type="button" className="btn btn-primary" onClick={start}>
              {t('logins.enter', { count: counts.logins })}
            </button>
          </div>
        </>
      ) : (
        <>
          <p data-testid="walk-summary">
            {t(summaryKey(need, counts.skippedProfiles), {
              tokens: t('logins.tokens', { count: counts.tokens }),
              profiles: t('logins.profiles', { count: counts.answeredProfiles }),
              logins: t('logins.logins', { count: counts.answeredLogins }),
              count: counts.skippedProfiles,
            })}
          </p>
          <ul className="login-results">
            {results.map((result) => (
              <li key={`${result.login.username}@${result.login.baseUrl}`}>
                <LoginName login={result.login} /> (
                {t('logins.profiles', { count: result.login.profiles.length })}
                ): {outcomeText(result, need)}
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
