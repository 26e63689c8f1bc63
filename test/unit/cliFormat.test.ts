import { execFileSync, spawnSync } from 'node:child_process'
import { parseEnv } from 'node:util'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatEnv, tokenVariables } from '../../src/cli/envFormat'
import type { CliToken } from '../../src/shared/cli/protocol'
import { dotenvQuote } from '../../src/shared/text/quote'

/** Which shells this machine has; the missing ones are skipped with a message. */
function has(shell: string): boolean {
  const found = spawnSync(shell, ['-c', 'exit 0'], { stdio: 'ignore' }).status === 0
  if (!found) console.warn(`Skipping ${shell} checks: ${shell} is not installed here.`)
  return found
}
const shells = {
  bash: has('bash'),
  sh: has('sh'),
  zsh: has('zsh'),
  fish: has('fish'),
  pwsh: has('pwsh'),
}

const names = [
  'TOKEN_DESK_TOKEN',
  'TOKEN_DESK_AUTHORIZATION',
  'TOKEN_DESK_EXPIRES_AT',
  'TOKEN_DESK_ACCOUNT_ID',
]

const tokenOf = (token: string, accountId = 'ACME-001'): CliToken => ({
  profile: { id: 'p1', name: 'Acme' },
  accountId,
  token,
  authorization: `Bearer ${token}`,
  expiresAt: Date.UTC(2026, 10, 24, 9, 30, 0, 123),
})

/** Text that may reach a header value: printable, quotes, backslashes, $, `, !, spaces, Unicode. */
const characters = [
  ...Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)),
  ...['‘', '’', '“', '”', 'ä', 'é', '€', '😀'],
]
const nasty = fc
  .array(fc.constantFrom(...characters), { minLength: 1, maxLength: 30 })
  .map((chars) => chars.join(''))

/** What the shell holds after evaluating the lines: the four values, NUL-separated. */
function evaluated(shell: string, lines: string): string[] {
  const print = `printf '%s\\0' ${names.map((n) => `"$${n}"`).join(' ')}`
  const out = execFileSync(shell, ['-c', `${lines}\n${print}`], { encoding: 'utf8' })
  return out.split('\0').slice(0, -1)
}

/** A shell started per run, one after another: a second or so here, over 5 s on two busy cores. */
const SHELL_RUNS_TIMEOUT_MS = 30_000

const expected = (token: CliToken): string[] => tokenVariables(token).map(([, value]) => value)

describe('env output, evaluated by the real shells', () => {
  it('names the four variables with ISO 8601 expiry', () => {
    expect(formatEnv('bash', tokenVariables(tokenOf('abc')))).toBe(
      [
        "export TOKEN_DESK_TOKEN='abc'",
        "export TOKEN_DESK_AUTHORIZATION='Bearer abc'",
        "export TOKEN_DESK_EXPIRES_AT='2026-11-24T09:30:00.123Z'",
        "export TOKEN_DESK_ACCOUNT_ID='ACME-001'",
        '',
      ].join('\n'),
    )
    expect(formatEnv('fish', tokenVariables(tokenOf('abc'))).split('\n')[0]).toBe(
      "set -gx TOKEN_DESK_TOKEN 'abc'",
    )
    expect(formatEnv('powershell', tokenVariables(tokenOf('abc'))).split('\n')[0]).toBe(
      "$env:TOKEN_DESK_TOKEN = 'abc'",
    )
    expect(formatEnv('dotenv', tokenVariables(tokenOf('abc'))).split('\n')[0]).toBe(
      'TOKEN_DESK_TOKEN="abc"',
    )
  })

  for (const shell of ['bash', 'sh', 'zsh'] as const) {
    it.skipIf(!shells[shell])(
      `${shell} reads back any value exactly`,
      () => {
        fc.assert(
          fc.property(nasty, nasty, (value, account) => {
            const token = tokenOf(value, account)
            const syntax = shell === 'sh' ? 'bash' : shell
            expect(evaluated(shell, formatEnv(syntax, tokenVariables(token)))).toEqual(
              expected(token),
            )
          }),
          { numRuns: 25 },
        )
      },
      SHELL_RUNS_TIMEOUT_MS,
    )
  }

  it.skipIf(!shells.fish)(
    'fish reads back any value exactly',
    () => {
      fc.assert(
        fc.property(nasty, nasty, (value, account) => {
          const token = tokenOf(value, account)
          expect(evaluated('fish', formatEnv('fish', tokenVariables(token)))).toEqual(
            expected(token),
          )
        }),
        { numRuns: 25 },
      )
    },
    SHELL_RUNS_TIMEOUT_MS,
  )

  it.skipIf(!shells.pwsh)(
    'PowerShell reads back any value exactly',
    () => {
      fc.assert(
        fc.property(nasty, (value) => {
          const token = tokenOf(value)
          const script = `${formatEnv('powershell', tokenVariables(token))}\n[Console]::Out.Write((@(${names
            .map((n) => `$env:${n}`)
            .join(', ')}) -join [char]0) + [char]0)`
          const out = execFileSync('pwsh', ['-NoProfile', '-Command', script], { encoding: 'utf8' })
          expect(out.split('\0').slice(0, -1)).toEqual(expected(token))
        }),
        { numRuns: 10 },
      )
    },
    SHELL_RUNS_TIMEOUT_MS,
  )

  it('a .env file (as dotenv and Node read it) and JSON read back any value exactly', () => {
    fc.assert(
      fc.property(nasty, (value) => {
        const variables = tokenVariables(tokenOf(value))
        expect(JSON.parse(formatEnv('json', variables))).toEqual(Object.fromEntries(variables))
        // The one form dotenv cannot read: a backtick with a quote or backslash (see dotenvQuote).
        fc.pre(!(value.includes('`') && /['\\]/.test(value)))
        expect(parseEnv(formatEnv('dotenv', variables))).toEqual(Object.fromEntries(variables))
      }),
      { numRuns: 300 },
    )
  })

  it('a .env value picks the quotes every reader agrees on', () => {
    expect(dotenvQuote('abc.DEF-123_~+/=')).toBe('"abc.DEF-123_~+/="')
    expect(dotenvQuote('a$b"c')).toBe("'a$b\"c'")
    expect(dotenvQuote("it's $5")).toBe("`it's $5`")
    expect(dotenvQuote('a\\b')).toBe('`a\\b`')
    expect(dotenvQuote('`\'"$\\')).toBe('"\\`\'\\"\\$\\\\"')
  })

  // The audit's attack: an account id from an old data folder or a hostile service with a line
  // break, which a line-based reader (systemd's EnvironmentFile, docker --env-file) took as a
  // variable of its own.
  it('a value with a line break never ends its line, and dotenv reads it back', () => {
    const variables = tokenVariables(tokenOf('abc', 'ACME-001\nLD_PRELOAD=/tmp/evil.so'))
    const text = formatEnv('dotenv', variables)
    expect(text.split('\n').filter((line) => line.startsWith('LD_PRELOAD'))).toEqual([])
    expect(text.trimEnd().split('\n')).toHaveLength(variables.length)
    expect(parseEnv(text)['TOKEN_DESK_ACCOUNT_ID']).toBe('ACME-001\nLD_PRELOAD=/tmp/evil.so')
    expect(dotenvQuote('a\r\nb\u001b[2J')).toBe('"a\\r\\nb\\u001b[2J"')
  })
})
