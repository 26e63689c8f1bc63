import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { demoUsers } from '../../src/sandbox/users'
import { secretKindOf } from '../../src/main/core/secrets/secretKeys'
import type { AppEvent } from '../../src/shared/ipc/events'
import { coreIn, vaultOnDisk } from '../helpers/core'
import { installFakeOp, vaultedUser, type FakeOp } from '../helpers/fakeOp'
import { demoLogin } from '../helpers/demoLogin'
import { expectError, unwrap, view } from '../helpers/api'
import { filesUnder, leaksIn } from '../helpers/secretScan'
import { useTempDirs } from '../helpers/tempDir'

/**
 * Passwords from a command (issue 35, item 4), over a real process: a fake
 * `op` put first on PATH prints the password the sandbox's `vaulted` login
 * has, and counts its runs in a file.
 */
const newDir = useTempDirs()
const FIRST = 'Vault-Pw-7Hq2Zx9Lm'
const ROTATED = 'Vault-Pw-Rotated-4Kd8'
let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox({ users: [...demoUsers, vaultedUser(FIRST)] })
})
afterAll(() => sandbox.close())
beforeEach(() => sandbox.setPassword('vaulted', FIRST))

const originalPath = process.env.PATH
afterEach(() => {
  process.env.PATH = originalPath
})

/** A fake `op` first on PATH, printing the `vaulted` login's password (see installFakeOp). */
const fakeOp = (body?: string): FakeOp => installFakeOp(newDir(), FIRST, body)

const isPassword = (key: string) => secretKindOf(key) === 'password'

const OP_COMMAND = { argv: ['op', 'read', 'op://{vault}/Acme/password'], keepInKeyring: false }

type Core = ReturnType<typeof coreIn>

/** A core whose `vaulted` login (one profile per name) gets its password from `op`. */
async function vaultedCore(
  dir: string,
  names = ['Acme'],
  protection?: 'weak',
): Promise<{ core: Core; ids: string[]; events: AppEvent[] }> {
  const events: AppEvent[] = []
  const core = coreIn(dir, {
    events: { emit: (event) => events.push(event) },
    ...(protection ? { protection } : {}),
  })
  core.confirmations.answer('run-command', true)
  await unwrap(core.api.updateSettings({ passwordCommandVault: 'Support' }))
  const ids: string[] = []
  for (const name of names) {
    const profile = await unwrap(
      core.api.createProfile(
        demoLogin(sandbox, { name, accountId: name, username: 'vaulted', password: undefined }),
      ),
    )
    ids.push(profile.id)
  }
  const [first = ''] = ids
  await unwrap(core.api.setPasswordCommand({ profileId: first, command: OP_COMMAND }))
  return { core, ids, events }
}

