import type { Logger } from './logger'

/** The part of Node's `process` the guards use, so tests can pass an EventEmitter. */
export interface ProcessEvents {
  on(event: 'uncaughtException' | 'unhandledRejection', listener: (error: unknown) => void): unknown
}

/**
 * Logs errors nothing caught instead of letting them end the app (Node's
 * default for an uncaught exception) or vanish (a rejection). The class and
 * stack frames are code paths; the message goes through the logger's
 * redaction like every line.
 */
export function installCrashGuards(process: ProcessEvents, logger: Logger): void {
  process.on('uncaughtException', (error) => {
    logger.error(`Uncaught exception: ${describeError(error)}`)
  })
  process.on('unhandledRejection', (reason) => {
    logger.error(`Unhandled promise rejection: ${describeError(reason)}`)
  })
}

/** `TypeError: message` and its stack frames (without the stack's own copy of the message). */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) {
    return typeof error === 'string' ? `(a string) ${error}` : `(a value of type ${typeof error})`
  }
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .map((line) => line.trim())
  const cause =
    error.cause instanceof Error ? `\ncaused by ${error.cause.name}: ${error.cause.message}` : ''
  return [`${error.name}: ${error.message}`, ...frames].join('\n') + cause
}
