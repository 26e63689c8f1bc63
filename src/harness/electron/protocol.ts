import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { lifecycle, logLine, onReset, records } from './state'

type ProtocolHandler = (request: Request) => Response | Promise<Response>

const handlers = new Map<string, ProtocolHandler>()

/** A scheme's privileges as Electron reads them (a missing one is false). */
interface CustomScheme {
  scheme: string
  privileges?: { standard?: boolean; codeCache?: boolean }
}

const isCustomScheme = (value: unknown): value is CustomScheme =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { scheme?: unknown }).scheme === 'string'

/** Electron's protocol module: privileged schemes before ready, one handler per scheme. */
export const protocol = {
  /**
   * As shell/browser/api/electron_api_protocol.cc: after ready it throws;
   * an argument that is not an array of schemes throws; and so does a code
   * cache asked for a scheme that is not standard (the cache is keyed by its
   * origin), before any scheme of the call is registered.
   */
  registerSchemesAsPrivileged(schemes: unknown): void {
    if (lifecycle.ready)
      throw new Error('protocol.registerSchemesAsPrivileged should be called before app is ready')
    if (!Array.isArray(schemes) || !schemes.every(isCustomScheme))
      throw new Error('Argument must be an array of custom schemes.')
    if (schemes.some((s) => s.privileges?.codeCache === true && s.privileges.standard !== true))
      throw new Error(
        'Code cache can only be enabled when the custom scheme is registered as standard scheme.',
      )
    records.privilegedSchemes.push(...schemes)
  },
  handle(scheme: string, handler: ProtocolHandler): void {
    if (handlers.has(scheme)) throw new Error(`Failed to register protocol: ${scheme}`)
    handlers.set(scheme, handler)
  },
  unhandle(scheme: string): void {
    handlers.delete(scheme)
  },
  isProtocolHandled(scheme: string): boolean {
    return handlers.has(scheme)
  },
  /**
   * What Chromium does for a request to a handled scheme: the handler's
   * Response, or a network error when there is no handler or it fails.
   */
  async request(request: Request): Promise<Response> {
    const scheme = new URL(request.url).protocol.replace(/:$/, '')
    const handler = handlers.get(scheme)
    if (!handler) throw new Error('net::ERR_UNKNOWN_URL_SCHEME')
    try {
      return await handler(request)
    } catch (error) {
      logLine(`protocol handler for ${scheme}: failed with ${String(error)}`)
      throw new Error('net::ERR_FAILED', { cause: error })
    }
  },
}

/** Electron's `net.fetch`: file: URLs are read from disk, http(s) go to the network (loopback here). */
export const net = {
  async fetch(input: string | Request, init?: RequestInit): Promise<Response> {
    const url = typeof input === 'string' ? input : input.url
    if (url.startsWith('file:')) {
      try {
        return new Response(new Uint8Array(await readFile(fileURLToPath(url))), { status: 200 })
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code
        throw new Error(code === 'ENOENT' ? 'net::ERR_FILE_NOT_FOUND' : 'net::ERR_ACCESS_DENIED', {
          cause: error,
        })
      }
    }
    if (/^https?:/.test(url)) return fetch(input, init)
    return protocol.request(typeof input === 'string' ? new Request(input, init) : input)
  },
}

onReset(() => {
  handlers.clear()
})
