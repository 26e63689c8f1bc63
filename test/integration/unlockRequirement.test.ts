import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import type { OsUserCheck } from '../../src/main/core/lock/osUserCheck'
import { coreIn } from '../helpers/core'
import { cliCore } from '../helpers/cli'
import { demoProfile, expectError, unwrap } from '../helpers/api'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
let sandbox: Sandbox
const stops: (() => Promise<void>)[] = []
beforeAll(async () => {
  sandbox = await startSandbox()
})
afterAll(() => sandbox.close())
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop()
})

const PASSPHRASE = 'Unlock-Pp-7vQx2Lm9'
const byPassphrase = (passphrase: string) => ({ kind: 'passphrase' as const, passphrase })

/** A core with a token for one demo profile, the user saying yes to Reveal in main's dialog. */
async function coreWithToken() {
  let now = Date.now()
  const dir = newDir()
  const core = coreIn(dir, { clock: () => now })
  core.confirmations.answer('reveal-token', true).answer('unlock-passphrase', true)
  const profile = await demoProfile(core.api, sandbox)
  await unwrap(core.api.getToken({ profileId: profile.id }))
  return { core, dir, profile, advance: (ms: number) => (now += ms) }
}

describe('the unlock requirement, through the IPC dispatcher', () => {
  it('is off by default: Unlock and Reveal ask for nothing more than before', async () => {
    const { core, profile } = await coreWithToken()
    expect(await unwrap(core.api.unlockRequirement())).toEqual({ on: false, touchId: false })
    await unwrap(core.api.lock())
    expect(await unwrap(core.api.unlock())).toEqual({ locked: false })
    expect((await unwrap(core.api.revealToken({ profileId: profile.id }))).token).toMatch(
      /^[\w-]{20,}$/,
    )
  })

  it('once on, the window stays locked without the passphrase or with a wrong one, and opens with it', async () => {
    const { core, advance } = await coreWithToken()
    expect(await unwrap(core.api.setUnlockPassphrase({ passphrase: PASSPHRASE }))).toEqual({
      on: true,
      touchId: false,
    })
    await unwrap(core.api.lock())
    // The lock screen may ask whether to show the passphrase field.
    expect(await unwrap(core.api.unlockRequirement())).toEqual({ on: true, touchId: false })

    // The page calling unlock directly, as before: refused, still locked.
    expect(await expectError(core.api.unlock(), 'unlock-required')).toEqual({
      code: 'unlock-required',
      message: 'Enter your unlock passphrase first.',
      said: { key: 'app.unlock.passphraseFirst' },
    })
    expect(await expectError(core.api.unlock({}), 'unlock-required')).toBeTruthy()
    expect(await unwrap(core.api.lockState())).toMatchObject({ locked: true })
    await expectError(core.api.listProfiles(), 'locked')

    for (const guess of ['guess one', 'guess two']) {
      await expectError(core.api.unlock({ proof: byPassphrase(guess) }), 'unlock-refused')
    }
    expect(await expectError(core.api.unlock({ proof: byPassphrase('guess three') }))).toEqual({
      code: 'unlock-refused',
      message: 'That is not the unlock passphrase. Try again in 1 second.',
      said: expect.objectContaining({ key: 'app.unlock.wrongWait' }) as object,
      waitMs: 1000,
    })
    expect(
      await expectError(core.api.unlock({ proof: byPassphrase(PASSPHRASE) }), 'unlock-refused'),
    ).toMatchObject({ message: 'Too many wrong attempts: wait 1 second before trying again.' })
    expect(await unwrap(core.api.lockState())).toMatchObject({ locked: true })

    advance(1000)
    expect(await unwrap(core.api.unlock({ proof: byPassphrase(PASSPHRASE) }))).toEqual({
      locked: false,
    })
    await unwrap(core.api.listProfiles())
  })

  it('Reveal token needs the passphrase before main’s dialog opens, and never works while locked', async () => {
    const { core, profile } = await coreWithToken()
    await unwrap(core.api.setUnlockPassphrase({ passphrase: PASSPHRASE }))
    await expectError(core.api.revealToken({ profileId: profile.id }), 'unlock-required')
    await expectError(
      core.api.revealToken({ profileId: profile.id, proof: byPassphrase('not it') }),
      'unlock-refused',
    )
    // Nobody was asked in main's dialog for a reveal without the proof.
    expect(core.confirmations.kinds()).toEqual(['unlock-passphrase'])

    await unwrap(core.api.lock())
    // Locked: refused before the proof is even looked at.
    await expectError(
      core.api.revealToken({ profileId: profile.id, proof: byPassphrase(PASSPHRASE) }),
      'locked',
    )
    await unwrap(core.api.unlock({ proof: byPassphrase(PASSPHRASE) }))

    const { token } = await unwrap(
      core.api.revealToken({ profileId: profile.id, proof: byPassphrase(PASSPHRASE) }),
    )
    expect(token).toMatch(/^[\w-]{20,}$/)
    expect(core.confirmations.kinds()).toEqual(['unlock-passphrase', 'reveal-token'])
  })

  it('a page cannot turn it on by itself: main asks the user in its own dialog', async () => {
    const core = coreIn(newDir())
    expect(await expectError(core.api.setUnlockPassphrase({ passphrase: PASSPHRASE }))).toEqual({
      code: 'declined',
      message: 'Not turned on: it was not confirmed in the dialog.',
      said: expect.objectContaining({ key: 'requests.confirm.declined' }) as object,
    })
    expect(core.confirmations.asked).toMatchObject([
      { kind: 'unlock-passphrase', message: 'Ask for a passphrase to unlock Token Desk?' },
    ])
    expect(await unwrap(core.api.unlockRequirement())).toEqual({ on: false, touchId: false })
    await unwrap(core.api.lock())
    expect(await unwrap(core.api.unlock())).toEqual({ locked: false })
  })

  it('changing or turning off the requirement needs the current passphrase', async () => {
    const { core, profile } = await coreWithToken()
    await unwrap(core.api.setUnlockPassphrase({ passphrase: PASSPHRASE }))
    // A page that wants it off, or its own passphrase in, cannot skip the current one.
    await expectError(
      core.api.setUnlockPassphrase({ passphrase: 'page-chosen-passphrase' }),
      'unlock-required',
    )
    await expectError(
      core.api.setUnlockPassphrase({ passphrase: 'page-chosen-passphrase', current: 'nope' }),
      'unlock-refused',
    )
    await expectError(core.api.turnOffUnlockRequirement({ current: 'nope' }), 'unlock-refused')
    expect(await unwrap(core.api.unlockRequirement())).toEqual({ on: true, touchId: false })

    await unwrap(
      core.api.setUnlockPassphrase({ passphrase: 'Second-passphrase-1', current: PASSPHRASE }),
    )
    await expectError(
      core.api.revealToken({ profileId: profile.id, proof: byPassphrase(PASSPHRASE) }),
      'unlock-refused',
    )
    expect(
      await unwrap(core.api.turnOffUnlockRequirement({ current: 'Second-passphrase-1' })),
    ).toEqual({ on: false, touchId: false })
    await unwrap(core.api.revealToken({ profileId: profile.id }))
  })

  it('refuses a passphrase too short or too long, by name, and keeps the requirement as it was', async () => {
    const { core } = await coreWithToken()
    const short = await expectError(
      core.api.setUnlockPassphrase({ passphrase: 'short' }),
      'invalid-input',
    )
    expect(short.message).toBe(
      'One field needs attention: The passphrase needs at least 8 characters.',
    )
    const long = await expectError(
      core.api.setUnlockPassphrase({ passphrase: 'x'.repeat(1025) }),
      'invalid-input',
    )
    expect(long.message).toMatch(/at most 1024 characters/)
    await expectError(
      core.api.unlock({ proof: byPassphrase('y'.repeat(1025)) } as never),
      'invalid-input',
    )
    expect(await unwrap(core.api.unlockRequirement())).toEqual({ on: false, touchId: false })
  })

  it('keeps only a hash: no answer to the page carries it, and the file holds no passphrase', async () => {
    const { core, dir } = await coreWithToken()
    await unwrap(core.api.setUnlockPassphrase({ passphrase: PASSPHRASE }))
    const stored = JSON.parse(readFileSync(join(dir, 'profiles.json'), 'utf8')) as Record<
      string,
      { salt: string; hash: string }
    >
    const { salt, hash } = stored['unlockPassphrase']!
    expect(hash).toMatch(/^[\w+/]+=*$/)
    const answers = JSON.stringify([
      await unwrap(core.api.unlockRequirement()),
      await unwrap(core.api.getSettings()),
      await unwrap(core.api.appInfo()),
      await unwrap(core.api.exportProfiles({ format: 'json' })),
      await unwrap(core.api.copyDiagnostics()),
      await core.clipboard.readText(),
    ])
    for (const part of [salt, hash, PASSPHRASE]) expect(answers).not.toContain(part)
    expect(readFileSync(join(dir, 'profiles.json'), 'utf8')).not.toContain(PASSPHRASE)
  })

  it('Touch ID unlocks where the Mac offers it; its refusal keeps the window locked', async () => {
    const answers: boolean[] = []
    const reasons: string[] = []
    const osUserCheck: OsUserCheck = {
      available: () => true,
      confirm: async (reason) => {
        reasons.push(reason)
        return answers.shift() ?? false
      },
    }
    const core = coreIn(newDir(), { osUserCheck })
    core.confirmations.answer('unlock-passphrase', true)
    await unwrap(core.api.setUnlockPassphrase({ passphrase: PASSPHRASE }))
    await unwrap(core.api.lock())
    expect(await unwrap(core.api.unlockRequirement())).toEqual({ on: true, touchId: true })
    answers.push(false)
    expect(await expectError(core.api.unlock({ proof: { kind: 'touch-id' } }))).toEqual({
      code: 'unlock-refused',
      message: 'Touch ID did not confirm it is you.',
      said: { key: 'app.unlock.touchIdNotConfirmed' },
      waitMs: 0,
    })
    expect(await unwrap(core.api.lockState())).toMatchObject({ locked: true })
    answers.push(true)
    expect(await unwrap(core.api.unlock({ proof: { kind: 'touch-id' } }))).toEqual({
      locked: false,
    })
    expect(reasons).toEqual(['unlock Token Desk', 'unlock Token Desk'])
  })
})

