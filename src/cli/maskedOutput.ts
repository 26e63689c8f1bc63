import type { Readable, Writable } from 'node:stream'
import { OutputMask } from './outputMask'

/**
 * How long output must be quiet before the bytes held back as a possible
 * secret's beginning are printed as they are. Only output that ends with the
 * token's first bytes is ever held (a prompt practically never does), so this
 * costs ordinary output nothing; it is long enough for the rest of a token
 * written in pieces by a busy or slow writer to arrive and be masked.
 */
export const IDLE_FLUSH_MS = 200

/** One mask per stream (each holds its own tail), sharing the secrets. */
export class OutputMasks {
  readonly stdout: OutputMask
  readonly stderr: OutputMask

  constructor(secrets: readonly string[]) {
    this.stdout = new OutputMask(secrets)
    this.stderr = new OutputMask(secrets)
  }

  /** A renewed token: masked from now on, with every one before it. */
  addSecrets(secrets: readonly string[]): void {
    this.stdout.addSecrets(secrets)
    this.stderr.addSecrets(secrets)
  }
}

/**
 * Copies `source` to `sink` through the mask, keeping the source's pace to
 * the sink's (backpressure). Resolves when the source ended and all of it was
 * written. `readerGone`: called when the sink's reader went away (EPIPE),
 * before the source is closed.
 */
export function pipeMasked(
  source: Readable,
  sink: Writable,
  mask: OutputMask,
  idleMs = IDLE_FLUSH_MS,
  readerGone: () => void = () => undefined,
): Promise<void> {
  return new Promise((resolve) => {
    let idle: NodeJS.Timeout | undefined
    let closed = false
    const write = (bytes: Buffer) => {
      if (closed || !bytes.length) return
      if (!sink.write(bytes)) {
        source.pause()
        sink.once('drain', () => source.resume())
      }
    }
    source.on('data', (chunk: Buffer) => {
      clearTimeout(idle)
      write(mask.push(chunk))
      if (mask.pending) idle = setTimeout(() => write(mask.flush()), idleMs)
    })
    const done = () => {
      clearTimeout(idle)
      write(mask.end())
      resolve()
    }
    source.once('end', done)
    // A read error ends the copy like an end would: the command's exit code still counts.
    source.once('error', done)
    // Our reader went away (`token-desk exec … | head -1`): token-desk does not die of EPIPE, and
    // the command is told as a pipe would tell it (readerGone); closing its socket pair alone
    // would fail its next write with ECONNRESET ("yes: Connection reset by peer").
    sink.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE') readerGone()
      closed = true
      clearTimeout(idle)
      source.destroy()
      resolve()
    })
  })
}
