import { randomBytes } from 'node:crypto'
import { show } from './check'

/**
 * Spec 5.3 names three consumers of a token: the analytics APIs (Bearer only), SMS and flows. The
 * spec shows none of their paths or answers; these are the sandbox's stand-ins, so a client can
 * prove that a token works, in the right header form and only for its own account.
 */
export type ApiName = 'analyticsSummary' | 'smsMessages' | 'flowTrigger'

export interface ApiPath {
  method: 'GET' | 'POST'
  /** `{name}` marks a path parameter: one percent-encoded segment. */
  path: string
  /** bearer: only "Bearer <token>"; either: that or the bare token. */
  authorization: 'bearer' | 'either'
}

export const apiPaths: Readonly<Record<ApiName, Readonly<ApiPath>>> = {
  analyticsSummary: {
    method: 'GET',
    path: '/_rest/v4/analytics/accounts/{accountId}/summary',
    authorization: 'bearer',
  },
  smsMessages: { method: 'POST', path: '/_rest/v4/app/sms/messages', authorization: 'either' },
  flowTrigger: {
    method: 'POST',
    path: '/_rest/v4/flows/{flowId}/trigger',
    authorization: 'either',
  },
}

/** Fills a template's `{name}` parameters, percent-encoded, e.g. for curl lines and tests. */
export function expandPath(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new TypeError(`Missing path parameter: ${name}`)
    return encodeURIComponent(value)
  })
}

/** What the server knows about a token; undefined when it never issued it. */
export interface TokenInfo {
  accountId: string
  expiresAt: number
}

export interface ApiContext {
  findToken(token: string): TokenInfo | undefined
  clock(): number
}

export interface ApiRequest {
  method: string
  /** Raw path, not decoded, without the query string. */
  path: string
  authorization: string | undefined
  body: string
}

export interface ApiReply {
  status: number
  body: unknown
  headers?: Record<string, string>
}

type Params = Record<string, string>
/** `account`: the one the presented token was issued for. */
type Handler = (req: ApiRequest, account: string, params: Params) => ApiReply

/** Thrown by a handler for a bad body; the message names the field. */
class BadRequest extends Error {}

/** These APIs are no token endpoint, so the portal's envelope A does not apply: always B. */
const unauthorized = (error = 'Unauthorized'): ApiReply => ({
  status: 401,
  body: { code: 401, error },
  // RFC 7235 wants a challenge on every 401; it tells a client which scheme to use.
  headers: { 'WWW-Authenticate': 'Bearer' },
})
const forbidden = (error: string): ApiReply => ({ status: 403, body: { code: 403, error } })

interface Presented {
  token: string
  bearer: boolean
}

/** null when no token was sent at all ("Bearer" with nothing after it counts as none). */
function presented(header: string | undefined): Presented | null {
  const value = header?.trim() ?? ''
  if (value === '') return null
  const bearer = /^bearer(?:\s+(.*))?$/i.exec(value)
  if (!bearer) return { token: value, bearer: false }
  const token = bearer[1] ?? ''
  return /^\S+$/.test(token) ? { token, bearer: true } : null
}

/** The token's account, or the 401 to send. Expiry is read from the injected clock, as whoami. */
function authorize(ctx: ApiContext, api: ApiPath, header: string | undefined): string | ApiReply {
  const sent = presented(header)
  if (!sent) return unauthorized()
  // Checked before the token itself, so the answer says nothing about whether the token is valid.
  if (api.authorization === 'bearer' && !sent.bearer) return unauthorized('Bearer token required')
  const info = ctx.findToken(sent.token)
  if (!info || ctx.clock() >= info.expiresAt) return unauthorized()
  return info.accountId
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function parseObject(body: string): Record<string, unknown> {
  let value: unknown
  try {
    value = JSON.parse(body)
  } catch {
    throw new BadRequest(`Body must be JSON, got ${show(body)}`)
  }
  if (!isObject(value)) throw new BadRequest(`Body must be a JSON object, got ${show(value)}`)
  return value
}

/** The spec gives no formats, so any non-blank string passes; extra fields are ignored. */
function requireString(body: Record<string, unknown>, name: string): string {
  const value = body[name]
  if (value === undefined) throw new BadRequest(`${name} is required`)
  if (typeof value !== 'string' || value.trim() === '') {
    throw new BadRequest(`${name} must be a non-empty string, got ${show(value)}`)
  }
  return value
}

/** FNV-1a: stable made-up figures per account, so repeated calls and tests agree. */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  return h >>> 0
}

const newId = (prefix: string): string => `${prefix}_${randomBytes(9).toString('base64url')}`

const analyticsSummary: Handler = (_req, account, { accountId = '' }) => {
  if (account !== accountId) {
    return forbidden(`This token is for account ${account}, not ${accountId}`)
  }
  const h = hash(accountId)
  return {
    status: 200,
    body: {
      accountId,
      period: 'last-7-days',
      messagesSent: h % 5000,
      flowsTriggered: (h >>> 16) % 500,
    },
  }
}

const smsMessages: Handler = (req, account) => {
  const body = parseObject(req.body)
  const to = requireString(body, 'to')
  requireString(body, 'text')
  // 202: a gateway only queues the message; delivery happens later, if at all.
  return { status: 202, body: { id: newId('sms'), status: 'queued', accountId: account, to } }
}

const flowTrigger: Handler = (req, account, { flowId = '' }) => {
  const body = parseObject(req.body)
  const accountId = requireString(body, 'accountId')
  if (body.data !== undefined && !isObject(body.data)) {
    throw new BadRequest(`data must be a JSON object, got ${show(body.data)}`)
  }
  // Spec 5.3: "a flow cannot be triggered under another account with it".
  if (account !== accountId) {
    return forbidden(
      `A token for account ${account} cannot trigger a flow under account ${accountId}`,
    )
  }
  return { status: 200, body: { flowId, accountId, runId: newId('run') } }
}

const handlers: Record<ApiName, Handler> = { analyticsSummary, smsMessages, flowTrigger }

interface Route {
  api: ApiPath
  pattern: RegExp
  names: string[]
  handle: Handler
}

const routes: Route[] = (Object.keys(apiPaths) as ApiName[]).map((name) => {
  const api = apiPaths[name]
  const names = [...api.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '')
  const source = api.path
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('([^/]+)')
  return { api, pattern: new RegExp(`^${source}$`), names, handle: handlers[name] }
})

/** Answers a request for one of `apiPaths`, or null when the path is none of them. */
export function routeApi(ctx: ApiContext, req: ApiRequest): ApiReply | null {
  for (const { api, pattern, names, handle } of routes) {
    const match = pattern.exec(req.path)
    if (!match) continue
    if (req.method !== api.method) {
      return { status: 405, body: { error: 'Method not allowed' }, headers: { Allow: api.method } }
    }
    const params: Params = {}
    try {
      names.forEach((name, i) => (params[name] = decodeURIComponent(match[i + 1] ?? '')))
    } catch {
      return {
        status: 400,
        body: { error: `Path is not valid percent-encoding: ${show(req.path)}` },
      }
    }
    const account = authorize(ctx, api, req.authorization)
    if (typeof account !== 'string') return account
    try {
      return handle(req, account, params)
    } catch (error) {
      if (!(error instanceof BadRequest)) throw error
      return { status: 400, body: { error: error.message } }
    }
  }
  return null
}