describe('"Always allow" for a command-line client while the requirement is on', () => {
  it('without Touch ID, the native prompt cannot take the passphrase: the client gets 8 hours', async () => {
    const r = await cliCore(newDir())
    stops.push(r.stop)
    r.core.confirmations.answer('unlock-passphrase', true)
    await demoProfile(r.core.api, sandbox, { name: 'Acme production' })
    await unwrap(r.core.api.setUnlockPassphrase({ passphrase: PASSPHRASE }))
    expect((await r.run('token', 'Acme production')).code).toBe(0)
    const [client] = (await unwrap(r.core.api.cliAccess())).clients
    expect(client?.until).toEqual(expect.any(Number))
  })

  it('with Touch ID, it asks; a yes makes it standing, a no gives 8 hours', async () => {
    const answers: boolean[] = [false, true]
    const reasons: string[] = []
    const r = await cliCore(newDir(), {
      osUserCheck: {
        available: () => true,
        confirm: async (reason) => {
          reasons.push(reason)
          return answers.shift() ?? false
        },
      },
    })
    stops.push(r.stop)
    r.core.confirmations.answer('unlock-passphrase', true)
    await demoProfile(r.core.api, sandbox, { name: 'Acme production' })
    await unwrap(r.core.api.setUnlockPassphrase({ passphrase: PASSPHRASE }))
    expect((await r.run('token', 'Acme production')).code).toBe(0)
    const [eight] = (await unwrap(r.core.api.cliAccess())).clients
    expect(eight?.until).toEqual(expect.any(Number))
    await unwrap(r.core.api.revokeCliClient({ clientId: eight!.id }))
    expect((await r.run('token', 'Acme production')).code).toBe(0)
    const [standing] = (await unwrap(r.core.api.cliAccess())).clients
    expect(standing?.until).toBeNull()
    expect(reasons).toHaveLength(2)
    expect(reasons[0]).toMatch(/^always allow .+ to use Token Desk$/)
  })

  it('Settings › Command line makes the 8 hours standing, with the passphrase', async () => {
    const r = await cliCore(newDir())
    stops.push(r.stop)
    r.core.confirmations.answer('unlock-passphrase', true)
    await demoProfile(r.core.api, sandbox, { name: 'Acme production' })
    await unwrap(r.core.api.setUnlockPassphrase({ passphrase: PASSPHRASE }))
    expect((await r.run('token', 'Acme production')).code).toBe(0)
    const [client] = (await unwrap(r.core.api.cliAccess())).clients
    const clientId = client!.id
    await expectError(r.core.api.allowCliClientAlways({ clientId }), 'unlock-required')
    await expectError(
      r.core.api.allowCliClientAlways({ clientId, proof: byPassphrase('not it') }),
      'unlock-refused',
    )
    await unwrap(r.core.api.lock())
    await expectError(
      r.core.api.allowCliClientAlways({ clientId, proof: byPassphrase(PASSPHRASE) }),
      'locked',
    )
    await unwrap(r.core.api.unlock({ proof: byPassphrase(PASSPHRASE) }))
    expect((await unwrap(r.core.api.cliAccess())).clients[0]?.until).toEqual(expect.any(Number))
    const info = await unwrap(
      r.core.api.allowCliClientAlways({ clientId, proof: byPassphrase(PASSPHRASE) }),
    )
    expect(info.clients).toMatchObject([{ id: clientId, until: null }])
    expect(
      await expectError(
        r.core.api.allowCliClientAlways({ clientId: 'no-such-client' }),
        'not-found',
      ),
    ).toMatchObject({
      message: 'That client is no longer approved: it asks again with its next command.',
    })
  })

  it('with the requirement off, "Always allow" is standing at once, as before', async () => {
    const r = await cliCore(newDir())
    stops.push(r.stop)
    await demoProfile(r.core.api, sandbox, { name: 'Acme production' })
    expect((await r.run('token', 'Acme production')).code).toBe(0)
    const [client] = (await unwrap(r.core.api.cliAccess())).clients
    expect(client?.until).toBeNull()
  })
})
