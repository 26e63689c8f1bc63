import { said } from '../../../../shared/i18n/said'
import { proxyName } from '../../../../shared/model/network'
import { NetworkProblem, type ProxyAddress, type ProxyCredentials } from './transport'

/** An attempt's answer when the proxy asked for credentials (407). */
export const PROXY_ASKED = Symbol('407 Proxy Authentication Required')

/** A proxy's name for comparing: host without brackets, in lower case, and port. */
const keyOf = (proxy: ProxyAddress): string =>
  proxyName({ host: proxy.host.replace(/^\[|\]$/g, '').toLowerCase(), port: proxy.port })

/** The header value of HTTP Basic proxy authentication. */
export const basicProxyAuthorization = (credentials: ProxyCredentials): string =>
  `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}`

/**
 * Sends a request to a proxy with the proxy credentials only where they
 * belong: never to another proxy than the one they were typed for (a PAC
 * answer or an edited address cannot collect them), and to that proxy only
 * once it answered 407: then once more with them. A 407 to the credentials
 * is final. `asked` remembers the proxies (host:port) that asked, so later
 * requests to the same one send them up front instead of being refused first.
 */
export async function withProxyAuth<T>(
  proxy: ProxyAddress,
  credentials: ProxyCredentials | null,
  asked: Set<string>,
  attempt: (sent: ProxyCredentials | null) => Promise<T | typeof PROXY_ASKED>,
): Promise<T> {
  const key = keyOf(proxy)
  const own = credentials && keyOf(credentials.proxy) === key ? credentials : null
  const upFront = own !== null && asked.has(key)
  const first = await attempt(upFront ? own : null)
  if (first !== PROXY_ASKED) return first
  if (own === null) throw proxyAsksProblem(proxy, credentials)
  if (upFront) throw proxyRefusedProblem(proxy)
  asked.add(key)
  const second = await attempt(own)
  if (second !== PROXY_ASKED) return second
  throw proxyRefusedProblem(proxy)
}

function proxyAsksProblem(proxy: ProxyAddress, credentials: ProxyCredentials | null) {
  const name = proxyName(proxy)
  return new NetworkProblem(
    'proxy-auth',
    credentials === null
      ? said('network.proxy.asks', { proxy: name })
      : said('network.proxy.asksOther', { proxy: name, saved: proxyName(credentials.proxy) }),
  )
}

const proxyRefusedProblem = (proxy: ProxyAddress) =>
  new NetworkProblem(
    'proxy-auth',
    said('network.proxy.credentialsRefused', { proxy: proxyName(proxy) }),
  )
