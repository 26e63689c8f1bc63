/**
 * One start, in a fresh process as a user's start is (cold code, an empty
 * heap): opens the data folder given as argv[2] and prints, as JSON, the
 * milliseconds from opening it to the answer of `listProfiles`. The module
 * loading before that is not counted: it does not grow with the data.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { HarnessCipher } from '../src/harness/testOnlyCipher'
import { coreIn } from '../test/helpers/core'

const [dir, mode] = process.argv.slice(2)
if (dir === undefined)
  throw new Error('usage: storeLoadChild <data folder> [--floor | --floor-kept]')
if (mode === '--floor' || mode === '--floor-kept') {
  // The floor: only reading and parsing what a start must of the two files, nothing built from
  // them: profiles.json, and each journal line's first part (its second, the sealed secrets, is
  // decoded on first use). Kept: what they hold stays in memory, as any start keeps it (the
  // collector copies it then).
  const kept: unknown[] = []
  const keep = mode === '--floor-kept'
  const start = performance.now()
  const profiles: unknown = JSON.parse(readFileSync(join(dir, 'profiles.json'), 'utf8'))
  if (keep) kept.push(profiles)
  let rows = 0
  for (const line of readFileSync(join(dir, 'state.journal'), 'utf8').split('\n'))
    if (line !== '') {
      const second = line.indexOf('\t', 9)
      const lineRows = JSON.parse(line.slice(9, second < 0 ? undefined : second)) as unknown[]
      rows += lineRows.length
      if (keep) kept.push(lineRows)
    }
  const ms = performance.now() - start
  process.stdout.write(JSON.stringify({ ms, rows, kept: kept.length }))
  process.exit(0)
}
const start = performance.now()
// The folder's secrets are sealed as the harness seals them (dataFolder.ts).
const core = coreIn(dir, { demoHost: null, cipher: new HarnessCipher() })
const result = await core.api.listProfiles()
const elapsed = performance.now() - start
await core.close()
if (!result.ok) throw new Error(result.error.message)
process.stdout.write(JSON.stringify({ ms: elapsed, profiles: result.value.length }))
