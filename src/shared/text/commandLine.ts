import { parse } from 'shell-quote'
import type { Said } from '../i18n/said'
import { saying } from '../i18n/sayMessage'

/** The argument list, or why the line cannot be one: in English, and as data (`said`). */
export type ParsedCommand =
  { ok: true; argv: string[] } | { ok: false; message: string; said: Said }

/**
 * What the user typed as a password command, read into the argument list it
 * will run (shell-quote: quotes and backslashes as a POSIX shell reads them).
 * The command runs without a shell, so nothing is expanded (`$HOME` stays
 * `$HOME`, `*` stays `*`) and what only a shell does (pipes, redirections,
 * `;`, `&&`, comments) is refused with the reason instead of being passed on.
 */
export function parseCommandLine(text: string): ParsedCommand {
  if (text.trim() === '') return { ok: false, ...saying('fields.command.enter') }
  // Kept as typed: `$NAME` comes back as `$NAME` (no environment here, and none meant).
  const entries = parse(text, (name) => `$${name}`)
  const argv: string[] = []
  for (const entry of entries) {
    if (typeof entry === 'string') argv.push(entry)
    else if ('comment' in entry) {
      return { ok: false, ...saying('fields.command.comment') }
    } else if (entry.op === 'glob') argv.push(entry.pattern)
    else {
      return { ok: false, ...saying('fields.command.needsShell', { op: entry.op }) }
    }
  }
  return { ok: true, argv }
}

/** What needs no quotes: shell-quote's own `quote` escapes `:` and braces, which `op://{vault}` is full of. */
const PLAIN = /^[A-Za-z0-9_\-./:=@%+,{}]+$/

/** An argument list as a line that parseCommandLine reads back into the same list. */
export const commandLineOf = (argv: readonly string[]): string =>
  argv.map((arg) => (PLAIN.test(arg) ? arg : `'${arg.replaceAll("'", `'"'"'`)}'`)).join(' ')
