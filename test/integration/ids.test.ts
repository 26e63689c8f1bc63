import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { InputOf } from '../../src/shared/ipc/contract'
import type { Result } from '../../src/shared/ipc/errors'
import type { Method } from '../../src/shared/ipc/methods'
import { coreIn, dataFiles } from '../helpers/core'
import { acmeProfile, expectError, unwrap, views, type Api } from '../helpers/api'
import { useTempDirs } from '../helpers/tempDir'
import { profileFixture } from '../fixtures/profile'
import { sayIn } from '../../src/shared/i18n/sayIn'

const newDir = useTempDirs()

const builtIns = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']
const hostile = [...builtIns, '', 'x'.repeat(100_000), 'a/b', 'a\u0000b', '../profiles', ' p1']

const request: InputOf<'saveRequest'>['request'] = { name: 'Ping', method: 'GET', url: '/ping' }
/** Every contract input that carries an id, with the id in place. */
const callsWithId = (api: Api, id: string): [Method, () => Promise<Result<unknown>>][] => [
  ['updateProfile', () => api.updateProfile({ id, fields: { name: 'Renamed' } })],
  ['copyProfile', () => api.copyProfile({ profileId: id })],
  ['deleteProfile', () => api.deleteProfile({ profileId: id })],
  ['undoDelete', () => api.undoDelete({ undoId: id })],
  ['getToken', () => api.getToken({ profileId: id })],
  ['forgetToken', () => api.forgetToken({ profileId: id })],
  ['listActivity', () => api.listActivity({ profileId: id })],
  ['copy', () => api.copy({ profileId: id, format: 'header' })],
  ['revealToken', () => api.revealToken({ profileId: id })],
  ['listRequests', () => api.listRequests({ profileId: id })],
  ['saveRequest', () => api.saveRequest({ profileId: id, request })],
  ['deleteRequest', () => api.deleteRequest({ profileId: 'p1', requestId: id })],
  ['sendRequest', () => api.sendRequest({ profileId: id, runId: 'run-1', request })],
  ['sendRequest', () => api.sendRequest({ profileId: 'p1', runId: id, request })],
  ['cancelRequest', () => api.cancelRequest({ runId: id })],
  ['copyRequestAsCurl', () => api.copyRequestAsCurl({ profileId: id, request, withToken: false })],
]

async function withProfile(dir: string) {
  const core = coreIn(dir)
  const profile = await unwrap(core.api.createProfile(acmeProfile()))
  return { core, profile }
}

describe('ids', () => {
  it.each(hostile.map((id) => [id.length > 40 ? `${id.slice(0, 10)}… (${id.length})` : id, id]))(
    'refuses %j everywhere an id arrives, changes nothing, and keeps working',
    async (_label, id) => {
      const dir = newDir()
      const { core } = await withProfile(dir)
      const files = () => dataFiles(core, dir)
      const before = await files()
      for (const [method, call] of callsWithId(core.api, id)) {
        const error = await expectError(call())
        expect(['invalid-input', 'not-found'], `${method}: ${error.message}`).toContain(error.code)
        expect(error.message.length).toBeLessThan(500)
      }
      expect(await files()).toEqual(before)
      // Nothing was broken for the rest of the session.
      expect(await unwrap(core.api.exportProfiles({ format: 'json' }))).toMatchObject({ count: 1 })
      expect(await unwrap(core.api.listProfiles())).toHaveLength(1)
    },
  )

  it('the shape check has one rule: letters, digits, - and _, at most 100', async () => {
    const { core, profile } = await withProfile(newDir())
    expect(profile.id).toMatch(/^[A-Za-z0-9_-]{1,100}$/)
    const error = await expectError(core.api.copyProfile({ profileId: 'x'.repeat(101) }))
    expect(error).toMatchObject({ code: 'invalid-input', issues: [{ path: 'profileId' }] })
  })

  it('sets aside records whose id is a built-in name or malformed, without crashing', async () => {
    const dir = newDir()
    const { id: _id, ...good } = profileFixture({
      name: 'Good',
      account: { id: 'A', name: '' },
      username: 'u',
      createdAt: 1,
      updatedAt: 1,
    })
    const profiles: Record<string, unknown> = { ok1: { ...good, id: 'ok1' } }
    for (const id of ['constructor', 'toString', 'a b', 'x'.repeat(200)])
      profiles[id] = { ...good, id }
    const text = JSON.stringify({ schemaVersion: 3, profiles }).replace(
      '"ok1":',
      `"__proto__": ${JSON.stringify({ ...good, id: '__proto__' })}, "ok1":`,
    )
    writeFileSync(join(dir, 'profiles.json'), text)
    const core = coreIn(dir)
    expect((await views(core.api)).map((p) => p.id)).toEqual(['ok1'])
    const written = JSON.parse(readFileSync(join(dir, 'profiles.json'), 'utf8')) as {
      quarantine: Record<string, unknown>
    }
    expect(Object.keys(written.quarantine).sort()).toEqual(
      ['__proto__', 'a b', 'constructor', 'toString', 'x'.repeat(200)].sort(),
    )
    expect(await unwrap(core.api.exportProfiles({ format: 'json' }))).toMatchObject({
      count: 1,
    })
    await unwrap(core.api.copyProfile({ profileId: 'ok1' }))
    await core.flush()
    expect(await unwrap(coreIn(dir).api.listProfiles())).toHaveLength(2)
  })

  it('says why a record was set aside as data too, kept beside it for every start', async () => {
    const dir = newDir()
    const { id: _id, ...good } = profileFixture({ name: 'Keyed', createdAt: 1, updatedAt: 1 })
    const profiles = { k1: { ...good, id: 'k2' }, 'a b': { ...good, name: 'Spaced', id: 'a b' } }
    writeFileSync(join(dir, 'profiles.json'), JSON.stringify({ schemaVersion: 3, profiles }))
    coreIn(dir)
    const [notice] = (await unwrap(coreIn(dir).api.appInfo())).notices
    const named = notice?.kind === 'records-quarantined' ? notice.profiles : []
    expect(named).toMatchObject([
      {
        name: 'Keyed',
        reason: 'its id is not the key it is stored under',
        said: { key: 'requests.profiles.setAside.idNotKey' },
      },
      {
        name: 'Spaced',
        reason: expect.stringMatching(/^id: /) as string,
        said: { key: 'requests.profiles.setAside.field', values: { field: 'id' } },
      },
    ])
    expect(named.map((p) => sayIn('de', p.said!))[0]).toBe(
      'seine ID ist nicht der Schlüssel, unter dem es gespeichert ist',
    )
  })
})
