/** The `token-desk` program (built to out/cli/token-desk.cjs; bin/token-desk.cjs runs it). */
import { exitCodes } from './exitCodes'
import { realIo, runCli } from './run'

declare const __TOKEN_DESK_VERSION__: string

// Output that cannot be written ends the command with one line, not Node's stack: a full disk
// (ENOSPC) is a failure. A reader that went away (`| head -1`, EPIPE) is no error of ours: the
// write is dropped and the command ends as it would (exec with its command's code).
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') return
  process.stderr.write(`token-desk: could not write the output: ${error.code ?? error.message}\n`)
  process.exit(exitCodes.failure)
})

// exitCode, not exit(): a piped stdout is written out in full first. No top-level await: the
// bundle is CommonJS (it starts faster).
void runCli(process.argv.slice(2), realIo(__TOKEN_DESK_VERSION__)).then((code) => {
  process.exitCode = code
})
