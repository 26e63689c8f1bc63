import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { contract } from '../../src/shared/ipc/contract'
import { methods } from '../../src/shared/ipc/methods'
import { coreIn, dataFiles } from '../helpers/core'
import { acmeProfile, expectError, unwrap } from '../helpers/api'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()

const builtIns = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']
const hostile = [...builtIns, '', 'x'.repeat(100_000), 'a/b', 'a\u0000b', '../profiles', ' p1']

const request = { name: 'Ping', method: 'GET', url: '/ping' }
const network = { caFiles: [], clientCert: { kind: 'none' }, pinSha256: null }
const catalogSource = {
  name: 'Support',
  location: '/srv/team/catalog.json',
  trust: { kind: 'none' },
  refreshMinutes: 30,
}

/**
 * Every place a contract input carries an id, as `method.path` (`[]`: each
 * element of a list), with an input that has `bad` there and a valid id
 * (`good`, an existing profile) everywhere else.
 */
const callsWithId = (bad: string, good: string): [string, unknown][] => [
  ['getProfile.profileId', { profileId: bad }],
  ['updateProfile.id', { id: bad, fields: { name: 'Renamed' } }],
  ['copyProfile.profileId', { profileId: bad }],
  ['deleteProfile.profileId', { profileId: bad }],
  ['undoDelete.undoId', { undoId: bad }],
  ['getToken.profileId', { profileId: bad }],
  ['passwordLogins.profileIds[]', { profileIds: [good, bad] }],
  ['enterLoginPassword.profileIds[]', { profileIds: [bad, good], password: 'pw' }],
  ['forgetToken.profileId', { profileId: bad }],
  ['cancelRenewal.profileId', { profileId: bad }],
  ['verifyToken.profileId', { profileId: bad }],
  ['listActivity.profileId', { profileId: bad }],
  ['listExchanges.profileId', { profileId: bad }],
  ['copyTicket.profileId', { profileId: bad, exchangeId: good }],
  ['copyTicket.exchangeId', { profileId: good, exchangeId: bad }],
  ['saveTicket.profileId', { profileId: bad, exchangeId: good }],
  ['saveTicket.exchangeId', { profileId: good, exchangeId: bad }],
  ['copy.profileId', { profileId: bad, format: 'header' }],
  ['revealToken.profileId', { profileId: bad }],
  ['listRequests.profileId', { profileId: bad }],
  ['saveRequest.profileId', { profileId: bad, request }],
  ['saveRequest.requestId', { profileId: good, requestId: bad, request }],
  ['deleteRequest.profileId', { profileId: bad, requestId: 'r1' }],
  ['deleteRequest.requestId', { profileId: good, requestId: bad }],
  ['sendRequest.profileId', { profileId: bad, runId: 'run-1', request }],
  ['sendRequest.runId', { profileId: good, runId: bad, request }],
  ['sendRequest.requestId', { profileId: good, runId: 'run-1', request, requestId: bad }],
  ['chooseProbe.profileId', { profileId: bad, requestId: null }],
  ['chooseProbe.requestId', { profileId: good, requestId: bad }],
  ['cancelRequest.runId', { runId: bad }],
  ['copyRequestAsCurl.profileId', { profileId: bad, request, withToken: false }],
  ['getProfileNetwork.profileId', { profileId: bad }],
  ['updateProfileNetwork.profileId', { profileId: bad, network }],
  ['revokeCliClient.clientId', { clientId: bad }],
  ['allowCliClientAlways.clientId', { clientId: bad }],
  ['declinePassword.profileId', { profileId: bad }],
  ['exportProfiles.profileIds[]', { format: 'json', profileIds: [good, bad] }],
  ['exportActivity.profileIds[]', { format: 'csv', profileIds: [good, bad] }],
  ['renewProfiles.profileIds[]', { profileIds: [good, bad] }],
  ['verifyProfiles.profileIds[]', { profileIds: [good, bad] }],
  ['copyEnv.profileIds[]', { profileIds: [good, bad] }],
  ['copyLinks.profileIds[]', { profileIds: [good, bad] }],
  ['editProfiles.profileIds[]', { profileIds: [good, bad], change: { kind: 'add-tag', tag: 't' } }],
  ['deleteProfiles.profileIds[]', { profileIds: [good, bad] }],
  ['undoDeleteProfiles.undoId', { undoId: bad }],
  ['updateCatalogSource.sourceId', { sourceId: bad, ...catalogSource }],
  ['removeCatalogSource.sourceId', { sourceId: bad }],
  ['syncCatalog.sourceId', { sourceId: bad }],
  ['catalogPreview.sourceId', { sourceId: bad }],
  [
    'applyCatalog.sourceId',
    { sourceId: bad, sha256: 'b'.repeat(64), hostMoves: 'leave', retire: true },
  ],
  ['detachProfiles.profileIds[]', { profileIds: [good, bad] }],
  ['passwordCommand.profileId', { profileId: bad }],
  ['setPasswordCommand.profileId', { profileId: bad, command: null }],
]

