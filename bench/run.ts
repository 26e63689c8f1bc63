/**
 * `npm run bench`: runs every benchmark and writes docs/benchmarks.md.
 * `tsx bench/run.ts --only "command line"` runs the named sections alone and
 * prints them, leaving docs/benchmarks.md as it is.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { boardBench } from './board.bench'
import { catalogBench } from './catalog.bench'
import { cliBench } from './cli.bench'
import { renderReport, type BenchSection } from './report'
import { renewAllBench } from './renewAll.bench'
import { searchBench } from './search.bench'
import { startupBench } from './startup.bench'
import { storeLoadBench } from './storeLoad.bench'
import { tokenPathBench } from './tokenPath.bench'
import { trayBench } from './tray.bench'
import { uiBench } from './ui.bench'

const benches: [string, (dataDir: string) => Promise<BenchSection>][] = [
  ['start-up', startupBench],
  ['token path', tokenPathBench],
  ['command line', cliBench],
  ['renew all', renewAllBench],
  ['store load', storeLoadBench],
  ['search', searchBench],
  ['tray', trayBench],
  ['UI in Chromium', uiBench],
  ['board', boardBench],
  ['team catalog', catalogBench],
]

const { values } = parseArgs({ options: { only: { type: 'string', multiple: true } } })
const only = values.only ?? []
const unknown = only.filter((name) => !benches.some(([known]) => known === name))
if (unknown.length) {
  console.error(`No benchmark called ${unknown.join(', ')}: ${benches.map(([n]) => n).join(', ')}.`)
  process.exit(2)
}

const sections: BenchSection[] = []
for (const [name, bench] of benches) {
  if (only.length && !only.includes(name)) continue
  const dir = mkdtempSync(join(tmpdir(), 'token-desk-bench-'))
  try {
    console.log(`bench: ${name}…`)
    const section = await bench(dir)
    for (const row of section.rows)
      console.log(`  ${row.name}: ${row.value}${row.target ? ` (${row.target}: ${row.note})` : ''}`)
    sections.push(section)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
if (only.length) {
  console.log('Not written to docs/benchmarks.md (--only).')
} else {
  const out = resolve(import.meta.dirname, '../docs/benchmarks.md')
  writeFileSync(out, renderReport(sections, new Date()))
  console.log(`Wrote ${out}`)
}
