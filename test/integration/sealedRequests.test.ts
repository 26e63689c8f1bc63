import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PROFILE_FORMAT } from '../../src/main/core/profiles/profileDocument'
import { requestKey } from '../../src/main/core/requests/sealedRequest'
import { SECRET_SERVICE } from '../../src/main/core/secrets/secretKeys'
import { coreIn, vaultOnDisk } from '../helpers/core'
import { acmeProfile, unwrap } from '../helpers/api'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()

const apiKey = 'Key-Zq81Lm4Rt6Ws'
const clientSecret = 'Cs-Yp3Ka9Dv2Hn7'
const request = {
  name: 'Partner call',
  method: 'POST' as const,
  url: '/v1/partner',
  relativeTo: 'base' as const,
  headers: [
    { name: 'X-Api-Key', value: apiKey },
    { name: 'Accept', value: 'application/json' },
  ],
  body: JSON.stringify({ client_secret: clientSecret }),
  authStyle: 'bearer' as const,
}

const profilesText = (dir: string) => readFileSync(join(dir, 'profiles.json'), 'utf8')

describe("saved requests' header values and bodies are sealed at rest", () => {
  it('keeps names and URLs in profiles.json, values in the vault; the editor gets them back after a restart', async () => {
    const dir = newDir()
    const core = coreIn(dir)
    const p = await unwrap(core.api.createProfile(acmeProfile()))
    const saved = await unwrap(core.api.saveRequest({ profileId: p.id, request }))
    await core.close()
    const text = profilesText(dir)
    expect(text).toContain('X-Api-Key')
    expect(text).toContain('/v1/partner')
    for (const secret of [apiKey, clientSecret, 'application/json'])
      expect(text).not.toContain(secret)
    expect(Object.keys(vaultOnDisk(dir)[SECRET_SERVICE] ?? {})).toContain(
      requestKey(p.id, saved.id),
    )

    const again = coreIn(dir)
    const { requests } = await unwrap(again.api.listRequests({ profileId: p.id }))
    expect(requests).toEqual([{ ...request, id: saved.id }])
  })

  it('deleting a request removes its sealed values; deleting its profile and undoing brings them back', async () => {
    const dir = newDir()
    const core = coreIn(dir)
    const p = await unwrap(core.api.createProfile(acmeProfile()))
    const kept = await unwrap(core.api.saveRequest({ profileId: p.id, request }))
    const gone = await unwrap(
      core.api.saveRequest({ profileId: p.id, request: { ...request, name: 'Other' } }),
    )
    await unwrap(core.api.deleteRequest({ profileId: p.id, requestId: gone.id }))
    await core.flush()
    expect(vaultOnDisk(dir)[SECRET_SERVICE] ?? {}).not.toHaveProperty(requestKey(p.id, gone.id))

    const { undoId } = await unwrap(core.api.deleteProfile({ profileId: p.id }))
    await core.flush()
    expect(vaultOnDisk(dir)[SECRET_SERVICE] ?? {}).not.toHaveProperty(requestKey(p.id, kept.id))
    await unwrap(core.api.undoDelete({ undoId }))
    const { requests } = await unwrap(core.api.listRequests({ profileId: p.id }))
    expect(requests).toEqual([{ ...request, id: kept.id }])
  })

  it('seals the plaintext requests of a format-4 file just after the start, and loses nothing', async () => {
    const dir = newDir()
    const first = coreIn(dir)
    const p = await unwrap(first.api.createProfile(acmeProfile()))
    await first.close()
    // As format 4 wrote them: the values in profiles.json.
    const doc = JSON.parse(profilesText(dir)) as Record<string, unknown>
    const plain = { ...request, id: 'b7f3c1de-2a4b-4c5d-8e9f-0a1b2c3d4e5f' }
    const bare = { ...request, id: 'c8a4d2ef-3b5c-4d6e-9f0a-1b2c3d4e5f60', headers: [], body: '' }
    writeFileSync(
      join(dir, 'profiles.json'),
      JSON.stringify({ ...doc, schemaVersion: 4, requests: { [p.id]: [plain, bare] } }),
    )

    const core = coreIn(dir)
    const stop = core.start()
    await core.flush()
    const text = profilesText(dir)
    for (const secret of [apiKey, clientSecret]) expect(text).not.toContain(secret)
    expect(JSON.parse(text)).toMatchObject({ schemaVersion: PROFILE_FORMAT })
    expect(PROFILE_FORMAT).toBe(5)
    const { requests } = await unwrap(core.api.listRequests({ profileId: p.id }))
    expect(requests).toEqual([plain, bare])
    await stop()
  })

  it('where the OS offers no encryption, the values stay in profiles.json as saved (kept, not lost)', async () => {
    const dir = newDir()
    const core = coreIn(dir, { protection: 'unavailable' })
    const p = await unwrap(core.api.createProfile(acmeProfile()))
    const saved = await unwrap(core.api.saveRequest({ profileId: p.id, request }))
    await core.close()
    expect(profilesText(dir)).toContain(apiKey)
    const again = coreIn(dir, { protection: 'unavailable' })
    const { requests } = await unwrap(again.api.listRequests({ profileId: p.id }))
    expect(requests).toEqual([{ ...request, id: saved.id }])
  })
})
