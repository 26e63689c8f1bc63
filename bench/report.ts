import { cpus, totalmem } from 'node:os'

export interface Measurement {
  name: string
  value: string
  target?: string
  note?: string
}

export interface BenchSection {
  title: string
  /** What is measured and how, in a sentence or two. */
  method: string
  rows: Measurement[]
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  const at = (i: number) => sorted[i] ?? Number.NaN
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2
}

/** The value below which `p` percent of the values lie (nearest rank). */
export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

/** The target column and the verdict for a time that must stay at or below `limitMs`. */
export const verdict = (
  valueMs: number,
  limitMs: number,
  unit = 'ms',
): Pick<Measurement, 'target' | 'note'> => ({
  target: `≤ ${limitMs} ${unit}`,
  note: valueMs <= limitMs ? 'met' : 'NOT MET',
})

/**
 * verdict, for a time that includes a floor measured beside it: when the
 * floor alone is over the limit, the note says so (no work of the app's can
 * meet that target on this machine), and how much the app adds over the
 * floor, so a slow app is not hidden behind the machine.
 */
export const verdictOverFloor = (
  valueMs: number,
  limitMs: number,
  floorMs: number,
  { unit = 'ms', format = ms }: { unit?: string; format?: (value: number) => string } = {},
): Pick<Measurement, 'target' | 'note'> => {
  const plain = verdict(valueMs, limitMs, unit)
  return valueMs > limitMs && floorMs > limitMs
    ? {
        ...plain,
        note: `NOT MET: its floor alone (${format(floorMs)}, below) is over the target; the app adds ${format(Math.max(0, valueMs - floorMs))} over it`,
      }
    : plain
}

/**
 * For a time that ends at a painted frame: no work is faster than the frame,
 * so the target is the floor (the same wait with no app work, measured in the
 * same page) plus what the app may add. Like is compared with like, at the
 * median and at the 95th percentile, and the larger gap is what the app adds:
 * the floor's own tail (the browser's scheduling, its collections) is not the
 * app's work, and a steady cost must not hide behind a noisy tail.
 */
export const verdictOverFrame = (
  times: number[],
  floorTimes: number[],
  allowanceMs: number,
): Pick<Measurement, 'target' | 'note'> => {
  const atMedian = Math.max(0, median(times) - median(floorTimes))
  const atTail = Math.max(0, percentile(times, 95) - percentile(floorTimes, 95))
  const added = Math.max(atMedian, atTail)
  return {
    target: `≤ floor + ${allowanceMs} ms`,
    note: `${added <= allowanceMs ? 'met' : 'NOT MET'}: the app adds ${ms(added)} over its floor (${ms(atMedian)} at the median, ${ms(atTail)} at the 95th percentile; the floor's ${ms(median(floorTimes))} and ${ms(percentile(floorTimes, 95))})`,
  }
}

export const ms = (value: number): string => `${value.toFixed(value < 10 ? 2 : 0)} ms`

export function renderReport(sections: BenchSection[], date: Date): string {
  const cpu = cpus()[0]?.model ?? 'unknown CPU'
  const lines = [
    '# Benchmarks',
    '',
    'Written by `npm run bench`; never asserted in tests (timings depend on the machine).',
    '',
    `Last run: ${date.toISOString().slice(0, 16).replace('T', ' ')} UTC · Node ${process.version} · ${cpus().length} × ${cpu} · ${Math.round(totalmem() / 2 ** 30)} GiB`,
  ]
  for (const section of sections) lines.push('', ...sectionLines(section))
  return `${lines.join('\n')}\n`
}

/** One section: its title, how it was measured, and its table. */
export function sectionLines(section: BenchSection): string[] {
  return [
    `## ${section.title}`,
    '',
    section.method,
    '',
    '| Measure | Value | Target | Note |',
    '|---|---|---|---|',
    ...section.rows.map(
      (row) => `| ${row.name} | ${row.value} | ${row.target ?? ''} | ${row.note ?? ''} |`,
    ),
  ]
}
