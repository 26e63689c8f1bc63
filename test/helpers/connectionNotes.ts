import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

/**
 * A server's request listener that notes each request as "<METHOD> new" or
 * "<METHOD> reused" by the connection it came on, and answers `{"ok":true}`.
 * `closeReused`: a request on a reused connection is not answered and its
 * connection is closed, as a restart or the server's idle timeout does to a
 * client that reuses it at that moment.
 */
export function noteConnections(options: { closeReused?: boolean } = {}) {
  const served = new WeakMap<Socket, number>()
  const seen: string[] = []
  const listener = (request: IncomingMessage, response: ServerResponse): void => {
    const n = (served.get(request.socket) ?? 0) + 1
    served.set(request.socket, n)
    seen.push(`${request.method} ${n === 1 ? 'new' : 'reused'}`)
    if (n > 1 && options.closeReused) {
      request.socket.destroy()
      return
    }
    request.resume()
    response.end('{"ok":true}')
  }
  return { listener, seen: () => [...seen] }
}
