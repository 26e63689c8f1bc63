import { lstatSync, statSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { exitCodeOf, exitCodes } from './exitCodes'
import { asClause } from './terminalText'
import type { Command, SinkFormat } from './args'
import { formatEnv, tokenVariables } from './envFormat'
import type { Watched } from './longExec'
import { writeAtomically } from './atomicFile'
import type { CliWatchToken } from '../shared/cli/protocol'

/**
 * Why sink may not write `file`, or null. Its folder must exist (a typo
 * should not create folders), and the file, if there, must be a plain file:
 * renaming over a link would replace the link, not what it points to, and a
 * folder cannot be replaced at all.
 */
export function sinkTargetProblem(file: string): string | null {
  const folder = dirname(resolve(file))
  try {
    if (!statSync(folder).isDirectory()) return `--file: ${folder} is not a folder.`
  } catch {
    return `--file: the folder ${folder} does not exist.`
  }
  try {
    const stat = lstatSync(file)
    if (stat.isSymbolicLink())
      return `--file: ${file} is a symbolic link; name the file itself (sink replaces the file it names).`
    if (stat.isDirectory()) return `--file: ${file} is a folder; name a file in it.`
    if (!stat.isFile()) return `--file: ${file} is not a regular file.`
  } catch {
    // Not there yet: sink creates it.
  }
  return null
}

/** The file's content in each format; `token` is the token alone, without a newline. */
export function sinkText(format: SinkFormat, token: CliWatchToken): string {
  switch (format) {
    case 'token':
      return token.token
    case 'header':
      return `Authorization: ${token.authorization}\n`
    case 'env':
      return formatEnv('dotenv', tokenVariables(token))
    case 'json':
      return `${JSON.stringify(
        {
          token: token.token,
          authorization: token.authorization,
          expiresAt: new Date(token.expiresAt).toISOString(),
          accountId: token.accountId,
          profile: token.profile,
        },
        null,
        2,
      )}\n`
  }
}

/** "23 h 59 min", "4 min", "40 s": what the app says is left. */
export function timeLeft(ms: number): string {
  if (ms < 60_000) return `${Math.max(0, Math.round(ms / 1000))} s`
  const minutes = Math.floor(ms / 60_000)
  const hours = Math.floor(minutes / 60)
  return hours ? `${hours} h ${minutes % 60} min` : `${minutes} min`
}

/**
 * sink: keeps `file` current with each token the app renews, until SIGINT or
 * SIGTERM (exit 0); each write replaces the file whole (atomicFile.ts), so the
 * last good one stays when renewing stops (refused: exit 5, the service out
 * of reach: 6, the app gone: 3). One stderr line per write, never the token.
 */
export async function runSink(
  command: Extract<Command, { kind: 'sink' }>,
  { first, watching, io }: Watched,
): Promise<number> {
  const write = (token: CliWatchToken): string | null => {
    try {
      writeAtomically(command.file, sinkText(command.format, token))
      io.stderr(`token-desk: wrote ${command.file} (valid for ${timeLeft(token.remainingMs)})\n`)
      return null
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message
      return `token-desk: could not write ${command.file} (${reason}).\n`
    }
  }
  const failed = write(first)
  if (failed || command.once) {
    watching.close()
    if (failed) io.stderr(failed)
    return failed ? exitCodes.failure : exitCodes.ok
  }
  return new Promise<number>((resolve) => {
    const stops = ['SIGINT', 'SIGTERM'] as const
    const end = (code: number) => {
      for (const signal of stops) process.off(signal, stop)
      watching.close()
      resolve(code)
    }
    const stop = () => end(exitCodes.ok)
    for (const signal of stops) process.on(signal, stop)
    watching.listen((event) => {
      if (event.kind === 'token') {
        const problem = write(event.token)
        if (problem) {
          io.stderr(problem)
          end(exitCodes.failure)
        }
      } else if (event.kind === 'gone') {
        io.stderr(
          `token-desk: lost the connection to Token Desk (did it quit?); ${command.file} keeps the last token.\n`,
        )
        end(exitCodes.notRunning)
      } else {
        io.stderr(
          `token-desk: ${event.error.code === 'refused' ? 'renewal refused by the token service' : 'renewing stopped'}: ${asClause(event.error.message)}; ${command.file} keeps the last token.\n`,
        )
        end(exitCodeOf(event.error))
      }
    })
  })
}
