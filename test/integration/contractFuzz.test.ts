import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import type { ErrorCode } from '../../src/shared/ipc/errors'
import { methods, type Method } from '../../src/shared/ipc/methods'
import { isLoopbackHost } from '../../src/shared/model/baseUrl'
import { isId } from '../../src/shared/model/id'
import type { Settings } from '../../src/shared/model/settings'
import { coreIn, dataFiles } from '../helpers/core'
import { demoLogin } from '../helpers/demoLogin'
import { demoProfile, unwrap, views } from '../helpers/api'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox()
})
afterAll(() => sandbox.close())

/** Deeper than any schema goes, built without recursion. */
function nested(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 'bottom'
  for (let i = 0; i < depth; i++) value = kind === 'array' ? [value] : { a: value }
  return value
}

/** Strings that have broken parsers, lookups, paths and logs before. None names a host beyond loopback. */
const hostileStrings = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'prototype',
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uFEFF',
  '\uD800',
  '\r\nX-Injected: 1',
  '../../../etc/passwd',
  'C:\\Windows\\System32',
  'javascript:alert(1)',
  'file:///etc/passwd',
  'data:text/html,<script>alert(1)</script>',
  'http://127.0.0.1:1',
  'http://[::1]:1/x?y#z',
  'https://user:pw@127.0.0.1/',
  '{account}{accountName}{username}',
  '%00%2e%2e',
  '<img src=x onerror=alert(1)>',
  'x'.repeat(100_000),
  '€'.repeat(20_000),
  'NaN',
  '1e309',
]

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(null, undefined, true, false, 0, -1, 0.5, NaN, Infinity, -0),
  },
  { weight: 1, arbitrary: fc.constantFrom(2 ** 53, -(2 ** 31), 1e308, Number.MIN_VALUE) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      nested(5_000, 'array'),
      nested(5_000, 'object'),
      [],
      {},
      ['__proto__'],
      JSON.parse(
        '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}',
      ),
      Object.create(null) as unknown,
      new Array(10_000).fill('x'),
    ),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
)

/** The keys that carry an id (or, ending in "Ids", a list of ids) in some contract input. */
const idKeys = new Set([
  'id',
  'profileId',
  'requestId',
  'exchangeId',
  'undoId',
  'runId',
  'clientId',
  'profileIds',
])
/** Ids that once passed as existing profiles, or passed validation at 100,000 characters. */
const hostileIds = [
  '__proto__',
  'constructor',
  'toString',
  'valueOf',
  'x'.repeat(100_000),
  'a/b',
  '',
]

/**
 * The id-bearing values of an input, wherever they are (ids sit a few levels
 * deep at most; an accepted input may carry a 5,000-deep value under a key
 * its schema drops, which is not walked).
 */
function idsIn(value: unknown, depth = 0): unknown[] {
  if (typeof value !== 'object' || value === null || depth > 8) return []
  return Object.entries(value).flatMap(([key, child]) => {
    if (!idKeys.has(key)) return idsIn(child, depth + 1)
    // Array.from, not child.filter: a hostile list may carry its own "constructor".
    if (Array.isArray(child)) return Array.from(child).filter((id) => typeof id !== 'object')
    return typeof child !== 'object' ? [child] : idsIn(child, depth + 1)
  })
}

/** A path to an id: under an id key, or an element of a list of ids. */
const isIdPath = (path: string[]): boolean =>
  idKeys.has(path.at(-1) ?? '') ||
  (/^\d+$/.test(path.at(-1) ?? '') && idKeys.has(path.at(-2) ?? ''))

const request = {
  name: 'Summary',
  method: 'GET',
  url: '/_rest/v4/analytics/accounts/{account}/summary',
  relativeTo: 'api',
  headers: [{ name: 'X-Trace', value: 'fuzz' }],
}

