import { createServer, request, type IncomingHttpHeaders, type IncomingMessage } from 'node:http'
import { connect, type AddressInfo, type Socket } from 'node:net'

export interface ForwardProxy {
  url: string
  port: number
  /** `host:port` of each CONNECT tunnel opened (https). */
  tunnels: string[]
  /** `host:port` of each plain-http request forwarded. */
  forwards: string[]
  /** Requests answered 407. */
  challenged: number
  /** Whether it now echoes its credentials (the option, switched on or off later). */
  echoCredentials: boolean
  /** Every request it was sent (CONNECT and forwarded), with all its headers, in order. */
  received: { method: string; target: string; headers: IncomingHttpHeaders }[]
  close(): Promise<void>
}

const loopback = (host: string) => host === '127.0.0.1' || host === 'localhost'

/**
 * A forward proxy on 127.0.0.1, as a company has: CONNECT tunnels for https,
 * absolute-form forwarding for http, Basic authentication when given
 * credentials (407 otherwise; without them it never asks). It records every
 * header it receives, and reaches loopback only: anything else is 403.
 */
export async function startForwardProxy(
  options: {
    credentials?: { username: string; password: string }
    /** Names only the proxy knows (an intranet's), each to a loopback address. */
    names?: Record<string, string>
    /**
     * A hostile or careless proxy: once given its credentials, it answers every
     * request itself with a 502 whose status text and page echo them, decoded.
     */
    echoCredentials?: boolean
  } = {},
): Promise<ForwardProxy> {
  const resolve = (host: string) => options.names?.[host] ?? host
  const state = {
    tunnels: [] as string[],
    forwards: [] as string[],
    challenged: 0,
    received: [] as ForwardProxy['received'],
    echoCredentials: options.echoCredentials ?? false,
  }
  const record = (req: IncomingMessage) =>
    state.received.push({
      method: req.method ?? '',
      target: req.url ?? '',
      headers: { ...req.headers },
    })
  const expected = options.credentials
    ? `Basic ${Buffer.from(`${options.credentials.username}:${options.credentials.password}`).toString('base64')}`
    : null
  const allowed = (req: IncomingMessage) =>
    expected === null || req.headers['proxy-authorization'] === expected
  const sockets = new Set<Socket>()
  const decoded = (req: IncomingMessage) =>
    Buffer.from(String(req.headers['proxy-authorization']).slice('Basic '.length), 'base64')
      .toString()
      .replace(/[^\x20-\x7e]/g, '?')

  const server = createServer((req, res) => {
    record(req)
    if (!allowed(req)) {
      state.challenged++
      res.writeHead(407, { 'Proxy-Authenticate': 'Basic realm="test proxy"' }).end()
      return
    }
    if (state.echoCredentials) {
      const page = `<h1>502</h1><p>Upstream failed for ${decoded(req)} (password ${decoded(req).split(':').slice(1).join(':')}); sent ${String(req.headers['proxy-authorization'])}</p>`
      res
        .writeHead(502, `Bad Gateway for ${decoded(req)}`, { 'Content-Type': 'text/html' })
        .end(page)
      return
    }
    let target: URL
    try {
      target = new URL(req.url ?? '')
    } catch {
      res.writeHead(400).end()
      return
    }
    if (!loopback(resolve(target.hostname))) {
      res.writeHead(403).end()
      return
    }
    state.forwards.push(target.host)
    const headers = { ...req.headers }
    delete headers['proxy-authorization']
    const upstream = request(
      {
        host: resolve(target.hostname),
        port: target.port,
        method: req.method,
        path: `${target.pathname}${target.search}`,
        headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => res.writeHead(502).end())
    req.pipe(upstream)
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  server.on('connect', (req: IncomingMessage, client: Socket) => {
    record(req)
    if (!allowed(req)) {
      state.challenged++
      client.end(
        'HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic realm="test proxy"\r\nContent-Length: 0\r\n\r\n',
      )
      return
    }
    if (state.echoCredentials) {
      client.end(`HTTP/1.1 502 Bad Gateway for ${decoded(req)}\r\nContent-Length: 0\r\n\r\n`)
      return
    }
    const [host = '', port = ''] = (req.url ?? '').split(/:(?=\d+$)/)
    if (!loopback(resolve(host))) {
      client.end('HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n')
      return
    }
    state.tunnels.push(`${host}:${port}`)
    const upstream = connect(Number(port), resolve(host), () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      upstream.pipe(client)
      client.pipe(upstream)
    })
    sockets.add(upstream)
    upstream.on('close', () => sockets.delete(upstream))
    upstream.on('error', () => client.destroy())
    client.on('error', () => upstream.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    get tunnels() {
      return state.tunnels
    },
    get forwards() {
      return state.forwards
    },
    get challenged() {
      return state.challenged
    },
    get received() {
      return state.received
    },
    get echoCredentials() {
      return state.echoCredentials
    },
    set echoCredentials(on: boolean) {
      state.echoCredentials = on
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
