import type { Socket } from 'node:net'
import type { PeerCertificate, TLSSocket } from 'node:tls'
import type {
  CertificateSummary,
  ExchangeConnection,
  ExchangeRoute,
  ExchangeTiming,
  ExchangeTls,
  ExchangeTrace,
  PinCheck,
} from '../../../../shared/model/exchange'

type Mark = 'start' | 'lookup' | 'connect' | 'secure' | 'firstByte' | 'end'

/**
 * What the transport saw of one request, filled from the socket events of
 * the node:http(s) request it makes: when each phase ended, the route and the
 * server's certificate chain. A phase whose event never came stays
 * unmeasured; nothing is estimated.
 */
export class ExchangeProbe {
  private readonly marks = new Map<Mark, number>()
  route: ExchangeRoute | null = null
  private chain: CertificateSummary[] | null = null
  private pin: PinCheck = 'none'
  private reached: ExchangeConnection | null = null

  constructor(private readonly now: () => number = () => performance.now()) {
    this.marks.set('start', now())
  }

  /** The first time only: a redirect's second socket does not move the first's phases. */
  mark(what: Mark): void {
    if (!this.marks.has(what)) this.marks.set(what, this.now())
  }

  /** Follows a socket as it connects: its lookup, connect and (for TLS) handshake. */
  watchSocket(socket: Socket): void {
    this.reached = 'new'
    socket.once('lookup', () => this.mark('lookup'))
    socket.once('connect', () => this.mark('connect'))
    socket.once('secureConnect', () => this.mark('secure'))
  }

  /** The server's chain, read when its handshake is done, and how the pin compared. */
  certificates(socket: TLSSocket, pin: PinCheck): void {
    this.mark('secure')
    this.chain = serverChain(socket)
    this.pin = pin
  }

  /**
   * A kept connection reused: the chain and pin check it was opened with
   * (under the same settings), with no handshake of this request to time.
   */
  connectionKept(socket: TLSSocket, pin: PinCheck): void {
    this.keptConnection()
    this.chain = serverChain(socket)
    this.pin = pin
  }

  /** The request went over a connection kept alive from an earlier one. */
  keptConnection(): void {
    this.reached = 'kept'
  }

  /** What a trace keeps of the request: its route, TLS, phases and connection (the last: a resend's). */
  record(): Pick<ExchangeTrace, 'route' | 'tls' | 'timing' | 'connection'> {
    const connection = this.reached
    return {
      route: this.route,
      tls: this.tls(),
      timing: this.timing(),
      ...(connection === null ? {} : { connection }),
    }
  }

  tls(): ExchangeTls | null {
    return this.chain === null ? null : { chain: this.chain, pin: this.pin }
  }

  timing(): ExchangeTiming {
    this.mark('end')
    const at = (mark: Mark) => this.marks.get(mark) ?? null
    const between = (from: number | null, to: number | null) =>
      from === null || to === null ? null : Math.max(0, to - from)
    const start = at('start')
    const lookup = at('lookup')
    const connect = at('connect')
    const secure = at('secure')
    // Each phase from the end of the one before it that was measured.
    return {
      dnsMs: between(start, lookup),
      connectMs: between(lookup ?? start, connect),
      tlsMs: between(connect, secure),
      firstByteMs: between(start, at('firstByte')),
      totalMs: between(start, at('end')),
    }
  }
}

const nameOf = (fields: Record<string, string | string[] | undefined> | undefined): string => {
  const pick = (key: string) => {
    const value = fields?.[key]
    return Array.isArray(value) ? value.join(', ') : value
  }
  return pick('CN') ?? pick('O') ?? '(no name)'
}

/** Each connection's chain, read once: every request on a kept connection reports it. */
const chains = new WeakMap<TLSSocket, CertificateSummary[]>()

function serverChain(socket: TLSSocket): CertificateSummary[] {
  let chain = chains.get(socket)
  if (chain === undefined) {
    chain = chainOf(socket.getPeerCertificate(true))
    chains.set(socket, chain)
  }
  return chain
}

/** Leaf first, each issuer after, until a self-signed one (or one the server did not send). */
function chainOf(
  leaf: PeerCertificate & { issuerCertificate?: PeerCertificate },
): CertificateSummary[] {
  const chain: CertificateSummary[] = []
  const seen = new Set<string>()
  let cert: (PeerCertificate & { issuerCertificate?: PeerCertificate }) | undefined = leaf
  while (cert?.raw && !seen.has(cert.fingerprint256)) {
    seen.add(cert.fingerprint256)
    chain.push({
      subject: nameOf(cert.subject as unknown as Record<string, string>),
      issuer: nameOf(cert.issuer as unknown as Record<string, string>),
      validFrom: cert.valid_from,
      validTo: cert.valid_to,
      sha256: cert.fingerprint256.replace(/:/g, '').toLowerCase(),
    })
    cert = cert.issuerCertificate
  }
  return chain
}
