import type { AxiosRequestConfig, AxiosResponse, AxiosStatic } from 'axios'
import { createHash } from 'node:crypto'
import { subscribe } from 'node:diagnostics_channel'
import http from 'node:http'
import https from 'node:https'
import { isIP, type Socket } from 'node:net'
import { PassThrough, type Duplex } from 'node:stream'
import tls, { type ConnectionOptions, type SecureContext, type TLSSocket } from 'node:tls'
import { said } from '../../../../shared/i18n/said'
import { proxyName } from '../../../../shared/model/network'
import type { PinCheck } from '../../../../shared/model/exchange'
import { heardFrom } from '../redact'
import type { ExchangeProbe } from './exchangeProbe'
import {
  connectionKey,
  IDLE_CONNECTION_MS,
  KEEPALIVE_OPTIONS,
  KeptAgents,
  type KeepingAgent,
} from './keptConnections'
import { basicProxyAuthorization, PROXY_ASKED, withProxyAuth } from './proxyAuth'
import { envProxyFor, isBypassed, parsePacResult, type ProxyHop } from './proxyRule'
import {
  markProxySecrets,
  NetworkProblem,
  proxySecretsOf,
  type HttpRequest,
  type NetworkConfig,
  type NetworkScope,
  type ProxyCredentials,
  type Transport,
} from './transport'

export interface TransportOptions {
  /** The settings in force for a request (global and the profile's), read fresh each time. */
  config: (scope: NetworkScope) => Promise<NetworkConfig>
  /**
   * The system's proxy for a URL, in PAC form ("PROXY host:port; DIRECT").
   * The app asks Chromium (system settings and PAC scripts); the Node default
   * reads HTTPS_PROXY / HTTP_PROXY / NO_PROXY. A rejection is a PAC failure.
   */
  systemProxy?: (url: string) => Promise<string>
  /** The trust store: the app adds the operating system's certificates. */
  trustedCa?: () => readonly string[]
  clock?: () => number
}

/** Node's own list (bundled Mozilla roots plus NODE_EXTRA_CA_CERTS). */
export const nodeTrustedCa = (): readonly string[] =>
  typeof tls.getCACertificates === 'function'
    ? tls.getCACertificates('default')
    : tls.rootCertificates

let axiosLoaded: Promise<AxiosStatic> | null = null
/**
 * axios costs start-up time (about 100 ms): it is not loaded with the app, but
 * by the first request or by preloadAxios, whichever comes first.
 */
const loadAxios = (): Promise<AxiosStatic> =>
  (axiosLoaded ??= import('axios').then((module) => module.default))

/** Loads axios once the window is up, so the first token request does not wait for it. */
export const preloadAxios = (): Promise<void> =>
  loadAxios().then(
    () => undefined,
    // The first request reports it, with its own context.
    () => undefined,
  )

export const fingerprintOf = (der: Buffer): string => createHash('sha256').update(der).digest('hex')

/** Opening a tunnel or a TLS handshake that takes longer is given up (the call's deadline is usually shorter). */
const CONNECT_TIMEOUT_MS = 30_000

const isLoopback = (hostname: string) =>
  /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i.test(hostname) || hostname.endsWith('.localhost')

type HttpHop = Extract<ProxyHop, { kind: 'http' }>

/**
 * The probe of each socket a traced request runs on: Node announces every
 * client response's headers on this channel (the first byte of the answer),
 * which axios' own request object does not expose.
 */
const probeOfSocket = new WeakMap<object, ExchangeProbe>()
subscribe('http.client.response.finish', (message) => {
  const socket = (message as { request?: { socket?: object | null } }).request?.socket
  if (socket) probeOfSocket.get(socket)?.mark('firstByte')
})

const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'])

/**
 * The server closed the kept-alive connection just as the request was
 * written to it (a restart, its idle timeout): the request never reached
 * it, and Node's http docs (request.reusedSocket) advise sending it again.
 */
