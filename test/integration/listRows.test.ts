import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { profileRow, type ProfileRow } from '../../src/shared/model/profile'
import { coreIn } from '../helpers/core'
import { demoLogin } from '../helpers/demoLogin'
import { expectError, unwrap, views, type Api } from '../helpers/api'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox()
})
afterAll(() => sandbox.close())

let now = Date.UTC(2026, 10, 24)
const clock = () => now

/** The list's rows, checked against each profile's detail: a row kept from before must still be true. */
async function rowsMatchingDetail(api: Api): Promise<readonly ProfileRow[]> {
  const rows = await unwrap(api.listProfiles())
  expect(rows).toEqual((await views(api)).map((view) => profileRow(view)))
  return rows
}

const byName = (rows: readonly ProfileRow[], name: string): ProfileRow => {
  const row = rows.find((r) => r.name === name)
  if (!row) throw new Error(`no row ${name}: ${rows.map((r) => r.name).join(', ')}`)
  return row
}

describe('the list’s rows, remade only for the profiles that changed', () => {
  it('follows tokens, renewals, errors, last use, edits and deletes', async () => {
    const core = coreIn(newDir(), { clock })
    const [a, b, c] = await Promise.all(
      ['A', 'B', 'C'].map((name) =>
        unwrap(core.api.createProfile(demoLogin(sandbox, { name, allowDuplicate: true }))),
      ),
    )
    if (!a || !b || !c) throw new Error('profiles not made')
    const first = await rowsMatchingDetail(core.api)
    // Nothing changed: the same rows, not made again (the tray asks every 30 s).
    expect(await unwrap(core.api.listProfiles())).toBe(first)

    await unwrap(core.api.getToken({ profileId: a.id }))
    const afterToken = await rowsMatchingDetail(core.api)
    expect(byName(afterToken, 'A').token.kind).toBe('issued')
    expect(byName(afterToken, 'B')).toBe(byName(first, 'B'))
    expect(byName(afterToken, 'C')).toBe(byName(first, 'C'))

    // A renewal in flight shows, and so does its end.
    sandbox.setLatency(80, 'portal')
    try {
      const renewing = core.api.getToken({ profileId: b.id })
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(byName(await unwrap(core.api.listProfiles()), 'B').token.kind).toBe('renewing')
      await renewing
    } finally {
      sandbox.setLatency(0, 'portal')
    }
    expect(byName(await rowsMatchingDetail(core.api), 'B').token.kind).toBe('issued')

    // Used (a copy), then failing (a refused password).
    now += 60_000
    await unwrap(core.api.copy({ profileId: a.id, format: 'header' }))
    expect(byName(await rowsMatchingDetail(core.api), 'A').lastUsedAt).toBe(now)
    const { password: _pw, ...fields } = demoLogin(sandbox, { name: 'C' })
    await unwrap(
      core.api.updateProfile({
        id: c.id,
        fields: { ...fields, username: 'nobody' },
        password: 'x',
      }),
    )
    await expectError(core.api.getToken({ profileId: c.id }), 'auth-rejected')
    expect(byName(await rowsMatchingDetail(core.api), 'C').failing).toBe(true)

    // An edit and a delete remake the list.
    await unwrap(core.api.updateProfile({ id: b.id, fields: { name: 'B renamed' } }))
    await unwrap(core.api.deleteProfile({ profileId: a.id }))
    const last = await rowsMatchingDetail(core.api)
    expect(last.map((r) => r.name).sort()).toEqual(['B renamed', 'C'])
  })

  it('is as the store holds it after a restart', async () => {
    const dir = newDir()
    const core = coreIn(dir, { clock })
    const made = await unwrap(core.api.createProfile(demoLogin(sandbox, { name: 'Kept' })))
    await unwrap(core.api.listProfiles())
    await unwrap(core.api.getToken({ profileId: made.id }))
    await core.close()
    const again = coreIn(dir, { clock })
    expect(byName(await rowsMatchingDetail(again.api), 'Kept').token.kind).toBe('issued')
  })
})
