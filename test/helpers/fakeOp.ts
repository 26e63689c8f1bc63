import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** The sandbox's `vaulted` login (API access, account ACME-001), whose password lives in the vault. */
export const vaultedUser = (password: string) =>
  ({
    username: 'vaulted',
    password,
    access: 'api',
    accountId: 'ACME-001',
    accountName: 'Acme Corp',
  }) as const

export interface FakeOp {
  /** What it prints next (the vault's current password). */
  setPassword(password: string): void
  runs(): number
}

/**
 * A fake `op` put first on PATH (the caller restores PATH): `op read
 * op://Support/Acme/password` prints `password` (after a moment, so
 * concurrent needs overlap); any other item is not found, as `op` says it, on
 * stderr with exit code 1. `body` replaces the script. Counts its runs.
 */
export function installFakeOp(bin: string, password: string, body?: string): FakeOp {
  const passwordFile = join(bin, 'password')
  const runsFile = join(bin, 'runs')
  writeFileSync(passwordFile, `${password}\n`)
  const script =
    body ??
    [
      `echo run >> "${runsFile}"`,
      'sleep 0.2',
      'if [ "$1" = read ] && [ "$2" = op://Support/Acme/password ]; then',
      `  cat "${passwordFile}"`,
      'else',
      '  echo "[ERROR] 2026/11/29 12:00:00 \\"$2\\" isn\'t an item in any vault" >&2',
      '  exit 1',
      'fi',
    ].join('\n')
  writeFileSync(join(bin, 'op'), `#!/bin/sh\n${script}\n`)
  chmodSync(join(bin, 'op'), 0o755)
  process.env.PATH = `${bin}:${process.env.PATH ?? ''}`
  return {
    setPassword: (next) => writeFileSync(passwordFile, `${next}\n`),
    runs: () =>
      existsSync(runsFile) ? readFileSync(runsFile, 'utf8').split('\n').filter(Boolean).length : 0,
  }
}
