import { execFileSync } from 'node:child_process'
import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import { CERTIFICATE_FILE_LIMIT } from '../../src/main/core/connections/readCertificateFile'
import { defaultProfileNetwork, type ProfileNetwork } from '../../src/shared/model/network'
import { cliCore } from '../helpers/cli'
import { coreIn, dataFiles } from '../helpers/core'
import { demoProfile, expectError, requestTemplate, unwrap } from '../helpers/api'
import { startForwardProxy, type ForwardProxy } from '../helpers/forwardProxy'
import { loopbackServer } from '../helpers/loopbackServer'
import { useTempDirs } from '../helpers/tempDir'
import { startTlsFront } from '../helpers/tlsFront'
import { useTlsRig } from '../helpers/tlsRig'

const newDir = useTempDirs()
const rig = useTlsRig()

const { track } = rig

/** The sandbox's portal and API host behind TLS with the company CA's certificate. */
const companyTls = async (extra: Parameters<typeof startTlsFront>[1] = {}) => ({
  portal: track(await startTlsFront(rig.sandbox.urls.portal, { ...rig.pki.server, ...extra })),
  api: track(await startTlsFront(rig.sandbox.urls.apiHost, { ...rig.pki.server, ...extra })),
})

type Core = ReturnType<typeof coreIn>
const networkError = (core: Core, profileId: string) =>
  expectError(core.api.getToken({ profileId }), 'network')
const send = (core: Core, profileId: string, runId: string) =>
  unwrap(core.api.sendRequest({ profileId, runId, request: requestTemplate('analytics') }))

describe('a manual proxy', () => {
  let proxy: ForwardProxy
  beforeEach(async () => {
    proxy = track(await startForwardProxy())
  })

  it('carries token and test requests (a tunnel each for https, forwarding for http); bypass-list hosts go straight', async () => {
    const { portal, api } = await companyTls()
    const core = coreIn(newDir())
    await unwrap(
      core.api.updateSettings({
        proxyMode: 'manual',
        proxyUrl: proxy.url,
        proxyBypass: [],
        extraCaFiles: [rig.pki.caFile],
      }),
    )
    const p = await demoProfile(core.api, rig.sandbox, { baseUrl: portal.url, apiHostUrl: api.url })
    await unwrap(core.api.getToken({ profileId: p.id }))
    expect(proxy.tunnels).toEqual([new URL(portal.url).host])
    const run = await send(core, p.id, 'through-proxy')
    expect(run.status).toBe(200)
    expect(run.body).toMatch(/"accountId":"ACME-001"/)
    expect(run.truncated).toBe(false)
    expect(proxy.tunnels).toEqual([new URL(portal.url).host, new URL(api.url).host])

    // Plain http goes through the proxy too, in absolute form.
    const plain = await demoProfile(core.api, rig.sandbox, { name: 'Plain', username: 'demo' })
    await unwrap(core.api.getToken({ profileId: plain.id }))
    expect(proxy.forwards).toEqual([new URL(rig.sandbox.urls.portal).host])

    // Hosts on the bypass list skip it.
    await unwrap(core.api.updateSettings({ proxyBypass: [new URL(portal.url).host, '127.0.0.1'] }))
    await unwrap(core.api.getToken({ profileId: p.id }))
    await unwrap(core.api.getToken({ profileId: plain.id }))
    expect(proxy.tunnels).toHaveLength(2)
    expect(proxy.forwards).toHaveLength(1)

    // "No proxy" goes straight as well.
    await unwrap(core.api.updateSettings({ proxyMode: 'none', proxyBypass: [] }))
    await unwrap(core.api.getToken({ profileId: p.id }))
    expect(proxy.tunnels).toHaveLength(2)
  })

  it('is refused with a next step when it is not there', async () => {
    const gone = await startForwardProxy()
    await gone.close()
    const core = coreIn(newDir())
    await unwrap(
      core.api.updateSettings({ proxyMode: 'manual', proxyUrl: gone.url, proxyBypass: [] }),
    )
    const p = await demoProfile(core.api, rig.sandbox, { baseUrl: 'https://127.0.0.1:9' })
    const error = await networkError(core, p.id)
    expect(error.cause).toBe('proxy-refused')
    expect(error.message).toMatch(
      /could not be reached \(ECONNREFUSED\)\. Check the proxy address in Settings → Network/,
    )
  })

  it('not there for a plain http service: the proxy is named, never the service, and no outage is seen', async () => {
    const gone = await startForwardProxy()
    await gone.close()
    const core = coreIn(newDir())
    await unwrap(
      core.api.updateSettings({ proxyMode: 'manual', proxyUrl: gone.url, proxyBypass: [] }),
    )
    const served = rig.sandbox.requests.length
    const profiles = []
    for (const name of ['One', 'Two', 'Three']) {
      profiles.push(await demoProfile(core.api, rig.sandbox, { name, allowDuplicate: true }))
    }
    const error = await networkError(core, profiles[0]!.id)
    expect(error.cause).toBe('proxy-refused')
    expect(error.message).toBe(
      `The proxy ${new URL(gone.url).host} could not be reached (ECONNREFUSED). Check the proxy address in Settings → Network, or your network and VPN.`,
    )
    // Three profiles of one host failing alike would read as the service's outage: not this.
    const { outcomes } = await unwrap(core.api.renewAll({ scope: 'without-token' }))
    expect(outcomes.map((o) => o.kind)).toEqual(['failed', 'failed', 'failed'])
    expect(await unwrap(core.api.listOutages())).toEqual([])
    expect(rig.sandbox.requests.length).toBe(served)
  })

  it('needs a proxy address in manual mode, and takes only http://host:port', async () => {
    const core = coreIn(newDir())
    expect((await expectError(core.api.updateSettings({ proxyMode: 'manual' }))).message).toMatch(
      /Enter the proxy address/,
    )
    expect(
      (await expectError(core.api.updateSettings({ proxyUrl: 'socks5://127.0.0.1:1080' }))).message,
    ).toMatch(/Only HTTP proxies are supported \(socks5 was given\)/)
    expect(
      (await expectError(core.api.updateSettings({ proxyUrl: 'http://user:pw@127.0.0.1:3128' })))
        .message,
    ).toMatch(/user name and password in their own fields/)
    expect(core.settings.get().proxyMode).toBe('system')
  })
})