function staleConnection(error: unknown): boolean {
  const { code, request } = error as { code?: unknown; request?: { reusedSocket?: unknown } }
  return request?.reusedSocket === true && (code === 'ECONNRESET' || code === 'EPIPE')
}

/**
 * A traced request's agent on the transport's kept-alive pool: the
 * request's socket reports to `probe`. On a reused socket no lookup or
 * connect happens, so those phases stay unmeasured: nothing is guessed.
 */
const probedHttpAgent = (shared: http.Agent, probe: ExchangeProbe): http.Agent =>
  Object.assign(Object.create(shared) as http.Agent, {
    addRequest(request: http.ClientRequest, options: http.RequestOptions) {
      request.once('socket', (socket: Socket) => {
        // A new socket announces its lookup and connect; a reused one is connected already.
        if (socket.connecting) probe.watchSocket(socket)
        else probe.keptConnection()
        probeOfSocket.set(socket, probe)
      })
      ;(shared as unknown as { addRequest: (r: unknown, o: unknown) => void }).addRequest(
        request,
        options,
      )
    },
  })

/** A resend's plain-http agent: a new connection, not kept alive, whose socket reports its phases to `probe`. */
class ProbedHttpAgent extends http.Agent {
  constructor(private readonly probe: ExchangeProbe) {
    super({ keepAlive: false })
  }

  override createConnection(
    ...args: Parameters<http.Agent['createConnection']>
  ): ReturnType<http.Agent['createConnection']> {
    const socket = super.createConnection(...args)
    if (socket) {
      this.probe.watchSocket(socket as Socket)
      probeOfSocket.set(socket, this.probe)
    }
    return socket
  }
}

