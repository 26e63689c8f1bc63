/** The `token-desk` program (built to out/cli/token-desk.cjs; bin/token-desk.cjs runs it). */
import { realIo, runCli } from './run'

declare const __TOKEN_DESK_VERSION__: string

// exitCode, not exit(): a piped stdout is written out in full first. No top-level await: the
// bundle is CommonJS (it starts faster).
void runCli(process.argv.slice(2), realIo(__TOKEN_DESK_VERSION__)).then((code) => {
  process.exitCode = code
})
