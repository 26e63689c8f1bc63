import type { AppError, NetworkCause } from '../ipc/errors'

/** The token that stands while a call failed: the panel says whether it still works. */
export type StandingTokenNow =
  | { kind: 'usable'; expiresAt: number }
  | { kind: 'expired' }
  | { kind: 'rejected' }
  | { kind: 'none' }

const networkTitles: Record<NetworkCause, string> = {
  timeout: 'Timed out',
  refused: 'Connection refused',
  dns: 'Host not found',
  tls: 'TLS certificate not trusted',
  reset: 'Connection dropped',
  'too-large': 'Answer too large',
  redirect: 'Redirect refused',
  'proxy-auth': 'Proxy login needed',
  'proxy-refused': 'Proxy not reachable',
  pac: 'Proxy settings unusable',
  'untrusted-ca': 'Certificate authority not trusted',
  'client-cert': 'Client certificate problem',
  'pin-mismatch': 'Pinned certificate does not match',
  'ca-file': 'CA file unusable',
  other: 'Network problem',
}

const networkSteps: Record<NetworkCause, string> = {
  timeout: 'Try again in a minute; if it keeps timing out, raise the time-out in Settings.',
  refused: 'If the base URL and port are right, the service is down: try again later.',
  dns: 'Check the host name in the base URL, then your network or VPN.',
  tls: 'Check that the base URL names the service’s own https host; otherwise its certificate needs fixing by whoever runs it.',
  reset: 'Try again; if it keeps happening, a proxy or the service is failing.',
  'too-large': 'The base URL probably points at something other than the token service: check it.',
  redirect:
    'Check the base URL and the portal: they should name the token service itself, not an address that redirects (a login page, another host).',
  'proxy-auth': 'Enter the proxy user name and password in Settings → Network.',
  'proxy-refused': 'Check the proxy in Settings → Network (or your system’s proxy settings).',
  pac: 'Check your system’s proxy settings, or choose a manual proxy or none in Settings → Network.',
  'untrusted-ca': 'If your company inspects TLS, add its CA certificate in Settings → Network.',
  'client-cert':
    'Check the client certificate and its passphrase in the profile’s Network section.',
  'pin-mismatch':
    'Do not send secrets there until you know why; update the pin only if the server’s certificate changed on purpose.',
  'ca-file': 'Fix or remove the CA file in Settings → Network (or the profile’s Network section).',
  other: 'Check your connection and try again.',
}

/** A 3xx the token request did not follow (it follows only a 307 or 308 within its origin). */
const isRedirect = (status: number): boolean => status >= 300 && status < 400

/** A heading that names the kind of failure; a status, if any, is said in the message instead. */
export function errorTitle(error: AppError): string {
  switch (error.code) {
    case 'auth-rejected':
      return 'Refused by the service'
    case 'unexpected-response':
      return error.status >= 500
        ? 'Service failing'
        : error.status >= 200 && error.status < 300
          ? 'Not a token answer'
          : isRedirect(error.status)
            ? networkTitles.redirect
            : 'Unexpected answer'
    case 'invalid-input':
      return 'Check the entries'
    case 'network':
      return networkTitles[error.cause]
    case 'no-password':
      return 'Password needed'
    case 'password-command':
      return 'Password command failed'
    case 'no-token':
      return 'Get a token first'
    case 'no-probe':
      return 'No request to verify with'
    case 'not-found':
      return 'Not found'
    case 'duplicate':
      return 'Same login as another profile'
    case 'confirm-account':
      return 'Confirm the account'
    case 'cancelled':
      return 'Cancelled'
    case 'unavailable':
      return 'Not available'
    case 'declined':
      return 'Not confirmed'
    case 'locked':
      return 'Locked'
    case 'unlock-required':
      return 'Passphrase needed'
    case 'unlock-refused':
      return 'Passphrase not accepted'
    case 'storage':
      return 'Storage problem'
    case 'forbidden-sender':
      return 'Request refused'
    case 'internal':
      return 'Something went wrong'
  }
}

/** What to do next, in one line; null when the message already is the next step. */
function step(error: AppError): string | null {
  switch (error.code) {
    case 'auth-rejected':
      return 'Go through the checks below; if the password changed, enter the new one, and if the user lacks API access, ask a portal admin.'
    case 'unexpected-response':
      return error.status >= 500
        ? 'The service is failing. Try again in a few minutes.'
        : isRedirect(error.status)
          ? networkSteps.redirect
          : 'Check the base URL and the portal in the profile: they may not point at the token service.'
    case 'network':
      return networkSteps[error.cause]
    case 'cancelled':
      return 'Nothing changed.'
    case 'storage':
      return 'Free some disk space or fix the data folder’s permissions, then try again.'
    case 'internal':
      return 'Try again; if it happens again, Copy diagnostics (Settings) and report it.'
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
  if (!tokenRequestFailures.has(error.code)) return line
  const token =
    standing.kind === 'usable'
      ? `your current token still works until ${time(standing.expiresAt)}.`
      : standing.kind === 'expired'
        ? 'the token you had has expired, so a new one is needed.'
        : standing.kind === 'rejected'
          ? 'the token you had was refused, so a new one is needed.'
          : null
  if (token === null) return line
  if (line === null) return `${token.charAt(0).toUpperCase()}${token.slice(1)}`
  return `${line.replace(/\.$/, '')}; ${token}`
}
