import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { routeApi } from './apis'
import { control, isControlPath } from './control'
import type { Controls } from './control'
import {
  checkFault,
  checkFaultRule,
  checkLatency,
  checkLifetime,
  JSON_TYPE,
  writeFault,
} from './faults'
import type { Fault, FaultRule } from './faults'
import { checkHost, hostKinds } from './hosts'
import type { HostKind } from './hosts'
import { checkTokenKey, signToken, unsignedJwt, verifyToken } from './signedTokens'
import type { TokenClaims } from './signedTokens'
import { demoUsers } from './users'
import type { Access, SandboxUser } from './users'

export type { Access, SandboxUser } from './users'
export type { Fault, FaultKind, FaultRule, RedirectStatus } from './faults'
export { controlPaths } from './control'
export { apiPaths, expandPath } from './apis'
export type { ApiName, ApiPath } from './apis'
export { hostKinds } from './hosts'
export type { HostKind } from './hosts'

/** Spec 2.4: A is `{data, error}`, B is `{token}` / `{code, error}`. */
export type Envelope = 'A' | 'B'

export interface SandboxOptions {
  /** Which envelope the customer portal answers with (default 'A'); the other hosts always use B. */
  customerEnvelope?: Envelope
  /** Default `demoUsers`. Usernames must be unique (spec 8). */
  users?: readonly SandboxUser[]
  /**
   * Token lifetime, default 24 h (spec 2.3). Any other lifetime issues JWTs whose `exp` says it,
   * so a client can show the real expiry (the spec's tokens are opaque and last 24 h).
   */
  lifetimeMs?: number
  /** Default `Date.now`; read at issue time and again whenever a token is checked. */
  clock?: () => number
  /** Default 0 each, i.e. a random free port. */
  ports?: { portal?: number; alternate?: number; apiHost?: number }
  /**
   * Signs tokens (at least 16 characters), so that a sandbox started again with the same key
   * accepts the tokens it issued before, like a service that kept running. Without it tokens are
   * random and known only to this run.
   */
  tokenKey?: string
}

export interface IssuedToken extends TokenClaims {
  token: string
}

export interface RecordedRequest {
  method: string
  host: HostKind
  /** Request path without the query string, not decoded. */
  path: string
  /** Raw query string including the leading '?', or '' when there is none. */
  query: string
  /** Header names lower-cased; repeated headers joined with ', '. */
  headers: Record<string, string>
  /** Raw body as UTF-8; '' when there was none or it was over the size limit. */
  body: string
  /** Clock reading when the request arrived. */
  receivedAt: number
}

export interface Sandbox {
  /** Base URLs such as 'http://127.0.0.1:41234', without a trailing slash. */
  urls: { portal: string; alternate: string; apiHost: string }
  /** Every request the sandbox received, in order of arrival. For tests. */
  requests: RecordedRequest[]
  /** Count of token requests (any method, any outcome) per host kind, or in total. */
  authCount(host?: HostKind): number
  issued: IssuedToken[]
  setCustomerEnvelope(envelope: Envelope): void
  /**
   * Answers token requests with `rule.fault` instead (after reading and recording them), replacing
   * any earlier rule; null clears. Throws TypeError / RangeError on an invalid rule.
   */
  setFault(rule: FaultRule | null): void
  /** Delays every answer but the control endpoint's, on one host or all; 0 clears. */
  setLatency(ms: number, host?: HostKind): void
  /** Lifetime of tokens issued from now on; tokens already issued keep theirs. */
  setLifetime(ms: number): void
  /**
   * The login's password from now on, as a team vault rotates it (tokens
   * already issued stay valid). Throws RangeError for a username it does not know.
   */
  setPassword(username: string, password: string): void
  /** Also ends hanging and delayed requests, by destroying their sockets. */
  close(): Promise<void>
}

export const DEFAULT_LIFETIME_MS = 24 * 60 * 60 * 1000
/** The spec shows no size limit; 64 KiB is far above any credentials body. */
export const MAX_BODY_BYTES = 64 * 1024

/** Spec 4.1–4.3: where each host hands out tokens. */
export const tokenPaths: Record<HostKind, string> = {
  portal: '/_rest/v4/authenticate',
  alternate: '/_rest/v4/authenticate',
  apiHost: '/_rest/v4/app/sms/authenticate/get_portal_auth_token',
}
/** Not in the spec: a protected endpoint so clients can prove a token works. */
export const whoamiPath = '/_rest/v4/whoami'

/**
 * Spec 2.1: the customer portal issues tokens to API users only; the alternate portal's flow
 * also offers SMS, and the SMS API host serves SMS users by its nature.
 */
