import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { coreIn } from '../helpers/core'
import { demoLogin } from '../helpers/demoLogin'
import {
  demoProfile,
  expectError,
  profileWithToken,
  type RequestInput,
  unwrap,
} from '../helpers/api'
import { loopbackServer } from '../helpers/loopbackServer'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox()
})
afterAll(() => sandbox.close())

/** A question left open until the test answers it. */
function pending() {
  let answer: (yes: boolean) => void = () => undefined
  const promise = new Promise<boolean>((resolve) => (answer = resolve))
  return { ask: () => promise, answer }
}

describe('Reveal token asks the user in main, not the page', () => {
  it('reveals only after a yes, and says what was asked', async () => {
    const core = coreIn(newDir())
    const p = await profileWithToken(core.api, demoLogin(sandbox))
    expect(await expectError(core.api.revealToken({ profileId: p.id }))).toEqual({
      code: 'declined',
      message: 'Not revealed: it was not confirmed in the dialog.',
      said: expect.objectContaining({ key: 'requests.confirm.declined' }) as object,
    })
    expect(core.confirmations.asked).toEqual([
      {
        kind: 'reveal-token',
        title: 'Reveal token',
        message: 'Show the token of “Acme” on screen?',
        detail: expect.stringContaining('Copy header is safer') as string,
        confirmLabel: 'Reveal token',
        cancelLabel: 'Cancel',
      },
    ])
    core.confirmations.answer('reveal-token', true)
    const { token } = await unwrap(core.api.revealToken({ profileId: p.id }))
    expect(token).toMatch(/\S{16,}/)
  })

  it('refuses everything when the core has no confirmation adapter', async () => {
    const dir = newDir()
    const first = coreIn(dir)
    const p = await profileWithToken(first.api, demoLogin(sandbox))
    await first.flush()
    const bare = coreIn(dir, { confirmation: 'none' })
    expect(await expectError(bare.api.revealToken({ profileId: p.id }))).toMatchObject({
      code: 'declined',
    })
  })

  it('does not ask about a token that does not exist or a profile that does not', async () => {
    const core = coreIn(newDir())
    const p = await demoProfile(core.api, sandbox)
    expect(await expectError(core.api.revealToken({ profileId: p.id }))).toMatchObject({
      code: 'no-token',
    })
    expect(await expectError(core.api.revealToken({ profileId: 'gone' }))).toMatchObject({
      code: 'not-found',
    })
    expect(core.confirmations.asked).toEqual([])
  })

  it('asks one question at a time: a second call while one is open is refused at once', async () => {
    const core = coreIn(newDir())
    const p = await profileWithToken(core.api, demoLogin(sandbox))
    const open = pending()
    core.confirmations.answer('reveal-token', open.ask)
    const first = core.api.revealToken({ profileId: p.id })
    await new Promise((r) => setTimeout(r, 10))
    expect(await expectError(core.api.revealToken({ profileId: p.id }))).toEqual({
      code: 'declined',
      message: 'Not revealed: another confirmation is open. Answer it first, then try again.',
      said: expect.objectContaining({ key: 'requests.confirm.busy' }) as object,
    })
    open.answer(true)
    expect(await first).toMatchObject({ ok: true })
    // The second call never reached the user.
    expect(core.confirmations.asked).toHaveLength(1)
  })

  it('an adapter that fails counts as a no', async () => {
    const core = coreIn(newDir())
    const p = await profileWithToken(core.api, demoLogin(sandbox))
    core.confirmations.answer('reveal-token', () => Promise.reject(new Error('no window')))
    expect(await expectError(core.api.revealToken({ profileId: p.id }))).toMatchObject({
      code: 'declined',
    })
  })
})

