import { createServer, type Server } from 'node:https'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { appScope } from '../../src/main/core/protocol/network/transport'
import { defaultProfileNetwork } from '../../src/shared/model/network'
import { demoProfile, expectError, unwrap } from '../helpers/api'
import { noteConnections } from '../helpers/connectionNotes'
import { coreIn } from '../helpers/core'
import { startForwardProxy } from '../helpers/forwardProxy'
import { useTempDirs } from '../helpers/tempDir'
import { startTlsFront } from '../helpers/tlsFront'
import { useTlsRig } from '../helpers/tlsRig'

const newDir = useTempDirs()
const rig = useTlsRig()

const { track } = rig

/** A core that trusts the test CA, and a profile on the sandbox's portal behind TLS. */
async function trustingCore() {
  const portal = track(await startTlsFront(rig.sandbox.urls.portal, rig.pki.server))
  const core = coreIn(newDir())
  await unwrap(core.api.updateSettings({ extraCaFiles: [rig.pki.caFile] }))
  const profile = await demoProfile(core.api, rig.sandbox, { baseUrl: portal.url })
  return { core, portal, profile }
}

describe('https connections kept alive', () => {
  it('carry the next token request under the same settings: one handshake, both traced', async () => {
    const { core, portal, profile } = await trustingCore()
    await unwrap(core.api.getToken({ profileId: profile.id }))
    await unwrap(core.api.getToken({ profileId: profile.id }))
    expect(portal.requests).toBe(2)
    expect(portal.connections).toBe(1)

    // Newest first: the second went over the first's connection. It reports the chain that
    // connection was opened with; its handshake was the first's, so it is not timed again.
    const traces = await unwrap(core.api.listExchanges({ profileId: profile.id }))
    expect(traces.map((t) => t.connection)).toEqual(['kept', 'new'])
    expect(traces.map((t) => t.timing.tlsMs !== null)).toEqual([false, true])
    expect(traces.map((t) => t.timing.connectMs !== null)).toEqual([false, true])
    expect(traces[0]?.tls).toEqual(traces[1]?.tls)
    expect(traces[0]?.tls?.chain[0]?.sha256).toMatch(/^[0-9a-f]{64}$/)
  })

  it('are reused through a proxy: one CONNECT for two token requests', async () => {
    const proxy = track(await startForwardProxy())
    const { core, portal, profile } = await trustingCore()
    await unwrap(
      core.api.updateSettings({ proxyMode: 'manual', proxyUrl: proxy.url, proxyBypass: [] }),
    )
    await unwrap(core.api.getToken({ profileId: profile.id }))
    await unwrap(core.api.getToken({ profileId: profile.id }))
    expect(proxy.tunnels).toEqual([new URL(portal.url).host])
    expect(portal.connections).toBe(1)
  })
})

/*
 * The attacks a pool keyed by host alone would let through: a connection
 * opened under yesterday's settings carrying today's request past them.
 */
describe('a kept https connection never outlives the settings it was opened under', () => {
  it('a pin set after it was opened: the next request is checked against the pin, and refused', async () => {
    const { core, portal, profile } = await trustingCore()
    await unwrap(core.api.getToken({ profileId: profile.id }))
    await unwrap(
      core.api.updateProfileNetwork({
        profileId: profile.id,
        network: { ...defaultProfileNetwork, pinSha256: 'AB:'.repeat(31) + 'AB' },
      }),
    )
    const error = await expectError(core.api.getToken({ profileId: profile.id }), 'network')
    expect(error.cause).toBe('pin-mismatch')
    // The kept connection carried nothing, nor did the new one that failed the pin.
    expect(portal.requests).toBe(1)
  })

  it('the CA that trusted it removed: the next request is refused', async () => {
    const { core, portal, profile } = await trustingCore()
    await unwrap(core.api.getToken({ profileId: profile.id }))
    await unwrap(core.api.updateSettings({ extraCaFiles: [] }))
    const error = await expectError(core.api.getToken({ profileId: profile.id }), 'network')
    expect(error.cause).toBe('untrusted-ca')
    expect(portal.requests).toBe(1)
  })

  it('its proxy switched off: the next request goes straight, not through the old tunnel', async () => {
    const proxy = track(await startForwardProxy())
    const { core, portal, profile } = await trustingCore()
    await unwrap(
      core.api.updateSettings({ proxyMode: 'manual', proxyUrl: proxy.url, proxyBypass: [] }),
    )
    await unwrap(core.api.getToken({ profileId: profile.id }))
    await unwrap(core.api.updateSettings({ proxyMode: 'none' }))
    await unwrap(core.api.getToken({ profileId: profile.id }))
    const traces = await unwrap(core.api.listExchanges({ profileId: profile.id }))
    expect(traces.map((t) => t.route?.kind)).toEqual(['direct', 'proxy'])
    expect(proxy.tunnels).toHaveLength(1)
    expect(portal.connections).toBe(2)
  })

  it('another profile with its own pin on the same host gets a connection of its own', async () => {
    const self = track(
      await startTlsFront(rig.sandbox.urls.portal, {
        key: rig.pki.selfSigned.key,
        cert: rig.pki.selfSigned.cert,
      }),
    )
    const core = coreIn(newDir())
    const pinned = await demoProfile(core.api, rig.sandbox, { baseUrl: self.url })
    await unwrap(
      core.api.updateProfileNetwork({
        profileId: pinned.id,
        network: { ...defaultProfileNetwork, pinSha256: rig.pki.selfSigned.fingerprint },
      }),
    )
    const unpinned = await demoProfile(core.api, rig.sandbox, {
      name: 'Unpinned',
      username: 'other',
      baseUrl: self.url,
    })
    await unwrap(core.api.getToken({ profileId: pinned.id }))
    // The same host and port, without the pin: its chain is checked, and a self-signed one fails.
    const error = await expectError(core.api.getToken({ profileId: unpinned.id }), 'network')
    expect(error.cause).toBe('untrusted-ca')
    expect(self.requests).toBe(1)
  })
})

describe('a kept https connection the server closed as it was reused', () => {
  let server: Server | null = null
  afterEach(async () => {
    server?.closeAllConnections()
    await new Promise((resolve) => server?.close(resolve))
    server = null
  })

  it('a token request goes once more on a new connection; a test request’s POST is not sent twice', async () => {
    const { listener, seen } = noteConnections({ closeReused: true })
    server = createServer(rig.pki.server, listener)
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
    const url = `https://127.0.0.1:${(server.address() as AddressInfo).port}/`
    const core = coreIn(newDir())
    await unwrap(core.api.updateSettings({ extraCaFiles: [rig.pki.caFile] }))
    const post = (resendOnStaleConnection?: boolean) =>
      core.transport.request<string>(
        {
          url,
          method: 'POST',
          data: '{}',
          responseType: 'text',
          ...(resendOnStaleConnection === undefined ? {} : { resendOnStaleConnection }),
        },
        appScope,
      )
    expect((await post(true)).status).toBe(200)
    expect((await post(true)).status).toBe(200)
    // The resend's connection was its own: the next request opens a new kept one.
    expect((await post()).status).toBe(200)
    await expect(post()).rejects.toMatchObject({ code: 'ECONNRESET' })
    expect(seen()).toEqual(['POST new', 'POST reused', 'POST new', 'POST new', 'POST reused'])
  })
})
