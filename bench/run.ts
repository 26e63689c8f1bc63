/** `npm run bench`: runs every benchmark and writes docs/benchmarks.md. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
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
]

const sections: BenchSection[] = []
for (const [name, bench] of benches) {
  const dir = mkdtempSync(join(tmpdir(), 'token-desk-bench-'))
  try {
    console.log(`bench: ${name}…`)
    const section = await bench(dir)
    for (const row of section.rows) console.log(`  ${row.name}: ${row.value}`)
    sections.push(section)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
const out = resolve(import.meta.dirname, '../docs/benchmarks.md')
writeFileSync(out, renderReport(sections, new Date()))
console.log(`Wrote ${out}`)
