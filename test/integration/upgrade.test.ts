import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { ActivityEntry } from '../../src/shared/model/activity'
import type { RunSummary } from '../../src/shared/model/request'
import { PROFILE_FORMAT } from '../../src/main/core/profiles/profileDocument'
import { coreIn } from '../helpers/core'
import { unwrap, views } from '../helpers/api'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
const fixture = resolve(import.meta.dirname, '../fixtures/data-v3')
const acme = '2a7f1ba4-c99d-440a-8301-be521eca6544'
const globex = '88fafcfd-1e17-4860-9d00-4801b0ed024e'
const initech = 'faec272f-986e-4def-9be5-be8c30abafa3'
const clock = () => Date.UTC(2026, 10, 20, 12)

/** A copy of the format-3 folder (the fixture itself stays as it was written). */
function v3Folder(): string {
  const dir = newDir()
  cpSync(fixture, dir, { recursive: true })
  return dir
}

describe('a data folder written by format 3 (the release before this one)', () => {
  it('opens with every profile, token, error, password, request, run and setting', async () => {
    const dir = v3Folder()
    const before = JSON.parse(readFileSync(join(dir, 'profiles.json'), 'utf8')) as {
      tokens: Record<string, { expiresAt: number }>
      activity: Record<string, ActivityEntry[]>
      history: Record<string, RunSummary[]>
    }
    const core = coreIn(dir, { clock })
    const profiles = await views(core.api)
    const byId = new Map(profiles.map((p) => [p.id, p]))
    expect([...byId.keys()].sort()).toEqual([acme, globex, initech].sort())
    expect(byId.get(acme)).toMatchObject({
      name: 'Acme production',
      favourite: true,
      tags: ['prod'],
      password: 'stored',
      token: { kind: 'issued', expiresAt: before.tokens[acme]!.expiresAt },
      lastError: null,
    })
    expect(byId.get(acme)!.lastUsedAt).not.toBeNull()
    expect(byId.get(globex)).toMatchObject({ password: 'stored', token: { kind: 'issued' } })
    expect(byId.get(initech)).toMatchObject({
      token: { kind: 'none' },
      lastError: { code: 'auth-rejected' },
    })
    // The secrets still open: the token copies, the stored password still signs in.
    const copied = await unwrap(core.api.copy({ profileId: acme, format: 'token' }))
    expect(copied.copied).toBe('token')
    expect(await core.clipboard.readText()).toMatch(/^[\w-]{20,}$/)
    expect(await unwrap(core.api.listActivity({ profileId: acme }))).toEqual(before.activity[acme])
    const requests = await unwrap(core.api.listRequests({ profileId: acme }))
    expect(requests.requests).toHaveLength(1)
    expect(requests.history).toEqual(before.history[acme])
    expect((await unwrap(core.api.getSettings())).warningMs).toBe(2 * 3_600_000)
  })

  it('converts once, keeps a backup of the old files, and says so once', async () => {
    const dir = v3Folder()
    const oldProfiles = readFileSync(join(dir, 'profiles.json'))
    const oldSecrets = readFileSync(join(dir, 'secrets.json'))
    const first = coreIn(dir, { clock })
    const { notices } = await unwrap(first.api.appInfo())
    const upgraded = notices.find((n) => n.kind === 'store-upgraded')
    if (upgraded?.kind !== 'store-upgraded') throw new Error('no store-upgraded notice')
    expect(upgraded).toMatchObject({ from: 3 })
    expect(upgraded.backups.map((p) => p.slice(dir.length + 1)).sort()).toEqual([
      'profiles.v3-backup-2026-11-20T12-00-00-000Z.json',
      'secrets.v3-backup-2026-11-20T12-00-00-000Z.json',
    ])
    // The backups are the old files, byte for byte.
    expect(readFileSync(upgraded.backups.find((p) => p.includes('profiles'))!)).toEqual(oldProfiles)
    expect(readFileSync(upgraded.backups.find((p) => p.includes('secrets'))!)).toEqual(oldSecrets)
    // The new layout: no secrets.json; profiles.json without token state, activity or history.
    expect(existsSync(join(dir, 'secrets.json'))).toBe(false)
    const doc = JSON.parse(readFileSync(join(dir, 'profiles.json'), 'utf8')) as Record<
      string,
      unknown
    >
    expect(doc['schemaVersion']).toBe(PROFILE_FORMAT)
    for (const gone of ['tokens', 'lastErrors', 'activity', 'history'])
      expect(doc).not.toHaveProperty(gone)
    expect(readdirSync(join(dir, 'activity')).sort()).toEqual(
      [`${acme}.jsonl`, `${globex}.jsonl`, `${initech}.jsonl`].sort(),
    )
    expect(readdirSync(join(dir, 'runs'))).toEqual([`${acme}.jsonl`])
    await first.flush()

    const second = coreIn(dir, { clock })
    const again = await unwrap(second.api.appInfo())
    expect(again.notices.filter((n) => n.kind === 'store-upgraded')).toEqual([])
    expect(await views(second.api)).toHaveLength(3)
  })

  it('converts again from the old files when a crash came before the new profiles.json', async () => {
    const dir = v3Folder()
    // A crashed first attempt: a journal written, profiles.json still format 3.
    coreIn(dir, { clock })
    cpSync(join(fixture, 'profiles.json'), join(dir, 'profiles.json'))
    cpSync(join(fixture, 'secrets.json'), join(dir, 'secrets.json'))
    const core = coreIn(dir, { clock })
    const profiles = await views(core.api)
    expect(profiles.filter((p) => p.token.kind === 'issued')).toHaveLength(2)
    expect(profiles.filter((p) => p.password === 'stored')).toHaveLength(3)
  })
})
