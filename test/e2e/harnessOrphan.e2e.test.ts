import { spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { alive } from '../helpers/processAlive'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
const root = resolve(import.meta.dirname, '../..')

/**
 * A script that starts the harness through spawnHarness, says the harness's
 * pid, and is then killed outright (as a crashed test or a timed-out worker
 * is): nothing of it runs to stop the harness.
 */
const parentScript = (dataDir: string) => `
  import { spawnHarness } from ${JSON.stringify(resolve(root, 'src/harness/spawn.ts'))}
  const harness = await spawnHarness({ dataDir: ${JSON.stringify(dataDir)} })
  console.log('harness ' + harness.pid)
  process.kill(process.pid, 'SIGKILL')
`

describe('a harness whose starter is gone', () => {
  it('quits instead of running on alone', { timeout: 60_000 }, async () => {
    const parent = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', parentScript(newDir())],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
    )
    let output = ''
    parent.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
    const signal = await new Promise((done) => parent.once('exit', (_code, sig) => done(sig)))
    expect(signal).toBe('SIGKILL')
    const pid = Number(/harness (\d+)/.exec(output)?.[1])
    expect(pid).toBeGreaterThan(0)
    try {
      // Its quit clears the clipboard and stops background work first, as the app's does.
      await expect.poll(() => alive(pid), { timeout: 20_000, interval: 200 }).toBe(false)
    } finally {
      if (alive(pid)) process.kill(pid, 'SIGKILL')
    }
  })
})
