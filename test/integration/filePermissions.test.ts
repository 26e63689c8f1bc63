import { chmodSync, chownSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import Conf from 'conf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFileLogger } from '../../src/main/core/log/fileLogger'
import { createRotatingFile } from '../../src/main/core/log/rotatingFile'
import { cachedStore } from '../../src/main/core/storage/cachedStore'
import { storeOptions } from '../../src/main/core/storage/storeOptions'
import { openWindowStateStore } from '../../src/main/core/window/windowStateStore'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { PROFILE_FORMAT } from '../../src/main/core/profiles/profileDocument'
import type { AppInfo } from '../../src/shared/ipc/contract'
import { coreIn } from '../helpers/core'
import { acmeProfile, demoProfile, unwrap } from '../helpers/api'
import { OTHER_UID, runTs } from '../helpers/runAsOtherUser'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8)

/** Every folder and file under `dir` (itself included) whose mode is not 0700 / 0600. */
function notPrivate(dir: string): string[] {
  const open: string[] = []
  const walk = (path: string) => {
    const stat = statSync(path)
    const mode = stat.mode & 0o777
    if (stat.isDirectory()) {
      if (mode !== 0o700) open.push(`${path} ${mode.toString(8)}`)
      for (const name of readdirSync(path)) walk(join(path, name))
    } else if (mode !== 0o600) open.push(`${path} ${mode.toString(8)}`)
  }
  walk(dir)
  return open
}

let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox()
})
afterAll(() => sandbox.close())

