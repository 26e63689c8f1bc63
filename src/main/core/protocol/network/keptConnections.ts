import { createHash } from 'node:crypto'
import type { ProxyHop } from './proxyRule'
import type { NetworkConfig } from './transport'

/**
 * How long an idle connection is kept (what Node's own global agent keeps
 * one); less when the server's Keep-Alive hint says it closes them sooner.
 */
export const IDLE_CONNECTION_MS = 5_000

/**
 * The TCP keep-alive delay of kept connections: axios's http adapter sets
 * (on, 60 s) on every request's socket, and a keep-alive Agent sets (on,
 * `keepAliveMsecs`, 1 s by default) each time it takes one back. Node asks
 * the OS only when the values change (net.Socket#setKeepAlive), so with two
 * different delays every request paid two rounds of setsockopt and an idle
 * connection sent probes after 1 s; with one, neither happens.
 */
export const KEEPALIVE_OPTIONS = { keepAlive: true, keepAliveMsecs: 60_000 } as const

/**
 * What decides an https connection's security, as one key: the proxy it
 * tunnels through and the credentials that proxy may get, the extra CAs,
 * the client certificate and the pin. A connection opened under one key
 * carries only requests made under the same key, so each request still runs
 * on the settings in force when it starts: a pin set, a CA removed, another
 * certificate or proxy is never bypassed by a connection opened before.
 * Hashed, as the key holds secrets and stays in memory beside the agents.
 */
export function connectionKey(hop: ProxyHop, config: NetworkConfig): string {
  const hash = createHash('sha256')
  // Each part with its length first: no two different settings read as the same bytes.
  const part = (value: string | Uint8Array | number | null | undefined) => {
    const data =
      value instanceof Uint8Array
        ? value
        : value === null || value === undefined
          ? ''
          : String(value)
    hash.update(`${Buffer.byteLength(data)}:`).update(data)
  }
  part(hop.kind)
  if (hop.kind === 'http') {
    part(hop.host)
    part(hop.port)
    const credentials = config.proxyCredentials
    part(credentials?.proxy.host)
    part(credentials?.proxy.port)
    part(credentials?.username)
    part(credentials?.password)
  }
  part(config.extraCa.length)
  for (const ca of config.extraCa) part(caDigest(ca.pem))
  const cert = config.clientCertificate
  part(cert?.kind)
  if (cert?.kind === 'pkcs12') part(cert.pfx)
  if (cert?.kind === 'pem') {
    part(cert.cert)
    part(cert.key)
  }
  part(cert?.passphrase)
  part(config.pinSha256)
  return hash.digest('hex')
}

/**
 * Each CA text's digest. A company bundle can be a few hundred KB, hashed
 * for every request otherwise; readCaFile hands back the same string while
 * the file is unchanged, so this lookup is by a string V8 has hashed once.
 */
const caDigests = new Map<string, string>()

function caDigest(pem: string): string {
  let digest = caDigests.get(pem)
  if (digest === undefined) {
    digest = createHash('sha256').update(pem).digest('hex')
    // A few CA files at most; a settings change leaves the old texts behind.
    if (caDigests.size >= 16) caDigests.clear()
    caDigests.set(pem, digest)
  }
  return digest
}

/** An agent whose kept connections can be let go of. */
export interface KeepingAgent {
  /** Closes its idle connections; the ones in use close once their answer is read. */
  retire(): void
}

/**
 * The agents of the last few keys (a support desk's profiles may carry a
 * pin or a certificate each), the least recently used let go of past the
 * limit: its idle connections close, and it keeps no more.
 */
export class KeptAgents<A extends KeepingAgent> {
  private readonly agents = new Map<string, A>()

  constructor(private readonly limit = 16) {}

  get(key: string, make: () => A): A {
    const kept = this.agents.get(key)
    if (kept !== undefined) {
      // Last in the map: the most recently used.
      this.agents.delete(key)
      this.agents.set(key, kept)
      return kept
    }
    const agent = make()
    this.agents.set(key, agent)
    if (this.agents.size > this.limit) {
      const [oldestKey, oldest] = this.agents.entries().next().value as [string, A]
      this.agents.delete(oldestKey)
      oldest.retire()
    }
    return agent
  }
}
