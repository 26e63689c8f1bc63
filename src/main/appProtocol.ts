import { net, protocol } from 'electron'
import { isAbsolute, join, normalize, relative, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { CONTENT_SECURITY_POLICY, contentTypeOf } from './core/contentSecurityPolicy'
import { APP_HOST, APP_SCHEME } from './trustedPages'

/**
 * Must run before app `ready`. With `codeCache`, V8 keeps the window's
 * compiled code between starts, as it does for http(s) pages: without it,
 * every start compiles the whole renderer bundle (about 1 MB) again.
 * Electron allows it on standard schemes only (docs/api/structures/custom-scheme.md).
 */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
    },
  ])
}

const headers = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
}

const notFound = () =>
  new Response('Not found', { status: 404, headers: { ...headers, 'Content-Type': 'text/plain' } })

/**
 * Serves the built renderer from app://token-desk/ instead of file://, so the
 * page has a real origin to check and a CSP header (Electron security
 * checklist). Only files inside the renderer folder, only for our host.
 */
export function serveRenderer(rendererDir: string): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const file = rendererFileFor(request.url, rendererDir)
    if (file === null || (request.method !== 'GET' && request.method !== 'HEAD')) return notFound()
    let response: Response
    try {
      response = await net.fetch(pathToFileURL(file).toString())
    } catch {
      return notFound()
    }
    if (!response.ok) return notFound()
    return new Response(response.body, {
      status: 200,
      headers: { ...headers, 'Content-Type': contentTypeOf(file) },
    })
  })
}

/** The file an app:// URL names, or null when it is not ours or leaves the renderer folder. */
export function rendererFileFor(rawUrl: string, rendererDir: string): string | null {
  let url: URL
  let path: string
  try {
    url = new URL(rawUrl)
    path = decodeURIComponent(url.pathname)
  } catch {
    return null
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST || url.username !== '') return null
  if (path.includes('\0') || path.includes('\\')) return null
  const file = normalize(join(rendererDir, path === '/' ? '/index.html' : path))
  const inside = relative(rendererDir, file)
  if (
    inside === '' ||
    inside.startsWith('..') ||
    isAbsolute(inside) ||
    !file.startsWith(rendererDir + sep)
  ) {
    return null
  }
  return file
}
