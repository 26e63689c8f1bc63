import type { Clock } from '../clock'
import { redact } from '../protocol/redact'

export type LogLevel = 'info' | 'warn' | 'error'

/** Main's log: one redacted line per entry; writing never throws into the app. */
export interface Logger {
  info(message: string): void
  warn(message: string): void
  error(message: string): void
  /** The last lines logged (already redacted), oldest first, for diagnostics. */
  recent(): string[]
  /**
   * From now on, a line for which `holdsSecret` is true (it contains a stored
   * password or a token the app knows) is never written; a placeholder is.
   */
  watchSecrets(holdsSecret: (text: string) => boolean): void
}

export interface LoggerOptions {
  /** Where each finished line goes (a rotating file, the console); must not block. */
  write: (line: string) => void
  clock?: Clock
  /** How many lines `recent()` keeps. */
  keep?: number
}

/** A longer message is cut: a log line is for reading, not for carrying payloads. */
export const MAX_MESSAGE = 4000
export const WITHHELD = '‹line withheld: it contained a stored secret›'

// eslint-disable-next-line no-control-regex -- control characters are what it removes
const controls = /[\u0000-\u0008\u000b-\u001f]/g

/** `2026-11-20T10:00:00.000Z WARN  message`, on one line, redacted. */
export function formatLine(level: LogLevel, message: string, at: number): string {
  const cut = message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE)}…` : message
  // Escape line breaks so one entry stays one line (stack frames included); drop other controls.
  const flat = redact(cut).replace(/\r?\n/g, '\\n').replace(controls, ' ')
  return `${new Date(at).toISOString()} ${level.toUpperCase().padEnd(5)} ${flat}`
}

export function createLogger(options: LoggerOptions): Logger {
  const clock = options.clock ?? Date.now
  const keep = options.keep ?? 50
  const lines: string[] = []
  let holdsSecret: (text: string) => boolean = () => false

  const log = (level: LogLevel) => (message: string) => {
    let line = formatLine(level, message, clock())
    try {
      if (holdsSecret(line)) line = formatLine(level, WITHHELD, clock())
    } catch {
      line = formatLine(level, WITHHELD, clock())
    }
    lines.push(line)
    if (lines.length > keep) lines.splice(0, lines.length - keep)
    try {
      options.write(line)
    } catch {
      // A log that cannot be written must not take the app down with it.
    }
  }

  return {
    info: log('info'),
    warn: log('warn'),
    error: log('error'),
    recent: () => [...lines],
    watchSecrets: (predicate) => {
      holdsSecret = predicate
    },
  }
}

/** The default when no adapter gives a log: stderr, still redacted and guarded. */
export const consoleLogger = (): Logger =>
  createLogger({ write: (line) => console.error(`[Token Desk] ${line}`) })
