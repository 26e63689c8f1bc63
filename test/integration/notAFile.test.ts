import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { sayIn } from '../../src/shared/i18n/sayIn'
import { coreIn } from '../helpers/core'
import { acmeProfile, expectError, unwrap, views } from '../helpers/api'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
const root = resolve(import.meta.dirname, '../..')

/**
 * A liveness bound, not a speed check: a start blocked reading a FIFO never
 * ends, and the child is killed so the test can say so instead of hanging.
 */
const HUNG_AFTER_MS = 60_000

interface Boot {
  opened: boolean
  exits: number[]
  errorBoxes: { title: string; content: string }[]
}

/** Boots the real main entry on `dir` in a child (test/fixtures/bootChild.ts); 'hung' if it never ends. */
function bootChild(dir: string): Promise<Boot | 'hung'> {
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(root, 'test/fixtures/bootChild.ts'), dir],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
    const watchdog = setTimeout(() => child.kill('SIGKILL'), HUNG_AFTER_MS)
    child.once('error', fail)
    child.once('exit', (code, signal) => {
      clearTimeout(watchdog)
      if (signal === 'SIGKILL') done('hung')
      else if (code !== 0) fail(new Error(`child exited ${code}: ${err.slice(0, 2000)}`))
      else done(JSON.parse(out.trim().split('\n').at(-1) ?? '') as Boot)
    })
  })
}

const mkfifo = (path: string) => execFileSync('mkfifo', [path])

/** Every entry under `dir` but the log folder (the start logs why it stopped): kind and bytes. */
function snapshot(dir: string): Record<string, string> {
  const entries: Record<string, string> = {}
  const walk = (folder: string, prefix: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name)
      const stat = statSync(path)
      if (stat.isDirectory()) {
        if (`${prefix}${name}` !== 'logs') walk(path, `${prefix}${name}/`)
      } else
        entries[`${prefix}${name}`] = stat.isFile()
          ? readFileSync(path).toString('base64')
          : stat.isFIFO()
            ? 'fifo'
            : 'other'
    }
  }
  walk(dir, '')
  return entries
}

/** A data folder with a profile, its token activity and its window state, as a quit leaves it. */
async function seeded(): Promise<{ dir: string; profileId: string }> {
  const dir = join(newDir(), 'data')
  const core = coreIn(dir)
  const p = await unwrap(core.api.createProfile(acmeProfile()))
  await unwrap(core.api.forgetToken({ profileId: p.id })) // an activity entry
  await core.close()
  mkdirSync(join(dir, 'logs'), { recursive: true })
  return { dir, profileId: p.id }
}

// FIFOs in a folder are POSIX: Windows' named pipes live in \\.\pipe\, never in a data folder.
describe.skipIf(process.platform === 'win32')('a FIFO in place of a file the app opens', () => {
  it.each(['profiles.json', 'state.journal', 'window-state.json', 'logs/main.log'])(
    '%s: the start ends with a message naming it and what it is, and changes nothing',
    async (name) => {
      const { dir, profileId } = await seeded()
      const path = join(dir, name)
      const aside = `${path}.kept`
      try {
        renameSync(path, aside)
      } catch {
        // window-state.json and the log are not there until the app writes them.
      }
      mkfifo(path)
      const before = snapshot(dir)

      const boot = await bootChild(dir)
      expect(boot).not.toBe('hung')
      if (boot === 'hung') return
      expect(boot).toMatchObject({ opened: false, exits: [1] })
      expect(boot.errorBoxes).toHaveLength(1)
      expect(boot.errorBoxes[0]!.content).toContain(
        `Token Desk cannot open ${path}: it is a FIFO (named pipe), not a regular file. Nothing was changed.`,
      )
      // Nothing moved, rewritten or removed: the FIFO is still there for the user to move.
      expect(snapshot(dir)).toEqual(before)
      expect(statSync(path).isFIFO()).toBe(true)

      // The FIFO gone (the file back, where there was one), everything is there.
      rmSync(path)
      try {
        renameSync(aside, path)
      } catch {
        // Nothing was set aside.
      }
      expect((await views(coreIn(dir).api)).map((p) => p.id)).toEqual([profileId])
    },
    HUNG_AFTER_MS + 30_000,
  )

  it.each(['activity', 'runs'])(
    "%s/<profile>.jsonl: the history's call says what is there and where, and the app goes on",
    async (folder) => {
      const { dir, profileId } = await seeded()
      const path = join(dir, folder, `${profileId}.jsonl`)
      rmSync(path, { force: true })
      mkfifo(path)
      const core = coreIn(dir)
      const error = await expectError(
        folder === 'activity'
          ? core.api.listActivity({ profileId })
          : core.api.listRequests({ profileId }),
        'storage',
      )
      expect(error.message).toBe(
        `Token Desk cannot open ${path}: it is a FIFO (named pipe), not a regular file. Nothing was changed. Move it out of the folder, then try again.`,
      )
      // In the window's language, the path as it is.
      expect(sayIn('de', error.said!)).toBe(
        `Token Desk kann ${path} nicht öffnen: Es ist ein FIFO (Named Pipe), keine reguläre Datei. Es wurde nichts geändert. Verschieben Sie es aus dem Ordner und versuchen Sie es dann erneut.`,
      )
      expect(statSync(path).isFIFO()).toBe(true)
      // The rest of the app answers (the history's reads did not take the file-system threads).
      expect((await views(core.api)).map((p) => p.id)).toEqual([profileId])
      await unwrap(core.api.forgetToken({ profileId }))
      rmSync(path)
      await core.flush()
    },
  )
})
