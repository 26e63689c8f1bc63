/**
 * Sent with the renderer's HTML by the app's protocol handler and by the
 * harness; src/renderer/index.html carries the same policy as a meta tag
 * (without frame-ancestors, which only works as a header). No inline styles:
 * the built renderer has no <style> element or style attribute, and React's
 * `style` props are set through CSSOM, which CSP does not govern.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')

/**
 * The policy the renderer's page gets from Vite's dev server (`npm run dev`).
 * Vite injects the CSS it serves as <style> elements, and the React plugin an
 * inline module script: `style-src 'self'` left the page unstyled. Each gets
 * the dev server's nonce instead of 'unsafe-inline', so nothing else inline
 * runs even in development; the built app keeps CONTENT_SECURITY_POLICY.
 * (No frame-ancestors: a meta tag cannot carry it.)
 */
export function devContentSecurityPolicy(nonce: string): string {
  return CONTENT_SECURITY_POLICY.split('; ')
    .filter((directive) => !directive.startsWith('frame-ancestors'))
    .map((directive) =>
      /^(script|style)-src /.test(directive) ? `${directive} 'nonce-${nonce}'` : directive,
    )
    .join('; ')
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
}

/** The Content-Type to serve a built renderer file with, by its extension. */
export const contentTypeOf = (path: string): string =>
  contentTypes[/\.[a-z0-9]+$/i.exec(path)?.[0].toLowerCase() ?? ''] ?? 'application/octet-stream'