/** The transport over Node's network stack (axios' http adapter), used by the harness and tests, and by the app with its system proxy and trust store. */
export function createNodeTransport(options: TransportOptions): Transport {
  const systemProxy =
    options.systemProxy ??
    ((url: string) => Promise.resolve(envProxyFor(new URL(url), process.env)))
  let trusted: readonly string[] | null = null
  const trustedCa = () => (trusted ??= (options.trustedCa ?? nodeTrustedCa)())
  const clock = options.clock ?? Date.now
  /**
   * This transport's plain-http connections, kept alive between requests (idle ones do not
   * hold the process: Node unrefs them). With a timeout, Node also honours the server's
   * Keep-Alive hint, closing an idle one before the server would.
   */
  const keptAlive = new http.Agent({ ...KEEPALIVE_OPTIONS, timeout: IDLE_CONNECTION_MS })
  /** Its https connections, kept alive per set of settings that decides their security (connectionKey). */
  const keptTls = new KeptAgents<DeskAgent>()
  // The proxies (host:port) that asked for credentials in this run: later requests to the same
  // proxy send them up front. Credentials still go to no proxy but the one they were typed for.
  const asked = new Set<string>()

  async function hopFor(config: NetworkConfig, url: URL): Promise<ProxyHop> {
    const { proxy } = config
    if (proxy.mode === 'none') return { kind: 'direct' }
    if (proxy.mode === 'manual') {
      return isBypassed(url, proxy.bypass)
        ? { kind: 'direct' }
        : { kind: 'http', host: proxy.host, port: proxy.port }
    }
    // As Chromium does: loopback never goes through the system's proxy.
    if (isLoopback(url.hostname)) return { kind: 'direct' }
    let answer: string
    try {
      answer = await systemProxy(url.toString())
    } catch (error) {
      throw new NetworkProblem(
        'pac',
        error instanceof Error && error.message
          ? said('network.pac.noAnswerReason', { host: url.host, reason: error.message })
          : said('network.pac.noAnswer', { host: url.host }),
      )
    }
    // Chromium resolves "" when its lookup failed (a required PAC script that cannot be loaded,
    // the network service gone): no answer, never a reason to go straight past the proxy.
    if (answer.trim() === '')
      throw new NetworkProblem('pac', said('network.pac.noAnswer', { host: url.host }))
    const reading = parsePacResult(answer)
    if (reading.kind === 'unsupported') {
      throw new NetworkProblem(
        'pac',
        said('network.pac.unsupported', { host: url.host, entries: reading.entries.join(', ') }),
      )
    }
    // The first choice; Chromium falls back along the list, the Node stack uses the first.
    return reading.hops[0] ?? { kind: 'direct' }
  }

  return {
    async request<T>(
      request: HttpRequest,
      scope: NetworkScope,
      probe?: ExchangeProbe,
    ): Promise<AxiosResponse<T>> {
      const [axios, config] = await Promise.all([loadAxios(), options.config(scope)])
      const url = new URL(request.url)
      const hop = await hopFor(config, url)
      const credentials = config.proxyCredentials
      const https = url.protocol === 'https:'
      if (probe) {
        probe.route =
          hop.kind === 'direct'
            ? { kind: 'direct' }
            : {
                kind: 'proxy',
                proxy: proxyName(hop),
                tunnel: https,
                // Set once they are sent: only to a proxy that asked for them.
                credentialsSent: false,
              }
      }
      const { resendOnStaleConnection, ...sent } = request
      const resendable =
        resendOnStaleConnection ?? IDEMPOTENT.has((request.method ?? 'GET').toUpperCase())
      const base = {
        ...sent,
        adapter: 'http' as const,
        maxRedirects: 0,
        validateStatus: () => true,
        // Plain http, traced or not, goes over the transport's own kept-alive connections (never
        // the process's global pool, which code beside the app shares).
        ...(https ? {} : { httpAgent: probe ? probedHttpAgent(keptAlive, probe) : keptAlive }),
      }
      // Requests go over kept-alive connections; one the server closed as it was reused gets
      // the request once more, on a new connection of its own (`fresh`).
      const send = <R>(
        config: typeof base & AxiosRequestConfig,
        fresh: () => AxiosRequestConfig,
      ): Promise<AxiosResponse<R>> =>
        axios.request<R>(config).catch((error: unknown) => {
          if (!resendable || !staleConnection(error) || request.signal?.aborted) throw error
          return axios.request<R>({ ...config, ...fresh() })
        })
      if (https) {
        const agent = (keepAlive: boolean) =>
          new DeskAgent(
            hop.kind === 'http' ? { hop, credentials, asked } : null,
            tlsOptionsFor(config, trustedCa()),
            config.pinSha256,
            clock,
            keepAlive,
          )
        const kept = keptTls.get(connectionKey(hop, config), () => agent(true))
        return send<T>({ ...base, httpsAgent: kept.traced(probe), proxy: false }, () => ({
          httpsAgent: agent(false).traced(probe),
        }))
      }
      const freshHttp = () => ({
        httpAgent: probe ? new ProbedHttpAgent(probe) : new http.Agent({ keepAlive: false }),
      })
      if (hop.kind === 'direct') return send<T>({ ...base, proxy: false }, freshHttp)
      // Plain http: through the proxy in absolute form (no tunnel needed). The proxy answers
      // 407 itself; the body (a string) can be sent again with the credentials.
      return withProxyAuth(hop, credentials, asked, async (sent) => {
        if (sent && probe?.route?.kind === 'proxy') probe.route.credentialsSent = true
        const response = await send<T>(
          {
            ...base,
            proxy: {
              protocol: 'http',
              host: hop.host,
              port: hop.port,
              ...(sent ? { auth: { username: sent.username, password: sent.password } } : {}),
            },
          },
          freshHttp,
        ).catch((error: unknown) => {
          throw proxyUnreached(error, hop)
        })
        if (response.status !== 407) {
          if (sent) markProxySecrets(response, sent)
          return response
        }
        destroyBody(response)
        return PROXY_ASKED
      })
    },
  }
}

/**
 * Failures to connect at all: through a plain-http proxy, the one connection
 * made is the proxy's. Those networkError reads as refused or not found, and
 * the routes that never reached a host.
 */
