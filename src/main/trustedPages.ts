/** The app's pages are served from app://token-desk/ (see appProtocol.ts). */
export const APP_SCHEME = 'app'
export const APP_HOST = 'token-desk'
export const APP_START_URL = `${APP_SCHEME}://${APP_HOST}/index.html`

/**
 * Which page URLs main trusts: ours, and in development the dev server's
 * origin. Compares the parsed scheme and host, never `origin`: Node's URL
 * gives every custom-scheme URL the origin "null", and never string
 * prefixes, which `app://token-desk.evil` or `app://token-desk@evil` pass.
 */
export function trustedPages(devServer?: string): (url: string) => boolean {
  const dev = devServer ? new URL(devServer) : null
  return (raw) => {
    let url: URL
    try {
      url = new URL(raw)
    } catch {
      return false
    }
    if (url.username !== '' || url.password !== '') return false
    if (url.protocol === `${APP_SCHEME}:`) return url.host === APP_HOST
    return dev !== null && url.protocol === dev.protocol && url.host === dev.host
  }
}