/** A valid input for each method; the fuzzer breaks them one field at a time. */
function templates(p: string, q: string): Record<Method, unknown> {
  return {
    appInfo: undefined,
    listProfiles: undefined,
    firstProfiles: { sortKey: 'name', rows: 20 },
    getProfile: { profileId: p },
    createProfile: { ...demoLogin(sandbox), name: 'Fuzzed', apiHostUrl: sandbox.urls.apiHost },
    updateProfile: { id: p, fields: { name: 'Renamed', notes: 'n', tags: ['a'] } },
    copyProfile: { profileId: p },
    deleteProfile: { profileId: q },
    undoDelete: { undoId: 'no-such-undo' },
    exportProfiles: { format: 'csv' },
    previewImport: {
      format: 'json',
      text: '{"format":"token-desk-profiles","version":1,"profiles":[]}',
    },
    applyImport: { format: 'csv', text: 'name,account id,portal,base url,username\n' },
    getToken: { profileId: p },
    passwordLogins: { profileIds: [p, q] },
    enterLoginPassword: { profileIds: [p], password: 'demo-password' },
    forgetToken: { profileId: p },
    cancelRenewal: { profileId: p },
    verifyToken: { profileId: p },
    listActivity: { profileId: p },
    listOutages: undefined,
    takeLinkCommands: undefined,
    copyLinks: { profileIds: [p, q] },
    exportActivity: {
      format: 'jsonl',
      profileIds: [p],
      filter: { span: '7d', kinds: 'failures', trigger: 'auto' },
    },
    listExchanges: { profileId: p },
    copyTicket: { profileId: p, exchangeId: 'no-such-exchange' },
    saveTicket: { profileId: p, exchangeId: 'no-such-exchange' },
    copy: { profileId: p, format: 'header' },
    revealToken: { profileId: p },
    startDemo: undefined,
    listRequests: { profileId: p },
    saveRequest: { profileId: p, request },
    deleteRequest: { profileId: p, requestId: 'no-such-request' },
    sendRequest: { profileId: p, runId: 'fuzz-run', request },
    cancelRequest: { runId: 'fuzz-run' },
    copyRequestAsCurl: { profileId: p, request, withToken: false },
    chooseProbe: { profileId: p, requestId: null },
    renewAll: { scope: 'due' },
    getSettings: undefined,
    updateSettings: { warningMs: 2 * 3_600_000 },
    networkInfo: undefined,
    shortcutStatus: undefined,
    loginItemState: undefined,
    screenLockWatch: undefined,
    setProxyPassword: { password: 'proxy-secret', proxy: 'http://127.0.0.1:3128' },
    getProfileNetwork: { profileId: p },
    updateProfileNetwork: {
      profileId: p,
      network: { caFiles: [], clientCert: { kind: 'none' }, pinSha256: null },
    },
    demoStatus: undefined,
    setDemoFault: { fault: 'none', latencyMs: 0 },
    removeDemo: undefined,
    checkForUpdates: undefined,
    installUpdate: undefined,
    copyDiagnostics: undefined,
    cliAccess: undefined,
    revokeCliClient: { clientId: 'no-such-client' },
    allowCliClientAlways: { clientId: 'no-such-client' },
    declinePassword: { profileId: p },
    lockState: undefined,
    lock: undefined,
    unlock: { proof: { kind: 'passphrase', passphrase: 'fuzzed passphrase' } },
    unlockRequirement: undefined,
    setUnlockPassphrase: { passphrase: 'fuzzed passphrase' },
    turnOffUnlockRequirement: { current: 'fuzzed passphrase' },
    renewProfiles: { profileIds: [p] },
    verifyProfiles: { profileIds: [p] },
    copyEnv: { profileIds: [p] },
    editProfiles: { profileIds: [p, q], change: { kind: 'add-tag', tag: 'fuzzed' } },
    deleteProfiles: { profileIds: [q] },
    undoDeleteProfiles: { undoId: 'no-such-undo' },
    catalogSources: undefined,
    addCatalogSource: {
      name: 'Support',
      location: '/srv/team/catalog.json',
      trust: { kind: 'none' },
      refreshMinutes: 30,
    },
    updateCatalogSource: {
      sourceId: 'no-such-source',
      name: 'Support',
      location: 'https://catalog.example/team.json',
      trust: { kind: 'pin', sha256: 'a'.repeat(64) },
      refreshMinutes: 60,
    },
    removeCatalogSource: { sourceId: 'no-such-source' },
    syncCatalog: { sourceId: 'no-such-source' },
    catalogPreview: { sourceId: 'no-such-source' },
    applyCatalog: {
      sourceId: 'no-such-source',
      sha256: 'b'.repeat(64),
      hostMoves: 'leave',
      retire: true,
    },
    detachProfiles: { profileIds: [p] },
    passwordCommand: { profileId: p },
    setPasswordCommand: { profileId: p, command: null },
    // The scripted user says no in main's dialog: nothing runs.
    testPasswordCommand: {
      argv: ['token-desk-fuzz-no-such-program', 'read'],
      baseUrl: sandbox.urls.portal,
      username: 'demo',
    },
  }
}

