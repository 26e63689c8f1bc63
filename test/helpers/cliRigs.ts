import { afterAll, afterEach, beforeAll } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { cliCore } from './cli'
import { useTempDirs } from './tempDir'

/**
 * A CLI test file's set-up: one sandbox for the file (faults, latency and
 * lifetime reset after each test) and cores serving the command line, each
 * stopped after its test.
 */
export function useCliRigs() {
  const newDir = useTempDirs()
  const stops: (() => Promise<void>)[] = []
  let started: Sandbox | null = null
  beforeAll(async () => {
    started = await startSandbox()
  })
  afterAll(() => started?.close())
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop()
    started?.setLatency(0)
    started?.setFault(null)
    started?.setLifetime(24 * 3600_000)
  })
  return {
    newDir,
    /** Started before the file's first test. */
    get sandbox(): Sandbox {
      if (started === null) throw new Error('The sandbox starts in beforeAll.')
      return started
    },
    /** Stopped after the test that made it. */
    afterTest: (stop: () => Promise<void>) => void stops.push(stop),
    rig: async (options: Parameters<typeof cliCore>[1] = {}) => {
      const r = await cliCore(newDir(), options)
      stops.push(r.stop)
      return r
    },
  }
}
