import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { useTempDirs } from '../helpers/tempDir'

/*
 * TOKEN_DESK_TOKEN_FILE's folder goes with the process however it ends: a
 * normal end, process.exit, an uncaught error. Each case is its own Node
 * process running src/cli/tokenFile.ts through tsx.
 */

const root = resolve(import.meta.dirname, '../..')
const tsx = join(root, 'node_modules/.bin/tsx')
const newDir = useTempDirs()

function run(dir: string, ending: string) {
  const script = `
    import * as fs from 'node:fs'
    import { createTokenFile } from ${JSON.stringify(join(root, 'src/cli/tokenFile.ts'))}
    const file = createTokenFile({ env: { XDG_RUNTIME_DIR: ${JSON.stringify(dir)} }, tmpdir: '/nonexistent' })
    file.write('first')
    file.write('second')
    console.log(file.path)
    ${ending}
  `
  const got = spawnSync(tsx, ['-e', script], { encoding: 'utf8' })
  return { path: got.stdout.trim(), status: got.status, stderr: got.stderr }
}

describe('the token file', () => {
  it('lives in a private folder in the runtime folder, and goes with the process', () => {
    for (const [ending, status] of [
      ['', 0],
      ['process.exit(4)', 4],
      ["setTimeout(() => { throw new Error('boom') })", 1],
      ["Promise.reject(new Error('boom'))", 1],
    ] as const) {
      const dir = newDir()
      const got = run(dir, ending)
      expect(got.status, got.stderr).toBe(status)
      expect(dirname(dirname(got.path))).toBe(dir)
      expect(existsSync(dirname(got.path))).toBe(false)
      expect(readdirSync(dir)).toEqual([])
    }
  }, 30_000)

  it('is 0600 in a 0700 folder, holding the token alone', () => {
    const dir = newDir()
    const got = run(
      dir,
      `console.log(fs.statSync(file.path).mode & 0o777, fs.statSync(${JSON.stringify(dir)} + '/' + file.path.split('/').at(-2)).mode & 0o777, JSON.stringify(fs.readFileSync(file.path, 'utf8')), fs.readdirSync(file.path.slice(0, file.path.lastIndexOf('/'))).join(','))`,
    )
    expect(got.status, got.stderr).toBe(0)
    const [path, facts] = got.path.split('\n')
    expect(facts).toBe(`${0o600} ${0o700} "second" token`)
    expect(existsSync(path!)).toBe(false)
    expect(statSync(dir).isDirectory()).toBe(true)
  }, 30_000)
})