/** A key that names one of the app's ids (`id`, `profileId`, `profileIds`…). */
const idKey = /^(id|[a-z]+Ids?)$/
/** The vendor's customer account number: free text the user types, not an id of the app's. */
const notIds = new Set(['accountId'])

type Def = Record<string, unknown> & { type: string }
const defOf = (schema: z.ZodType) => schema.def as unknown as Def

/** The schema under optional, nullable, default, transform… wrappers. */
function innermost(schema: z.ZodType): z.ZodType {
  const def = defOf(schema)
  if ('innerType' in def) return innermost(def['innerType'] as z.ZodType)
  if (def.type === 'pipe') return innermost(def['in'] as z.ZodType)
  return schema
}

/** The id-carrying paths of a contract input schema, through lists, nested objects and unions. */
function idPaths(schema: z.ZodType, path: string): string[] {
  const inner = innermost(schema)
  const def = defOf(inner)
  switch (def.type) {
    case 'object':
      return Object.entries((inner as z.ZodObject).shape).flatMap(([key, child]) => {
        const where = `${path}.${key}`
        if (!idKey.test(key) || notIds.has(key)) return idPaths(child as z.ZodType, where)
        return [defOf(innermost(child as z.ZodType)).type === 'array' ? `${where}[]` : where]
      })
    case 'array':
      return idPaths(def['element'] as z.ZodType, `${path}[]`)
    case 'union':
      return (def['options'] as z.ZodType[]).flatMap((option) => idPaths(option, path))
    default:
      return []
  }
}

async function withProfile(dir: string) {
  const core = coreIn(dir)
  const profile = await unwrap(core.api.createProfile(acmeProfile()))
  return { core, profile }
}

describe('ids, in every input that carries one', () => {
  it('the list below covers every id-carrying field of the contract', () => {
    const inContract = methods.flatMap((method) =>
      idPaths(contract[method].input as z.ZodType, method),
    )
    const tested = callsWithId('x', 'y').map(([where]) => where)
    // Keys named like ids are found (the walk works), and each is tested.
    expect(inContract).toContain('revokeCliClient.clientId')
    expect(inContract).toContain('enterLoginPassword.profileIds[]')
    expect([...new Set(inContract)].sort()).toEqual([...new Set(tested)].sort())
  })

  it.each(hostile.map((id) => [id.length > 40 ? `${id.slice(0, 10)}… (${id.length})` : id, id]))(
    'refuses %j everywhere, changes nothing, and keeps working',
    async (_label, id) => {
      const dir = newDir()
      const { core, profile } = await withProfile(dir)
      const files = () => dataFiles(core, dir)
      const before = await files()
      for (const [where, input] of callsWithId(id, profile.id)) {
        const method = where.slice(0, where.indexOf('.'))
        const error = await expectError(core.dispatch(method, input))
        expect(['invalid-input', 'not-found'], `${where}: ${error.message}`).toContain(error.code)
        expect(error.message.length).toBeLessThan(500)
      }
      expect(await files()).toEqual(before)
      // Nothing was broken for the rest of the session.
      expect(await unwrap(core.api.exportProfiles({ format: 'json' }))).toMatchObject({ count: 1 })
      expect(await unwrap(core.api.listProfiles())).toHaveLength(1)
      expect(await unwrap(core.api.getProfile({ profileId: profile.id }))).toMatchObject({
        password: 'stored',
      })
    },
  )
})