describe('a login whose password comes from a command', () => {
  it('the password reaches the service (a token) and is nowhere on disk or in the log', async () => {
    const op = fakeOp()
    const dir = newDir()
    const { core, ids } = await vaultedCore(dir)
    const [id = ''] = ids
    expect((await view(core.api, id)).password).toBe('command')

    const got = await unwrap(core.api.getToken({ profileId: id }))
    expect(got.token.kind).toBe('issued')
    expect(op.runs()).toBe(1)
    // Kept for the session: the next token needs no second run.
    await unwrap(core.api.forgetToken({ profileId: id }))
    await unwrap(core.api.getToken({ profileId: id }))
    expect(op.runs()).toBe(1)

    await core.flush()
    const places: [string, string][] = [...filesUnder(dir), ['main log', core.logs.join('\n')]]
    expect(leaksIn(places, [FIRST])).toEqual([])
    // Not even sealed: no password row at all (only the token's).
    expect(Object.keys(vaultOnDisk(dir)['token-desk'] ?? {}).filter(isPassword)).toEqual([])
    // The command itself is kept (not a secret), with the placeholder as given.
    expect(readFileSync(join(dir, 'profiles.json'), 'utf8')).toContain('op://{vault}/Acme/password')
  })

  it('a failing command says what its stderr said, and never what stdout printed', async () => {
    fakeOp(
      [
        'echo "Pw-Looks-Like-A-Secret-3"',
        'echo "[ERROR] You are not currently signed in. Please run \\`op signin --help\\`" >&2',
        'exit 6',
      ].join('\n'),
    )
    const { core, ids } = await vaultedCore(newDir())
    const [id = ''] = ids
    const error = await expectError(core.api.getToken({ profileId: id }), 'password-command')
    expect(error.message).toContain('exited with code 6')
    expect(error.message).toContain('You are not currently signed in')
    expect(error.message).not.toContain('Pw-Looks-Like-A-Secret-3')
    // Kept as the profile's last error, so auto-renew's failure shows too.
    expect((await view(core.api, id)).lastError).toMatchObject({ code: 'password-command' })
  })

  it('an unfilled {vault} names the setting, and nothing runs', async () => {
    const op = fakeOp()
    const { core, ids } = await vaultedCore(newDir())
    await unwrap(core.api.updateSettings({ passwordCommandVault: '' }))
    const error = await expectError(
      core.api.getToken({ profileId: ids[0] ?? '' }),
      'password-command',
    )
    expect(error.message).toContain('Settings → Passwords → Vault for password commands')
    expect(op.runs()).toBe(0)
  })

  it('a rotated password: the 401 runs the command again once, and the new one gets the token', async () => {
    const op = fakeOp()
    const { core, ids } = await vaultedCore(newDir())
    const [id = ''] = ids
    await unwrap(core.api.getToken({ profileId: id }))
    expect(op.runs()).toBe(1)
    // The vault rotates it: the service and the vault agree, the app still holds the old one.
    sandbox.setPassword('vaulted', ROTATED)
    op.setPassword(ROTATED)
    const before = sandbox.authCount()
    const got = await unwrap(core.api.getToken({ profileId: id }))
    expect(got.token.kind).toBe('issued')
    expect(op.runs()).toBe(2)
    // The old password once (401), the new one once.
    expect(sandbox.authCount() - before).toBe(2)
  })

  it('a refusal the vault does not fix stands: one rerun, the same password, no second try', async () => {
    const op = fakeOp()
    const { core, ids } = await vaultedCore(newDir())
    const [id = ''] = ids
    sandbox.setPassword('vaulted', ROTATED)
    const before = sandbox.authCount()
    await expectError(core.api.getToken({ profileId: id }), 'auth-rejected')
    expect(op.runs()).toBe(2)
    expect(sandbox.authCount() - before).toBe(1)
  })

  it('10 profiles of the login asking at once run the command once', async () => {
    const op = fakeOp()
    const names = Array.from({ length: 10 }, (_, i) => `Acme ${i}`)
    const { core, ids } = await vaultedCore(newDir(), names)
    const got = await Promise.all(ids.map((id) => unwrap(core.api.getToken({ profileId: id }))))
    expect(got.map((v) => v.token.kind)).toEqual(ids.map(() => 'issued'))
    expect(op.runs()).toBe(1)
  })

  it('locking forgets it: the next token runs the command again', async () => {
    const op = fakeOp()
    const { core, ids } = await vaultedCore(newDir())
    const [id = ''] = ids
    await unwrap(core.api.getToken({ profileId: id }))
    await unwrap(core.api.lock())
    await unwrap(core.api.unlock())
    await unwrap(core.api.forgetToken({ profileId: id }))
    await unwrap(core.api.getToken({ profileId: id }))
    expect(op.runs()).toBe(2)
  })

  it('allowing passwords on a weak keyring later does not write a command’s password', async () => {
    fakeOp()
    const dir = newDir()
    const { core, ids } = await vaultedCore(dir, ['Acme'], 'weak')
    await unwrap(core.api.getToken({ profileId: ids[0] ?? '' }))
    await unwrap(core.api.updateSettings({ keepPasswordsInWeakStorage: true }))
    await core.flush()
    expect(Object.keys(vaultOnDisk(dir)['token-desk'] ?? {}).filter(isPassword)).toEqual([])
  })

  it('"Keep in the keyring" keeps it as a typed password is kept', async () => {
    const op = fakeOp()
    const dir = newDir()
    const { core, ids } = await vaultedCore(dir)
    const [id = ''] = ids
    await unwrap(
      core.api.setPasswordCommand({
        profileId: id,
        command: { ...OP_COMMAND, keepInKeyring: true },
      }),
    )
    await unwrap(core.api.getToken({ profileId: id }))
    await core.flush()
    // Sealed, as a typed password is: a row for the login.
    expect(Object.keys(vaultOnDisk(dir)['token-desk'] ?? {}).filter(isPassword)).toHaveLength(1)
    expect(op.runs()).toBe(1)
  })
})

