import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { sayIn } from '../../src/shared/i18n/sayIn'
import { AppFailure } from '../../src/shared/ipc/errors'
import { runPasswordCommand } from '../../src/main/core/secrets/passwordCommandRunner'
import { fillCommand } from '../../src/shared/model/passwordCommand'
import { alive } from '../helpers/processAlive'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()

/** An executable `#!/bin/sh` script named `name` in a fresh folder; returns the folder. */
function script(name: string, body: string, dir = newDir()): string {
  const path = join(dir, name)
  writeFileSync(path, `#!/bin/sh\n${body}\n`)
  chmodSync(path, 0o755)
  return dir
}

const envWith = (dir: string): NodeJS.ProcessEnv => ({
  ...process.env,
  PATH: `${dir}:${process.env.PATH ?? ''}`,
})

async function failureOf(promise: Promise<unknown>): Promise<string> {
  const error: unknown = await promise.then(
    () => new Error('it succeeded'),
    (e: unknown) => e,
  )
  if (!(error instanceof AppFailure)) throw error
  expect(error.error.code).toBe('password-command')
  return error.error.message
}

describe('runPasswordCommand: a real process, no shell', () => {
  it('takes the first line of stdout, CR/LF stripped, found on PATH', async () => {
    const dir = script('op', 'printf "S3cret-from-op\\r\\nsecond line\\n"')
    expect(await runPasswordCommand(['op', 'read', 'x'], { env: envWith(dir) })).toBe(
      'S3cret-from-op',
    )
  })

  it('passes each argument as it is: no expansion, no injection', async () => {
    const dir = script('echoargs', 'printf "%s|" "$@"')
    const argv = ['echoargs', '$HOME', '`id`', 'a; rm -rf x', '*']
    expect(await runPasswordCommand(argv, { env: envWith(dir) })).toBe('$HOME|`id`|a; rm -rf x|*|')
  })

  it('stdin is closed: a command that would prompt ends instead of waiting', async () => {
    const dir = script(
      'ask',
      'if read answer; then printf "%s\\n" "$answer"; else echo "no input" >&2; exit 1; fi',
    )
    expect(await failureOf(runPasswordCommand(['ask'], { env: envWith(dir) }))).toContain(
      'exited with code 1',
    )
  })

  it('a non-zero exit says the code and the last lines of stderr, never stdout or the password', async () => {
    const dir = script(
      'op',
      [
        'echo "Pw-Looks-Like-This-9" ',
        'for i in 1 2 3 4 5 6 7; do echo "noise $i" >&2; done',
        'printf "\\033[31m[ERROR] item not found in vault Pw-Looks-Like-This-9\\033[0m\\n" >&2',
        'exit 3',
      ].join('\n'),
    )
    const message = await failureOf(runPasswordCommand(['op', 'read'], { env: envWith(dir) }))
    expect(message).toContain('exited with code 3')
    expect(message).toContain('[ERROR] item not found in vault')
    expect(message).toContain('noise 7')
    expect(message).not.toContain('noise 1')
    expect(message).not.toContain('Pw-Looks-Like-This-9')
    // eslint-disable-next-line no-control-regex -- the escape must be gone
    expect(message).not.toMatch(/\u001b/)
  })

  it('nothing printed is an error, not an empty password', async () => {
    const dir = script('op', 'exit 0')
    expect(await failureOf(runPasswordCommand(['op'], { env: envWith(dir) }))).toContain(
      'The command printed nothing',
    )
  })

  it('a program not on PATH names it and says what to do', async () => {
    const message = await failureOf(
      runPasswordCommand(['op-not-here', 'read'], { env: { PATH: newDir() } }),
    )
    expect(message).toBe(
      'op-not-here was not found. Give its full path, or add its folder to PATH.',
    )
  })

  it('on macOS, Homebrew’s folders are searched too (a Finder-started app has a minimal PATH)', async () => {
    const message = await failureOf(
      runPasswordCommand(['op-not-here'], { env: { PATH: newDir() }, platform: 'darwin' }),
    )
    expect(message).toContain('also looked in /opt/homebrew/bin and /usr/local/bin')
  })

  it('a hanging command times out, and it and its child are gone afterwards', async () => {
    const dir = newDir()
    const childPid = join(dir, 'child.pid')
    script('hang', `sleep 300 &\necho $! > "${childPid}"\nwait`, dir)
    let pid = 0
    const message = await failureOf(
      runPasswordCommand(['hang'], {
        env: envWith(dir),
        timeoutMs: 500,
        started: (p) => (pid = p),
      }),
    )
    expect(message).toContain('did not finish within 1 s and was stopped')
    expect(existsSync(childPid)).toBe(true)
    const child = Number(readFileSync(childPid, 'utf8'))
    expect(pid).toBeGreaterThan(0)
    expect(child).toBeGreaterThan(0)
    expect(alive(pid)).toBe(false)
    expect(alive(child)).toBe(false)
  })

  it('a helper left running with stdout open does not hold up a command that succeeded', async () => {
    const dir = newDir()
    const helperPid = join(dir, 'helper.pid')
    script('agent', `sleep 300 &\necho $! > "${helperPid}"\necho Pw-From-Agent-5\nexit 0`, dir)
    try {
      expect(await runPasswordCommand(['agent'], { env: envWith(dir), timeoutMs: 20_000 })).toBe(
        'Pw-From-Agent-5',
      )
    } finally {
      // The runner leaves the helper alone (an agent may be meant to stay); the test does not.
      if (existsSync(helperPid)) process.kill(Number(readFileSync(helperPid, 'utf8')), 'SIGKILL')
    }
  }, 30_000)

  it('reads at most 64 KiB of stdout', async () => {
    const dir = script('big', 'head -c 200000 /dev/zero | tr "\\\\0" a')
    expect(await failureOf(runPasswordCommand(['big'], { env: envWith(dir) }))).toContain(
      'longer than a password can be',
    )
  })
})

describe('fillCommand', () => {
  it('fills {vault} and {username}', () => {
    expect(
      fillCommand(['op', 'read', 'op://{vault}/Acme {username}/password'], {
        vault: 'Support',
        username: 'api-user',
      }),
    ).toEqual({ ok: true, argv: ['op', 'read', 'op://Support/Acme api-user/password'] })
  })

  it('a {vault} with no vault set names the setting', () => {
    expect(fillCommand(['op', 'read', 'op://{vault}/x'], { vault: '', username: 'u' })).toEqual({
      ok: false,
      message:
        'This command uses {vault}, and no vault is set. Set it in Settings → Passwords → Vault for password commands.',
      said: {
        key: 'fields.command.noVault',
        values: { setting: { key: 'fields.command.vaultSetting' } },
      },
    })
    const filled = fillCommand(['{vault}'], { vault: '', username: 'u' })
    expect(filled.ok ? '' : sayIn('de', filled.said)).toBe(
      'Dieser Befehl verwendet {vault}, aber es ist kein Tresor festgelegt. Legen Sie ihn unter Einstellungen → Passwörter → Tresor für Passwortbefehle fest.',
    )
  })
})
