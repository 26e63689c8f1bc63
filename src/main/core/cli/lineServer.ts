import { unlinkSync } from 'node:fs'
import { createServer, type Server, type Socket } from 'node:net'
import { isNamedPipe } from './endpoint'

/**
 * An answer of many lines over time (a `watch`): `run` sends lines until it
 * resolves with the last one, or with null once `signal` aborts (the client
 * hung up or the server closes).
 */
export interface LineStream {
  run(send: (line: string) => void, signal: AbortSignal): Promise<string | null>
}

export interface LineServerOptions {
  /** A Unix socket path or a Windows named pipe. */
  path: string
  /**
   * Answers one request line (without its newline) with one reply line, or
   * with a stream of them. The signal aborts when the client hangs up.
   */
  handle(line: string, signal: AbortSignal): Promise<string | LineStream>
  /** The reply to input the server cannot take (too long, too slow): a reply line. */
  refuse(reason: string): string
  maxLineBytes: number
  /** From connecting until the request line is complete. */
  readTimeoutMs: number
  /** Beyond this many open connections new ones are closed at once. */
  maxConnections: number
  /** How long a reply may wait for the client to read it before the connection is dropped (5 s). */
  lingerMs?: number
  log: (line: string) => void
}

export interface LineServer {
  readonly path: string
  /** Stops listening, ends open connections, removes the socket file. */
  close(): Promise<void>
}

/**
 * One request line, one reply line (or a stream of them), per connection.
 * Input that is too long, too slow or cut off gets a refusal or a closed
 * connection; nothing a client sends can throw out of here or keep a
 * connection open for long (a stream lasts while its client listens).
 */
export function listenLines(options: LineServerOptions): Promise<LineServer> {
  const sockets = new Set<Socket>()
  // Half-open allowed: `printf '…\n' | nc -U` sends its line, then EOF, then reads the reply.
  const server: Server = createServer({ allowHalfOpen: true }, (socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
    serve(socket, options)
  })
  server.maxConnections = options.maxConnections
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.path, () => {
      server.off('error', reject)
      server.on('error', (error) => options.log(`command line endpoint: ${error.message}`))
      resolve({
        path: options.path,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => {
              removeSocketFile(options.path)
              done()
            })
            for (const socket of sockets) socket.destroy()
          }),
      })
    })
  })
}

function removeSocketFile(path: string): void {
  if (isNamedPipe(path)) return
  try {
    unlinkSync(path)
  } catch {
    // Already gone (Node may remove it on close).
  }
}

function serve(socket: Socket, options: LineServerOptions): void {
  const chunks: Buffer[] = []
  let size = 0
  let state: 'reading' | 'answering' | 'streaming' | 'done' = 'reading'
  const hangUp = new AbortController()
  /** Input after a stream's request: nothing is expected, and past the line cap it ends the stream. */
  let extra = 0
  let clientEnded = false

  const finish = (reply: string): void => {
    if (state === 'done') return
    state = 'done'
    clearTimeout(readTimer)
    if (socket.destroyed) return
    socket.end(`${reply}\n`)
    // A client that never reads or closes does not keep the connection.
    setTimeout(() => socket.destroy(), options.lingerMs ?? 5000).unref()
  }

  const answer = (line: string): void => {
    state = 'answering'
    clearTimeout(readTimer)
    const failed = (error: unknown) => {
      options.log(`command line request failed: ${error instanceof Error ? error.name : 'error'}`)
      finish(options.refuse('The app could not answer this request.'))
    }
    options.handle(line, hangUp.signal).then((answer) => {
      if (typeof answer === 'string') return finish(answer)
      // A client that closed its side already (process gone) gets no stream.
      if (hangUp.signal.aborted || clientEnded) return void socket.destroy()
      state = 'streaming'
      answer.run(send, hangUp.signal).then((last) => {
        if (last === null) socket.destroy()
        else finish(last)
      }, failed)
    }, failed)
  }

  /** A stream's line; a client that reads nothing while lines pile up is dropped. */
  const send = (line: string): void => {
    if (state !== 'streaming' || socket.destroyed) return
    socket.write(`${line}\n`)
    if (socket.writableLength > options.maxLineBytes * 4) socket.destroy()
  }

  const readTimer = setTimeout(
    () => finish(options.refuse(`No complete request within ${options.readTimeoutMs} ms.`)),
    options.readTimeoutMs,
  )
  readTimer.unref()

  socket.on('data', (chunk: Buffer) => {
    if (state === 'streaming') {
      extra += chunk.length
      if (extra > options.maxLineBytes) socket.destroy()
      return
    }
    if (state !== 'reading') return // whatever follows the request is ignored
    const newline = chunk.indexOf(0x0a)
    const part = newline === -1 ? chunk : chunk.subarray(0, newline)
    size += part.length
    if (size > options.maxLineBytes) {
      finish(options.refuse(`The request is longer than ${options.maxLineBytes} bytes.`))
      return
    }
    chunks.push(part)
    if (newline !== -1) answer(Buffer.concat(chunks).toString('utf8'))
  })
  // Half-closed after a line without its newline: that is the request; with nothing, no answer.
  socket.on('end', () => {
    clientEnded = true
    // A stream's client hung up: a closed write side is how it says so (its process ended).
    if (state === 'streaming') {
      socket.destroy()
      return
    }
    // Closed while its answer is worked out (an approval prompt, a password, a renewal): the
    // command was interrupted or killed, which is all a peer's end says here (token-desk never
    // half-closes). Its prompt must go now: a late Allow would approve a client nobody runs.
    if (state === 'answering') {
      hangUp.abort()
      return
    }
    if (state !== 'reading') return
    if (size === 0) {
      state = 'done'
      clearTimeout(readTimer)
      socket.end()
    } else {
      answer(Buffer.concat(chunks).toString('utf8'))
    }
  })
  socket.on('close', () => {
    clearTimeout(readTimer)
    hangUp.abort()
  })
  socket.on('error', () => {
    // EPIPE, ECONNRESET: the client went away; 'close' follows.
  })
}
