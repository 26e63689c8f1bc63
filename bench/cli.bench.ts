import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import { exchange } from '../src/cli/connection'
import { clientOf } from '../src/cli/identity'
import { startSandbox } from '../src/sandbox/server'
import { profileWithToken } from '../test/helpers/api'
import { cliCore } from '../test/helpers/cli'
import { demoLogin } from '../test/helpers/demoLogin'
import { median, ms, percentile, type BenchSection } from './report'

const RUNS = 500
const WARMUP = 50
const PROCESS_RUNS = 30
const built = resolve(import.meta.dirname, '../out/cli/token-desk.mjs')

function timed(file: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((done, fail) => {
    const start = performance.now()
    execFile(file, args, { env }, (error) =>
      error ? fail(error) : done(performance.now() - start),
    )
  })
}

/**
 * `token-desk header` for a valid token: the exchange on the app's socket
 * (what the app adds) against a bare ping on the same socket, and a whole
 * `token-desk` process against `node -e ''`.
 */
export async function cliBench(dataDir: string): Promise<BenchSection> {
  const sandbox = await startSandbox()
  const rig = await cliCore(dataDir)
  try {
    await profileWithToken(rig.core.api, demoLogin(sandbox, { name: 'Bench' }))
    if ((await rig.run('list')).code !== 0) throw new Error('approval failed')
    const client = clientOf(rig.host)
    const header = {
      op: 'token' as const,
      client,
      prompt: true,
      profile: 'Bench',
      minTtlMs: 300_000,
      timeoutMs: 120_000,
    }
    const app: number[] = []
    const floor: number[] = []
    for (let i = 0; i < WARMUP + RUNS; i++) {
      // Interleaved so drift (GC, CPU frequency) hits both alike.
      let start = performance.now()
      const answered = await exchange(rig.endpoint, header, 10_000)
      if (answered.kind !== 'reply' || !answered.reply.ok) throw new Error('header failed')
      const appMs = performance.now() - start
      start = performance.now()
      await exchange(rig.endpoint, { op: 'ping' }, 10_000)
      const floorMs = performance.now() - start
      if (i >= WARMUP) {
        app.push(appMs)
        floor.push(floorMs)
      }
    }

    const rows: BenchSection['rows'] = [
      { name: '`header` exchange, median', value: ms(median(app)), target: '≤ 15 ms' },
      { name: '`header` exchange, p95', value: ms(percentile(app, 95)) },
      {
        name: 'Floor: connect + ping on the same socket, median',
        value: ms(median(floor)),
        note: `p95 ${ms(percentile(floor, 95))}`,
      },
      {
        name: 'What the app adds (median − floor)',
        value: ms(median(app) - median(floor)),
        note: 'request checks, approval lookup, profile choice, decrypting the token',
      },
    ]

    if (existsSync(built)) {
      const env = {
        ...process.env,
        ...rig.host.env,
        TOKEN_DESK_USER_DATA: rig.dataDir,
      } as NodeJS.ProcessEnv
      const whole: number[] = []
      const bare: number[] = []
      for (let i = 0; i < PROCESS_RUNS + 3; i++) {
        const cli = await timed(process.execPath, [built, 'header', 'Bench'], env)
        const node = await timed(process.execPath, ['-e', ''], env)
        if (i >= 3) {
          whole.push(cli)
          bare.push(node)
        }
      }
      rows.push(
        {
          name: 'Whole `token-desk header` process, median',
          value: ms(median(whole)),
          note: 'information: most of it is starting Node',
        },
        { name: "`node -e ''`, median", value: ms(median(bare)) },
      )
    }
    return {
      title: 'Command line (`token-desk header`)',
      method: `${RUNS} interleaved runs after ${WARMUP} warm-up runs on the app's Unix socket, app side in this process with a valid token (so no renewal): the client's exchange for \`header\` (connect, request line, approval check, profile choice, token decrypted, reply; recording "given" follows the reply) against a bare \`ping\` on the same socket. Then ${PROCESS_RUNS} runs of the built \`out/cli/token-desk.mjs\` as its own Node process against \`node -e ''\`.`,
      rows,
    }
  } finally {
    await rig.stop()
    await sandbox.close()
  }
}
