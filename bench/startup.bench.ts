import { existsSync, mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { median, ms, type BenchSection } from './report'
import { inFreshNode, inFreshProcess } from './freshProcess'

const RUNS = 7
const root = resolve(import.meta.dirname, '..')
const main = join(root, 'out/main/index.js')

function start(dir: string, axiosFirst: boolean) {
  return inFreshProcess<{ windowMs: number; axiosLoaded: boolean }>('startupProbe.ts', [
    main,
    dir,
    ...(axiosFirst ? ['--axios-first'] : []),
  ])
}

/**
 * Start-up does not pay for axios: the built main entry, run against the
 * electron stand-in in a fresh process each time, until its window loaded —
 * as it is (axios loaded with the first request) and with axios imported
 * first (as before) — and the cost of importing axios on its own.
 */
export async function startupBench(dataDir: string): Promise<BenchSection> {
  if (!existsSync(main)) throw new Error('out/main/index.js is missing: npm run build:harness')
  const lazy: number[] = []
  const eager: number[] = []
  let loadedAtStart = false
  for (let i = 0; i < RUNS + 1; i++) {
    const dir = join(dataDir, String(i))
    mkdirSync(dir, { recursive: true })
    const asIs = await start(join(dir, 'lazy'), false)
    const first = await start(join(dir, 'eager'), true)
    loadedAtStart ||= asIs.axiosLoaded
    // The first pair warms the file cache.
    if (i > 0) {
      lazy.push(asIs.windowMs)
      eager.push(first.windowMs)
    }
  }
  const importOnly: number[] = []
  for (let i = 0; i < RUNS; i++) {
    importOnly.push(
      await inFreshNode<number>([
        '--input-type=module',
        '-e',
        "const t = performance.now(); await import('axios'); console.log(performance.now() - t)",
      ]),
    )
  }
  return {
    title: 'Start-up and the network stack',
    method: `The built main entry (out/main/index.js) against the electron stand-in, a fresh process and data folder each time, from importing the entry to the window's page loading; median of ${RUNS} after one warm-up. "axios imported first" is how the app started before the transport loaded axios with the first request.`,
    rows: [
      {
        name: 'Until the window loads (as built)',
        value: ms(median(lazy)),
        note: loadedAtStart ? 'axios WAS loaded at start' : 'axios not loaded at start',
      },
      { name: 'Until the window loads, axios imported first', value: ms(median(eager)) },
      {
        name: "import('axios') alone, fresh process (paid by the first request)",
        value: ms(median(importOnly)),
      },
    ],
  }
}
