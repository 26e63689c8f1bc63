import { request } from 'node:http'
import { createServer, type ServerOptions } from 'node:https'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'

export interface TlsFront {
  url: string
  /** Requests that reached the server (after the TLS handshake). */
  requests: number
  /** TLS connections it accepted (handshakes completed). */
  connections: number
  close(): Promise<void>
}

/**
 * An https server on 127.0.0.1 in front of a plain-http one (the sandbox):
 * what a real portal behind TLS looks like, with the test's certificates
 * (and, for mTLS, `requestCert` and the client CA).
 */
export async function startTlsFront(target: string, tls: ServerOptions): Promise<TlsFront> {
  const upstream = new URL(target)
  const state = { requests: 0, connections: 0 }
  const sockets = new Set<Duplex>()
  const server = createServer(tls, (req, res) => {
    state.requests++
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    forward.on('error', () => res.writeHead(502).end())
    req.pipe(forward)
  })
  server.on('secureConnection', () => state.connections++)
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  // A failed handshake is the test's point, not an error of the server.
  server.on('tlsClientError', () => undefined)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get requests() {
      return state.requests
    },
    get connections() {
      return state.connections
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
