import { describe, expect, it } from 'vitest'
import { demoProfile, unwrap } from '../helpers/api'
import { useCliRigs } from '../helpers/cliRigs'

const cli = useCliRigs()

const rig = cli.rig

describe('--force', () => {
  it('renews a valid token once for twenty parallel callers; an unforced call after renews nothing', async () => {
    const r = await rig()
    const profile = await demoProfile(r.core.api, cli.sandbox)
    await unwrap(r.core.api.getToken({ profileId: profile.id }))
    const old = cli.sandbox.issued.at(-1)!.token
    await r.run('list') // approve this client first
    const before = cli.sandbox.authCount()
    // The renewal stays in flight while the others arrive: they join it.
    cli.sandbox.setLatency(300)
    const runs = await Promise.all(
      Array.from({ length: 20 }, () => r.run('token', 'Acme', '--force')),
    )
    cli.sandbox.setLatency(0)
    expect(runs.filter((x) => x.code !== 0)).toEqual([])
    expect(cli.sandbox.authCount()).toBe(before + 1)
    const renewed = cli.sandbox.issued.at(-1)!.token
    expect(renewed).not.toBe(old)
    expect(new Set(runs.map((x) => x.stdout))).toEqual(new Set([`${renewed}\n`]))

    // Unforced, the new token lasts: no request.
    expect((await r.run('header', 'Acme', '--value')).stdout).toBe(`Bearer ${renewed}\n`)
    expect(cli.sandbox.authCount()).toBe(before + 1)
    // Forced again later: one more, and another token.
    const again = await r.run('env', 'Acme', '--force', '--json')
    expect(cli.sandbox.authCount()).toBe(before + 2)
    const latest = cli.sandbox.issued.at(-1)!.token
    expect(latest).not.toBe(renewed)
    expect(JSON.parse(again.stdout)).toMatchObject({ TOKEN_DESK_TOKEN: latest })
  })

  it('with no password kept, waits for the token the window gets, not the valid one it has', async () => {
    // No keyring: the password is kept for the session, and forgotten at suspend; the token stays.
    const r = await rig({ protection: 'weak' })
    const profile = await demoProfile(r.core.api, cli.sandbox)
    await unwrap(r.core.api.getToken({ profileId: profile.id }))
    const old = cli.sandbox.issued.at(-1)!.token
    await r.core.lock.secure('suspend')
    await r.run('list') // approve this client first
    expect((await r.run('token', 'Acme')).stdout).toBe(`${old}\n`)

    const forced = r.run('token', 'Acme', '--force', '--timeout', '1m')
    await expect
      .poll(() => r.events.find((e) => e.type === 'password-needed'))
      .toMatchObject({ type: 'password-needed', profileId: profile.id, reason: 'cli' })
    // The user types the password in the window's prompt.
    await unwrap(r.core.api.getToken({ profileId: profile.id, password: 'demo-password' }))
    const got = await forced
    expect(got.code).toBe(0)
    expect(got.stdout).toBe(`${cli.sandbox.issued.at(-1)!.token}\n`)
    expect(got.stdout).not.toBe(`${old}\n`)
  })
})
