/** The `token-desk` program (built to out/cli/token-desk.mjs; bin/token-desk.mjs runs it). */
import { realIo, runCli } from './run'

declare const __TOKEN_DESK_VERSION__: string

// exitCode, not exit(): a piped stdout is written out in full first.
process.exitCode = await runCli(process.argv.slice(2), realIo(__TOKEN_DESK_VERSION__))
