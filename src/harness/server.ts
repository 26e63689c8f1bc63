import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, normalize, resolve, sep } from 'node:path'
import Conf from 'conf'
import { CONTENT_SECURITY_POLICY, contentTypeOf } from '../main/core/contentSecurityPolicy'
import { createCore, type Core } from '../main/core/createCore'
import type { Clock } from '../main/core/clock'
import { openStores } from '../main/core/storage/openStores'
import { storeOptions } from '../main/core/storage/storeOptions'
import { EventStream } from './eventStream'
import { MemoryClipboard } from './memoryClipboard'
import { TestOnlyCipher, type TestProtection } from './testOnlyCipher'

export interface HarnessOptions {
  port: number
  dataDir: string
  rendererDir: string
  bridgeFile: string
  version: string
  clock?: Clock
  /** Which secret protection the test cipher reports, to exercise weak-keyring policy. */
  protection?: TestProtection
}

export interface Harness {
  url: string
  clipboard: MemoryClipboard
  core: Core
  close(): Promise<void>
}

const MAX_IPC_BODY = 2 * 1024 * 1024

/**
 * Serves the built renderer and hosts the main process's handlers in Node,
 * for tests and development in a plain browser. Swapped against the app:
 * transport (HTTP on loopback), cipher (TestOnlyCipher) and clipboard (memory).
 */
export async function startHarness(options: HarnessOptions): Promise<Harness> {
  const clipboard = new MemoryClipboard()
  const events = new EventStream()
  const stores = openStores(
    (name) => new Conf<Record<string, unknown>>({ ...storeOptions(name), cwd: options.dataDir }),
    (name) => join(options.dataDir, `${name}.json`),
    options.clock ?? Date.now,
  )
  const core = createCore({
    ...stores,
    cipher: new TestOnlyCipher(options.protection),
    clipboard,
    runtime: 'harness',
    version: options.version,
    events,
    ...(options.clock ? { clock: options.clock } : {}),
  })
  const stopBackground = core.start()

  const rendererDir = resolve(options.rendererDir)
  let origin = ''
  const server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, 'text/plain; charset=utf-8', 'Harness error'))
  })

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Loopback only, and only pages we served: a foreign site or a rebound DNS
    // name cannot drive the handlers.
    const host = req.headers.host ?? ''
    if (
      `http://${host}` !== origin &&
      `http://${host}` !== origin.replace('127.0.0.1', 'localhost')
    ) {
      return send(res, 421, 'text/plain; charset=utf-8', 'Unexpected Host header')
    }
    const url = new URL(req.url ?? '/', origin)

    if (url.pathname.startsWith('/__ipc/')) {
      if (req.method !== 'POST') return send(res, 405, 'text/plain; charset=utf-8', 'POST only')
      const from = req.headers.origin
      if (from !== undefined && from !== origin && from !== `http://${host}`) {
        return sendJson(res, 403, {
          ok: false,
          error: {
            code: 'forbidden-sender',
            message: 'Calls are accepted only from the harness page.',
          },
        })
      }
      const body = await readBody(req)
      if (body === null) {
        return sendJson(res, 413, {
          ok: false,
          error: { code: 'invalid-input', message: 'The call was too large.', issues: [] },
        })
      }
      let input: unknown
      try {
        input = (JSON.parse(body || '{}') as { input?: unknown }).input
      } catch {
        return sendJson(res, 400, {
          ok: false,
          error: { code: 'invalid-input', message: 'The call was not valid JSON.', issues: [] },
        })
      }
      return sendJson(res, 200, await core.dispatch(url.pathname.slice('/__ipc/'.length), input))
    }

    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return send(res, 405, 'text/plain; charset=utf-8', 'Method not allowed')
    }
    if (url.pathname === '/__events') {
      return events.attach(res, securityHeaders)
    }
    if (url.pathname === '/__harness/clipboard') {
      return send(res, 200, 'text/plain; charset=utf-8', await clipboard.readText())
    }
    if (url.pathname === '/__harness/bridge.js') {
      return send(res, 200, contentTypeOf('bridge.js'), await readFile(options.bridgeFile))
    }
    if (url.pathname === '/' || url.pathname === '/index.html') {
      const html = await readFile(join(rendererDir, 'index.html'), 'utf8')
      // The bridge must run before the app's module script, like a preload.
      const withBridge = html.replace(
        '<script',
        '<script src="/__harness/bridge.js"></script>\n    <script',
      )
      return send(res, 200, contentTypeOf('index.html'), withBridge)
    }
    const file = normalize(join(rendererDir, decodeURIComponent(url.pathname)))
    if (!file.startsWith(rendererDir + sep)) return send(res, 404, 'text/plain', 'Not found')
    try {
      const content = await readFile(file)
      return send(res, 200, contentTypeOf(file), content)
    } catch {
      return send(res, 404, 'text/plain; charset=utf-8', 'Not found')
    }
  }

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject)
    server.listen(options.port, '127.0.0.1', () => resolveListen())
  })
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url: `${origin}/`,
    clipboard,
    core,
    close: async () => {
      await stopBackground()
      await new Promise<void>((done) => {
        events.closeAll()
        server.closeAllConnections()
        server.close(() => done())
      })
    },
  }
}

const securityHeaders = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
}

function send(res: ServerResponse, status: number, type: string, body: string | Buffer): void {
  res.writeHead(status, { ...securityHeaders, 'Content-Type': type })
  res.end(body)
}

const sendJson = (res: ServerResponse, status: number, value: unknown) =>
  send(res, status, contentTypeOf('x.json'), JSON.stringify(value))

function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_IPC_BODY) {
        resolveBody(null)
        req.destroy()
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => resolveBody(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}
