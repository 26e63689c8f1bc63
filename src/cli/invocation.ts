import { commandNames } from './args'

/**
 * The `token-desk` arguments when the app's own executable was started as
 * the command line: after a `--cli` marker (any build), or, in an installed
 * app, when the first argument is one of its commands or --help / --version
 * (`token-desk list` with the Linux executable on PATH). Null: start the app.
 */
export function cliInvocation(argv: readonly string[], isPackaged: boolean): string[] | null {
  const marker = argv.indexOf('--cli')
  if (marker !== -1) return argv.slice(marker + 1)
  const first = argv[1]
  const words: readonly string[] = [...commandNames, '--help', '-h', '--version']
  if (isPackaged && first !== undefined && words.includes(first)) {
    return argv.slice(1)
  }
  return null
}
