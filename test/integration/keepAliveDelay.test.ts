import { subscribe, unsubscribe } from 'node:diagnostics_channel'
import type { ClientRequest } from 'node:http'
import type { Socket } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { demoProfile, unwrap } from '../helpers/api'
import { coreIn } from '../helpers/core'
import { useTempDirs } from '../helpers/tempDir'
import { startTlsFront } from '../helpers/tlsFront'
import { useTlsRig } from '../helpers/tlsRig'

const newDir = useTempDirs()
const rig = useTlsRig()

/**
 * Every TCP keep-alive delay set on the sockets of the requests to `host` made meanwhile
 * (axios sets one on each request's socket, the agent one each time it keeps it).
 */
function keepAliveDelays(host: string): { delays: Set<number | undefined>; stop(): void } {
  const delays = new Set<number | undefined>()
  const watched = new WeakSet<Socket>()
  const onStart = (message: unknown) => {
    const { request } = message as { request: ClientRequest }
    // The app's requests only: not the TLS front's own to the sandbox behind it.
    if (request.getHeader('host') !== host) return
    const watch = (socket: Socket) => {
      if (watched.has(socket)) return
      watched.add(socket)
      const set = socket.setKeepAlive.bind(socket)
      socket.setKeepAlive = (enable?: boolean, delay?: number) => {
        if (enable) delays.add(delay)
        return set(enable, delay)
      }
    }
    // Published once the request has its socket (before its 'socket' event, where axios sets its delay).
    if (request.socket) watch(request.socket)
    else request.once('socket', watch)
  }
  subscribe('http.client.request.start', onStart)
  return { delays, stop: () => unsubscribe('http.client.request.start', onStart) }
}

let watch: ReturnType<typeof keepAliveDelays> | null = null
afterEach(() => watch?.stop())

describe("a kept connection's TCP keep-alive", () => {
  // Node asks the OS again only when the delay changes: one delay means no
  // setsockopt on a reused connection, two alternating ones cost every request two.
  it.each(['http', 'https'])(
    'is set with one delay over %s, however many requests reuse it',
    async (scheme) => {
      const core = coreIn(newDir())
      let baseUrl = rig.sandbox.urls.portal
      if (scheme === 'https') {
        const front = rig.track(await startTlsFront(baseUrl, rig.pki.server))
        await unwrap(core.api.updateSettings({ extraCaFiles: [rig.pki.caFile] }))
        baseUrl = front.url
      }
      const profile = await demoProfile(core.api, rig.sandbox, { baseUrl })
      watch = keepAliveDelays(new URL(baseUrl).host)
      for (let i = 0; i < 3; i++) await unwrap(core.api.getToken({ profileId: profile.id }))
      expect([...watch.delays]).toEqual([60_000])
    },
  )
})
