import { afterEach, describe, expect, it, vi } from 'vitest'
import { connect } from 'node:net'
import { openWatch, type WatchEvent } from '../../src/cli/watchStream'
import type { CliReply, CliWatchToken } from '../../src/shared/cli/protocol'
import type { CliApprovalAnswer } from '../../src/shared/model/cli'
import { clientOf } from '../../src/cli/identity'
import { WATCH_TICK_MS } from '../../src/main/core/cli/tokenWatch'
import { cliCore } from '../helpers/cli'
import { demoProfile, unwrap } from '../helpers/api'
import { useCliRigs } from '../helpers/cliRigs'

/*
 * The `watch` stream against the real core and the cli.sandbox: the app renews by
 * its own clock (moved here as the harness moves it), says what is left in
 * each token, ends with the error it cannot get over, and lets go of every
 * timer when the client hangs up.
 */

const cli = useCliRigs()
const { newDir } = cli
afterEach(() => vi.restoreAllMocks())

const DAY = 24 * 3600_000

async function rig(answer?: () => Promise<CliApprovalAnswer>) {
  let offset = 0
  const r = await cliCore(newDir(), {
    clock: () => Date.now() + offset,
    ...(answer ? { answer } : {}),
  })
  cli.afterTest(r.stop)
  const profile = await demoProfile(r.core.api, cli.sandbox, { name: 'Acme' })
  await unwrap(r.core.api.getToken({ profileId: profile.id }))
  const watch = async (minTtl = '5m') => {
    const started = await openWatch(
      r.endpoint,
      {
        op: 'watch',
        client: clientOf(r.host),
        prompt: true,
        profile: 'Acme',
        minTtlMs: minTtl === '5m' ? 300_000 : 0,
        timeoutMs: 10_000,
      },
      20_000,
    )
    if (started.kind !== 'reply') throw new Error(started.kind)
    const events: WatchEvent[] = []
    if (started.reply.ok) started.watching.listen((event) => events.push(event))
    return { reply: started.reply, watching: started.watching, events }
  }
  return { ...r, profile, watch, move: (byMs: number) => (offset += byMs) }
}

const first = (reply: CliReply<CliWatchToken>): CliWatchToken => {
  if (!reply.ok) throw new Error(reply.error.message)
  return reply.value
}

/** The streams' ticks alive now: every interval of WATCH_TICK_MS set and not yet cleared. */
function liveTicks(): () => number {
  const live = new Set<unknown>()
  const set = globalThis.setInterval
  const clear = globalThis.clearInterval
  vi.spyOn(globalThis, 'setInterval').mockImplementation(((fn: () => void, ms?: number) => {
    const timer = set(fn, ms)
    if (ms === WATCH_TICK_MS) live.add(timer)
    return timer
  }) as typeof setInterval)
  vi.spyOn(globalThis, 'clearInterval').mockImplementation((timer) => {
    live.delete(timer)
    clear(timer)
  })
  return () => live.size
}