/** Every path to a value in `value`, plus the names a prototype pollution would use. */
function pathsOf(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null) return prefix.length ? [prefix] : []
  const own = Object.entries(value).flatMap(([key, child]) => pathsOf(child, [...prefix, key]))
  const extra = ['__proto__', 'constructor', 'unexpected'].map((key) => [...prefix, key])
  return [...(prefix.length ? [prefix] : []), ...own, ...extra]
}

/** A copy of `value` with the value at `path` replaced (as an own property, even "__proto__"). */
function withValueAt(value: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement
  const copy: Record<string, unknown> = Array.isArray(value)
    ? ([...value] as unknown as Record<string, unknown>)
    : { ...(value as Record<string, unknown>) }
  const [key, ...rest] = path as [string, ...string[]]
  const child = Object.hasOwn(copy, key) ? copy[key] : undefined
  Object.defineProperty(copy, key, {
    value: withValueAt(child, rest, replacement),
    enumerable: true,
    writable: true,
    configurable: true,
  })
  return copy
}

/** What a call that was refused may have written: only a failed network attempt is recorded. */
const refusalsThatWrite = new Set<ErrorCode>([
  'auth-rejected',
  'unexpected-response',
  'network',
  'cancelled',
])

/** "400 calls: 132 accepted, 234 `invalid-input`, …": refusals by count, most first, as docs/security.md has them. */
function figuresLine(figures: {
  calls: number
  accepted: number
  refused: Record<string, number>
}) {
  const refused = Object.entries(figures.refused)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([code, count]) => `${count} \`${code}\``)
  return [`${figures.calls} calls: ${figures.accepted} accepted`, ...refused].join(', ')
}