describe('a proxy that wants a user name and password', () => {
  const credentials = { username: 'corp\\support', password: 'proxy-password-42' }
  const basic = `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}`
  /** The Proxy-Authorization headers a proxy received, in order (undefined: none sent). */
  const authorizations = (proxy: ForwardProxy) =>
    proxy.received.map((r) => r.headers['proxy-authorization'])
  const manualCore = async (proxy: ForwardProxy, dir = newDir()) => {
    const core = coreIn(dir)
    await unwrap(
      core.api.updateSettings({
        proxyMode: 'manual',
        proxyUrl: proxy.url,
        proxyBypass: [],
        extraCaFiles: [rig.pki.caFile],
        proxyUsername: credentials.username,
      }),
    )
    return core
  }

  it('gives 407 with the next step, then works once they are set for it; the password stays in the secret store', async () => {
    const proxy = track(await startForwardProxy({ credentials }))
    const { portal } = await companyTls()
    const dir = newDir()
    const core = await manualCore(proxy, dir)
    const p = await demoProfile(core.api, rig.sandbox, { baseUrl: portal.url })
    const missing = await networkError(core, p.id)
    expect(missing).toMatchObject({ cause: 'proxy-auth' })
    expect(missing.message).toMatch(
      /asks for a user name and password \(407\)\. Enter them in Settings → Network/,
    )

    const info = await unwrap(core.api.setProxyPassword({ password: 'wrong', proxy: proxy.url }))
    expect(info.proxyPassword).toEqual({ kind: 'for', proxy: `127.0.0.1:${proxy.port}` })
    expect((await networkError(core, p.id)).message).toMatch(
      /The proxy 127\.0\.0\.1:\d+ refused the user name and password saved for it \(407 again once they were sent\)/,
    )

    await unwrap(core.api.setProxyPassword({ password: credentials.password, proxy: proxy.url }))
    await unwrap(core.api.getToken({ profileId: p.id }))
    expect(proxy.tunnels).toHaveLength(1)
    // Plain http: the proxy answers 407 itself, named the same way.
    await unwrap(core.api.setProxyPassword({ password: null }))
    expect((await unwrap(core.api.networkInfo())).proxyPassword).toEqual({ kind: 'none' })
    const plain = await demoProfile(core.api, rig.sandbox, { name: 'Plain' })
    expect((await networkError(core, plain.id)).cause).toBe('proxy-auth')

    await unwrap(core.api.setProxyPassword({ password: credentials.password, proxy: proxy.url }))
    const files = await dataFiles(core, dir)
    for (const [name, text] of Object.entries(files)) {
      expect(text, name).not.toContain(credentials.password)
    }
    expect(JSON.stringify(await unwrap(core.api.getSettings()))).not.toContain(credentials.password)
  })

  // The attack: a proxy's own 502 page or status text that echoes its credentials went,
  // unmasked, into the error the window, the activity file and token-desk show.
  it('masks the proxy credentials a proxy’s own answer echoes, plain http and CONNECT', async () => {
    const proxy = track(await startForwardProxy({ credentials, echoCredentials: true }))
    const { portal } = await companyTls()
    const core = await manualCore(proxy)
    await unwrap(core.api.setProxyPassword({ password: credentials.password, proxy: proxy.url }))
    const plain = await demoProfile(core.api, rig.sandbox, { name: 'Plain' })
    const tunnelled = await demoProfile(core.api, rig.sandbox, { baseUrl: portal.url })
    const plainError = await expectError(core.api.getToken({ profileId: plain.id }))
    const tunnelError = await networkError(core, tunnelled.id)
    expect(plainError.message).toMatch(/502/)
    expect(tunnelError.message).toMatch(/refused to connect to .* \(502 Bad Gateway for/)
    for (const text of [JSON.stringify(plainError), JSON.stringify(tunnelError)]) {
      expect(text).not.toContain(credentials.password)
      expect(text).not.toContain(basic.slice('Basic '.length))
    }
    // Both were sent, after each one's 407: the masking, not a missing password, hides them.
    expect(authorizations(proxy)).toContain(basic)

    // A test request's answer is shown whole: the proxy's page in it is masked too.
    proxy.echoCredentials = false
    await unwrap(core.api.getToken({ profileId: plain.id }))
    proxy.echoCredentials = true
    const run = await send(core, plain.id, 'echo')
    expect(JSON.stringify(run)).toMatch(/Upstream failed for/)
    expect(JSON.stringify(run)).not.toContain(credentials.password)
    expect(JSON.stringify(run)).not.toContain(basic.slice('Basic '.length))
  })

  it('needs the proxy a password is for', async () => {
    const core = coreIn(newDir())
    const error = await expectError(core.api.setProxyPassword({ password: 'secret' }))
    expect(error).toMatchObject({
      code: 'invalid-input',
      issues: [
        { path: 'proxy', message: expect.stringMatching(/Name the proxy the password is for/) },
      ],
    })
    expect((await unwrap(core.api.networkInfo())).proxyPassword).toEqual({ kind: 'none' })
  })

  // The attack: the password went to whichever proxy was in use, in Basic form, before any asked.
  it('a proxy that never asks receives no Proxy-Authorization, manual or system, CONNECT or forwarded', async () => {
    const hostile = track(await startForwardProxy())
    const { portal, api } = await companyTls()
    let pac = 'DIRECT'
    const core = coreIn(newDir(), {
      network: {
        systemProxy: async () => pac,
        sources: { trustStore: 'node', systemProxy: 'chromium' },
      },
    })
    await unwrap(
      core.api.updateSettings({
        proxyMode: 'manual',
        proxyUrl: hostile.url,
        proxyBypass: [],
        extraCaFiles: [rig.pki.caFile],
        proxyUsername: credentials.username,
      }),
    )
    // Saved for this very proxy: still nothing goes until it asks.
    await unwrap(core.api.setProxyPassword({ password: credentials.password, proxy: hostile.url }))
    // The test request goes to the API host: a tunnel of its own (one to the portal would reuse
    // the token request's, kept alive).
    const tls = await demoProfile(core.api, rig.sandbox, {
      baseUrl: portal.url,
      apiHostUrl: api.url,
    })
    const plain = await demoProfile(core.api, rig.sandbox, { name: 'Plain' })
    await unwrap(core.api.getToken({ profileId: tls.id }))
    await unwrap(core.api.getToken({ profileId: plain.id }))
    await send(core, tls.id, 'manual-run')

    // System mode: the PAC answer names the same proxy (a name, not loopback, so it is asked).
    pac = `PROXY 127.0.0.1:${hostile.port}`
    await unwrap(core.api.updateSettings({ proxyMode: 'system' }))
    const intranet = await demoProfile(core.api, rig.sandbox, {
      name: 'Intranet',
      baseUrl: `https://portal.corp.example:${new URL(portal.url).port}`,
    })
    await expectError(core.api.getToken({ profileId: intranet.id }), 'network')

    expect(hostile.received.map((r) => r.method)).toEqual(['CONNECT', 'POST', 'CONNECT', 'CONNECT'])
    expect(authorizations(hostile)).toEqual([undefined, undefined, undefined, undefined])
    expect(JSON.stringify(hostile.received)).not.toContain(basic.slice(6))
  })

  it('a proxy that asks gets them once per connection attempt after its 407, then up front', async () => {
    const proxy = track(await startForwardProxy({ credentials }))
    const { portal } = await companyTls()
    const core = await manualCore(proxy)
    await unwrap(core.api.setProxyPassword({ password: credentials.password, proxy: proxy.url }))
    const plain = await demoProfile(core.api, rig.sandbox, { name: 'Plain' })
    const tls = await demoProfile(core.api, rig.sandbox, { baseUrl: portal.url })

    // Plain http: the request without, 407, the same request once with them.
    await unwrap(core.api.getToken({ profileId: plain.id }))
    expect(authorizations(proxy)).toEqual([undefined, basic])
    expect(proxy.challenged).toBe(1)
    // This proxy asked: later requests (a tunnel here) carry them from the start, once.
    await unwrap(core.api.getToken({ profileId: tls.id }))
    expect(authorizations(proxy)).toEqual([undefined, basic, basic])
    expect(proxy.received.map((r) => r.method)).toEqual(['POST', 'POST', 'CONNECT'])

    // A CONNECT tunnel, in a run that has not met this proxy yet: 407, then once with them.
    const fresh = await manualCore(proxy)
    await unwrap(fresh.api.setProxyPassword({ password: credentials.password, proxy: proxy.url }))
    const again = await demoProfile(fresh.api, rig.sandbox, { baseUrl: portal.url })
    await unwrap(fresh.api.getToken({ profileId: again.id }))
    expect(authorizations(proxy).slice(3)).toEqual([undefined, basic])
    expect(proxy.tunnels).toHaveLength(2)
  })

  it('a PAC answer or an edited address naming another proxy gets none, and the message says whose they are', async () => {
    const saved = track(await startForwardProxy({ credentials }))
    const other = track(await startForwardProxy({ credentials }))
    const { portal } = await companyTls()
    const port = new URL(portal.url).port
    const core = coreIn(newDir(), {
      network: {
        systemProxy: async () => `PROXY 127.0.0.1:${other.port}`,
        sources: { trustStore: 'node', systemProxy: 'chromium' },
      },
    })
    await unwrap(
      core.api.updateSettings({
        extraCaFiles: [rig.pki.caFile],
        proxyUsername: credentials.username,
      }),
    )
    await unwrap(core.api.setProxyPassword({ password: credentials.password, proxy: saved.url }))
    const p = await demoProfile(core.api, rig.sandbox, {
      baseUrl: `https://portal.corp.example:${port}`,
    })
    const viaPac = await networkError(core, p.id)
    expect(viaPac.cause).toBe('proxy-auth')
    expect(viaPac.message).toBe(
      `The proxy 127.0.0.1:${other.port} asks for a user name and password (407). The ones saved belong to the proxy 127.0.0.1:${saved.port}, so they were not sent to 127.0.0.1:${other.port}. If 127.0.0.1:${other.port} is your company's proxy, enter them again in Settings → Network for 127.0.0.1:${other.port}.`,
    )

    // The manual address edited to the other proxy: the same.
    await unwrap(
      core.api.updateSettings({ proxyMode: 'manual', proxyUrl: other.url, proxyBypass: [] }),
    )
    const local = await demoProfile(core.api, rig.sandbox, { name: 'Local', baseUrl: portal.url })
    expect((await networkError(core, local.id)).message).toMatch(
      /The ones saved belong to the proxy 127\.0\.0\.1:\d+, so they were not sent/,
    )
    expect(authorizations(other).every((header) => header === undefined)).toBe(true)
    expect(other.received).toHaveLength(2)
    expect(saved.received).toEqual([])
    expect((await unwrap(core.api.networkInfo())).proxyPassword).toEqual({
      kind: 'for',
      proxy: `127.0.0.1:${saved.port}`,
    })
  })
})

describe('extra CA certificates', () => {
  it('a server signed by the company CA is refused without it, accepted with it, refused after removal', async () => {
    const { portal } = await companyTls()
    const core = coreIn(newDir())
    const p = await demoProfile(core.api, rig.sandbox, { baseUrl: portal.url })
    const untrusted = await networkError(core, p.id)
    expect(untrusted.cause).toBe('untrusted-ca')
    expect(untrusted.message).toMatch(
      /add its CA certificate \(a PEM file from your IT team\) in Settings → Network/,
    )

    await unwrap(core.api.updateSettings({ extraCaFiles: [rig.pki.caFile] }))
    await unwrap(core.api.getToken({ profileId: p.id }))

    await unwrap(core.api.updateSettings({ extraCaFiles: [] }))
    expect((await networkError(core, p.id)).cause).toBe('untrusted-ca')

    // Per profile: only that profile trusts it.
    const other = await demoProfile(core.api, rig.sandbox, {
      name: 'Other',
      baseUrl: portal.url,
      allowDuplicate: true,
    })
    await unwrap(
      core.api.updateProfileNetwork({
        profileId: p.id,
        network: { ...defaultProfileNetwork, caFiles: [rig.pki.caFile] },
      }),
    )
    await unwrap(core.api.getToken({ profileId: p.id }))
    expect((await networkError(core, other.id)).cause).toBe('untrusted-ca')
  })

  it('refuses a file that is not a certificate, or is missing, with its name', async () => {
    const core = coreIn(newDir())
    const notCert = await expectError(
      core.api.updateSettings({ extraCaFiles: [rig.pki.notACertFile] }),
    )
    expect(notCert.message).toMatch(/notes\.txt holds no certificate/)
    const missing = await expectError(
      core.api.updateSettings({ extraCaFiles: [join(rig.pki.dir, 'nope.pem')] }),
    )
    expect(missing.message).toMatch(/nope\.pem could not be read \(ENOENT\)/)
    expect(core.settings.get().extraCaFiles).toEqual([])
  })

  // The attack: `extraCaFiles: ['/dev/zero']` read with no bound grew main past 8 GiB; a FIFO
  // with no writer hung the read for ever.
  it('refuses a device, a FIFO, a folder and an oversize file, each named with what it is, without reading it', async () => {
    const dir = newDir()
    const fifo = join(dir, 'ca.fifo')
    execFileSync('mkfifo', [fifo])
    const huge = join(dir, 'huge.pem')
    writeFileSync(huge, Buffer.alloc(CERTIFICATE_FILE_LIMIT + 1, 0x41))
    const core = coreIn(newDir())
    const before = process.memoryUsage().arrayBuffers
    const refusals: [string, RegExp][] = [
      ['/dev/zero', /The CA file \/dev\/zero is a character device, not a certificate file/],
      [fifo, /ca\.fifo is a FIFO \(named pipe\), not a certificate file/],
      [dir, /is a folder, not a certificate file/],
      [huge, /huge\.pem is 4\.0 MiB, more than a certificate file holds \(at most 4\.0 MiB\)/],
    ]
    for (const [file, message] of refusals) {
      const error = await expectError(
        core.api.updateSettings({ extraCaFiles: [rig.pki.caFile, file] }),
      )
      expect(error.message).toMatch(message)
      expect(error).toMatchObject({ issues: [{ path: 'extraCaFiles.1', message: error.message }] })
    }
    expect(core.settings.get().extraCaFiles).toEqual([])
    // A client certificate path gets the same check.
    const p = await demoProfile(core.api, rig.sandbox)
    const device = await expectError(
      core.api.updateProfileNetwork({
        profileId: p.id,
        network: { ...defaultProfileNetwork, clientCert: { kind: 'pkcs12', file: '/dev/zero' } },
        passphrase: 'x',
      }),
    )
    expect(device.message).toMatch(/The client certificate file \/dev\/zero is a character device/)
    // Nothing of the size of a read /dev/zero stayed in memory (it was never read).
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(64 * 1024 * 1024)
  })

  it('refuses a saved CA file that became a FIFO, at the next request', async () => {
    const { portal } = await companyTls()
    const dir = newDir()
    const ca = join(dir, 'company.pem')
    copyFileSync(rig.pki.caFile, ca)
    const core = coreIn(newDir())
    await unwrap(core.api.updateSettings({ extraCaFiles: [ca] }))
    const p = await demoProfile(core.api, rig.sandbox, { baseUrl: portal.url })
    await unwrap(core.api.getToken({ profileId: p.id }))
    rmSync(ca)
    execFileSync('mkfifo', [ca])
    const error = await networkError(core, p.id)
    expect(error.cause).toBe('ca-file')
    expect(error.message).toMatch(/company\.pem is a FIFO \(named pipe\), not a certificate file/)
  })
})

describe('client certificates (mTLS)', () => {
  const mtls = () => ({ requestCert: true, rejectUnauthorized: true, ca: rig.pki.clientCa })

  it('refused without one, accepted with the PKCS#12 file; a wrong passphrase is named', async () => {
    const { portal } = await companyTls(mtls())
    const dir = newDir()
    const core = coreIn(dir)
    await unwrap(core.api.updateSettings({ extraCaFiles: [rig.pki.caFile] }))
    const p = await demoProfile(core.api, rig.sandbox, { baseUrl: portal.url })
    const refused = await networkError(core, p.id)
    expect(refused.cause).toBe('client-cert')
    expect(refused.message).toMatch(/requires a client certificate/)

    const pkcs12: ProfileNetwork = {
      ...defaultProfileNetwork,
      clientCert: { kind: 'pkcs12', file: rig.pki.client.p12File },
    }
    const wrong = await expectError(
      core.api.updateProfileNetwork({
        profileId: p.id,
        network: pkcs12,
        passphrase: 'not-the-passphrase',
      }),
    )
    expect(wrong.message).toMatch(/The passphrase of the client certificate .*client\.p12 is wrong/)
    const none = await expectError(
      core.api.updateProfileNetwork({ profileId: p.id, network: pkcs12 }),
    )
    expect(none.message).toMatch(/is protected by a passphrase/)

    const saved = await unwrap(
      core.api.updateProfileNetwork({
        profileId: p.id,
        network: pkcs12,
        passphrase: rig.pki.client.passphrase,
      }),
    )
    expect(saved).toMatchObject({ clientCert: pkcs12.clientCert, passphraseKept: true })
    expect(JSON.stringify(saved)).not.toContain(rig.pki.client.passphrase)
    await unwrap(core.api.getToken({ profileId: p.id }))

    const files = await dataFiles(core, dir)
    for (const [name, text] of Object.entries(files)) {
      expect(text, name).not.toContain(rig.pki.client.passphrase)
    }
  })

  it('accepts a PEM certificate with its encrypted key, the passphrase kept from before', async () => {
    const { portal } = await companyTls(mtls())
    const core = coreIn(newDir())
    await unwrap(core.api.updateSettings({ extraCaFiles: [rig.pki.caFile] }))
    const p = await demoProfile(core.api, rig.sandbox, { baseUrl: portal.url })
    const pem: ProfileNetwork = {
      ...defaultProfileNetwork,
      clientCert: {
        kind: 'pem',
        certFile: rig.pki.client.certFile,
        keyFile: rig.pki.client.keyFile,
      },
    }
    await unwrap(
      core.api.updateProfileNetwork({
        profileId: p.id,
        network: pem,
        passphrase: rig.pki.client.passphrase,
      }),
    )
    // Saving again without a passphrase keeps the one kept.
    await unwrap(core.api.updateProfileNetwork({ profileId: p.id, network: pem }))
    await unwrap(core.api.getToken({ profileId: p.id }))
  })
})

describe('a pinned self-signed server', () => {
  it('is accepted only with the matching fingerprint; pin and unpin are in the activity', async () => {
    const self = track(
      await startTlsFront(rig.sandbox.urls.portal, {
        key: rig.pki.selfSigned.key,
        cert: rig.pki.selfSigned.cert,
      }),
    )
    const core = coreIn(newDir())
    const p = await demoProfile(core.api, rig.sandbox, { baseUrl: self.url })
    expect((await networkError(core, p.id)).cause).toBe('untrusted-ca')

    const otherFingerprint = 'AB:'.repeat(31) + 'AB'
    await unwrap(
      core.api.updateProfileNetwork({
        profileId: p.id,
        network: { ...defaultProfileNetwork, pinSha256: otherFingerprint },
      }),
    )
    const mismatch = await networkError(core, p.id)
    expect(mismatch.cause).toBe('pin-mismatch')
    expect(mismatch.message).toMatch(/not the one this profile pins .* Nothing was sent/)
    expect(self.requests).toBe(0)

    const view = await unwrap(
      core.api.updateProfileNetwork({
        profileId: p.id,
        network: { ...defaultProfileNetwork, pinSha256: rig.pki.selfSigned.fingerprint },
      }),
    )
    expect(view.pinSha256).toBe(rig.pki.selfSigned.fingerprint.replace(/:/g, '').toLowerCase())
    await unwrap(core.api.getToken({ profileId: p.id }))
    expect(self.requests).toBe(1)

    await unwrap(core.api.updateProfileNetwork({ profileId: p.id, network: defaultProfileNetwork }))
    expect((await networkError(core, p.id)).cause).toBe('untrusted-ca')

    const activity = await unwrap(core.api.listActivity({ profileId: p.id }))
    expect(activity.map((entry) => entry.kind)).toEqual([
      'failed',
      'unpinned',
      'obtained',
      'pinned',
      'failed',
      'pinned',
      'failed',
    ])
    expect(activity[3]?.detail).toContain(rig.pki.selfSigned.fingerprint)
  })

  it('a pin does not make a CA-signed server of another name acceptable', async () => {
    const self = track(
      await startTlsFront(rig.sandbox.urls.portal, {
        key: rig.pki.selfSigned.key,
        cert: rig.pki.selfSigned.cert,
      }),
    )
    const core = coreIn(newDir())
    // The certificate is for 127.0.0.1; reached as localhost it names another host.
    const p = await demoProfile(core.api, rig.sandbox, {
      baseUrl: self.url.replace('127.0.0.1', 'localhost'),
    })
    await unwrap(
      core.api.updateProfileNetwork({
        profileId: p.id,
        network: { ...defaultProfileNetwork, pinSha256: rig.pki.selfSigned.fingerprint },
      }),
    )
    const error = await networkError(core, p.id)
    expect(error.cause).toBe('pin-mismatch')
    expect(error.message).toMatch(/not issued for localhost/)
    expect(self.requests).toBe(0)
  })
})

describe('the system proxy', () => {
  it('follows what the system (Chromium, PAC) answers for each URL; loopback goes straight', async () => {
    const proxy = track(await startForwardProxy({ names: { 'portal.corp.example': '127.0.0.1' } }))
    const { portal } = await companyTls()
    const asked: string[] = []
    const core = coreIn(newDir(), {
      network: {
        systemProxy: async (url) => {
          asked.push(url)
          return `PROXY 127.0.0.1:${proxy.port}; DIRECT`
        },
        sources: { trustStore: 'node', systemProxy: 'chromium' },
      },
    })
    await unwrap(core.api.updateSettings({ extraCaFiles: [rig.pki.caFile] }))
    // An intranet name only the proxy can resolve (the test never looks it up).
    const port = new URL(portal.url).port
    const p = await demoProfile(core.api, rig.sandbox, {
      baseUrl: `https://portal.corp.example:${port}`,
    })
    await unwrap(core.api.getToken({ profileId: p.id }))
    expect(asked).toEqual([`https://portal.corp.example:${port}/_rest/v4/authenticate`])
    expect(proxy.tunnels).toEqual([`portal.corp.example:${port}`])

    // 127.0.0.1 is loopback: straight, as Chromium does, without asking.
    const local = await demoProfile(core.api, rig.sandbox, { name: 'Local', baseUrl: portal.url })
    await unwrap(core.api.getToken({ profileId: local.id }))
    expect(asked).toHaveLength(1)
    expect(proxy.tunnels).toHaveLength(1)
    expect(await unwrap(core.api.networkInfo())).toEqual({
      proxyPassword: { kind: 'none' },
      trustStore: 'node',
      systemProxy: 'chromium',
    })
  })

  it('names a PAC failure with the next step', async () => {
    const core = coreIn(newDir(), {
      network: {
        systemProxy: () => Promise.reject(new Error('net::ERR_PAC_SCRIPT_FAILED')),
        sources: { trustStore: 'node', systemProxy: 'chromium' },
      },
    })
    const p = await demoProfile(core.api, rig.sandbox, { baseUrl: 'https://portal.corp.example' })
    const error = await networkError(core, p.id)
    expect(error.cause).toBe('pac')
    expect(error.message).toMatch(
      /gave no answer for portal\.corp\.example \(net::ERR_PAC_SCRIPT_FAILED\).*choose a manual proxy \(or none\) in Settings → Network/,
    )
  })

  it.each([
    [
      "an empty answer (Chromium's failed lookup) as none, never as a way straight past the proxy",
      ' ',
      /gave no answer for portal\.corp\.example: the proxy lookup failed.*does not go past the proxy/,
    ],
    [
      'a proxy kind it cannot use (SOCKS) by name',
      'SOCKS5 127.0.0.1:1080',
      /SOCKS5 127\.0\.0\.1:1080, which Token Desk cannot use/,
    ],
  ])('takes %s', async (_case, answer, message) => {
    const core = coreIn(newDir(), {
      network: {
        systemProxy: async () => answer,
        sources: { trustStore: 'node', systemProxy: 'chromium' },
      },
    })
    const p = await demoProfile(core.api, rig.sandbox, { baseUrl: 'https://portal.corp.example' })
    const error = await networkError(core, p.id)
    expect(error.cause).toBe('pac')
    expect(error.message).toMatch(message)
  })
})

describe('Copy diagnostics', () => {
  it('says how the network is set up without naming the proxy, its user or the CA files', async () => {
    const core = coreIn(newDir())
    await unwrap(
      core.api.updateSettings({
        proxyMode: 'manual',
        proxyUrl: 'http://proxy.secret-corp.example:3128',
        proxyUsername: 'ada.lovelace',
        proxyBypass: ['intranet.secret-corp.example'],
        extraCaFiles: [rig.pki.caFile],
      }),
    )
    await unwrap(core.api.copyDiagnostics())
    const report = await core.clipboard.readText()
    expect(report).toContain('proxyMode: "manual"')
    expect(report).toContain('extraCaFiles: "1 files"')
    expect(report).not.toMatch(/secret-corp|ada\.lovelace|token-desk-pki/)
  })
})

describe('profile network settings live with the profile', () => {
  it('go with a deleted profile, come back on undo, and keep the passphrase out of profiles.json', async () => {
    const dir = newDir()
    const core = coreIn(dir)
    const p = await demoProfile(core.api, rig.sandbox)
    const network: ProfileNetwork = {
      caFiles: [rig.pki.caFile],
      clientCert: { kind: 'pkcs12', file: rig.pki.client.p12File },
      pinSha256: null,
    }
    await unwrap(
      core.api.updateProfileNetwork({
        profileId: p.id,
        network,
        passphrase: rig.pki.client.passphrase,
      }),
    )
    const profilesJson = () => readFileSync(join(dir, 'profiles.json'), 'utf8')
    await core.flush()
    expect(JSON.parse(profilesJson()).profileNetwork[p.id]).toEqual(network)
    const { undoId } = await unwrap(core.api.deleteProfile({ profileId: p.id }))
    await core.flush()
    expect(JSON.parse(profilesJson()).profileNetwork[p.id]).toBeUndefined()
    await unwrap(core.api.undoDelete({ undoId }))
    expect(await unwrap(core.api.getProfileNetwork({ profileId: p.id }))).toEqual({
      ...network,
      passphraseKept: true,
    })
  })
})

describe('token-desk (the command line)', () => {
  it('gets its token through the same transport and settings', async () => {
    const proxy = track(await startForwardProxy())
    const { portal } = await companyTls()
    const r = await cliCore(newDir())
    try {
      await unwrap(
        r.core.api.updateSettings({
          proxyMode: 'manual',
          proxyUrl: proxy.url,
          proxyBypass: [],
          extraCaFiles: [rig.pki.caFile],
        }),
      )
      const p = await demoProfile(r.core.api, rig.sandbox, {
        name: 'Behind proxy',
        baseUrl: portal.url,
      })
      const run = await r.run('header', 'Behind proxy')
      expect(run).toMatchObject({ code: 0, stderr: '' })
      expect(run.stdout).toBe(`Authorization: Bearer ${rig.sandbox.issued.at(-1)?.token}\n`)
      expect(proxy.tunnels).toEqual([new URL(portal.url).host])

      // Without the CA the command line gets the same named error.
      await unwrap(r.core.api.updateSettings({ extraCaFiles: [] }))
      await unwrap(r.core.api.forgetToken({ profileId: p.id }))
      const refused = await r.run('header', 'Behind proxy')
      expect(refused.code).not.toBe(0)
      expect(refused.stderr).toMatch(/issued by a CA this computer does not trust/)
    } finally {
      await r.stop()
    }
  })
})

describe('a large answer over https', () => {
  it('is read whole by a test request (the connection is not cut when the headers arrive)', async () => {
    const big = JSON.stringify({ rows: 'x'.repeat(300_000) })
    const plain = track(
      await loopbackServer((_req, res) => {
        res.writeHead(200, { 'Content-Type': 'application/json' })
        res.end(big)
      }),
    )
    const tls = track(await startTlsFront(plain.url, rig.pki.server))
    const { portal } = await companyTls()
    const core = coreIn(newDir())
    await unwrap(core.api.updateSettings({ extraCaFiles: [rig.pki.caFile] }))
    const p = await demoProfile(core.api, rig.sandbox, { baseUrl: portal.url, apiHostUrl: tls.url })
    await unwrap(core.api.getToken({ profileId: p.id }))
    const run = await unwrap(
      core.api.sendRequest({
        profileId: p.id,
        runId: 'big',
        request: { ...requestTemplate('analytics'), url: '/big' },
      }),
    )
    expect(run.body).toBe(big)
  })
})