describe('token-desk’s watch stream', () => {
  it('renews when the app’s clock leaves less than --min-ttl, and says what is left', async () => {
    const r = await rig()
    const { reply, watching, events } = await r.watch()
    const token = first(reply)
    expect(token.token).toBe(cli.sandbox.issued.at(-1)!.token)
    expect(token.remainingMs).toBeGreaterThan(DAY - 60_000)
    expect(token.remainingMs).toBeLessThanOrEqual(DAY)
    const before = cli.sandbox.authCount()

    // 2 minutes left by the app's clock (the command's clock has not moved).
    r.move(DAY - 2 * 60_000)
    await expect.poll(() => events.length, { timeout: 10_000 }).toBe(1)
    const renewed = events[0]
    if (renewed?.kind !== 'token') throw new Error(JSON.stringify(renewed))
    expect(renewed.token.token).toBe(cli.sandbox.issued.at(-1)!.token)
    expect(renewed.token.token).not.toBe(token.token)
    // What the app says is left: a whole new day by its clock, though the command's
    // own clock would read the new expiresAt as two days away.
    expect(renewed.token.remainingMs).toBeGreaterThan(DAY - 60_000)
    expect(renewed.token.expiresAt - Date.now()).toBeGreaterThan(DAY + 23 * 3600_000)
    expect(cli.sandbox.authCount()).toBe(before + 1)
    watching.close()
  })

  it('passes on a token the window renewed, without a request of its own', async () => {
    const r = await rig()
    const { reply, watching, events } = await r.watch()
    const token = first(reply)
    // The window's Renew, through the app's single flight.
    await unwrap(r.core.api.getToken({ profileId: r.profile.id }))
    const renewed = cli.sandbox.issued.at(-1)!.token
    expect(renewed).not.toBe(token.token)
    const before = cli.sandbox.authCount()
    await expect.poll(() => events.length, { timeout: 10_000 }).toBe(1)
    expect(events[0]).toMatchObject({ kind: 'token', token: { token: renewed } })
    expect(cli.sandbox.authCount()).toBe(before)
    watching.close()
  })

  it('ends with the service’s refusal: one error line, no retry', async () => {
    const r = await rig()
    const { reply, events } = await r.watch()
    first(reply)
    cli.sandbox.setFault({ fault: { kind: 'status', status: 401 } })
    const before = cli.sandbox.authCount()
    r.move(DAY - 60_000)
    await expect.poll(() => events.length, { timeout: 10_000 }).toBe(1)
    expect(events[0]).toMatchObject({ kind: 'ended', error: { code: 'refused' } })
    expect(cli.sandbox.authCount()).toBe(before + 1)
  })

  it('retries a network failure with back-off while the token lasts; ends with it after', async () => {
    const r = await rig()
    const { reply, watching, events } = await r.watch()
    first(reply)
    // Two failed attempts, then the service answers again: the stream goes on.
    cli.sandbox.setFault({ fault: { kind: 'drop' }, times: 2 })
    const before = cli.sandbox.authCount()
    r.move(DAY - 2 * 60_000)
    await expect.poll(() => events.length, { timeout: 15_000 }).toBe(1)
    expect(events[0]).toMatchObject({
      kind: 'token',
      token: { token: cli.sandbox.issued.at(-1)!.token },
    })
    expect(cli.sandbox.authCount()).toBe(before + 3)

    // The service gone for good, and the token expires by the app's clock: said, and over.
    cli.sandbox.setFault({ fault: { kind: 'drop' } })
    r.move(DAY - 2 * 60_000)
    await expect
      .poll(() => cli.sandbox.authCount(), { timeout: 10_000 })
      .toBeGreaterThan(before + 3)
    expect(events).toHaveLength(1)
    r.move(3 * 60_000)
    await expect.poll(() => events.length, { timeout: 15_000 }).toBe(2)
    expect(events[1]).toMatchObject({ kind: 'ended', error: { code: 'network' } })
    watching.close()
  }, 40_000)

  it('ends at the next renewal once command line access is switched off', async () => {
    const r = await rig()
    const { reply, events } = await r.watch()
    first(reply)
    r.core.settings.update({ cliAccess: false })
    const before = cli.sandbox.authCount()
    r.move(DAY - 60_000)
    await expect.poll(() => events.length, { timeout: 10_000 }).toBe(1)
    expect(events[0]).toMatchObject({ kind: 'ended', error: { code: 'access-off' } })
    expect(cli.sandbox.authCount()).toBe(before)
  })

  it('lets go of its timer when the client hangs up, or the app closes the endpoint', async () => {
    const timeouts = liveTicks()
    const r = await rig()
    const idle = 0
    const one = await r.watch()
    first(one.reply)
    const two = await r.watch()
    first(two.reply)
    await expect.poll(timeouts).toBe(idle + 2)
    one.watching.close()
    await expect.poll(timeouts).toBe(idle + 1)
    // A client that goes away without a word (its process ended): a closed socket.
    await r.core.cli.close()
    await expect.poll(() => two.events).toEqual([{ kind: 'gone' }])
    await expect.poll(timeouts).toBe(idle)
  })

  it('asks once per stream: “Allow once” covers this stream’s renewals', async () => {
    const answers: CliApprovalAnswer[] = ['once']
    const r = await rig(async () => answers.shift() ?? 'deny')
    const { reply, watching, events } = await r.watch()
    first(reply)
    expect(r.prompts.map((p) => p.what)).toEqual([
      'tokens for “Acme”, kept fresh while a command runs',
    ])
    r.move(DAY - 60_000)
    await expect.poll(() => events.length, { timeout: 10_000 }).toBe(1)
    expect(events[0]?.kind).toBe('token')
    expect(r.prompts).toHaveLength(1)
    watching.close()
  })

  it('keeps the line cap after the request: a client that sends on is dropped', async () => {
    const r = await rig()
    const socket = connect(r.endpoint)
    const client = clientOf(r.host)
    let received = ''
    socket.on('data', (chunk) => (received += chunk.toString()))
    const closed = new Promise((resolve) => socket.on('close', resolve))
    socket.write(
      `${JSON.stringify({ v: 1, op: 'watch', client, prompt: true, profile: 'Acme', minTtlMs: 0, timeoutMs: 5000 })}\n`,
    )
    await expect.poll(() => received).toContain('"remainingMs"')
    socket.write(Buffer.alloc(64 * 1024, 0x61))
    await closed
  })
})
