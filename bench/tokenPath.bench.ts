import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { startSandbox } from '../src/sandbox/server'
import { JournalTables } from '../src/main/core/storage/journalTables'
import { HarnessCipher, sealWithTestKey } from '../src/harness/testOnlyCipher'
import { demoProfile } from '../test/helpers/api'
import { demoLogin } from '../test/helpers/demoLogin'
import { createNodeTransport } from '../src/main/core/protocol/network/nodeTransport'
import { appScope, plainConfig } from '../src/main/core/protocol/network/transport'
import { DEFAULT_TIMEOUT_MS, requestToken } from '../src/main/core/protocol/tokenClient'
import { coreIn } from '../test/helpers/core'
import { bareRequest } from './bareRequest'
import { writeDataFolder } from './dataFolder'
import { median, ms, type BenchSection, type Measurement } from './report'

const RUNS = 300
const WARMUP = 30
/** Small, and a support desk's: the cost of a token must not grow with the store. */
const STORE_SIZES = [20, 2_000]

/**
 * The app's token path against its floor, measured side by side: a bare
 * request of the same endpoint plus one durable append of the same record
 * (the sealed token and its metadata, written and fdatasync-ed).
 */
export async function tokenPathBench(dataDir: string): Promise<BenchSection> {
  const sandbox = await startSandbox({ customerEnvelope: 'A' })
  const rows: Measurement[] = []
  try {
    // Both stores side by side in one loop: each run of one is followed by a run of the other,
    // so warm-up (the JIT), drift and garbage hit both alike, and neither pays for going first.
    const stores = await Promise.all(
      STORE_SIZES.map(async (size) => {
        const dir = join(dataDir, String(size))
        writeDataFolder(dir, size - 1, Date.now())
        const core = coreIn(dir, { demoHost: null, cipher: new HarnessCipher() })
        const { id: profileId } = await demoProfile(core.api, sandbox, { name: 'Bench' })
        const floorJournal = JournalTables.open({
          path: join(dataDir, `floor-${size}.journal`),
        }).tables
        return {
          size,
          core,
          profileId,
          floorJournal,
          app: [] as number[],
          durable: [] as number[],
          bare: [] as number[],
          client: [] as number[],
          floor: [] as number[],
        }
      }),
    )
    const url = `${sandbox.urls.portal}/_rest/v4/authenticate`
    // The app's own token request, without the rest of the path: what its HTTP stack (axios)
    // and the envelope's parsing cost over the bare request.
    const transport = createNodeTransport({ config: () => Promise.resolve(plainConfig) })
    const login = demoLogin(sandbox)
    const tokenRequest = {
      baseUrl: login.baseUrl,
      portal: login.portal,
      username: login.username,
      password: login.password ?? '',
      method: 'POST' as const,
      timeoutMs: DEFAULT_TIMEOUT_MS,
    }
    for (let i = 0; i < WARMUP + RUNS; i++) {
      for (const store of stores) {
        const { core, profileId, floorJournal } = store
        // Interleaved so drift (GC, CPU frequency) hits each alike.
        let start = performance.now()
        const result = await core.api.getToken({ profileId })
        if (!result.ok) throw new Error(result.error.message)
        const appMs = performance.now() - start
        await core.flush() // what the next token would otherwise wait behind
        const durableMs = performance.now() - start

        start = performance.now()
        await bareRequest(url)
        const bareMs = performance.now() - start

        start = performance.now()
        await requestToken(transport, tokenRequest, appScope)
        const clientMs = performance.now() - start

        start = performance.now()
        const answer = JSON.parse(await bareRequest(url)) as { data: string }
        await floorJournal.atomically(async () => {
          floorJournal.set(
            'secret',
            `token:${i}`,
            `test:${sealWithTestKey(answer.data).toString('base64')}`,
          )
          floorJournal.set('token', profileId, {
            kind: 'issued',
            issuedAt: i,
            expiresAt: i,
            rejectedAt: null,
            method: 'POST',
            envelope: 'A',
          })
        })
        await floorJournal.commit()
        const floorMs = performance.now() - start
        if (i >= WARMUP) {
          store.app.push(appMs)
          store.durable.push(durableMs)
          store.bare.push(bareMs)
          store.client.push(clientMs)
          store.floor.push(floorMs)
        }
      }
    }
    for (const { size, core, floorJournal, app, durable, bare, client, floor } of stores) {
      await floorJournal.close()
      await core.close()
      const ratio = median(app) / median(floor)
      const label = `${size.toLocaleString('en')} profiles`
      rows.push(
        { name: `${label}: Get token, acknowledged (median)`, value: ms(median(app)) },
        {
          name: `${label}: floor, bare request + one durable append (median)`,
          value: ms(median(floor)),
        },
        {
          name: `${label}: Get token / floor`,
          value: `${ratio.toFixed(2)} ×`,
          target: '≤ 1.2 ×',
          note: ratio <= 1.2 ? 'met' : 'NOT MET',
        },
        {
          name: `${label}: Get token until on disk (median)`,
          value: ms(median(durable)),
          note: 'acknowledged, then the commit of its line (the commit delay is cut short here)',
        },
        {
          name: `${label}: bare request alone (median)`,
          value: ms(median(bare)),
          note: `Get token is ${(median(app) / median(bare)).toFixed(1)} × this (information)`,
        },
        {
          name: `${label}: the app's token request alone (median)`,
          value: ms(median(client)),
          note: `information: requestToken over the app's transport (axios, the envelope's parsing), no storage; ${ms(median(client) - median(bare))} over the bare request. The rest of Get token (${ms(median(app) - median(client))}): the dispatcher, decrypting the password, sealing the token, the journal's append in memory, the profile's views`,
        },
      )
    }
    return {
      title: 'Token path',
      method: `${RUNS} interleaved runs after ${WARMUP} warm-up runs, the two stores taking turns in one loop, against the local sandbox on loopback, in stores of ${STORE_SIZES.map((n) => n.toLocaleString('en')).join(' and ')} profiles with history: \`getToken\` through the IPC dispatcher (validation, HTTP via axios, envelope parsing, encryption, the state journal's append, acknowledged as the user sees it) against its floor measured in the same loop: a bare \`node:http\` POST of the same body plus one durable append (write + fdatasync) of the same record. Also in the loop, as information: the app's token request alone (\`requestToken\` over the app's transport), to show what the HTTP client takes of the difference.`,
      rows,
    }
  } finally {
    await sandbox.close()
  }
}