// POSIX modes only: on Windows the per-user AppData folder's ACL keeps other users out.
describe.skipIf(process.platform === 'win32')('store file permissions', () => {
  it('creates the data folder 0700, its folders 0700 and the store files 0600', async () => {
    const dir = join(newDir(), 'data')
    const core = coreIn(dir)
    const p = await unwrap(core.api.createProfile(acmeProfile()))
    await unwrap(core.api.forgetToken({ profileId: p.id })) // an activity entry
    await core.flush()
    expect(modeOf(dir)).toBe('700')
    expect(modeOf(join(dir, 'profiles.json'))).toBe('600')
    expect(modeOf(join(dir, 'state.journal'))).toBe('600')
    for (const folder of ['activity', 'runs']) expect(modeOf(join(dir, folder))).toBe('700')
    expect(modeOf(join(dir, 'activity', `${p.id}.jsonl`))).toBe('600')
  })

  it('under a umask of 000, everything the app creates is private: start, token, activity, a run, logs, rotation', async () => {
    const dir = join(newDir(), 'data')
    const before = process.umask(0)
    try {
      // The log first, as the app makes it (src/main/index.ts): <data>/logs/main.log.
      const logger = createFileLogger(join(dir, 'logs'))
      logger.info('starting')
      const core = coreIn(dir, { protection: 'test-only' })
      const stop = core.start()
      const p = await demoProfile(core.api, sandbox, { apiHostUrl: sandbox.urls.apiHost })
      await unwrap(core.api.getToken({ profileId: p.id }))
      await unwrap(
        core.api.saveRequest({
          profileId: p.id,
          request: { name: 'Summary', method: 'GET', url: '/_rest/v4/whoami' },
        }),
      )
      await unwrap(
        core.api.sendRequest({
          profileId: p.id,
          runId: 'umask-1',
          request: { name: 'Summary', method: 'GET', url: '/_rest/v4/whoami' },
        }),
      )
      await unwrap(core.api.forgetToken({ profileId: p.id }))
      // The window's state, as the shell writes it (electron-store over the same options).
      const windowPath = join(dir, 'window-state.json')
      openWindowStateStore(
        windowPath,
        () =>
          cachedStore(
            windowPath,
            () => new Conf<Record<string, unknown>>({ ...storeOptions('window-state'), cwd: dir }),
          ),
        Date.now,
      ).remember(
        { displays: [], primaryId: 1 },
        {
          bounds: { x: 0, y: 0, width: 800, height: 600 },
          mode: 'normal',
          displayId: 1,
          scaleFactor: 1,
        },
      )
      // A log that rotates: main.log.1, main.log.2 beside main.log.
      const rotating = createRotatingFile({
        dir: join(dir, 'logs'),
        name: 'small.log',
        maxBytes: 64,
      })
      for (let i = 0; i < 4; i++) {
        rotating.write(`line ${i} ${'x'.repeat(40)}`)
        await rotating.flush()
      }
      await logger.flush()
      await stop()
      await core.close()
      // Everything was made: a file of each kind the app writes.
      expect(readdirSync(join(dir, 'logs')).sort()).toEqual(
        expect.arrayContaining(['main.log', 'small.log', 'small.log.1', 'small.log.2']),
      )
      for (const file of ['profiles.json', 'state.journal', 'window-state.json'])
        expect(readdirSync(dir)).toContain(file)
      expect(readdirSync(join(dir, 'activity'))).toContain(`${p.id}.jsonl`)
      expect(readdirSync(join(dir, 'runs'))).toContain(`${p.id}.jsonl`)
      expect(notPrivate(dir)).toEqual([])
    } finally {
      process.umask(before)
    }
  })

  it('makes an existing folder and its store files private at start, before any write', async () => {
    const dir = newDir()
    const first = coreIn(dir)
    await unwrap(first.api.createProfile(acmeProfile()))
    await first.flush()
    chmodSync(dir, 0o755)
    writeFileSync(join(dir, 'profiles.unreadable-x.json'), '{')
    for (const name of ['profiles.json', 'state.journal', 'profiles.unreadable-x.json'])
      chmodSync(join(dir, name), 0o664)
    for (const folder of ['activity', 'runs']) chmodSync(join(dir, folder), 0o755)
    writeFileSync(join(dir, 'other.txt'), 'not ours')
    chmodSync(join(dir, 'other.txt'), 0o644)
    // Left open by an earlier version or a umask of 000: the history, the log, the window.
    const loose = [
      join(dir, 'activity', 'a.jsonl'),
      join(dir, 'runs', 'b.jsonl'),
      join(dir, 'logs', 'main.log'),
      join(dir, 'logs', 'main.log.1'),
      join(dir, 'window-state.json'),
      join(dir, 'state.damaged-x.journal'),
    ]
    mkdirSync(join(dir, 'logs'), { mode: 0o777 })
    chmodSync(join(dir, 'logs'), 0o777)
    for (const file of loose) {
      writeFileSync(file, '{}\n')
      chmodSync(file, 0o666)
    }
    const core = coreIn(dir)
    expect(modeOf(join(dir, 'logs'))).toBe('700')
    for (const file of loose.slice(4)) expect([file, modeOf(file)]).toEqual([file, '600'])
    expect(modeOf(dir)).toBe('700')
    expect(modeOf(join(dir, 'profiles.json'))).toBe('600')
    expect(modeOf(join(dir, 'state.journal'))).toBe('600')
    for (const folder of ['activity', 'runs']) expect(modeOf(join(dir, folder))).toBe('700')
    // A file set aside earlier holds the same data.
    expect(modeOf(join(dir, 'profiles.unreadable-x.json'))).toBe('600')
    // Only the app's own files: the folder may be shared (Electron's userData).
    expect(modeOf(join(dir, 'other.txt'))).toBe('644')
    // The history and log files just after the start (a call per file: not in it).
    const stop = core.start()
    await stop()
    for (const file of loose) expect([file, modeOf(file)]).toEqual([file, '600'])
  })

  it('only takes access away: a mode the user narrowed is not widened at start', () => {
    const dir = newDir()
    writeFileSync(join(dir, 'profiles.json'), `{"schemaVersion": ${PROFILE_FORMAT}}`)
    chmodSync(join(dir, 'profiles.json'), 0o444)
    coreIn(dir)
    expect(modeOf(join(dir, 'profiles.json'))).toBe('400')
  })

  it('a file set aside as damaged (an old secrets.json) is private too', async () => {
    const dir = newDir()
    writeFileSync(join(dir, 'secrets.json'), '')
    chmodSync(join(dir, 'secrets.json'), 0o644)
    const { notices } = await unwrap(coreIn(dir).api.appInfo())
    const [notice] = notices
    expect(notice?.kind).toBe('store-recovered')
    if (notice?.kind !== 'store-recovered') return
    expect(modeOf(notice.movedTo)).toBe('600')
  })

  it('says so when a file cannot be made private (another user owns it)', async () => {
    if (process.getuid?.() !== 0) {
      // Needs a file owned by someone else: only root can make one.
      console.warn('skipped: making a file owned by another user needs root')
      return
    }
    const dir = newDir()
    const first = coreIn(dir)
    await unwrap(first.api.createProfile(acmeProfile()))
    await first.flush()
    chmodSync(join(dir, 'profiles.json'), 0o644)
    chownSync(dir, OTHER_UID, OTHER_UID)
    for (const name of ['state.journal', 'activity', 'runs'])
      chownSync(join(dir, name), OTHER_UID, OTHER_UID)
    const out = JSON.parse(
      await runTs(resolve(import.meta.dirname, '../fixtures/openStoresChild.ts'), [dir]),
    ) as { started: boolean; info: { value: AppInfo } }
    expect(out.started).toBe(true)
    expect(out.info.value.notices).toEqual([
      {
        kind: 'permissions-left-open',
        path: join(dir, 'profiles.json'),
        mode: '644',
        errno: 'EPERM',
      },
    ])
    expect(modeOf(join(dir, 'profiles.json'))).toBe('644')
  })
})