describe('who may use a command’s password', () => {
  it('a profile joining the login with an API host none of it uses is withheld from it', async () => {
    const op = fakeOp()
    const { core } = await vaultedCore(newDir())
    // A page could create this: the login's base URL and username, tokens sent elsewhere.
    const joiner = await unwrap(
      core.api.createProfile(
        demoLogin(sandbox, {
          name: 'Elsewhere',
          username: 'vaulted',
          password: undefined,
          apiHostUrl: 'https://api.elsewhere.example',
        }),
      ),
    )
    expect(await view(core.api, joiner.id)).toMatchObject({
      password: 'none',
      passwordDropped: { reason: 'new-api-host' },
    })
    await expectError(core.api.getToken({ profileId: joiner.id }), 'no-password')
    expect(op.runs()).toBe(0)
  })
})

describe('choosing a command from the page', () => {
  it('a command main has not run is shown in main’s dialog first; no means it does not run', async () => {
    const op = fakeOp()
    const core = coreIn(newDir())
    const profile = await unwrap(
      core.api.createProfile(demoLogin(sandbox, { username: 'vaulted', password: undefined })),
    )
    await expectError(
      core.api.setPasswordCommand({ profileId: profile.id, command: OP_COMMAND }),
      'declined',
    )
    await expectError(
      core.api.testPasswordCommand({
        argv: ['op', 'read', 'op://Support/Acme/password'],
        baseUrl: sandbox.urls.portal,
        username: 'vaulted',
      }),
      'declined',
    )
    expect(op.runs()).toBe(0)
    expect(await unwrap(core.api.passwordCommand({ profileId: profile.id }))).toEqual({
      command: null,
      sharedWith: 0,
    })
    expect(core.confirmations.kinds()).toEqual(['run-command', 'run-command'])
  })

  it('Test says how long the password was, never what it was', async () => {
    fakeOp()
    const core = coreIn(newDir())
    core.confirmations.answer('run-command', true)
    await unwrap(core.api.updateSettings({ passwordCommandVault: 'Support' }))
    const result = await unwrap(
      core.api.testPasswordCommand({
        argv: OP_COMMAND.argv,
        baseUrl: sandbox.urls.portal,
        username: 'vaulted',
      }),
    )
    expect(result).toEqual({ characters: FIRST.length })
  })

  it('the login’s other profiles show the same command', async () => {
    fakeOp()
    const { core, ids, events } = await vaultedCore(newDir(), ['EU', 'US', 'UK'])
    // The window hears it for each of them, so their details say so at once.
    const changed = events.flatMap((e) =>
      e.type === 'profile-changed' && e.profile.password === 'command' ? [e.profile.id] : [],
    )
    expect(changed.sort()).toEqual([...ids].sort())
    for (const id of ids) {
      expect(await unwrap(core.api.passwordCommand({ profileId: id }))).toEqual({
        command: OP_COMMAND,
        sharedWith: 2,
      })
    }
  })
})