const CONNECT_FAILURES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EAI_NONAME',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
])

/**
 * A plain-http request through the proxy that could not connect: the proxy
 * was not reached, which says nothing about the service (a dead proxy read as
 * "the service refused the connection" counted towards an outage of it, and
 * went into tickets to the vendor so). Other errors pass unchanged.
 */
function proxyUnreached(error: unknown, hop: ProxyHop & { kind: 'http' }): unknown {
  const code = (error as { code?: unknown } | null)?.code
  if (typeof code !== 'string' || !CONNECT_FAILURES.has(code)) return error
  return new NetworkProblem(
    'proxy-refused',
    said('network.proxy.unreachable', { proxy: proxyName(hop), reason: code }),
  )
}

function destroyBody(response: AxiosResponse): void {
  const data: unknown = response.data
  if (data && typeof data === 'object' && 'destroy' in data && typeof data.destroy === 'function') {
    ;(data as { destroy(): void }).destroy()
  }
}

function tlsOptionsFor(config: NetworkConfig, trusted: readonly string[]): ConnectionOptions {
  const options: ConnectionOptions = { ca: [...trusted, ...config.extraCa.map((ca) => ca.pem)] }
  const cert = config.clientCertificate
  if (cert?.kind === 'pkcs12') {
    options.pfx = cert.pfx
    if (cert.passphrase !== undefined) options.passphrase = cert.passphrase
  } else if (cert?.kind === 'pem') {
    options.cert = cert.cert
    options.key = cert.key
    if (cert.passphrase !== undefined) options.passphrase = cert.passphrase
  }
  return options
}

/**
 * How each connection was opened, which a request reusing it reports as its
 * own: how its certificate was checked, and whether its proxy tunnel took the
 * credentials (a reproduction of the request needs them).
 */
const openedWith = new WeakMap<object, { pin: PinCheck; credentialsSent: boolean }>()
/** The proxy tunnel under a TLS connection: kept with it, its handle must be let go of and held with it too. */
const tunnelOf = new WeakMap<object, Socket>()

/**
 * An https agent that makes each connection itself: through the proxy with
 * CONNECT when there is one, then TLS with the trust store, extra CAs and
 * client certificate. The socket goes to the request only once the server's
 * certificate passed, so nothing is written to a server that failed a pin.
 * One agent serves one set of settings (connectionKey), so a connection it
 * keeps alive is reused only by requests under the same settings.
 */
class DeskAgent extends https.Agent implements KeepingAgent {
  /** The probe of the request whose connection is being made (Node's agent makes it synchronously in addRequest). */
  private opening: ExchangeProbe | null = null
  private retired = false
  /** Its TLS context, made once: reading the trust store's certificates is most of a new connection's work. */
  private context: SecureContext | null = null

  constructor(
    /** The proxy to tunnel through, with the credentials and the proxies that asked; null: straight. */
    private readonly proxy: {
      hop: HttpHop
      credentials: ProxyCredentials | null
      asked: Set<string>
    } | null,
    private readonly tlsOptions: ConnectionOptions,
    private readonly pin: string | null,
    private readonly clock: () => number,
    keepAlive: boolean,
  ) {
    super(keepAlive ? { ...KEEPALIVE_OPTIONS, timeout: IDLE_CONNECTION_MS } : { keepAlive })
  }

  /**
   * This agent for one request, whose socket reports to `probe`: a new
   * connection its phases and chain, a kept one the chain it was opened with
   * (its lookup, connect and handshake were another request's: unmeasured).
   */
  traced(probe: ExchangeProbe | undefined): https.Agent {
    if (!probe) return this
    const addRequest = (request: http.ClientRequest, options: http.RequestOptions): void => {
      request.once('socket', (socket: TLSSocket) => {
        probeOfSocket.set(socket, probe)
        const opened = openedWith.get(socket)
        if (!request.reusedSocket || !opened) return
        probe.connectionKept(socket, opened.pin)
        if (probe.route?.kind === 'proxy') probe.route.credentialsSent = opened.credentialsSent
      })
      this.opening = probe
      try {
        ;(this as unknown as { addRequest: typeof addRequest }).addRequest(request, options)
      } finally {
        this.opening = null
      }
    }
    return Object.assign(Object.create(this) as https.Agent, { addRequest })
  }

