import type { CliToken } from '../shared/cli/protocol'
import { dotenvQuote, fishQuote, powershellQuote, shellQuote } from '../shared/text/quote'
import type { EnvShell } from './args'

/** The variables `env` prints and `exec` sets, in this order. */
export function tokenVariables(token: CliToken): [string, string][] {
  return [
    ['TOKEN_DESK_TOKEN', token.token],
    ['TOKEN_DESK_AUTHORIZATION', token.authorization],
    ['TOKEN_DESK_EXPIRES_AT', new Date(token.expiresAt).toISOString()],
    ['TOKEN_DESK_ACCOUNT_ID', token.accountId],
  ]
}

const line: Record<EnvShell, (name: string, value: string) => string> = {
  bash: (name, value) => `export ${name}=${shellQuote(value)}`,
  zsh: (name, value) => `export ${name}=${shellQuote(value)}`,
  fish: (name, value) => `set -gx ${name} ${fishQuote(value)}`,
  powershell: (name, value) => `$env:${name} = ${powershellQuote(value)}`,
  dotenv: (name, value) => `${name}=${dotenvQuote(value)}`,
}

/** Text to eval in that shell (or a .env file, or JSON), one variable per line. */
export function formatEnv(shell: EnvShell | 'json', variables: [string, string][]): string {
  if (shell === 'json') return `${JSON.stringify(Object.fromEntries(variables), null, 2)}\n`
  return variables.map(([name, value]) => `${line[shell](name, value)}\n`).join('')
}