const grantedAccess: Record<HostKind, readonly Access[]> = {
  portal: ['api'],
  alternate: ['api', 'sms'],
  apiHost: ['api', 'sms'],
}

interface ActiveFault {
  fault: Fault
  host: HostKind | undefined
  /** Token requests left before the rule lapses; undefined: until cleared. */
  remaining: number | undefined
}

interface State {
  users: Map<string, SandboxUser>
  lifetimeMs: number
  clock: () => number
  customerEnvelope: Envelope
  issued: IssuedToken[]
  byToken: Map<string, IssuedToken>
  tokenKey: string | undefined
  fault: ActiveFault | null
  latency: Record<HostKind, number>
  delays: Delays
  closed: boolean
}

interface ParsedRequest {
  method: string
  path: string
  query: URLSearchParams
  authorization: string | undefined
  body: string
}

interface Reply {
  status: number
  /** undefined: no body (204). */
  body?: unknown
  headers?: Record<string, string>
}

interface Credentials {
  username: string
  password: string
}

const envelopeOf = (state: State, host: HostKind): Envelope =>
  host === 'portal' ? state.customerEnvelope : 'B'

function success(envelope: Envelope, token: string): Reply {
  return { status: 200, body: envelope === 'A' ? { data: token, error: null } : { token } }
}

/** Spec 7: the exact 401 bodies; which condition gives which body is not shown, so all share one. */
function unauthorized(envelope: Envelope): Reply {
  return {
    status: 401,
    body:
      envelope === 'A'
        ? { data: null, error: 'Missing Authentication Token' }
        : { code: 401, error: 'Unauthorized' },
  }
}