  retire(): void {
    this.retired = true
    for (const sockets of Object.values(this.freeSockets)) {
      for (const socket of sockets ?? []) socket.destroy()
    }
  }

  override keepSocketAlive(socket: Duplex): boolean {
    if (this.retired) return false
    tunnelOf.get(socket)?.unref()
    return (https.Agent.prototype.keepSocketAlive as (socket: Duplex) => boolean).call(this, socket)
  }

  override reuseSocket(socket: Duplex, request: http.ClientRequest): void {
    tunnelOf.get(socket)?.ref()
    super.reuseSocket(socket, request)
  }

  override createConnection(
    options: http.RequestOptions,
    callback?: (error: Error | null, socket: Duplex) => void,
  ): undefined {
    const host = String(options.hostname ?? options.host ?? 'localhost').replace(/^\[|\]$/g, '')
    const port = Number(options.port ?? 443)
    // Node's agent waits for the callback when nothing is returned.
    this.connect(host, port, this.opening).then(
      (socket) => callback?.(null, socket),
      (error: unknown) =>
        callback?.(error instanceof Error ? error : new Error(String(error)), new PassThrough()),
    )
    return undefined
  }

  private async connect(
    host: string,
    port: number,
    probe: ExchangeProbe | null,
  ): Promise<TLSSocket> {
    const proxy = this.proxy
    // Whether the tunnel that opened took the credentials (the last attempt's).
    let credentialsSent = false
    const raw = proxy
      ? await withProxyAuth(proxy.hop, proxy.credentials, proxy.asked, (sent) => {
          credentialsSent = sent !== null
          return this.tunnel(proxy.hop, host, port, sent, probe)
        })
      : undefined
    let socket: TLSSocket
    try {
      socket = tls.connect({
        secureContext: (this.context ??= tls.createSecureContext(this.tlsOptions)),
        ...(raw ? { socket: raw } : { host, port }),
        ...(isIP(host) ? {} : { servername: host }),
        // With a pin, the exact certificate is checked below instead of its chain (never neither).
        rejectUnauthorized: this.pin === null,
        ALPNProtocols: ['http/1.1'],
      })
    } catch (error) {
      raw?.destroy()
      throw clientCertProblem(error, host)
    }
    if (raw) tunnelOf.set(socket, raw)
    if (probe) {
      if (!raw) probe.watchSocket(socket)
      probeOfSocket.set(socket, probe)
    }
    return new Promise<TLSSocket>((resolve, reject) => {
      socket.setTimeout(CONNECT_TIMEOUT_MS, () =>
        socket.destroy(Object.assign(new Error('TLS handshake timed out'), { code: 'ETIMEDOUT' })),
      )
      socket.once('error', (error) => reject(error))
      socket.once('secureConnect', () => {
        socket.setTimeout(0)
        const problem = this.pin === null ? null : this.checkPin(socket, host)
        const check: PinCheck = this.pin === null ? 'none' : problem ? 'mismatch' : 'matched'
        openedWith.set(socket, { pin: check, credentialsSent })
        probe?.certificates(socket, check)
        if (problem) {
          socket.destroy()
          reject(problem)
        } else {
          resolve(socket)
        }
      })
    })
  }

