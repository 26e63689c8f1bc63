import { cpSync, readFileSync } from 'node:fs'
import https from 'node:https'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { startSandbox, type Sandbox } from '../src/sandbox/server'
import { preloadAxios } from '../src/main/core/protocol/network/nodeTransport'
import { mapPool } from '../src/main/core/util/pool'
import { makeTestPki } from '../test/helpers/certificates'
import { coreIn } from '../test/helpers/core'
import { seedRenewalFolder } from '../test/helpers/renewalFolder'
import { startTlsFront } from '../test/helpers/tlsFront'
import { bareRequest } from './bareRequest'
import { ms, type BenchSection, type Measurement } from './report'

const LATENCY_MS = 50

async function renewAll(seed: string, dir: string, concurrency: number, extraCaFiles?: string[]) {
  cpSync(seed, dir, { recursive: true })
  const core = coreIn(dir, { demoHost: null })
  core.settings.update({ renewConcurrency: concurrency, ...(extraCaFiles ? { extraCaFiles } : {}) })
  const start = performance.now()
  const result = await core.api.renewAll({ scope: 'due' })
  const elapsed = performance.now() - start
  await core.close()
  if (!result.ok) throw new Error(result.error.message)
  const summary = result.value
  const renewed = summary.outcomes.filter((o) => o.kind === 'renewed').length
  if (renewed !== summary.total) throw new Error(`${summary.total - renewed} renewals failed`)
  return elapsed
}

/**
 * The Board's Get tokens on a selection: `every`-th profile of the folder's
 * chosen (spread over the list, as a filter's matches are), one call.
 */
async function renewChosen(seed: string, dir: string, concurrency: number, every: number) {
  cpSync(seed, dir, { recursive: true })
  const core = coreIn(dir, { demoHost: null })
  core.settings.update({ renewConcurrency: concurrency })
  const listed = await core.api.listProfiles()
  if (!listed.ok) throw new Error(listed.error.message)
  const profileIds = listed.value.filter((_, i) => i % every === 0).map((p) => p.id)
  const start = performance.now()
  const result = await core.api.renewProfiles({ profileIds })
  const elapsed = performance.now() - start
  await core.close()
  if (!result.ok) throw new Error(result.error.message)
  const renewed = result.value.outcomes.filter((o) => o.kind === 'renewed').length
  if (renewed !== profileIds.length)
    throw new Error(`${profileIds.length - renewed} renewals failed`)
  return { elapsed, chosen: profileIds.length }
}

/** The floor: as many bare token requests, as many at once, to the same sandbox at the same pace. */
async function bareRequests(url: string, count: number, concurrency: number) {
  const start = performance.now()
  await mapPool(Array.from({ length: count }), concurrency, () => bareRequest(url))
  return performance.now() - start
}

