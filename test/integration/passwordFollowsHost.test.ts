import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { loginKey, secretKindOf } from '../../src/main/core/secrets/secretKeys'
import { loginOf } from '../../src/shared/model/login'
import { coreIn, vaultOnDisk } from '../helpers/core'
import { demoLogin } from '../helpers/demoLogin'
import { demoProfile, expectError, unwrap, views } from '../helpers/api'
import { loopbackServer } from '../helpers/loopbackServer'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
const now = Date.UTC(2026, 10, 21, 9)
const clock = () => now
let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox({ clock })
})
afterAll(() => sandbox.close())

describe('a stored password never follows a changed host', () => {
  it('a new base URL origin drops the password (and token) and says why', async () => {
    const evil = await loopbackServer((_req, res) => res.writeHead(401).end('{}'))
    try {
      const dir = newDir()
      const core = coreIn(dir, { clock })
      const p = await demoProfile(core.api, sandbox)
      await unwrap(core.api.getToken({ profileId: p.id }))
      const moved = await unwrap(
        core.api.updateProfile({ id: p.id, fields: { baseUrl: evil.url } }),
      )
      expect(moved).toMatchObject({
        password: 'none',
        token: { kind: 'none' },
        passwordDropped: {
          reason: 'host-changed',
          moves: [{ field: 'baseUrl', from: sandbox.urls.portal, to: evil.url }],
          at: now,
        },
      })
      // The next Get token sends nothing: it asks for the password.
      expect(await expectError(core.api.getToken({ profileId: p.id }))).toMatchObject({
        code: 'no-password',
      })
      expect(evil.hits).toEqual([])
      // Nothing of it is left on disk, and the reason survives a restart.
      await core.flush()
      // (The password is kept per login since shared logins: no key of the old login, nor any
      // password, is left, since no other profile had this login.)
      const keys = Object.keys(vaultOnDisk(dir)['token-desk'] ?? {})
      expect(keys).not.toContain(loginKey(loginOf(p)))
      expect(keys.filter((key) => secretKindOf(key) === 'password')).toEqual([])
      const [again] = await views(coreIn(dir, { clock }).api)
      expect(again?.passwordDropped).toEqual(moved.passwordDropped)
    } finally {
      await evil.close()
    }
  })

  it('a new API host origin drops the password and the token (the token would go there)', async () => {
    const core = coreIn(newDir(), { clock })
    const p = await unwrap(
      core.api.createProfile({ ...demoLogin(sandbox), apiHostUrl: sandbox.urls.apiHost }),
    )
    await unwrap(core.api.getToken({ profileId: p.id }))
    const moved = await unwrap(
      core.api.updateProfile({ id: p.id, fields: { apiHostUrl: 'https://api.elsewhere.test' } }),
    )
    expect(moved).toMatchObject({
      password: 'none',
      token: { kind: 'none' },
      passwordDropped: {
        moves: [
          { field: 'apiHostUrl', from: sandbox.urls.apiHost, to: 'https://api.elsewhere.test' },
        ],
      },
    })
  })

  it('a password typed with the change is kept; the token still goes', async () => {
    const core = coreIn(newDir(), { clock })
    const p = await demoProfile(core.api, sandbox)
    await unwrap(core.api.getToken({ profileId: p.id }))
    const moved = await unwrap(
      core.api.updateProfile({
        id: p.id,
        fields: { baseUrl: sandbox.urls.alternate, portal: 'alternate' },
        password: 'demo-password',
      }),
    )
    expect(moved).toMatchObject({
      password: 'stored',
      passwordDropped: null,
      token: { kind: 'none' },
    })
  })

  it.each([
    [
      'the same origin with a path prefix',
      (s: Sandbox) => ({ baseUrl: `${s.urls.portal}/tenant` }),
    ],
    ['a name or notes', () => ({ name: 'Renamed', notes: 'x' })],
    ['clearing the API host', () => ({ apiHostUrl: '' })],
  ])('%s keeps the password', async (_what, fields) => {
    const core = coreIn(newDir(), { clock })
    const p = await unwrap(
      core.api.createProfile({ ...demoLogin(sandbox), apiHostUrl: sandbox.urls.apiHost }),
    )
    expect(
      await unwrap(core.api.updateProfile({ id: p.id, fields: fields(sandbox) })),
    ).toMatchObject({
      password: 'stored',
      passwordDropped: null,
    })
  })

  it('the note goes once a password is kept again (typed at Get token)', async () => {
    const core = coreIn(newDir(), { clock })
    const p = await unwrap(
      core.api.createProfile({
        ...demoLogin(sandbox),
        baseUrl: 'https://portal.old.test',
      }),
    )
    expect(
      (await unwrap(core.api.updateProfile({ id: p.id, fields: { baseUrl: sandbox.urls.portal } })))
        .passwordDropped,
    ).not.toBe(null)
    const renewed = await unwrap(core.api.getToken({ profileId: p.id, password: 'demo-password' }))
    expect(renewed).toMatchObject({ password: 'stored', passwordDropped: null })
  })

  it('the note goes once a password is kept again (typed in the form)', async () => {
    const core = coreIn(newDir(), { clock })
    const p = await unwrap(
      core.api.createProfile({
        ...demoLogin(sandbox),
        baseUrl: 'https://portal.old.test',
      }),
    )
    await unwrap(core.api.updateProfile({ id: p.id, fields: { baseUrl: sandbox.urls.portal } }))
    expect(
      await unwrap(core.api.updateProfile({ id: p.id, fields: {}, password: 'demo-password' })),
    ).toMatchObject({
      password: 'stored',
      passwordDropped: null,
    })
  })

  it('with no password kept there is nothing to drop and nothing to say', async () => {
    const core = coreIn(newDir(), { clock })
    const { password: _none, ...login } = demoLogin(sandbox)
    const p = await unwrap(core.api.createProfile(login))
    expect(
      await unwrap(
        core.api.updateProfile({ id: p.id, fields: { baseUrl: 'https://portal.new.test' } }),
      ),
    ).toMatchObject({
      password: 'none',
      passwordDropped: null,
    })
  })

  it('a password kept only for the session is dropped too', async () => {
    const core = coreIn(newDir(), { clock, protection: 'weak' })
    const p = await demoProfile(core.api, sandbox)
    expect(p.password).toBe('session')
    expect(
      await unwrap(
        core.api.updateProfile({ id: p.id, fields: { baseUrl: 'https://portal.new.test' } }),
      ),
    ).toMatchObject({
      password: 'none',
      passwordDropped: { reason: 'host-changed' },
    })
  })
})
