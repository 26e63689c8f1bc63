import { STATUS_CODES } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { checkNumber, checkObject, show } from './check'
import { checkHost } from './hosts'
import type { HostKind } from './hosts'

/**
 * Bad answers the real service (or a proxy in front of it) might give, so a client can be tested
 * against each. None of them is in the spec, which shows only 200 and 401 (spec 7).
 */
export type Fault =
  | { kind: 'status'; status: number }
  | { kind: 'html'; status?: number }
  | { kind: 'malformed-json' }
  | { kind: 'no-token' }
  | { kind: 'redirect'; location: string; status?: RedirectStatus }
  | { kind: 'oversize'; bytes: number }
  | { kind: 'drop' }
  | { kind: 'hang' }
  /** A login failure that repeats the password it was sent, in envelope A (default status 200). */
  | { kind: 'echo-password'; status?: number }
export type FaultKind = Fault['kind']
export type RedirectStatus = 301 | 302 | 303 | 307 | 308

/** host undefined: every host; times undefined: until cleared, else the next N token requests. */
export interface FaultRule {
  fault: Fault
  host?: HostKind
  times?: number
}

export const JSON_TYPE = 'application/json; charset=utf-8'
export const HTML_TYPE = 'text/html; charset=utf-8'
export const MALFORMED_JSON = '{"token": "abc'
export const NO_TOKEN_JSON = '{"status":"ok"}'
export const MAX_OVERSIZE_BYTES = 100 * 1024 * 1024
export const MAX_LATENCY_MS = 600_000

/** The fields each kind may carry besides `kind`; anything else is a typo worth reporting. */
const faultFields: Record<FaultKind, readonly string[]> = {
  status: ['status'],
  html: ['status'],
  'malformed-json': [],
  'no-token': [],
  redirect: ['location', 'status'],
  oversize: ['bytes'],
  drop: [],
  hang: [],
  'echo-password': ['status'],
}
export const faultKinds = Object.keys(faultFields) as FaultKind[]
const redirectStatuses: readonly number[] = [301, 302, 303, 307, 308]

const httpStatus = (value: unknown) => checkNumber(value, 'status', [100, 599])

/** A Location header value: Node refuses control characters, and a URL needs none. */
function location(value: unknown): string {
  if (typeof value !== 'string' || !/^[\x21-\x7e]{1,2048}$/.test(value)) {
    throw new TypeError(
      `location must be a URL or path of 1-2048 printable ASCII characters, got ${show(value)}`,
    )
  }
  return value
}

/** Validates by hand (no schema library here) and returns a fresh copy the caller cannot mutate. */
export function checkFault(value: unknown): Fault {
  const kind = (value as { kind?: unknown } | null)?.kind
  if (!faultKinds.includes(kind as FaultKind)) {
    throw new TypeError(`fault.kind must be one of ${faultKinds.join(', ')}, got ${show(kind)}`)
  }
  const fault = checkObject(value, `fault of kind ${String(kind)}`, [
    'kind',
    ...faultFields[kind as FaultKind],
  ])
  switch (kind as FaultKind) {
    case 'status':
      return { kind: 'status', status: httpStatus(fault.status) }
    case 'html':
      return fault.status === undefined
        ? { kind: 'html' }
        : { kind: 'html', status: httpStatus(fault.status) }
    case 'echo-password':
      return fault.status === undefined
        ? { kind: 'echo-password' }
        : { kind: 'echo-password', status: httpStatus(fault.status) }
    case 'redirect': {
      const redirect = { kind: 'redirect', location: location(fault.location) } as const
      if (fault.status === undefined) return redirect
      if (!redirectStatuses.includes(fault.status as number)) {
        throw new RangeError(
          `redirect status must be one of ${redirectStatuses.join(', ')}, got ${show(fault.status)}`,
        )
      }
      return { ...redirect, status: fault.status as RedirectStatus }
    }
    case 'oversize':
      return { kind: 'oversize', bytes: checkNumber(fault.bytes, 'bytes', [1, MAX_OVERSIZE_BYTES]) }
    default:
      return { kind } as Fault
  }
}

/** null (clear) or a valid rule; throws TypeError / RangeError saying what is wrong. */
export function checkFaultRule(value: unknown): FaultRule | null {
  if (value === null) return null
  const rule = checkObject(value, 'fault rule', ['fault', 'host', 'times'])
  const checked: FaultRule = { fault: checkFault(rule.fault) }
  if (rule.host !== undefined) checked.host = checkHost(rule.host)
  if (rule.times !== undefined) {
    checked.times = checkNumber(rule.times, 'times', [1, Number.MAX_SAFE_INTEGER])
  }
  return checked
}

export const checkLatency = (ms: unknown): number =>
  checkNumber(ms, 'ms', [0, MAX_LATENCY_MS], false)

/** Lifetimes have no upper bound, as with the startup option; zero would issue dead tokens. */
export function checkLifetime(ms: unknown): number {
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms <= 0) {
    throw new RangeError(`lifetime must be a positive number of milliseconds, got ${show(ms)}`)
  }
  return ms
}

