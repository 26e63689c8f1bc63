import { AsyncLocalStorage } from 'node:async_hooks'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ProfileService } from '../../src/main/core/profiles/profileService'
import { RequestService } from '../../src/main/core/requests/requestService'
import { TokenService } from '../../src/main/core/tokens/tokenService'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { demoProfile, requestTemplate, unwrap } from '../helpers/api'
import { coreIn } from '../helpers/core'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox()
})
afterAll(() => sandbox.close())

const services = { ProfileService, TokenService, RequestService } as const
type ServiceName = keyof typeof services

/**
 * Counts how often a walk enters each service from outside it: a call to one
 * of its methods while no method of that service is already running in the
 * same async flow. Back-and-forth between services (one calling the other,
 * which calls back) shows as a second entry.
 */
function countEntries() {
  const inside = new AsyncLocalStorage<ReadonlySet<ServiceName>>()
  const entries: ServiceName[] = []
  const restore: (() => void)[] = []
  for (const [name, service] of Object.entries(services) as [
    ServiceName,
    { prototype: object },
  ][]) {
    const proto = service.prototype as Record<string, unknown>
    for (const method of Object.getOwnPropertyNames(proto)) {
      const original = proto[method]
      if (method === 'constructor' || typeof original !== 'function') continue
      proto[method] = function (this: unknown, ...args: unknown[]) {
        const around = inside.getStore() ?? new Set<ServiceName>()
        if (!around.has(name)) entries.push(name)
        return inside.run(new Set([...around, name]), () =>
          (original as (...a: unknown[]) => unknown).apply(this, args),
        )
      }
      restore.push(() => {
        proto[method] = original
      })
    }
  }
  return {
    during: async (walk: () => Promise<unknown>) => {
      entries.length = 0
      await walk()
      return [...entries]
    },
    restore: () => restore.forEach((undo) => undo()),
  }
}

let counter: ReturnType<typeof countEntries> | null = null
afterEach(() => {
  counter?.restore()
  counter = null
})

describe('a copy and a send walk through the services once (issue 12)', () => {
  it('Copy header enters the token service once; Copy as curl also the request service, once', async () => {
    const core = coreIn(newDir())
    const p = await demoProfile(core.api, sandbox, { apiHostUrl: sandbox.urls.apiHost })
    await unwrap(core.api.getToken({ profileId: p.id }))
    const saved = await unwrap(
      core.api.saveRequest({ profileId: p.id, request: requestTemplate('analytics') }),
    )
    await unwrap(core.api.chooseProbe({ profileId: p.id, requestId: saved.id }))
    counter = countEntries()
    expect(
      await counter.during(() => unwrap(core.api.copy({ profileId: p.id, format: 'header' }))),
    ).toEqual(['TokenService'])
    // A curl line also asks which saved request it calls: the request service, once.
    expect(
      await counter.during(() => unwrap(core.api.copy({ profileId: p.id, format: 'curl' }))),
    ).toEqual(['TokenService', 'RequestService'])
    await core.close()
  })

  it('a send enters the request service once, and the token service once for its token', async () => {
    const core = coreIn(newDir())
    const p = await demoProfile(core.api, sandbox, { apiHostUrl: sandbox.urls.apiHost })
    counter = countEntries()
    // No token yet: the send gets one first (through the token service), then sends.
    const entered = await counter.during(() =>
      unwrap(
        core.api.sendRequest({
          profileId: p.id,
          runId: 'r1',
          request: requestTemplate('analytics'),
        }),
      ),
    )
    expect(entered).toEqual(['RequestService', 'TokenService'])
    await core.close()
  })

  it('a profile copy enters the profile service once', async () => {
    const core = coreIn(newDir())
    const p = await demoProfile(core.api, sandbox)
    counter = countEntries()
    expect(await counter.during(() => unwrap(core.api.copyProfile({ profileId: p.id })))).toEqual([
      'ProfileService',
    ])
    await core.close()
  })
})
