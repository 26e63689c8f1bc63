import { net, protocol } from 'electron'
import { join, normalize, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { CONTENT_SECURITY_POLICY, contentTypeOf } from './core/contentSecurityPolicy'

export const APP_SCHEME = 'app'
export const APP_ORIGIN = `${APP_SCHEME}://token-desk`

/** Must run before app `ready`. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ])
}

/**
 * Serves the built renderer from app://token-desk/ instead of file://, so the
 * page has a real origin to check and a CSP header (Electron security checklist).
 */
export function serveRenderer(rendererDir: string): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url)
    const path = url.pathname === '/' ? '/index.html' : decodeURIComponent(url.pathname)
    const file = normalize(join(rendererDir, path))
    if (url.host !== 'token-desk' || !file.startsWith(rendererDir + sep)) {
      return new Response('Not found', { status: 404 })
    }
    const response = await net.fetch(pathToFileURL(file).toString())
    if (!response.ok) return new Response('Not found', { status: 404 })
    return new Response(response.body, {
      status: 200,
      headers: {
        'Content-Type': contentTypeOf(file),
        'Content-Security-Policy': CONTENT_SECURITY_POLICY,
        'X-Content-Type-Options': 'nosniff',
      },
    })
  })
}