/** Spec 2.2: an object with string username and password; anything else is a failed login. */
export function parseCredentials(body: string): Credentials | null {
  let value: unknown
  try {
    value = JSON.parse(body)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const { username, password } = value as Record<string, unknown>
  return typeof username === 'string' && typeof password === 'string'
    ? { username, password }
    : null
}

/**
 * Spec 7 lists POST as a precondition, so other methods fail like bad credentials. Spec 4.3 leaves
 * the SMS host's method open: there GET works too, with a JSON body or query parameters.
 */
function credentialsOf(host: HostKind, req: ParsedRequest): Credentials | null {
  if (req.method === 'POST') return parseCredentials(req.body)
  if (host !== 'apiHost' || req.method !== 'GET') return null
  if (req.body.trim() !== '') return parseCredentials(req.body)
  const username = req.query.get('username')
  const password = req.query.get('password')
  return username !== null && password !== null ? { username, password } : null
}

function authenticate(state: State, host: HostKind, req: ParsedRequest): Reply {
  const envelope = envelopeOf(state, host)
  const credentials = credentialsOf(host, req)
  const user = credentials && state.users.get(credentials.username)
  if (!credentials || !user || user.password !== credentials.password) return unauthorized(envelope)
  if (!grantedAccess[host].includes(user.access)) return unauthorized(envelope)
  const issuedAt = state.clock()
  const claims: TokenClaims = {
    username: user.username,
    accountId: user.accountId,
    issuedAt,
    expiresAt: issuedAt + state.lifetimeMs,
    host,
  }
  // A lifetime other than the spec's 24 h is one the client cannot assume: say it in a JWT `exp`.
  const form = state.lifetimeMs === DEFAULT_LIFETIME_MS ? 'opaque' : 'jwt'
  const token =
    state.tokenKey !== undefined
      ? signToken(state.tokenKey, claims, form)
      : form === 'jwt'
        ? unsignedJwt(claims)
        : randomBytes(24).toString('base64url')
  const issued: IssuedToken = { token, ...claims }
  state.issued.push(issued)
  state.byToken.set(issued.token, issued)
  return success(envelope, issued.token)
}

/**
 * The fault a login always gets (`SandboxUser.fault`), whatever its password: it stands for
 * something in front of the service, and lets several faults be tried side by side.
 */
function faultOfLogin(state: State, host: HostKind, req: ParsedRequest): Fault | undefined {
  const username = credentialsOf(host, req)?.username
  return username === undefined ? undefined : state.users.get(username)?.fault
}

/** Spec 5.3: some APIs want "Bearer <token>", others the bare token; accept both. */
export function tokenFromAuthorization(header: string | undefined): string | null {
  const value = header?.trim() ?? ''
  const bearer = /^bearer\s+(\S+)$/i.exec(value)
  const token = bearer ? (bearer[1] ?? '') : value
  return token === '' ? null : token
}

/**
 * A token this sandbox issued, or (with a token key) one a run with the same key issued, whose
 * user still exists. Expiry is the caller's check. A token issued on any host works on all three.
 */
function findToken(state: State, token: string): TokenClaims | undefined {
  const claims =
    state.byToken.get(token) ??
    (state.tokenKey === undefined ? undefined : verifyToken(state.tokenKey, token))
  return claims && state.users.has(claims.username) ? claims : undefined
}

function whoami(state: State, host: HostKind, req: ParsedRequest): Reply {
  if (req.method !== 'GET') {
    return { status: 405, body: { error: 'Method not allowed' }, headers: { Allow: 'GET' } }
  }
  const token = tokenFromAuthorization(req.authorization)
  const issued = token === null ? undefined : findToken(state, token)
  const user = issued && state.users.get(issued.username)
  // Spec 3: the token expires 24 h after issue; the answer to an expired token is not shown.
  if (!issued || !user || state.clock() >= issued.expiresAt) {
    return unauthorized(envelopeOf(state, host))
  }
  return {
    status: 200,
    body: {
      accountId: user.accountId,
      accountName: user.accountName,
      username: user.username,
      expiresAt: issued.expiresAt,
    },
  }
}

const notFound: Reply = { status: 404, body: { error: 'Not found' } }

function route(state: State, host: HostKind, req: ParsedRequest): Reply {
  if (req.path === tokenPaths[host]) return authenticate(state, host, req)
  if (req.path === whoamiPath) return whoami(state, host, req)
  return (
    routeApi({ findToken: (token) => findToken(state, token), clock: state.clock }, req) ?? notFound
  )
}

function send(res: ServerResponse, reply: Reply): void {
  if (reply.body === undefined) {
    res.writeHead(reply.status, { 'Cache-Control': 'no-store', ...reply.headers })
    res.end()
    return
  }
  const payload = JSON.stringify(reply.body)
  res.writeHead(reply.status, {
    'Content-Type': JSON_TYPE,
    'Content-Length': Buffer.byteLength(payload),
    'Cache-Control': 'no-store',
    ...reply.headers,
  })
  res.end(payload)
}

/** Consumes one use of the current rule if it covers this host. */
function takeFault(state: State, host: HostKind): Fault | null {
  const rule = state.fault
  if (!rule || (rule.host !== undefined && rule.host !== host)) return null
  if (rule.remaining !== undefined && --rule.remaining <= 0) state.fault = null
  return rule.fault
}

interface Delays {
  wait(ms: number): Promise<void>
  /** Ends every wait at once, so close() leaves no timer holding the process open. */
  cancelAll(): void
}

function createDelays(): Delays {
  const pending = new Map<NodeJS.Timeout, () => void>()
  return {
    wait: (ms) =>
      new Promise((resolve) => {
        const timer = setTimeout(() => {
          pending.delete(timer)
          resolve()
        }, ms)
        pending.set(timer, resolve)
      }),
    cancelAll: () => {
      for (const [timer, resolve] of pending) {
        clearTimeout(timer)
        resolve()
      }
      pending.clear()
    },
  }
}

/** Resolves null once the body passes `limit`; the rest is drained and discarded. */
function readBody(req: IncomingMessage, limit: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length']) > limit) {
      req.resume()
      resolve(null)
      return
    }
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer): void => {
      size += chunk.length
      if (size <= limit) {
        chunks.push(chunk)
        return
      }
      req.off('data', onData)
      req.resume()
      resolve(null)
    }
    req.on('data', onData)
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

function flatten(headers: IncomingMessage['headers']): Record<string, string> {
  const flat: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value
  }
  return flat
}

function handler(state: State, host: HostKind, requests: RecordedRequest[], controls: Controls) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = req.url ?? '/'
    const cut = url.indexOf('?')
    const path = cut === -1 ? url : url.slice(0, cut)
    const query = cut === -1 ? '' : url.slice(cut)
    const method = req.method ?? 'GET'
    // Recorded on arrival so the order is arrival order even when bodies finish out of order.
    const record: RecordedRequest = {
      method,
      host,
      path,
      query,
      headers: flatten(req.headers),
      body: '',
      receivedAt: state.clock(),
    }
    requests.push(record)
    let body: string | null
    try {
      body = await readBody(req, MAX_BODY_BYTES)
    } catch {
      res.destroy() // the client went away mid-body; nobody is left to answer
      return
    }
    if (body === null) {
      // Close rather than keep alive: the client may still be sending the rest of the body.
      res.shouldKeepAlive = false
    } else {
      record.body = body
    }
    const tooLarge: Reply = { status: 413, body: { error: 'Request body too large' } }
    if (isControlPath(path)) {
      send(res, body === null ? tooLarge : control(method, path, body, controls))
      return
    }
    // Taken before the latency wait, so with `times` the first N to arrive get the fault.
    const fault = path === tokenPaths[host] ? takeFault(state, host) : null
    const latency = state.latency[host]
    if (latency > 0) await state.delays.wait(latency)
    if (state.closed) return // close() destroyed the socket; nothing can be sent
    const authorization = req.headers.authorization
    const parsed = {
      method,
      path,
      query: new URLSearchParams(query),
      authorization,
      body: body ?? '',
    }
    const password = () => credentialsOf(host, parsed)?.password
    if (fault) return writeFault(req, res, fault, password())
    if (body === null) return send(res, tooLarge)
    const loginFault = path === tokenPaths[host] ? faultOfLogin(state, host, parsed) : undefined
    if (loginFault) return writeFault(req, res, loginFault, password())
    send(res, route(state, host, parsed))
  }
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve((server.address() as AddressInfo).port)
    })
  })
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    // Not listening (e.g. its listen failed) is as good as closed.
    server.close(() => resolve())
    server.closeAllConnections()
  })
}

