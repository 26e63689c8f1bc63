/**
 * Pure rules for choosing a proxy: reading a PAC-style answer ("PROXY
 * host:port; DIRECT", what Chromium's resolveProxy and PAC scripts return),
 * the bypass list, the manual proxy URL and the environment variables the
 * Node transport reads in "system" mode.
 */

import { checkProxyUrl, splitBypass } from '../../../../shared/model/network'

/** One way to reach a host: straight, or through an HTTP proxy (CONNECT for https). */
export type ProxyHop = { kind: 'direct' } | { kind: 'http'; host: string; port: number }

export type PacReading =
  | { kind: 'hops'; hops: ProxyHop[] }
  /** Only entries this app cannot use (SOCKS, HTTPS proxies): named for the error. */
  | { kind: 'unsupported'; entries: string[] }

const hostPort = (text: string, defaultPort: number): { host: string; port: number } | null => {
  const match = /^\[?([^\]\s]*?)\]?(?::(\d{1,5}))?$/.exec(text.trim())
  if (!match || !match[1]) return null
  const port = match[2] === undefined ? defaultPort : Number(match[2])
  if (!Number.isInteger(port) || port < 1 || port > 65535) return null
  return { host: match[1], port }
}

/** Reads "PROXY a:8080; DIRECT" into hops, in order; entries it cannot use are skipped. */
export function parsePacResult(result: string): PacReading {
  const hops: ProxyHop[] = []
  const unsupported: string[] = []
  for (const entry of result.split(';')) {
    const [kind = '', target = ''] = entry.trim().split(/\s+/, 2)
    const upper = kind.toUpperCase()
    if (upper === '') continue
    if (upper === 'DIRECT') {
      hops.push({ kind: 'direct' })
    } else if (upper === 'PROXY') {
      const parsed = hostPort(target, 80)
      if (parsed) hops.push({ kind: 'http', ...parsed })
      else unsupported.push(entry.trim())
    } else {
      unsupported.push(entry.trim())
    }
  }
  if (hops.length === 0 && unsupported.length > 0)
    return { kind: 'unsupported', entries: unsupported }
  return { kind: 'hops', hops: hops.length > 0 ? hops : [{ kind: 'direct' }] }
}

const bareHost = (host: string) => host.replace(/^\[|\]$/g, '').toLowerCase()

/** `host`, `host:port`, `[v6]:port` or a bare IPv6 address. */
function splitEntry(entry: string): { name: string; port: string | null } {
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry)
  if (bracketed) return { name: bracketed[1] ?? '', port: bracketed[2] ?? null }
  const colons = entry.split(':').length - 1
  const withPort = /^(.*):(\d+)$/.exec(entry)
  if (colons === 1 && withPort) return { name: withPort[1] ?? '', port: withPort[2] ?? null }
  return { name: entry, port: null }
}

/**
 * Whether `url` skips the proxy. An entry is a host name (`intranet.local`),
 * a domain suffix (`.corp.example` or `*.corp.example`), an address, or any
 * of these with `:port`; `<local>` matches names without a dot, `*` everything.
 */
export function isBypassed(url: URL, bypass: readonly string[]): boolean {
  const host = bareHost(url.hostname)
  const port = url.port || (url.protocol === 'https:' ? '443' : '80')
  return bypass.some((raw) => {
    const entry = raw.trim().toLowerCase()
    if (entry === '*') return true
    if (entry === '<local>') return !host.includes('.') && !host.includes(':')
    const { name: entryName, port: entryPort } = splitEntry(entry)
    if (entryPort !== null && entryPort !== port) return false
    let name = entryName
    name = bareHost(name)
    if (name.startsWith('*.')) name = name.slice(1)
    if (name.startsWith('.')) return host.endsWith(name) || host === name.slice(1)
    return host === name
  })
}

/**
 * The Node transport's "system" proxy: `HTTPS_PROXY` / `HTTP_PROXY` (either
 * case) and `NO_PROXY`, as curl reads them, answered in PAC form.
 */
export function envProxyFor(url: URL, env: Record<string, string | undefined>): string {
  const read = (name: string) => env[name.toLowerCase()] ?? env[name.toUpperCase()] ?? ''
  const proxy =
    url.protocol === 'https:' ? read('https_proxy') || read('http_proxy') : read('http_proxy')
  if (!proxy) return 'DIRECT'
  // curl's NO_PROXY: `example.com` also covers its subdomains.
  const noProxy = splitBypass(read('no_proxy')).flatMap((entry) =>
    /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(entry) ? [entry, `.${entry}`] : [entry],
  )
  if (isBypassed(url, noProxy)) return 'DIRECT'
  const checked = checkProxyUrl(proxy)
  return checked.ok
    ? `PROXY ${checked.host.includes(':') ? `[${checked.host}]` : checked.host}:${checked.port}`
    : 'DIRECT'
}
