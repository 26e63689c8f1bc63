import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { coreIn } from '../helpers/core'
import { demoProfile, expectError, unwrap } from '../helpers/api'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox()
})
afterAll(() => sandbox.close())

/** Every file under `dir`, with its bytes as text. */
function filesUnder(dir: string): [string, string][] {
  return readdirSync(dir).flatMap((name): [string, string][] => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [[path, readFileSync(path, 'latin1')]]
  })
}

/** The forms a secret could leak in: as typed, JSON-escaped, URL-encoded, base64 and hex. */
const formsOf = (secret: string): string[] => [
  secret,
  JSON.stringify(secret).slice(1, -1),
  encodeURIComponent(secret),
  Buffer.from(secret).toString('base64').replace(/=+$/, ''),
  Buffer.from(secret).toString('hex'),
]

describe('no secret in plaintext after a whole journey through the core', () => {
  it.each(['test-only', 'weak'] as const)(
    'protection %s: data folder, export, history, activity, views and logs',
    async (protection) => {
      const dir = newDir()
      const core = coreIn(dir, { protection })
      core.confirmations.answer('reveal-token', true).answer('unlock-passphrase', true)
      const stop = core.start()
      // Passwords unlike anything else in the files, so a hit means a leak.
      const passwordA = 'Pw-A-q7Zr4mK9xLt'
      const apiKey = 'Key-Hd7Wq2Lp9Zx4'
      const partnerKey = 'Partner-Rt5Ym8Kc'
      const clientSecret = 'Cs-Vb3Nq6Tj1Gf'
      const p = await demoProfile(core.api, sandbox, { apiHostUrl: sandbox.urls.apiHost })
      const typed = await demoProfile(core.api, sandbox, {
        name: 'Typed',
        username: 'globex-api',
        accountId: 'GLOBEX-002',
        password: undefined,
      })
      await unwrap(core.api.getToken({ profileId: p.id }))
      await unwrap(core.api.getToken({ profileId: typed.id, password: 'globex-password' }))
      // The unlock requirement: set, changed, a wrong try and a right one; only a hash stays.
      const unlockFirst = 'Unlock-Aa-3tWq8Zp'
      const unlockNow = 'Unlock-Bb-6yHn2Kc'
      await unwrap(core.api.setUnlockPassphrase({ passphrase: unlockFirst }))
      await unwrap(core.api.setUnlockPassphrase({ passphrase: unlockNow, current: unlockFirst }))
      await unwrap(core.api.lock())
      await expectError(
        core.api.unlock({ proof: { kind: 'passphrase', passphrase: 'Unlock-Wrong-9dF' } }),
      )
      await unwrap(core.api.unlock({ proof: { kind: 'passphrase', passphrase: unlockNow } }))
      const { token } = await unwrap(
        core.api.revealToken({
          profileId: p.id,
          proof: { kind: 'passphrase', passphrase: unlockNow },
        }),
      )
      await unwrap(core.api.copy({ profileId: p.id, format: 'env' }))
      await unwrap(
        core.api.copyRequestAsCurl({
          profileId: p.id,
          withToken: true,
          request: { name: 'x', method: 'GET', url: '/x' },
        }),
      )
      await unwrap(
        core.api.saveRequest({
          profileId: p.id,
          request: {
            name: 'Summary',
            method: 'GET',
            url: '/_rest/v4/analytics/accounts/{account}/summary?key=abc',
          },
        }),
      )
      // A saved request's header values and body: an API key and a client secret.
      const saved = await unwrap(
        core.api.saveRequest({
          profileId: p.id,
          request: {
            name: 'Partner call',
            method: 'POST',
            url: '/_rest/v4/whoami',
            headers: [{ name: 'X-Api-Key', value: apiKey }],
            body: JSON.stringify({ client_secret: clientSecret }),
          },
        }),
      )
      // Edited once (a new value), and made the probe a copy command calls.
      await unwrap(
        core.api.saveRequest({
          profileId: p.id,
          requestId: saved.id,
          request: {
            ...saved,
            headers: [
              { name: 'X-Api-Key', value: apiKey },
              { name: 'X-Partner', value: partnerKey },
            ],
          },
        }),
      )
      await unwrap(core.api.chooseProbe({ profileId: p.id, requestId: saved.id }))
      await unwrap(
        core.api.sendRequest({
          profileId: p.id,
          runId: 'scan-1',
          request: {
            name: 'Summary',
            method: 'GET',
            url: '/_rest/v4/analytics/accounts/{account}/summary',
            relativeTo: 'api',
          },
        }),
      )
      const copy = await unwrap(core.api.copyProfile({ profileId: p.id }))
      await unwrap(core.api.updateProfile({ id: copy.id, fields: {}, password: passwordA }))
      await unwrap(core.api.renewAll({ scope: 'due' }))
      // A failed attempt (wrong password) and a deleted-then-restored profile.
      await expectError(core.api.getToken({ profileId: typed.id, password: 'Wrong-pw-8fK2' }))
      const { undoId } = await unwrap(core.api.deleteProfile({ profileId: p.id }))
      await unwrap(core.api.undoDelete({ undoId }))
      // The host moves: the password is dropped, not left behind.
      await unwrap(
        core.api.updateProfile({ id: copy.id, fields: { baseUrl: 'http://127.0.0.1:9' } }),
      )
      await unwrap(core.api.updateSettings({ keepPasswordsInWeakStorage: protection === 'weak' }))

      const outputs = [
        (await unwrap(core.api.exportProfiles({ format: 'json' }))).text,
        (await unwrap(core.api.exportProfiles({ format: 'csv' }))).text,
        JSON.stringify(await unwrap(core.api.listProfiles())),
        JSON.stringify(await unwrap(core.api.listActivity({ profileId: p.id }))),
        JSON.stringify(await unwrap(core.api.listActivity({ profileId: typed.id }))),
        JSON.stringify(await unwrap(core.api.appInfo())),
        core.logs.join('\n'),
      ]
      // The request editor shows a saved request's values: they are the user's own (and only
      // this call carries them).
      const listed = JSON.stringify(await unwrap(core.api.listRequests({ profileId: p.id })))
      for (const value of [apiKey, partnerKey, clientSecret]) expect(listed).toContain(value)
      await stop()
      const secrets = [
        'demo-password',
        'globex-password',
        passwordA,
        'Wrong-pw-8fK2',
        token,
        apiKey,
        partnerKey,
        clientSecret,
        unlockFirst,
        unlockNow,
        'Unlock-Wrong-9dF',
      ]
      const places = [
        ...filesUnder(dir),
        ...outputs.map((text, i): [string, string] => [`output ${i}`, text]),
      ]
      const leaks = places.flatMap(([where, text]) =>
        secrets.flatMap((secret) =>
          formsOf(secret)
            .filter((form) => text.includes(form))
            .map((form) => `${where}: ${form.slice(0, 12)}…`),
        ),
      )
      expect(leaks).toEqual([])
      // The requests' list carries no other secret.
      for (const secret of secrets.slice(0, 5))
        for (const form of formsOf(secret)) expect(listed).not.toContain(form)
      // The scan looked at real files: both stores and the history files, with ciphertext in the journal.
      expect(places.map(([where]) => where)).toEqual(
        expect.arrayContaining([
          join(dir, 'profiles.json'),
          join(dir, 'state.journal'),
          join(dir, 'activity', `${p.id}.jsonl`),
          join(dir, 'runs', `${p.id}.jsonl`),
        ]),
      )
      expect(readFileSync(join(dir, 'state.journal'), 'utf8')).toMatch(
        /"k":"token-desk\\u0000token:[\w-]+","v":"[\w-]+:/,
      )
    },
  )
})