function checkEnvelope(envelope: unknown): Envelope {
  if (envelope !== 'A' && envelope !== 'B') {
    throw new TypeError(`Unknown envelope: ${String(envelope)}`)
  }
  return envelope
}

function indexUsers(users: readonly SandboxUser[]): Map<string, SandboxUser> {
  const map = new Map<string, SandboxUser>()
  for (const user of users) {
    if (map.has(user.username)) throw new Error(`Duplicate sandbox username: ${user.username}`)
    map.set(
      user.username,
      user.fault === undefined ? { ...user } : { ...user, fault: checkFault(user.fault) },
    )
  }
  return map
}

/** Starts the three hosts on 127.0.0.1, sharing one set of users and issued tokens. */
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const state: State = {
    users: indexUsers(options.users ?? demoUsers),
    lifetimeMs: checkLifetime(options.lifetimeMs ?? DEFAULT_LIFETIME_MS),
    clock: options.clock ?? Date.now,
    customerEnvelope: checkEnvelope(options.customerEnvelope ?? 'A'),
    issued: [],
    byToken: new Map(),
    tokenKey: options.tokenKey === undefined ? undefined : checkTokenKey(options.tokenKey),
    fault: null,
    latency: { portal: 0, alternate: 0, apiHost: 0 },
    delays: createDelays(),
    closed: false,
  }
  const controls: Controls = {
    setFault: (value) => {
      const rule = checkFaultRule(value)
      state.fault = rule && { fault: rule.fault, host: rule.host, remaining: rule.times }
    },
    setLatency: (ms, host) => {
      const delay = checkLatency(ms)
      for (const kind of host === undefined ? hostKinds : [checkHost(host)]) {
        state.latency[kind] = delay
      }
    },
    setLifetime: (ms) => {
      state.lifetimeMs = checkLifetime(ms)
    },
  }
  const requests: RecordedRequest[] = []
  const servers = hostKinds.map((host) => {
    const handle = handler(state, host, requests, controls)
    // Nothing in `handle` is expected to throw; if it does, drop the connection, not the process.
    return createServer((req, res) => void handle(req, res).catch(() => res.destroy()))
  })
  const listening = await Promise.allSettled(
    hostKinds.map((host, i) => listen(servers[i] as Server, options.ports?.[host] ?? 0)),
  )
  const failed = listening.find((result) => result.status === 'rejected')
  if (failed) {
    await Promise.all(servers.map(closeServer))
    throw failed.reason
  }
  const [portal, alternate, apiHost] = listening.map((result) =>
    result.status === 'fulfilled' ? `http://127.0.0.1:${result.value}` : '',
  ) as [string, string, string]

  let closing: Promise<void> | undefined
  return {
    urls: { portal, alternate, apiHost },
    requests,
    issued: state.issued,
    authCount: (host) =>
      requests.filter(
        (r) => r.path === tokenPaths[r.host] && (host === undefined || r.host === host),
      ).length,
    setCustomerEnvelope: (envelope) => {
      state.customerEnvelope = checkEnvelope(envelope)
    },
    setPassword: (username, password) => {
      const user = state.users.get(username)
      if (user === undefined) throw new RangeError(`No sandbox user ${username}`)
      state.users.set(username, { ...user, password })
    },
    ...controls,
    close: () => {
      if (!closing) {
        state.closed = true
        // Servers first: their sockets are destroyed before the cut-short waits resume.
        closing = Promise.all(servers.map(closeServer)).then(() => undefined)
        state.delays.cancelAll()
      }
      return closing
    },
  }
}
