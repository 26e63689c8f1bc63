import { spawn } from 'node:child_process'
import { cpSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { coreIn } from '../helpers/core'
import { unwrap, views } from '../helpers/api'
import { OLD_ISSUED_AT, oldToken, seedRenewalFolder } from '../helpers/renewalFolder'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
const child = resolve(import.meta.dirname, '../fixtures/renewChild.ts')
const PROFILES = 1000
const ROUNDS = 20
/**
 * How long before the kill an acknowledged token may be lost: the commit
 * delay (25 ms) plus the batch's write and fdatasync, with room for a busy
 * machine. A token acknowledged earlier must survive.
 */
const LOSS_WINDOW_MS = 2000

interface Round {
  killedAfter: number
  acknowledged: number
  lost: number
  kept: number
  renewedOnDisk: number
}

/** Runs Renew all in a child process and SIGKILLs it after `killAfter` acknowledgements. */
function renewAndKill(dir: string, killAfter: number) {
  return new Promise<{ acks: Map<string, { token: string; at: number }>; killedAt: number }>(
    (done, fail) => {
      const acks = new Map<string, { token: string; at: number }>()
      const proc = spawn(process.execPath, ['--import', 'tsx', child, dir], {
        cwd: resolve(import.meta.dirname, '../..'),
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let killedAt = 0
      let buffer = ''
      let errors = ''
      proc.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk))
      proc.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        buffer += chunk
        const lines = buffer.split('\n')
        buffer = lines.pop() ?? ''
        for (const line of lines) {
          const [kind, id, token] = line.split(' ')
          if (kind !== 'ack' || !id || !token) continue
          acks.set(id, { token, at: Date.now() })
          if (acks.size >= killAfter && killedAt === 0) {
            killedAt = Date.now()
            proc.kill('SIGKILL')
          }
        }
      })
      proc.on('exit', (_code, signal) => {
        if (signal !== 'SIGKILL') fail(new Error(`the renewal ended before the kill:\n${errors}`))
        else done({ acks, killedAt })
      })
    },
  )
}

describe('SIGKILL during a 1,000-token renewal', () => {
  let sandbox: Sandbox
  let seed: string
  let ids: string[]
  beforeAll(async () => {
    sandbox = await startSandbox({ customerEnvelope: 'A' })
    seed = newDir()
    ids = await seedRenewalFolder(seed, sandbox.urls.portal, PROFILES)
  }, 60_000)
  afterAll(() => sandbox.close())

  it(`${ROUNDS} kills at random moments: every restart opens, every profile has its old or new token, only the last moments are lost`, async () => {
    const rounds: Round[] = []
    // Spread over the run, reproducibly: moments from the first renewals to the last.
    const moments = Array.from(
      { length: ROUNDS },
      (_, i) => 1 + Math.floor(((i * 7919) % ROUNDS) * ((PROFILES - 2) / ROUNDS) + (i % 5) * 17),
    )
    for (const killAfter of moments) {
      const dir = newDir()
      cpSync(seed, dir, { recursive: true })
      const { acks, killedAt } = await renewAndKill(dir, killAfter)

      // The restart opens, with nothing to report: a torn last line is a crash, not damage.
      const core = coreIn(dir, { demoHost: null })
      const { notices } = await unwrap(core.api.appInfo())
      expect(notices).toEqual([])
      const byId = new Map((await views(core.api)).map((view) => [view.id, view]))
      expect(byId.size).toBe(PROFILES)
      const issued = new Set(sandbox.issued.map((t) => t.token))
      const round: Round = {
        killedAfter: killAfter,
        acknowledged: acks.size,
        lost: 0,
        kept: 0,
        renewedOnDisk: 0,
      }
      for (const id of ids) {
        const token = await core.tokens.value(id)
        const meta = byId.get(id)!.token
        // The old pair or the new pair, never a mix.
        if (token === oldToken(id)) {
          expect(meta).toMatchObject({ kind: 'issued', issuedAt: OLD_ISSUED_AT })
        } else {
          expect(issued.has(token), `${id} holds a token the service never issued`).toBe(true)
          expect(meta.kind === 'issued' && meta.issuedAt > OLD_ISSUED_AT).toBe(true)
          round.renewedOnDisk++
        }
        const ack = acks.get(id)
        if (!ack) continue
        if (token === ack.token) round.kept++
        else {
          round.lost++
          expect(
            killedAt - ack.at,
            `${id} acknowledged long before the kill was lost`,
          ).toBeLessThan(LOSS_WINDOW_MS)
        }
      }
      rounds.push(round)
    }
    const totals = rounds.reduce(
      (sum, r) => ({ acknowledged: sum.acknowledged + r.acknowledged, lost: sum.lost + r.lost }),
      { acknowledged: 0, lost: 0 },
    )
    console.warn(
      `crash test: ${ROUNDS} kills; ${totals.acknowledged} renewals acknowledged before them, ` +
        `${totals.lost} of those lost (all within the commit window); per round: ` +
        rounds.map((r) => `${r.killedAfter}→lost ${r.lost}`).join(', '),
    )
    expect(rounds).toHaveLength(ROUNDS)
  }, 240_000)
})
