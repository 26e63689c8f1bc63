import type { Said } from '../i18n/said'
/**
 * One attempt as it went over the wire: a token request (spec 4.1–4.3) or a
 * test request, with every credential replaced by a placeholder. Kept per
 * profile next to the activity and run history (a few of the newest), shown
 * under a failure and in the activity list, and the source of a ticket report.
 */

/** What was tried: a token request, a test request, or Verify now's call of the profile's probe. */
export type ExchangeKind = 'token' | 'request' | 'verify'

/**
 * Each phase's length in milliseconds, from the socket events of the request;
 * null: not measured (an address needs no lookup, a reused connection has no
 * connect, plain http has no TLS, an attempt that stopped before it).
 */
export interface ExchangeTiming {
  dnsMs: number | null
  connectMs: number | null
  tlsMs: number | null
  firstByteMs: number | null
  totalMs: number | null
}

/**
 * The connection a request went over: one it opened, or one kept alive from
 * an earlier request (whose lookup, connect and handshake those were).
 */
export type ExchangeConnection = 'new' | 'kept'

/** How the request travelled: straight, or through a proxy (a CONNECT tunnel for https). */
export type ExchangeRoute =
  { kind: 'direct' } | { kind: 'proxy'; proxy: string; tunnel: boolean; credentialsSent: boolean }

/** One certificate of the chain the server showed, leaf first. */
export interface CertificateSummary {
  subject: string
  issuer: string
  validFrom: string
  validTo: string
  /** Lowercase hex SHA-256 of the DER form (what a pin compares). */
  sha256: string
}

/** none: the profile pins no certificate; matched / mismatch: the leaf against the pin. */
export type PinCheck = 'none' | 'matched' | 'mismatch'

export interface ExchangeTls {
  chain: CertificateSummary[]
  pin: PinCheck
}

export interface ExchangeRequest {
  method: string
  url: string
  /** Credentials already replaced (Authorization: Bearer <token>). */
  headers: [string, string][]
  /** With the password as <password>; empty for none. */
  body: string
}

export interface ExchangeResponse {
  status: number
  /** Set-Cookie and authorization headers redacted. */
  headers: [string, string][]
  /** At most EXCHANGE_BODY_BYTES of the body, redacted. */
  body: string
  truncated: boolean
}

/**
 * A redirect followed on the way to the request shown: the hop's request
 * and where its answer pointed (redacted as the request is).
 */
export interface ExchangeRedirect {
  method: string
  url: string
  status: number
  location: string
}

/** The redirects as the window and a ticket show them: each hop's request line, then its answer. */
export const redirectsText = (redirects: readonly ExchangeRedirect[]): string =>
  redirects
    .map((hop) => `${hop.method} ${hop.url}\n→ ${hop.status}, Location: ${hop.location}`)
    .join('\n\n')

/** What the app made of it: the AppError code and message, with the checks it advises. */
export type ExchangeOutcome =
  | { ok: true; summary: string; said?: Said }
  | { ok: false; code: string; message: string; said?: Said; next: string[] }

/** What a request's code records; the service that keeps it adds who, when and an id. */
export type RecordedExchange = Omit<ExchangeTrace, 'id' | 'profileId' | 'at'>

export interface ExchangeTrace {
  id: string
  profileId: string
  at: number
  kind: ExchangeKind
  /** Spec section of the token endpoint variant (4.1, 4.2, 4.3); null for a test request. */
  section: '4.1' | '4.2' | '4.3' | null
  /** In words: "Customer portal (spec 4.1)" or "Test request". */
  variant: string
  /** The redirects followed before `request` (the last hop), in order; absent: none. */
  redirects?: ExchangeRedirect[]
  request: ExchangeRequest
  /** Null: the request never left (a proxy or PAC failure before a route was chosen). */
  route: ExchangeRoute | null
  /** Null: plain http, or no TLS handshake was reached. */
  tls: ExchangeTls | null
  timing: ExchangeTiming
  /** Absent: no connection was reached, or recorded before this was kept. */
  connection?: ExchangeConnection
  /** Null: no answer (a network failure). */
  response: ExchangeResponse | null
  outcome: ExchangeOutcome
  /** A test request's token as Token Desk held it when sending (never its value); absent on token requests and older records. */
  sentToken?: SentToken
  /** A test request sent again with a new token because the first send's token was refused. */
  resentAfter?: ResentAfter
}

/** When the token a test request carried was issued and until when it was believed valid. */
export interface SentToken {
  issuedAt: number
  expiresAt: number
}

/** The first send of a request sent again: its exchange (while kept) and the status that refused its token. */
export interface ResentAfter {
  exchangeId: string
  status: number
}

/** How many exchanges each profile keeps. */
export const EXCHANGE_LENGTH = 10
/** The body excerpt kept of a response. */
export const EXCHANGE_BODY_BYTES = 2048

/** Shown for a phase that was not measured: never a guess. */
export const NOT_MEASURED = 'not measured'

export const formatPhase = (ms: number | null): string =>
  ms === null ? NOT_MEASURED : `${Math.round(ms)} ms`

/** The phases in the order they happen, with their labels. */
export const timingPhases: { key: keyof ExchangeTiming; label: string }[] = [
  { key: 'dnsMs', label: 'DNS' },
  { key: 'connectMs', label: 'Connect' },
  { key: 'tlsMs', label: 'TLS' },
  { key: 'firstByteMs', label: 'First byte' },
  { key: 'totalMs', label: 'Total' },
]

export const routeText = (route: ExchangeRoute | null): string =>
  route === null
    ? 'not reached'
    : route.kind === 'direct'
      ? 'direct'
      : `proxy ${route.proxy}${route.tunnel ? ' (CONNECT tunnel)' : ''}${route.credentialsSent ? ', proxy credentials sent (<proxy password>)' : ''}`

/** What a kept connection means for the phases (the ticket report's words). */
export const connectionText: Record<ExchangeConnection, string> = {
  new: 'new',
  kept: "kept alive from an earlier request: the lookup, connect and any TLS handshake were that request's",
}

export const pinText: Record<PinCheck, string> = {
  none: 'no pin',
  matched: 'pin matched',
  mismatch: 'pin did NOT match',
}
