import { request } from 'node:http'
import { performance } from 'node:perf_hooks'
import { startSandbox } from '../src/sandbox/server'
import type { ProfileView } from '../src/shared/model/profile'
import { coreIn } from '../test/helpers/core'
import { median, ms, type BenchSection } from './report'

const RUNS = 300
const WARMUP = 30

function bareRequest(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ username: 'demo', password: 'demo-password' })
    const req = request(
      url,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      },
      (res) => {
        res.on('data', () => undefined)
        res.on('end', () => resolve())
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

/** The app's token path (dispatch → HTTP → parse → encrypt → persist) against a bare request. */
export async function tokenPathBench(dataDir: string): Promise<BenchSection> {
  const sandbox = await startSandbox()
  try {
    const core = coreIn(dataDir)
    const created = await core.dispatch('createProfile', {
      name: 'Bench',
      accountId: 'ACME-001',
      portal: 'customer',
      baseUrl: sandbox.urls.portal,
      username: 'demo',
      password: 'demo-password',
    })
    if (!created.ok) throw new Error(created.error.message)
    const profileId = (created.value as ProfileView).id
    const url = `${sandbox.urls.portal}/_rest/v4/authenticate`
    const app: number[] = []
    const bare: number[] = []
    for (let i = 0; i < WARMUP + RUNS; i++) {
      // Interleaved so drift (GC, CPU frequency) hits both alike.
      let start = performance.now()
      const result = await core.dispatch('getToken', { profileId })
      if (!result.ok) throw new Error(result.error.message)
      const appMs = performance.now() - start
      start = performance.now()
      await bareRequest(url)
      const bareMs = performance.now() - start
      if (i >= WARMUP) {
        app.push(appMs)
        bare.push(bareMs)
      }
    }
    const ratio = median(app) / median(bare)
    return {
      title: 'Token path',
      method: `${RUNS} interleaved runs after ${WARMUP} warm-up runs against the local sandbox on loopback: \`getToken\` through the IPC dispatcher (validation, HTTP via axios, envelope parsing, encryption, two atomic file writes) versus a bare \`node:http\` POST of the same body.`,
      rows: [
        { name: 'App token path, median', value: ms(median(app)) },
        { name: 'Bare HTTP request, median', value: ms(median(bare)) },
        {
          name: 'Ratio (app / bare)',
          value: `${ratio.toFixed(2)} ×`,
          note: 'overhead of the app over the network round trip',
        },
      ],
    }
  } finally {
    await sandbox.close()
  }
}