/** Which field the CLI's `kind:arg` form fills, per kind that takes one. */
const flagArgument: Partial<Record<FaultKind, string>> = {
  status: 'status',
  html: 'status',
  redirect: 'location',
  oversize: 'bytes',
  'echo-password': 'status',
}

/** Parses the CLI form `kind[:arg]`; a redirect's Location may itself contain ':'. */
export function parseFaultFlag(text: string): Fault {
  const cut = text.indexOf(':')
  const kind = cut === -1 ? text : text.slice(0, cut)
  const arg = cut === -1 ? undefined : text.slice(cut + 1)
  const field = flagArgument[kind as FaultKind]
  if (arg === undefined) {
    // Only html's and echo-password's status is optional.
    if (field !== undefined && kind !== 'html' && kind !== 'echo-password') {
      throw new TypeError(`fault ${kind} needs an argument: ${kind}:<${field}>`)
    }
    return checkFault({ kind })
  }
  if (field === undefined) {
    checkFault({ kind }) // an unknown kind is the more useful message
    throw new TypeError(`fault ${kind} takes no argument`)
  }
  const value = field !== 'location' && /^\d+$/.test(arg) ? Number(arg) : arg
  return checkFault({ kind, [field]: value })
}

/** "Service Unavailable" -> "Service unavailable", in the style of the sandbox's own errors. */
export function statusMessage(status: number): string {
  return (STATUS_CODES[status] ?? `Error ${status}`)
    .split(' ')
    .map((word, i) => (i === 0 || /^[A-Z]{2,}$/.test(word) ? word : word.toLowerCase()))
    .join(' ')
}

/** Shaped like the error page a reverse proxy serves when the service behind it is down. */
export function htmlPage(status: number): string {
  const title = `${status} ${STATUS_CODES[status] ?? 'Error'}`
  return [
    '<!DOCTYPE html>',
    '<html>',
    `<head><title>${title}</title></head>`,
    `<body><center><h1>${title}</h1></center><hr><center>sandbox proxy</center></body>`,
    '</html>',
    '',
  ].join('\n')
}

function end(res: ServerResponse, status: number, type: string, body: string): void {
  // HTTP forbids a body on 1xx, 204 and 304; Node drops it, so do not announce its length.
  const bodyless = status < 200 || status === 204 || status === 304
  res.writeHead(status, {
    'Content-Type': type,
    'Cache-Control': 'no-store',
    ...(bodyless ? {} : { 'Content-Length': Buffer.byteLength(body) }),
  })
  res.end(bodyless ? undefined : body)
}

/** One shared filler chunk: big bodies are streamed from it, never built as one string. */
const FILLER = Buffer.alloc(64 * 1024, 'x')

/** `{"token":"xxx…"}` of exactly `bytes` bytes; cut short when fewer than its 12-byte frame. */
function* oversizeBody(bytes: number): Generator<Buffer> {
  const head = Buffer.from('{"token":"')
  const tail = Buffer.from('"}')
  if (bytes < head.length + tail.length) {
    yield Buffer.concat([head, tail]).subarray(0, bytes)
    return
  }
  yield head
  for (let left = bytes - head.length - tail.length; left > 0; left -= FILLER.length) {
    yield FILLER.subarray(0, Math.min(left, FILLER.length))
  }
  yield tail
}

/**
 * Answers a token request with `fault` instead of the real answer;
 * `password`: the one the request sent, if any, for a fault that echoes it.
 */
export async function writeFault(
  req: IncomingMessage,
  res: ServerResponse,
  fault: Fault,
  password = '',
): Promise<void> {
  switch (fault.kind) {
    case 'status':
      return end(
        res,
        fault.status,
        JSON_TYPE,
        JSON.stringify({ error: statusMessage(fault.status) }),
      )
    case 'html': {
      const status = fault.status ?? 502
      return end(res, status, HTML_TYPE, htmlPage(status))
    }
    case 'malformed-json':
      return end(res, 200, JSON_TYPE, MALFORMED_JSON)
    case 'echo-password':
      return end(
        res,
        fault.status ?? 200,
        JSON_TYPE,
        JSON.stringify({ data: null, error: `Login failed for password ${password}` }),
      )
    case 'no-token':
      return end(res, 200, JSON_TYPE, NO_TOKEN_JSON)
    case 'redirect':
      res.writeHead(fault.status ?? 307, {
        Location: fault.location,
        'Content-Length': 0,
        'Cache-Control': 'no-store',
      })
      res.end()
      return
    case 'oversize':
      res.writeHead(200, {
        'Content-Type': JSON_TYPE,
        'Content-Length': fault.bytes,
        'Cache-Control': 'no-store',
      })
      try {
        await pipeline(Readable.from(oversizeBody(fault.bytes)), res)
      } catch {
        // The client stopped reading or close() cut the socket; pipeline has cleaned up.
      }
      return
    case 'drop':
      req.socket.destroy()
      return
    case 'hang':
      // Never answered; the socket stays open until the client gives up or close() destroys it.
      return
  }
}
