import { join } from 'node:path'
import { ACTIVITY_PER_PROFILE, RUNS_PER_PROFILE, writeDataFolder } from './dataFolder'
import { median, ms, verdictOverFloor, type BenchSection, type Measurement } from './report'
import { inFreshProcess } from './freshProcess'

const SIZES = [
  { count: 1_000, target: undefined },
  { count: 10_000, target: 100 },
  { count: 50_000, target: 500 },
] as const
const RUNS = 5

/**
 * From opening the data folder to the answer of `listProfiles`, at three
 * sizes, each profile with its history on disk: the growth shows, and
 * history must not cost the start anything.
 */
export async function storeLoadBench(dataDir: string): Promise<BenchSection> {
  const rows: Measurement[] = []
  for (const { count, target } of SIZES) {
    const dir = join(dataDir, String(count))
    writeDataFolder(dir, count, Date.now())
    const loads: number[] = []
    const floors: number[] = []
    const keptFloors: number[] = []
    // The first start also reads the files from disk into the OS cache; a user's later starts do not.
    for (let run = 0; run < RUNS + 1; run++) {
      const { ms: elapsed, profiles } = await loadOnce(dir)
      if (profiles !== count) throw new Error(`${count - profiles} profiles missing`)
      const floor = await loadOnce(dir, '--floor')
      const kept = await loadOnce(dir, '--floor-kept')
      if (run > 0) {
        loads.push(elapsed)
        floors.push(floor.ms)
        keptFloors.push(kept.ms)
      }
    }
    const value = median(loads)
    const size = count.toLocaleString('en')
    rows.push(
      {
        name: `${size} profiles, median`,
        value: ms(value),
        // The lower floor: when even it is over the target, no load can meet it on this machine.
        ...(target === undefined
          ? {}
          : verdictOverFloor(value, target, Math.min(median(floors), median(keptFloors)))),
      },
      {
        name: `${size}: floor, parsing the same files only`,
        value: ms(median(floors)),
        note: `${(value / median(floors)).toFixed(1)}× the floor`,
      },
      {
        name: `${size}: floor, parsing them and keeping what they hold`,
        value: ms(median(keptFloors)),
        note: `${(value / median(keptFloors)).toFixed(1)}× this floor`,
      },
    )
  }
  return {
    title: 'Store load until the list answers',
    method: `A data folder as this version writes it, each profile with a stored password, its token (a desk's mix: 60 % valid, 10 % expiring, 15 % expired, 5 % failed, 10 % none yet) and its history on disk (${ACTIVITY_PER_PROFILE} activity entries, ${RUNS_PER_PROFILE} request runs). Each load is a fresh Node process, as a start is (cold code, empty heap), timed from opening the folder (profiles.json, state journal) to the answer of \`listProfiles\`; median of ${RUNS}, after one start that fills the OS file cache. The floor, in the same run and the same kind of process, only reads the two files and parses what a start must: profiles.json and the first part of each journal line (the second part holds the sealed secrets, decoded on first use); the second floor also keeps what they hold in memory, as a start must (the garbage collector then copies it, which the first floor never pays).`,
    rows,
  }
}

/** One start in its own process (storeLoadChild.ts). */
function loadOnce(
  dir: string,
  mode?: '--floor' | '--floor-kept',
): Promise<{ ms: number; profiles: number }> {
  return inFreshProcess('storeLoadChild.ts', [dir, ...(mode ? [mode] : [])])
}
