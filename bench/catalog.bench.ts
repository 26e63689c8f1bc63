import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { exportProfiles } from '../src/main/core/transfer/exportProfiles'
import { parseImport } from '../src/main/core/transfer/parseImport'
import type { Profile } from '../src/shared/model/profile'
import { coreIn } from '../test/helpers/core'
import { benchProfiles } from './dataFolder'
import { median, ms, verdictOverFloor, type BenchSection } from './report'

const COUNT = 10_000
const CHANGED = 100
const RUNS = 3
/** A first sync writes 10,000 profiles in one profiles.json write: a start's worth of work. */
const FIRST_SYNC_MS = 2_000
/** A re-sync is a background read every refresh: it must not hold main longer than a click. */
const RESYNC_MS = 500

const unwrap = async <T>(
  call: Promise<{ ok: true; value: T } | { ok: false; error: { message: string } }>,
) => {
  const result = await call
  if (!result.ok) throw new Error(result.error.message)
  return result.value
}

/** Unique logins (one username each), so every row is a profile of its own. */
const catalogOf = (profiles: Profile[], now: number) => exportProfiles(profiles, now, 'json').text

async function once(dir: string, now: number) {
  mkdirSync(dir, { recursive: true })
  const file = join(dir, 'team.json')
  const profiles = benchProfiles(COUNT, now)
  const text = catalogOf(profiles, now)
  writeFileSync(file, text)
  const floorStart = performance.now()
  parseImport('json', text)
  const floor = performance.now() - floorStart
  const core = coreIn(join(dir, 'data'), { demoHost: null })
  const source = await unwrap(
    core.api.addCatalogSource({
      name: 'Support',
      location: file,
      trust: { kind: 'none' },
      refreshMinutes: 30,
    }),
  )
  const firstStart = performance.now()
  await unwrap(core.api.syncCatalog({ sourceId: source.id }))
  const { sha256 } = await unwrap(core.api.catalogPreview({ sourceId: source.id }))
  const applied = await unwrap(
    core.api.applyCatalog({ sourceId: source.id, sha256, hostMoves: 'leave', retire: true }),
  )
  const first = performance.now() - firstStart
  if (applied.added !== COUNT) throw new Error(`first sync added ${applied.added}, not ${COUNT}`)
  // 100 rows renamed, spread over the file: what a week of a team lead's edits looks like.
  const step = COUNT / CHANGED
  const changed = profiles.map((p, i) =>
    i % step === 0 ? { ...p, name: `${p.name} (renamed)` } : p,
  )
  writeFileSync(file, catalogOf(changed, now))
  const resyncStart = performance.now()
  const result = await unwrap(core.api.syncCatalog({ sourceId: source.id }))
  const resync = performance.now() - resyncStart
  if (result.kind !== 'synced' || result.updated !== CHANGED)
    throw new Error(`the re-sync applied ${JSON.stringify(result)}`)
  await core.close()
  return { floor, first, resync }
}

/** A catalog of 10,000 profiles followed from an empty data folder, then synced again with 100 changes. */
export async function catalogBench(dataDir: string): Promise<BenchSection> {
  const now = Date.UTC(2026, 10, 29, 9)
  const runs = []
  for (let i = 0; i < RUNS; i++) runs.push(await once(join(dataDir, `run-${i}`), now))
  const floor = median(runs.map((r) => r.floor))
  const first = median(runs.map((r) => r.first))
  const resync = median(runs.map((r) => r.resync))
  return {
    title: 'Team catalog sync (10,000 profiles)',
    method: `A team catalog of ${COUNT.toLocaleString('en')} profiles (the export's JSON, a file the app's reader reads: its secret check, no pin, no signature) followed from an empty data folder: \`syncCatalog\` (read, plan with the import's rules, the preview) and \`applyCatalog\` (every profile written in one profiles.json write, with their origins), through the dispatcher; then the file with ${CHANGED} rows renamed and \`syncCatalog\` again, which applies them at once. Median of ${RUNS} runs, each in a fresh folder. The floor is the import's parser alone on the same file (\`parseImport\`), measured in the same run: every sync parses the whole catalog, so no sync can be quicker. The targets: a first sync is a one-off worth a start (≤ ${FIRST_SYNC_MS / 1000} s); a re-sync runs in the background every refresh and must not hold main longer than a click (≤ ${RESYNC_MS} ms).`,
    rows: [
      {
        name: `First sync, applied (${COUNT.toLocaleString('en')} new profiles)`,
        value: ms(first),
        ...verdictOverFloor(first, FIRST_SYNC_MS, floor),
      },
      {
        name: `Re-sync with ${CHANGED} renamed rows (applied at once)`,
        value: ms(resync),
        ...verdictOverFloor(resync, RESYNC_MS, floor),
      },
      {
        name: 'Floor: parseImport of the same file',
        value: ms(floor),
        note: 'the import parser alone, no matching, no write',
      },
    ],
  }
}
