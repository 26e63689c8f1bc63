import { chmodSync, chownSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PROFILE_FORMAT } from '../../src/main/core/profiles/profileDocument'
import type { AppInfo } from '../../src/shared/ipc/contract'
import { coreIn } from '../helpers/core'
import { acmeProfile, unwrap } from '../helpers/api'
import { OTHER_UID, runTs } from '../helpers/runAsOtherUser'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8)

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
    coreIn(dir)
    expect(modeOf(dir)).toBe('700')
    expect(modeOf(join(dir, 'profiles.json'))).toBe('600')
    expect(modeOf(join(dir, 'state.journal'))).toBe('600')
    for (const folder of ['activity', 'runs']) expect(modeOf(join(dir, folder))).toBe('700')
    // A file set aside earlier holds the same data.
    expect(modeOf(join(dir, 'profiles.unreadable-x.json'))).toBe('600')
    // Only the app's own files: the folder may be shared (Electron's userData).
    expect(modeOf(join(dir, 'other.txt'))).toBe('644')
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