/** Renew all at the service's pace: wall time against ⌈N/c⌉ × latency, and what doubling c buys. */
export async function renewAllBench(dataDir: string): Promise<BenchSection> {
  // As in the app, where axios is loaded once the window has its list: a Renew all comes later.
  await preloadAxios()
  const sandbox: Sandbox = await startSandbox({ customerEnvelope: 'A' })
  try {
    const rows: Measurement[] = []
    const runs: Record<string, number> = {}
    for (const count of [500, 2_000]) {
      const seed = join(dataDir, `seed-${count}`)
      await seedRenewalFolder(seed, sandbox.urls.portal, count)
      sandbox.setLatency(LATENCY_MS)
      for (const concurrency of count === 500 ? [6] : [6, 12]) {
        const elapsed = await renewAll(seed, join(dataDir, `${count}-c${concurrency}`), concurrency)
        runs[`${count}-${concurrency}`] = elapsed
        const ideal = Math.ceil(count / concurrency) * LATENCY_MS
        const ratio = elapsed / ideal
        rows.push({
          name: `${count.toLocaleString('en')} renewals, concurrency ${concurrency}`,
          value: `${ms(elapsed)} (${ratio.toFixed(2)} × ideal ${ms(ideal)})`,
          ...(concurrency === 6
            ? { target: '≤ 1.1 × ideal', note: ratio <= 1.1 ? 'met' : 'NOT MET' }
            : {}),
        })
        if (count === 500) {
          const floor = await bareRequests(
            `${sandbox.urls.portal}/_rest/v4/authenticate`,
            count,
            concurrency,
          )
          rows.push({
            name: `Floor: ${count} bare requests, concurrency ${concurrency}`,
            value: `${ms(floor)} (${(floor / ideal).toFixed(2)} × ideal)`,
            note: 'node:http alone against the same sandbox: what loopback, timers and the sandbox cost',
          })
        }
      }
      sandbox.setLatency(0)
    }
    {
      // A real vendor is https: the same 500 behind TLS (the company CA trusted), the TLS front
      // adding a loopback hop to the sandbox. What the connections kept alive save shows here.
      const pki = makeTestPki()
      const front = await startTlsFront(sandbox.urls.portal, pki.server)
      try {
        const seed = join(dataDir, 'seed-https')
        await seedRenewalFolder(seed, front.url, 500)
        sandbox.setLatency(LATENCY_MS)
        const elapsed = await renewAll(seed, join(dataDir, 'https-c6'), 6, [pki.caFile])
        const handshakes = front.connections
        const agent = new https.Agent({ keepAlive: true, ca: readFileSync(pki.caFile) })
        const floorStart = performance.now()
        await mapPool(Array.from({ length: 500 }), 6, () =>
          bareRequest(`${front.url}/_rest/v4/authenticate`, agent),
        )
        const floor = performance.now() - floorStart
        agent.destroy()
        sandbox.setLatency(0)
        const ideal = Math.ceil(500 / 6) * LATENCY_MS
        rows.push(
          {
            name: '500 renewals over https, concurrency 6',
            value: `${ms(elapsed)} (${(elapsed / ideal).toFixed(2)} × ideal ${ms(ideal)})`,
            note: `information: ${handshakes} TLS handshakes for 500 token requests (connections kept alive); ${(elapsed / floor).toFixed(2)} × the next row`,
          },
          {
            name: 'Floor: 500 bare https requests, kept alive, concurrency 6',
            value: `${ms(floor)} (${(floor / ideal).toFixed(2)} × ideal)`,
            note: 'node:https alone through the same TLS front, which adds a loopback hop to the sandbox',
          },
        )
      } finally {
        await front.close()
        pki.remove()
      }
    }
    {
      // The Board: 1,000 chosen among 10,000, at the default concurrency.
      const seed = join(dataDir, 'seed-board')
      await seedRenewalFolder(seed, sandbox.urls.portal, 10_000)
      sandbox.setLatency(LATENCY_MS)
      const { elapsed, chosen } = await renewChosen(seed, join(dataDir, 'board-c6'), 6, 10)
      sandbox.setLatency(0)
      const ideal = Math.ceil(chosen / 6) * LATENCY_MS
      const ratio = elapsed / ideal
      rows.push({
        name: `Board: Get tokens for ${chosen.toLocaleString('en')} chosen of 10,000, concurrency 6`,
        value: `${ms(elapsed)} (${ratio.toFixed(2)} × ideal ${ms(ideal)})`,
        target: '≤ 1.1 × ideal',
        note: ratio <= 1.1 ? 'met' : 'NOT MET',
      })
    }
    const speedup = (runs['2000-12'] ?? 0) / (runs['2000-6'] ?? 1)
    rows.push({
      name: '2,000 renewals: concurrency 12 / concurrency 6',
      value: `${speedup.toFixed(2)} ×`,
      target: '≤ 0.6 ×',
      note: speedup <= 0.6 ? 'met' : 'NOT MET',
    })
    return {
      title: 'Renew all',
      method: `Profiles of one login (one stored password) with expired tokens (a morning's Renew all): one of the login goes first, alone, as a refused password must be sent once per login (one round of latency the ideal does not count), then the rest; the sandbox answering each token request after ${LATENCY_MS} ms. Wall time of \`renewAll\` through the dispatcher (axios already loaded, as the app loads it once the window has its list), against the ideal ⌈N/concurrency⌉ × ${LATENCY_MS} ms; every run renews every profile. The floor sends as many bare token requests (\`node:http\`, nothing of the app) as many at once, right after. The https rows: 500 such profiles behind a TLS front (a \`node:https\` server with a test CA's certificate, forwarding to the sandbox), the CA trusted in Settings; its floor sends as many bare \`node:https\` requests through the same front, on connections kept alive. The Board's row: \`renewProfiles\` for every tenth profile of a folder of 10,000 such profiles (1,000 chosen), one call, as its Get tokens makes it.`,
      rows,
    }
  } finally {
    await sandbox.close()
  }
}
