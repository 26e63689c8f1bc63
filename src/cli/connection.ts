import { CLI_PROTOCOL_VERSION, type CliReply, type CliRequest } from '../shared/cli/protocol'
import { dialEndpoint, type Pinning } from './endpointDial'

export type Exchange =
  | { kind: 'reply'; reply: CliReply }
  /** Nothing listens there (no socket, or one left by a crash). */
  | { kind: 'not-running' }
  /** It listens but the exchange failed: what happened, for the user. */
  | { kind: 'broken'; message: string }
  | { kind: 'timeout' }

/** A list of 10,000 profiles is about 2 MB; far more is not our app. */
const MAX_REPLY_BYTES = 64 * 1024 * 1024
/** Before connecting: nothing listens. */
const NOT_RUNNING = new Set(['ENOENT', 'ECONNREFUSED', 'ENOTSOCK', 'EPIPE'])
/** After connecting: the app hung up (e.g. beyond its connection cap), which is no "not running". */
const HUNG_UP = new Set(['EPIPE', 'ECONNRESET'])
const hungUp = 'The app closed the connection without answering.'

type Body = CliRequest extends infer R ? (R extends CliRequest ? Omit<R, 'v'> : never) : never

/**
 * Sends one request, reads one reply line; gives up after `timeoutMs`. Only
 * through a directory private to `uid` (endpointDial.ts), else nothing is sent.
 */
export function exchange(
  endpoint: string,
  body: Body,
  timeoutMs: number,
  uid = process.getuid?.() ?? -1,
  pinning?: Pinning,
): Promise<Exchange> {
  const dialed = dialEndpoint(endpoint, uid, pinning)
  if (dialed.kind === 'absent') return Promise.resolve({ kind: 'not-running' })
  if (dialed.kind === 'unsafe') return Promise.resolve({ kind: 'broken', message: dialed.message })
  const { socket } = dialed
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    let settled = false
    let connected = false
    const done = (result: Exchange) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      socket.destroy()
      resolve(result)
    }
    const timer = setTimeout(() => done({ kind: 'timeout' }), timeoutMs)
    socket.on('connect', () => {
      connected = true
      socket.write(`${JSON.stringify({ v: CLI_PROTOCOL_VERSION, ...body })}\n`)
    })
    socket.on('data', (chunk: Buffer) => {
      const newline = chunk.indexOf(0x0a)
      chunks.push(newline === -1 ? chunk : chunk.subarray(0, newline))
      size += chunk.length
      if (newline !== -1) done(parse(Buffer.concat(chunks).toString('utf8')))
      else if (size > MAX_REPLY_BYTES)
        done({ kind: 'broken', message: 'The app sent an oversized answer.' })
    })
    socket.on('end', () => done({ kind: 'broken', message: hungUp }))
    socket.on('error', (error: NodeJS.ErrnoException) => {
      const code = error.code ?? ''
      if (!connected && NOT_RUNNING.has(code)) done({ kind: 'not-running' })
      else if (connected && HUNG_UP.has(code)) done({ kind: 'broken', message: hungUp })
      else
        done({
          kind: 'broken',
          message: `The connection to the app failed (${error.code ?? error.message}).`,
        })
    })
  })
}

function parse(line: string): Exchange {
  try {
    const value = JSON.parse(line) as CliReply
    if (
      value &&
      typeof value === 'object' &&
      (value.ok === true || (value.ok === false && typeof value.error?.message === 'string'))
    ) {
      return { kind: 'reply', reply: value }
    }
  } catch {
    // Falls through.
  }
  return {
    kind: 'broken',
    message:
      'The app answered something this token-desk cannot read: use the token-desk of the same release.',
  }
}
