import { app, session } from 'electron'

/**
 * App-wide hardening from Electron's security checklist: deny every
 * permission, keep every web contents on our own pages, no new windows,
 * no webviews. Each refusal is logged with what was refused.
 */
export function hardenApp(
  isTrustedUrl: (url: string) => boolean,
  log: (line: string) => void,
): void {
  session.defaultSession.setPermissionRequestHandler((_contents, permission, callback) => {
    log(`refused permission request: ${permission}`)
    callback(false)
  })
  session.defaultSession.setPermissionCheckHandler(() => false)
  app.on('web-contents-created', (_event, contents) => {
    const guard = (kind: string) => (event: { preventDefault(): void }, url: string) => {
      if (isTrustedUrl(url)) return
      event.preventDefault()
      log(`blocked ${kind} to ${describeUrl(url)}`)
    }
    contents.on('will-navigate', guard('navigation'))
    contents.on('will-redirect', guard('redirect'))
    contents.on('will-attach-webview', (event) => {
      event.preventDefault()
      log('blocked a webview')
    })
    contents.setWindowOpenHandler(({ url }) => {
      log(`blocked a new window for ${describeUrl(url)}`)
      return { action: 'deny' }
    })
  })
}

/** Scheme and host only: a refused URL's path or query may carry anything. */
export function describeUrl(raw: string): string {
  try {
    const url = new URL(raw)
    return `${url.protocol}//${url.host}`
  } catch {
    return 'an invalid URL'
  }
}
