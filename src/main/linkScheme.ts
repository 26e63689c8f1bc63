import type { App } from 'electron'
import { resolve } from 'node:path'
import { LINK_SCHEME } from '../shared/model/deskLink'

/**
 * The app as the OS's handler of tokendesk:// links (docs/api/app.md,
 * setAsDefaultProtocolClient; the installers declare it too: electron-builder's
 * `protocols`). Run from source (`electron .`, process.defaultApp), the OS
 * must start Electron with the app's folder, as the deep-links tutorial says.
 */
export function registerLinkScheme(
  app: Pick<App, 'setAsDefaultProtocolClient'>,
  proc: Pick<NodeJS.Process, 'defaultApp' | 'argv' | 'execPath'>,
  log: (line: string) => void,
): void {
  const script = proc.argv[1]
  const registered =
    proc.defaultApp && script !== undefined
      ? app.setAsDefaultProtocolClient(LINK_SCHEME, proc.execPath, [resolve(script)])
      : app.setAsDefaultProtocolClient(LINK_SCHEME)
  if (!registered) log(`the OS did not take Token Desk as the handler of ${LINK_SCHEME}:// links`)
}

/**
 * The link in a command line: Windows and Linux start the app (a second
 * instance, or the first) with the link as an argument, the last one as
 * Electron's docs say (second-instance); Chromium may add switches around
 * it. Null: none. What it holds is read strictly later (readDeskLink).
 */
export function linkIn(argv: readonly string[]): string | null {
  const prefix = `${LINK_SCHEME}:`
  return argv.findLast((arg) => arg.slice(0, prefix.length).toLowerCase() === prefix) ?? null
}