describe('every contract method under random and hostile input', () => {
  it('never crashes, never fails "internal", and a refused call changes nothing', async () => {
    const dir = newDir()
    const core = coreIn(dir)
    const stop = core.start()
    const p = await demoProfile(core.api, sandbox, { apiHostUrl: sandbox.urls.apiHost })
    const q = await demoProfile(core.api, sandbox, {
      name: 'Sacrificial',
      username: 'sms-only',
      password: 'sms-password',
    })
    await unwrap(core.api.getToken({ profileId: p.id }))
    const valid = templates(p.id, q.id)
    const secrets = ['demo-password', 'sms-password']

    const call = fc.constantFrom(...methods).chain((method) => {
      const template = valid[method]
      const paths = pathsOf(template)
      const idPaths = paths.filter(isIdPath)
      return fc.tuple(
        fc.constant(method),
        fc.oneof(
          { weight: 1, arbitrary: fc.constant(template) },
          { weight: 2, arbitrary: hostileValue },
          ...(paths.length
            ? [
                {
                  weight: 6,
                  arbitrary: fc
                    .tuple(fc.constantFrom(...paths), hostileValue)
                    .map(([path, bad]) => withValueAt(template, path, bad)),
                },
              ]
            : []),
          ...(idPaths.length
            ? [
                {
                  weight: 3,
                  arbitrary: fc
                    .tuple(fc.constantFrom(...idPaths), fc.constantFrom(...hostileIds))
                    .map(([path, bad]) => withValueAt(template, path, bad)),
                },
              ]
            : []),
        ),
      )
    })

    const figures = { calls: 0, accepted: 0, refused: {} as Record<string, number> }
    const called = new Set<Method>()
    const problems: string[] = []
    const check = async ([method, input]: [Method, unknown]): Promise<boolean> => {
      const before = await dataFiles(core, dir)
      const settingsBefore = core.settings.get()
      let result
      try {
        result = await core.dispatch(method, input)
      } catch (error) {
        problems.push(`${method} threw ${String(error)}`)
        return false
      }
      figures.calls++
      called.add(method)
      if (result.ok) {
        figures.accepted++
        for (const id of idsIn(input))
          if (!isId(id)) problems.push(`${method} accepted the id ${String(id).slice(0, 40)}`)
        if (method === 'updateSettings') {
          // A patch changes only what it names.
          const named = Object.entries(input as Partial<Settings>).filter(
            ([, v]) => v !== undefined,
          )
          const expected = { ...settingsBefore, ...Object.fromEntries(named) }
          if (JSON.stringify(core.settings.get()) !== JSON.stringify(expected))
            problems.push(`updateSettings changed fields it did not name`)
        }
      } else {
        const { code } = result.error
        figures.refused[code] = (figures.refused[code] ?? 0) + 1
        if (code === 'internal') problems.push(`${method} failed internal`)
        if (
          !refusalsThatWrite.has(code) &&
          JSON.stringify(await dataFiles(core, dir)) !== JSON.stringify(before)
        )
          problems.push(`${method} refused (${code}) but changed the files`)
        if (result.error.message.length > 1000)
          problems.push(`${method}: a ${result.error.message.length}-character message`)
      }
      const answer = JSON.stringify(result)
      for (const secret of secrets)
        if (answer.includes(secret)) problems.push(`${method} answered with a password`)
      // No call may have polluted a prototype or pointed a profile at a host beyond loopback.
      if (({} as Record<string, unknown>)['polluted'] !== undefined)
        problems.push(`${method} polluted Object.prototype`)
      // Nothing a call did may break the calls that read everything ("Lock now" aside).
      core.lock.unlock()
      const exported = await core.api.exportProfiles({ format: 'json' })
      if (!exported.ok)
        problems.push(`exportProfiles failed (${exported.error.code}) after ${method}`)
      const listed = await core.api.listProfiles()
      if (!listed.ok) problems.push(`listProfiles failed after ${method}`)
      else
        for (const profile of await views(core.api))
          for (const url of [profile.baseUrl, profile.apiHostUrl].filter(Boolean))
            if (!isLoopbackHost(new URL(url).hostname))
              problems.push(`${method} made a profile for ${url}`)
      return problems.length === 0
    }
    await fc.assert(fc.asyncProperty(call, check), {
      seed: 20261121,
      numRuns: 400,
      endOnFailure: true,
    })
    // docs/security.md quotes the random run's figures; a method the run happened not to
    // reach (the contract grows) is then called once with its valid input, by the same checks.
    const line = figuresLine(figures)
    for (const method of methods) if (!called.has(method)) await check([method, valid[method]])
    await stop()
    expect(problems).toEqual([])
    expect(core.logs).toEqual([])
    expect(methods.filter((method) => !called.has(method))).toEqual([])
    // docs/security.md quotes these figures: they must be the run's own (seeded, so stable).
    console.warn(`contract fuzz: ${line}`)
    expect(readFileSync(resolve(import.meta.dirname, '../../docs/security.md'), 'utf8')).toContain(
      line,
    )
    // The run reached past validation too, not only the front door.
    expect(figures.accepted).toBeGreaterThan(40)
  }, 60_000)
})
