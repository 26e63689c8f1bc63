import type { Profile } from '../../../shared/model/profile'
import {
  connectionText,
  formatPhase,
  pinText,
  redirectsText,
  routeText,
  timingPhases,
  EXCHANGE_LENGTH,
  type ExchangeResponse,
  type ExchangeTrace,
  type ResentAfter,
  type SentToken,
} from '../../../shared/model/exchange'
import type { HttpMethod } from '../../../shared/model/request'
import { isoLocal } from '../../../shared/time/isoLocal'
import { formatDuration } from '../../../shared/time/countdown'
import { shellQuote } from '../../../shared/text/quote'
import { requestAsCurl } from '../requests/requestCurl'

/** Where the report was made: the app's version and the system's. */
/** The profile a ticket is about, as the vendor needs it named. */
export type TicketProfile = Pick<Profile, 'name' | 'account' | 'username'>

export interface TicketEnvironment {
  version: string
  runtime: string
  platform: string
  release: string
  arch: string
}

/** A report's title, by what was tried. */
const whatWasTried: Record<ExchangeTrace['kind'], string> = {
  token: 'Token request',
  request: 'Test request',
  verify: 'Verify now',
}

/** The placeholders a curl carries; docs/tickets.md says how to fill them. */
export const CURL_PLACEHOLDERS = {
  username: '$TOKEN_DESK_USERNAME',
  password: '<password>',
  token: '$TOKEN',
  proxyPassword: '<proxy password>',
} as const

/**
 * A token request as curl: the body built around a shell variable for the
 * username and <password> in the place of the password (inside single
 * quotes, so a filled-in password is taken literally).
 */
export function tokenCurl(trace: ExchangeTrace): string {
  const parts = ['curl', '-sS', '-X', trace.request.method, shellQuote(trace.request.url)]
  for (const [name, value] of trace.request.headers)
    parts.push('-H', shellQuote(`${name}: ${value}`))
  parts.push(
    '--data-raw',
    `'{"username":"'"${CURL_PLACEHOLDERS.username}"'","password":"${CURL_PLACEHOLDERS.password}"}'`,
  )
  return [...parts, ...routeFlags(trace)].join(' ')
}

/** A test request as curl (requestCurl's quoting), its token taken from $TOKEN. */
export function requestCurl(trace: ExchangeTrace): string {
  const authorization = trace.request.headers.find(([name]) => /^authorization$/i.test(name))
  const style = authorization && /^bearer\s/i.test(authorization[1]) ? 'Bearer ' : ''
  const marker = 'TOKEN_DESK_TOKEN_MARKER'
  const line = requestAsCurl(
    trace.request.method as HttpMethod,
    trace.request.url,
    trace.request.headers
      // The headers as sent (the app's Accept and Content-Type among them), but Authorization.
      .filter(([name]) => !/^authorization$/i.test(name))
      .map(([name, value]) => ({ name, value })),
    trace.request.body,
    `${style}${marker}`,
  )
  // Out of the single quotes for the variable, so the shell puts the token in.
  return [line.replace(marker, `'"${CURL_PLACEHOLDERS.token}"'`), ...routeFlags(trace)].join(' ')
}

/** The proxy it went through, if any (with the proxy password as a placeholder). */
function routeFlags(trace: ExchangeTrace): string[] {
  const route = trace.route
  if (route?.kind !== 'proxy') return []
  return [
    '--proxy',
    shellQuote(`http://${route.proxy}`),
    ...(route.credentialsSent
      ? ['--proxy-user', shellQuote(`<proxy user>:${CURL_PLACEHOLDERS.proxyPassword}`)]
      : []),
  ]
}

const fence = (text: string, lang = ''): string => {
  // A body holding ``` would close the block: the fence grows past its longest run.
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length))
  const ticks = '`'.repeat(longest + 1)
  return `${ticks}${lang}\n${text}\n${ticks}`
}

const headerLines = (headers: [string, string][]): string =>
  headers.map(([name, value]) => `${name}: ${value}`).join('\n')

/**
 * The Markdown a tester attaches to a ticket: what was tried and when (with
 * its zone), the variant, the status and the app's classification with its
 * next steps, the redacted exchange, the app and system, and a curl a vendor
 * engineer can run once the placeholders are filled. Built only from a stored
 * trace, which never held a secret.
 */