describe('a new origin for the token is approved in main, not by the page', () => {
  it('declined: nothing is sent and nothing is remembered', async () => {
    const other = await loopbackServer((_req, res) => res.writeHead(200).end('ok'))
    try {
      const core = coreIn(newDir())
      const p = await profileWithToken(core.api, demoLogin(sandbox))
      const request: RequestInput = { name: 'Elsewhere', method: 'GET', url: `${other.url}/x` }
      for (const runId of ['n1', 'n2']) {
        expect(
          await expectError(core.api.sendRequest({ profileId: p.id, runId, request })),
        ).toMatchObject({ code: 'declined' })
      }
      expect(other.hits).toEqual([])
      // Asked each time: a no is not remembered as a yes.
      expect(core.confirmations.kinds()).toEqual(['new-origin', 'new-origin'])
    } finally {
      await other.close()
    }
  })

  it('approved: sent with the token, and asked only once per host and profile', async () => {
    const other = await loopbackServer((_req, res) => res.writeHead(200).end('ok'))
    try {
      const core = coreIn(newDir())
      core.confirmations.answer('new-origin', true)
      const p = await profileWithToken(core.api, demoLogin(sandbox))
      const request: RequestInput = { name: 'Elsewhere', method: 'GET', url: `${other.url}/x` }
      await unwrap(core.api.sendRequest({ profileId: p.id, runId: 'a1', request }))
      await unwrap(core.api.sendRequest({ profileId: p.id, runId: 'a2', request }))
      expect(other.hits.map((h) => h.headers['authorization'])).toEqual([
        expect.stringMatching(/^Bearer /),
        expect.stringMatching(/^Bearer /),
      ])
      expect(core.confirmations.kinds()).toEqual(['new-origin'])
      // The profile's own hosts never need a question.
      await unwrap(
        core.api.sendRequest({
          profileId: p.id,
          runId: 'a3',
          request: {
            name: 'Own',
            method: 'GET',
            url: '/_rest/v4/analytics/accounts/ACME-001/summary',
          },
        }),
      )
      expect(core.confirmations.kinds()).toEqual(['new-origin'])
    } finally {
      await other.close()
    }
  })
})

describe('a copy shares its login’s password: nothing to ask (same host, same user)', () => {
  it('asks nothing, and the password still goes only to the origin it was entered for', async () => {
    const elsewhere = await loopbackServer((_req, res) => res.writeHead(401).end('{}'))
    try {
      const core = coreIn(newDir())
      const p = await demoProfile(core.api, sandbox)
      const copy = await unwrap(core.api.copyProfile({ profileId: p.id }))
      expect(copy).toMatchObject({
        name: 'Acme (copy)',
        password: 'stored',
        sharedLogin: { others: 1, names: ['Acme'] },
      })
      expect(core.confirmations.asked).toEqual([])
      // Pointed elsewhere, the copy leaves the login and its password behind: nothing is sent.
      const moved = await unwrap(
        core.api.updateProfile({ id: copy.id, fields: { baseUrl: elsewhere.url } }),
      )
      expect(moved).toMatchObject({ password: 'none', passwordDropped: { reason: 'host-changed' } })
      expect(await expectError(core.api.getToken({ profileId: copy.id }))).toMatchObject({
        code: 'no-password',
      })
      expect(elsewhere.hits).toEqual([])
      expect((await unwrap(core.api.getProfile({ profileId: p.id }))).password).toBe('stored')
    } finally {
      await elsewhere.close()
    }
  })

  it('a copy of a profile whose host moved does not get the password back', async () => {
    const core = coreIn(newDir())
    const p = await demoProfile(core.api, sandbox)
    await demoProfile(core.api, sandbox, { name: 'EU', accountId: 'ACME-EU' })
    const moved = await unwrap(
      core.api.updateProfile({
        id: p.id,
        fields: { apiHostUrl: 'http://127.0.0.1:9' },
      }),
    )
    expect(moved.password).toBe('none')
    const copy = await unwrap(core.api.copyProfile({ profileId: p.id }))
    expect(copy).toMatchObject({ password: 'none', passwordDropped: moved.passwordDropped })
  })
})