  private checkPin(socket: TLSSocket, host: string): NetworkProblem | null {
    const cert = socket.getPeerCertificate()
    const found = cert.raw ? fingerprintOf(cert.raw) : ''
    if (found !== this.pin) {
      return new NetworkProblem(
        'pin-mismatch',
        said('network.pin.mismatch', {
          host,
          found: found.slice(0, 16) || said('network.pin.none'),
          pinned: (this.pin ?? '').slice(0, 16),
        }),
      )
    }
    const identity = tls.checkServerIdentity(host, cert)
    if (identity) {
      return new NetworkProblem(
        'pin-mismatch',
        said('network.pin.wrongHost', { host, reason: identity.message }),
      )
    }
    const now = this.clock()
    if (now < Date.parse(cert.valid_from) || now > Date.parse(cert.valid_to)) {
      return new NetworkProblem(
        'pin-mismatch',
        said('network.pin.notValidNow', { host, from: cert.valid_from, to: cert.valid_to }),
      )
    }
    return null
  }

  /** Opens a CONNECT tunnel through the proxy to host:port, with `sent` credentials if any. */
  private tunnel(
    hop: HttpHop,
    host: string,
    port: number,
    sent: ProxyCredentials | null,
    probe: ExchangeProbe | null,
  ): Promise<Socket | typeof PROXY_ASKED> {
    const target = `${host.includes(':') ? `[${host}]` : host}:${port}`
    const headers: Record<string, string> = { Host: target }
    if (sent) headers['Proxy-Authorization'] = basicProxyAuthorization(sent)
    if (sent && probe?.route?.kind === 'proxy') probe.route.credentialsSent = true
    return new Promise<Socket | typeof PROXY_ASKED>((resolve, reject) => {
      const request = http.request({
        host: hop.host,
        port: hop.port,
        method: 'CONNECT',
        path: target,
        headers,
        agent: false,
      })
      // The phases to the proxy: its lookup and connect (the TLS handshake follows in the tunnel).
      if (probe) request.once('socket', (socket: Socket) => probe.watchSocket(socket))
      request.once('connect', (response, socket) => {
        if (response.statusCode === 200) {
          resolve(socket)
          return
        }
        socket.destroy()
        if (response.statusCode === 407) {
          resolve(PROXY_ASKED)
          return
        }
        reject(
          new NetworkProblem(
            'proxy-refused',
            said('network.proxy.refusedTarget', {
              proxy: proxyName(hop),
              target,
              // The proxy's own words: data, redacted of the credentials it was sent.
              answer: `${response.statusCode ?? '?'} ${heardFrom(sent ? proxySecretsOf(sent) : [])(response.statusMessage ?? '')}`,
            }),
          ),
        )
      })
      // A proxy that takes the connection but never answers: the request's own
      // deadline aborts the call; this frees the socket.
      request.setTimeout(CONNECT_TIMEOUT_MS, () => {
        request.destroy(
          new NetworkProblem(
            'proxy-refused',
            said('network.proxy.timeout', {
              proxy: proxyName(hop),
              seconds: CONNECT_TIMEOUT_MS / 1000,
            }),
          ),
        )
      })
      request.once('error', (error: NodeJS.ErrnoException) => {
        if (error instanceof NetworkProblem) {
          reject(error)
          return
        }
        reject(
          new NetworkProblem(
            'proxy-refused',
            said('network.proxy.unreachable', {
              proxy: proxyName(hop),
              reason: error.code ?? error.message,
            }),
          ),
        )
      })
      request.end()
    })
  }
}

/** A client certificate that cannot be opened: wrong passphrase, or not a certificate and key. */
function clientCertProblem(error: unknown, host: string): Error {
  const message = error instanceof Error ? error.message : String(error)
  if (/mac verify|bad decrypt|passphrase|PKCS12|bad password/i.test(message)) {
    return new NetworkProblem(
      'client-cert',
      said('network.clientCert.passphraseWrongFor', { host }),
    )
  }
  if (/key values mismatch|KEY_VALUES_MISMATCH/i.test(message)) {
    return new NetworkProblem('client-cert', said('network.clientCert.keyMismatch'))
  }
  return error instanceof Error ? error : new Error(message)
}