export function ticketReport(
  trace: ExchangeTrace,
  profile: TicketProfile,
  environment: TicketEnvironment,
  now: number,
  /** The first send of a request sent again (trace.resentAfter), null when it is no longer kept. */
  first: ExchangeTrace | null = null,
): string {
  const status = trace.response ? String(trace.response.status) : 'no answer'
  const outcome = trace.outcome
  const resent = trace.resentAfter ?? null
  // A new token refused as the first was: the request is at fault, not the token (as the window says).
  const refusedAgain = resent !== null && trace.response?.status === resent.status
  const refusedFirst =
    resent === null
      ? ''
      : refusedAgain
        ? ' with its first token and with a new one'
        : ` after its first token was refused (${resent.status})`
  // A test request that got any answer did what it was for; whether the answer is good is the
  // status's to say ("succeeded (401)" read as a contradiction).
  const verdict = !outcome.ok ? 'failed' : trace.kind === 'token' ? 'succeeded' : 'answered'
  const lines: string[] = [
    `# ${whatWasTried[trace.kind]}: ${verdict} (${status})${refusedFirst}`,
    '',
    `- **Profile:** ${profile.name}`,
    // What the vendor looks the login up by: its account and API user (the password never).
    `- **Account:** ${profile.account.id}${profile.account.name === '' ? '' : ` (${profile.account.name})`}`,
    `- **Username:** ${profile.username}`,
    `- **When:** ${isoLocal(trace.at)}`,
    `- **Variant:** ${trace.variant}`,
    `- **Request:** ${trace.request.method} ${trace.request.url}`,
    `- **Status:** ${status}`,
    outcome.ok
      ? `- **Result:** ${outcome.summary}`
      : `- **Classification:** \`${outcome.code}\`: ${outcome.message}`,
    ...(trace.sentToken ? [`- **Token sent:** ${sentTokenText(trace.sentToken, trace.at)}`] : []),
    ...(refusedAgain
      ? [
          `- **Conclusion:** a token issued moments before was refused too (${status}): the request is at fault (its header style, its URL or this user's rights), not the token.`,
        ]
      : []),
  ]
  if (!outcome.ok && outcome.next.length > 0) {
    lines.push('', '## Next steps', '', ...outcome.next.map((step) => `- ${step}`))
  }
  if (resent !== null) lines.push('', ...firstSendSection(resent, first))
  const redirects = trace.redirects ?? []
  if (redirects.length > 0) {
    // The vendor sees the whole way, not only where it ended.
    lines.push(
      '',
      '## Redirects',
      '',
      `The request below is the last of ${redirects.length + 1}; each one before it was answered with a redirect:`,
      '',
      fence(redirectsText(redirects)),
    )
  }
  lines.push('', '## Request', '', fence(requestText(trace), 'http'))
  lines.push('', '## Response', '')
  if (trace.response) {
    lines.push(fence(responseText(trace.response), 'http'))
  } else {
    lines.push('No answer came back.')
  }
  lines.push('', '## Timing', '', '| Phase | Time |', '| --- | --- |')
  for (const phase of timingPhases)
    lines.push(`| ${phase.label} | ${formatPhase(trace.timing[phase.key])} |`)
  if (trace.connection) lines.push(`| Connection | ${connectionText[trace.connection]} |`)
  lines.push('', '## Network path', '', `- **Route:** ${routeText(trace.route)}`)
  if (trace.tls) {
    lines.push(`- **TLS:** ${pinText[trace.tls.pin]}; the server's chain, leaf first:`)
    for (const cert of trace.tls.chain) {
      lines.push(
        `  - ${cert.subject}, issued by ${cert.issuer}, valid ${cert.validFrom} to ${cert.validTo}, SHA-256 \`${cert.sha256}\``,
      )
    }
  } else {
    lines.push('- **TLS:** none (plain http, or no handshake reached)')
  }
  const curl = trace.kind === 'token' ? tokenCurl(trace) : requestCurl(trace)
  const fill =
    trace.kind === 'token'
      ? `Set \`TOKEN_DESK_USERNAME\` to the username and put the password in place of \`<password>\`.`
      : 'Set `TOKEN` to a valid token for this account.'
  const ca = trace.tls
    ? " If the server's certificate comes from a private CA, add `--cacert <CA file>`."
    : ''
  lines.push(
    '',
    '## Reproduce',
    '',
    `${fill}${ca}${trace.route?.kind === 'proxy' && trace.route.credentialsSent ? ' Put the proxy user and password in place of `<proxy user>:<proxy password>`.' : ''}`,
    '',
    fence(curl, 'sh'),
    '',
    '## Environment',
    '',
    `- Token Desk ${environment.version} (${environment.runtime})`,
    `- ${environment.platform} ${environment.release} (${environment.arch})`,
    `- Report made ${isoLocal(now)}; passwords, tokens and proxy passwords are never included.`,
    '',
  )
  return lines.join('\n')
}

/**
 * A token's times as the vendor checks a refusal against them: when it was
 * issued, until when, and how much of its validity was left when it was sent.
 */
function sentTokenText(token: SentToken, sentAt: number): string {
  const left = token.expiresAt - sentAt
  return `issued ${isoLocal(token.issuedAt)}, valid until ${isoLocal(token.expiresAt)}; ${
    left > 0 ? `${formatDuration(left)} of its validity left` : 'already past its expiry'
  } when sent (the token itself is never included)`
}

/**
 * The send before this one, whose token the service refused: what proves a
 * token refused within its validity, the reason the request went again.
 */
function firstSendSection(resent: ResentAfter, first: ExchangeTrace | null): string[] {
  const lines = [`## First send: answered ${resent.status}, so sent again with a new token`, '']
  if (first === null) {
    lines.push(
      `The same request went first with the token held then and was answered ${resent.status}; Token Desk got a new token and sent it again: the Request and Response sections below are that second send. The first send's exchange is no longer kept (only the newest ${EXCHANGE_LENGTH} are).`,
    )
    return lines
  }
  lines.push(
    `The same request went first at ${isoLocal(first.at)} and was answered ${resent.status}.${
      first.sentToken ? ` Its token: ${sentTokenText(first.sentToken, first.at)}.` : ''
    } Token Desk got a new token and sent the request again: the Request and Response sections below are that second send.`,
    '',
    fence(requestText(first), 'http'),
    '',
    first.response ? fence(responseText(first.response), 'http') : 'No answer came back.',
  )
  return lines
}

const requestText = (trace: ExchangeTrace): string =>
  `${trace.request.method} ${trace.request.url}\n${headerLines(trace.request.headers)}${trace.request.body ? `\n\n${trace.request.body}` : ''}`

const responseText = (r: ExchangeResponse): string =>
  `HTTP ${r.status}\n${headerLines(r.headers)}\n\n${r.body}${r.truncated ? '\n… (cut at 2 KiB)' : ''}`

/** The file name Save as… offers. */
export const ticketFileName = (trace: ExchangeTrace): string =>
  `token-desk-ticket-${isoLocal(trace.at).replace(/[:]/g, '-').replace(/\+/, 'p')}.md`
