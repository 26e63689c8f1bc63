import type { AppError } from '../../../shared/ipc/errors'
import { t } from '../i18n'

/** The token that stands while a call failed: the panel says whether it still works. */
export type StandingTokenNow =
  | { kind: 'usable'; expiresAt: number }
  | { kind: 'expired' }
  | { kind: 'rejected' }
  | { kind: 'none' }

/** A 3xx the token request did not follow (it follows only a 307 or 308 within its origin). */
const isRedirect = (status: number): boolean => status >= 300 && status < 400

/** A heading that names the kind of failure; a status, if any, is said in the message instead. */
export function errorTitle(error: AppError): string {
  switch (error.code) {
    case 'unexpected-response':
      return error.status >= 500
        ? t('detail:error.title.service-failing')
        : error.status >= 200 && error.status < 300
          ? t('detail:error.title.not-token')
          : isRedirect(error.status)
            ? t('detail:error.network.redirect')
            : error.status === 429
              ? t('detail:error.title.rate-limited')
              : error.status === 403
                ? t('detail:error.title.forbidden')
                : error.status === 423
                  ? t('detail:error.title.user-locked')
                  : t('detail:error.title.unexpected')
    case 'network':
      return t(`detail:error.network.${error.cause}`)
    default:
      return t(`detail:error.title.${error.code}`)
  }
}

/** A client error's step: where its status names the cause, "check the base URL" would mislead. */
function clientErrorStep(status: number): string {
  switch (status) {
    case 403:
      return t('detail:error.step.forbidden')
    case 405:
      return t('detail:error.step.method')
    case 423:
      return t('detail:error.step.user-locked')
    case 429:
      return t('detail:error.step.rate-limited')
    default:
      return t('detail:error.step.unexpected')
  }
}

/** What to do next, in one line; null when the message already is the next step. */
function step(error: AppError): string | null {
  switch (error.code) {
    case 'auth-rejected':
      return t('detail:error.step.auth-rejected')
    case 'unexpected-response':
      return error.status >= 500
        ? t('detail:error.step.service-failing')
        : isRedirect(error.status)
          ? t('detail:error.networkStep.redirect')
          : clientErrorStep(error.status)
    case 'network':
      return t(`detail:error.networkStep.${error.cause}`)
    case 'cancelled':
    case 'storage':
    case 'internal':
      return t(`detail:error.step.${error.code}`)
    default:
      return null
  }
}

/** Failures of a token request: the token that stood before is untouched by them. */
const tokenRequestFailures = new Set<AppError['code']>([
  'auth-rejected',
  'unexpected-response',
  'network',
  'cancelled',
])

/**
 * The next-step line of a failure panel, with what the failure means for the
 * token that stands: e.g. "The service is failing. Try again in a few
 * minutes; your current token still works until 14:32." `time` formats a
 * clock time for the reader.
 */
export function nextStep(
  error: AppError,
  standing: StandingTokenNow,
  time: (at: number) => string,
): string | null {
  const line = step(error)
  if (!tokenRequestFailures.has(error.code) || standing.kind === 'none') return line
  const values = standing.kind === 'usable' ? { time: time(standing.expiresAt) } : {}
  if (line === null) return t(`detail:error.tokenAlone.${standing.kind}`, values)
  return t('detail:error.stepAndToken', {
    step: line.replace(/\.$/, ''),
    token: t(`detail:error.tokenAfter.${standing.kind}`, values),
  })
}
