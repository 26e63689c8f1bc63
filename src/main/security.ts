import { app, session } from 'electron'

/**
 * App-wide hardening from Electron's security checklist: deny every
 * permission, block navigation away from the app, new windows and webviews.
 */
export function hardenApp(isTrustedUrl: (url: string) => boolean): void {
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) =>
    callback(false),
  )
  session.defaultSession.setPermissionCheckHandler(() => false)
  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-navigate', (event, url) => {
      if (!isTrustedUrl(url)) event.preventDefault()
    })
    contents.on('will-redirect', (event, url) => {
      if (!isTrustedUrl(url)) event.preventDefault()
    })
    contents.on('will-attach-webview', (event) => event.preventDefault())
    contents.setWindowOpenHandler(() => ({ action: 'deny' }))
  })
}

/** Compares origins, never string prefixes. */
export function trustedOrigins(origins: string[]): (url: string) => boolean {
  return (url) => {
    try {
      return origins.includes(new URL(url).origin)
    } catch {
      return false
    }
  }
}
