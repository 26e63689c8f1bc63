/**
 * The `token-desk` command line's protocol with the running app: one JSON
 * request per line, one JSON reply per line, one exchange per connection;
 * except `watch`, whose connection stays open (below).
 * Shared by the client (src/cli) and the server (src/main/core/cli); types and
 * constants only, so the client stays small.
 */

export const CLI_PROTOCOL_VERSION = 1

/** A request line is a few hundred bytes; anything near this is not ours. */
export const MAX_REQUEST_BYTES = 16 * 1024

/** The longest a request may wait in the app (approval, password prompt, renewal). */
export const MAX_WAIT_MS = 10 * 60 * 1000

/** Who asks: a random id the CLI keeps in its own config file, and a name to show the user. */
export interface CliClient {
  id: string
  name: string
}

export type CliRequest =
  /** Answered without approval and without reading any data: the benchmark's floor. */
  | { v: typeof CLI_PROTOCOL_VERSION; op: 'ping' }
  /** Whether the app listens and what this client may do; never a secret. */
  | { v: typeof CLI_PROTOCOL_VERSION; op: 'status'; client: CliClient }
  | {
      v: typeof CLI_PROTOCOL_VERSION
      op: 'list'
      client: CliClient
      /** false: an unapproved client is denied without a dialog (shell completion). */
      prompt: boolean
      /** How long the command waits for the approval prompt. */
      timeoutMs: number
    }
  | ({ v: typeof CLI_PROTOCOL_VERSION; op: 'token' } & CliTokenFields)
  | {
      v: typeof CLI_PROTOCOL_VERSION
      op: 'verify'
      client: CliClient
      prompt: boolean
      /** Names, ids or `account:<id>`, each naming one profile; 'all': every profile. */
      profiles: string[] | 'all'
      timeoutMs: number
    }
  /**
   * A token now, then a new one each time the app has renewed it, for as long
   * as the client keeps the connection open (exec, sink): one reply line
   * (`CliReply<CliWatchToken>`) per token. The app renews by its own clock
   * (when less than `minTtlMs` is left, or a third of the token's life when
   * that is shorter) and retries a network failure until the token expires; a
   * failure it cannot get over ends the stream with one `ok: false` line. The
   * approval covers the whole stream ("Allow once": this one).
   */
  | ({ v: typeof CLI_PROTOCOL_VERSION; op: 'watch' } & CliTokenFields)

/** What `token` and `watch` ask for alike (a watch's first token is asked for as `token`'s). */
export interface CliTokenFields {
  client: CliClient
  prompt: boolean
  /** A name, an id or `account:<id>`. */
  profile: string
  /** Renew first when less than this remains. */
  minTtlMs: number
  /**
   * Renew even when the current token lasts: the answer is a token from a
   * renewal in flight when the request arrived or started after it (a watch:
   * its first token only).
   */
  force?: boolean
  /** How long the command waits for the user (approval, password) and the renewal. */
  timeoutMs: number
}

export type CliOp = CliRequest['op']

/**
 * The fewest first characters of a profile's id a command takes for the id
 * (profileSelector), and what a narrow terminal's `list` cuts ids to.
 */
export const ID_PREFIX_MINIMUM = 8

/** A profile as the command line lists it: never a secret. */
export interface CliProfileRow {
  id: string
  name: string
  accountId: string
  accountName: string
  portal: string
  /** The token's state now (as the app's badge shows it). */
  state: 'none' | 'valid' | 'expiring' | 'expired' | 'rejected' | 'renewing'
  expiresAt: number | null
  /**
   * Until `expiresAt` by the app's clock when sent (negative: past), as the
   * state is: the list never compares its own clock with `expiresAt`.
   */
  remainingMs: number | null
  password: 'stored' | 'session' | 'command' | 'none'
  /**
   * Why its last attempt to get a token failed, while that stands (the
   * window lists it under Failed): the error's code, and the HTTP status
   * when the service answered. Null: none failed, or a token came since.
   */
  failure: { code: string; status: number | null } | null
  /**
   * The account its token is for, when that is another account than the
   * profile's and the token would otherwise read as usable (the window says
   * "Wrong account" and lists it under Failed); null otherwise. Absent from
   * an app older than this field.
   */
  wrongAccount?: string | null
}

export interface CliToken {
  profile: { id: string; name: string }
  accountId: string
  token: string
  /** The header's value, Bearer or bare as the profile says. */
  authorization: string
  expiresAt: number
  /**
   * Said on stderr, the token being handed out all the same: a token renewed
   * just now has less life than --min-ttl (the service issues them that short).
   */
  notice?: string
}

/** A token of a `watch` stream. */
export interface CliWatchToken extends CliToken {
  /**
   * What is left of it by the app's clock when sent: the client schedules by
   * this, never by comparing its own clock with `expiresAt` (a VM's or a
   * container's clock may differ from the app's).
   */
  remainingMs: number
}

/**
 * One profile's verdict from the window's Verify: `checked` states sent the
 * token (accepted, refused, wrong-account, inconclusive); the others did not
 * (no-token and no-probe never fetch or guess; network: it did not arrive).
 */
export interface CliVerifyRow {
  profile: string
  id: string
  account: string
  state: CliVerifyState
  /** The probe's HTTP status, when an answer came. */
  status: number | null
  /** When the check was made; null when none was (no token, no probe: nothing was sent). */
  checkedAt: number | null
  message: string
}

export type CliVerifyState =
  | 'accepted'
  | 'refused'
  | 'wrong-account'
  | 'inconclusive'
  | 'no-token'
  | 'no-probe'
  | 'network'
  | 'failed'

export type CliAccess =
  { kind: 'off' } | { kind: 'not-approved' } | { kind: 'approved'; until: number | null }

export interface CliStatus {
  access: CliAccess
  /**
   * Only for an approved client. `locked`: the window is locked, and every
   * command that hands out a token is refused (4) until Unlock.
   */
  app?: { version: string; runtime: string; dataDir: string; locked: boolean }
}

export type CliError =
  | { code: 'bad-request'; message: string }
  /** CLI access is off in Settings. */
  | { code: 'access-off'; message: string }
  /** Not approved: the client learns nothing more. */
  | { code: 'denied'; message: string }
  | { code: 'unknown-profile'; message: string; candidates: CliProfileRow[] }
  | { code: 'ambiguous-profile'; message: string; candidates: CliProfileRow[] }
  /** The token service refused (401) or answered something unusable. */
  | { code: 'refused'; message: string }
  | { code: 'network'; message: string }
  /** The user did not answer (approval, password) or the renewal did not finish in time. */
  | { code: 'timeout'; message: string }
  /** The user cancelled the app's password prompt. */
  | { code: 'cancelled'; message: string }
  | { code: 'internal'; message: string }

export type CliReply<T = unknown> = { ok: true; value: T } | { ok: false; error: CliError }
