import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { coreIn } from '../helpers/core'
import { demoLogin } from '../helpers/demoLogin'
import { expectError, unwrap, type RequestInput } from '../helpers/api'
import { loopbackServer, type LoopbackServer } from '../helpers/loopbackServer'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()

/**
 * A host the user approved for a profile's token was approved for that
 * token's user, account and service. An edit that removes the token (its
 * base URL, username, account or API host changed) removes the approvals
 * too (ProfileService.commit → RequestRepository.tokenRemoved); other edits keep them.
 */
describe('hosts approved for a token', () => {
  let sandbox: Sandbox
  let other: LoopbackServer
  beforeAll(async () => {
    sandbox = await startSandbox()
    other = await loopbackServer((_req, res) => res.writeHead(200).end('ok'))
  })
  afterAll(async () => {
    await other.close()
    await sandbox.close()
  })

  const elsewhere = (): RequestInput => ({
    name: 'Elsewhere',
    method: 'GET',
    url: `${other.url}/x`,
  })

  /** A profile with a token whose user approved `other` once. */
  async function approved(dir: string) {
    const core = coreIn(dir)
    const p = await unwrap(core.api.createProfile(demoLogin(sandbox)))
    await unwrap(core.api.getToken({ profileId: p.id }))
    core.confirmations.answer('new-origin', true)
    await unwrap(core.api.sendRequest({ profileId: p.id, runId: 'first', request: elsewhere() }))
    expect(core.confirmations.kinds()).toEqual(['new-origin'])
    // From now on the user would say no: a question shows the approval is gone.
    core.confirmations.answer('new-origin', false)
    return { core, p }
  }

  it.each([
    ['base URL', { baseUrl: 'https://portal.example.test' }],
    ['username', { username: 'globex-api' }],
    ['account', { accountId: 'GLOBEX-002' }],
    ['API host', { apiHostUrl: 'http://127.0.0.1:9' }],
  ])(
    'an edit of the %s removes them with the token, also after a restart',
    async (_what, fields) => {
      const dir = newDir()
      const { core, p } = await approved(dir)
      const hits = other.hits.length
      const edited = await unwrap(core.api.updateProfile({ id: p.id, fields }))
      expect(edited.token).toEqual({ kind: 'none' })
      expect(
        await expectError(
          core.api.sendRequest({ profileId: p.id, runId: 'again', request: elsewhere() }),
        ),
      ).toMatchObject({ code: 'declined' })
      expect(core.confirmations.kinds()).toEqual(['new-origin', 'new-origin'])
      expect(other.hits.length).toBe(hits)
      await core.flush()

      const restarted = coreIn(dir)
      expect(
        await expectError(
          restarted.api.sendRequest({
            profileId: p.id,
            runId: 'later',
            request: elsewhere(),
          }),
        ),
      ).toMatchObject({ code: 'declined' })
      expect(restarted.confirmations.kinds()).toEqual(['new-origin'])
    },
  )

  it('an edit that keeps the token keeps them', async () => {
    const { core, p } = await approved(newDir())
    await unwrap(core.api.updateProfile({ id: p.id, fields: { name: 'Renamed', notes: 'n' } }))
    await unwrap(core.api.sendRequest({ profileId: p.id, runId: 'again', request: elsewhere() }))
    expect(core.confirmations.kinds()).toEqual(['new-origin'])
  })
})
