import {
  CLI_PROTOCOL_VERSION,
  type CliError,
  type CliReply,
  type CliRequest,
  type CliWatchToken,
} from '../shared/cli/protocol'
import type { Exchange } from './connection'
import { dialEndpoint } from './endpointDial'

/** What follows the first token of a `watch`. */
export type WatchEvent =
  | { kind: 'token'; token: CliWatchToken }
  /** The app ended the stream with this error (a refused renewal, access switched off). */
  | { kind: 'ended'; error: CliError }
  /** The connection broke: the app quit, or crashed. */
  | { kind: 'gone' }

export interface Watching {
  /** Tokens and the end from now on; any that came already are delivered at once. */
  listen(listener: (event: WatchEvent) => void): void
  /** Hangs up: the app stops renewing for this stream. */
  close(): void
}

export type WatchStart =
  | Exclude<Exchange, { kind: 'reply' }>
  | { kind: 'reply'; reply: CliReply<CliWatchToken>; watching: Watching }

/** A token line is a few hundred bytes. */
const MAX_LINE_BYTES = 1024 * 1024
type WatchBody = Omit<Extract<CliRequest, { op: 'watch' }>, 'v'>

/**
 * Opens a `watch` on the app: resolves with its first line (a token or why
 * not) like `exchange`, then keeps the connection, handing each later line
 * to the listener. Only the first line has a deadline.
 */
export function openWatch(
  endpoint: string,
  body: WatchBody,
  firstWaitMs: number,
  uid = process.getuid?.() ?? -1,
): Promise<WatchStart> {
  const dialed = dialEndpoint(endpoint, uid)
  if (dialed.kind === 'absent') return Promise.resolve({ kind: 'not-running' })
  if (dialed.kind === 'unsafe') return Promise.resolve({ kind: 'broken', message: dialed.message })
  const { socket } = dialed
  return new Promise((resolve) => {
    let started = false
    let connected = false
    let over = false
    let buffer = Buffer.alloc(0)
    const queue: WatchEvent[] = []
    let listener: ((event: WatchEvent) => void) | null = null
    const emit = (event: WatchEvent): void => {
      if (over) return
      if (event.kind !== 'token') over = true
      if (listener) listener(event)
      else queue.push(event)
    }
    const watching: Watching = {
      listen(next) {
        listener = next
        for (const event of queue.splice(0)) next(event)
      },
      close() {
        over = true
        socket.destroy()
      },
    }
    const start = (result: WatchStart): void => {
      if (started) return
      started = true
      clearTimeout(timer)
      if (result.kind !== 'reply' || !result.reply.ok) socket.destroy()
      resolve(result)
    }
    const timer = setTimeout(() => start({ kind: 'timeout' }), firstWaitMs)

    const line = (text: string): void => {
      const reply = parse(text)
      if (!started) {
        start(
          reply
            ? { kind: 'reply', reply, watching }
            : {
                kind: 'broken',
                message: 'The app answered something this token-desk cannot read.',
              },
        )
        return
      }
      if (reply?.ok) emit({ kind: 'token', token: reply.value })
      else if (reply) emit({ kind: 'ended', error: reply.error })
      else emit({ kind: 'gone' })
    }

    socket.on('connect', () => {
      connected = true
      socket.write(`${JSON.stringify({ v: CLI_PROTOCOL_VERSION, ...body })}\n`)
    })
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk])
      for (let at = buffer.indexOf(0x0a); at !== -1; at = buffer.indexOf(0x0a)) {
        line(buffer.subarray(0, at).toString('utf8'))
        buffer = buffer.subarray(at + 1)
      }
      if (buffer.length > MAX_LINE_BYTES) {
        socket.destroy()
        start({ kind: 'broken', message: 'The app sent an oversized answer.' })
        emit({ kind: 'gone' })
      }
    })
    socket.on('close', () => {
      start({ kind: 'broken', message: 'The app closed the connection without answering.' })
      emit({ kind: 'gone' })
    })
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && ['ENOENT', 'ECONNREFUSED', 'ENOTSOCK', 'EPIPE'].includes(error.code ?? ''))
        start({ kind: 'not-running' })
      else
        start({
          kind: 'broken',
          message: `The connection to the app failed (${error.code ?? error.message}).`,
        })
    })
  })
}

function parse(text: string): CliReply<CliWatchToken> | null {
  try {
    const value = JSON.parse(text) as CliReply<CliWatchToken>
    if (value?.ok === true && typeof value.value?.token === 'string') return value
    if (value?.ok === false && typeof value.error?.message === 'string') return value
  } catch {
    // Falls through.
  }
  return null
}
