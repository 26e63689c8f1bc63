import type { App } from 'electron'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { autostartEntry } from '../core/desktop/autostartEntry'
import { HIDDEN_FLAG, startsHidden, type LoginItem } from '../core/desktop/loginStart'

type LoginApp = Pick<
  App,
  'setLoginItemSettings' | 'getLoginItemSettings' | 'getPath' | 'getAppPath' | 'isPackaged' | 'name'
>

/**
 * "Open at login" on each OS. macOS and Windows: Electron's login item
 * (docs/api/app.md, setLoginItemSettings). Windows passes HIDDEN_FLAG in
 * the Run key's `args`; macOS cannot pass anything (Electron 45 removed
 * `openAsHidden`), so a start reads `wasOpenedAtLogin`. Linux: Electron's
 * call does nothing (browser_linux.cc), so the app writes the XDG autostart
 * entry desktops read, in `$XDG_CONFIG_HOME/autostart` (Electron's appData
 * on Linux is `$XDG_CONFIG_HOME` or ~/.config).
 */
export function electronLoginItem(
  app: LoginApp,
  platform: NodeJS.Platform,
  argv: readonly string[],
  env: Record<string, string | undefined>,
): LoginItem {
  if (platform === 'darwin' || platform === 'win32') {
    const args = platform === 'win32' ? [HIDDEN_FLAG] : []
    return {
      set: async (open) => app.setLoginItemSettings({ openAtLogin: open, args }),
      startedHidden: () =>
        startsHidden(argv, platform === 'darwin' && app.getLoginItemSettings().wasOpenedAtLogin),
      state: () => {
        // docs/api/app.md, getLoginItemSettings: macOS's `status`; on Windows `openAtLogin` for
        // the same args, and `executableWillLaunchAtLogin` false once Startup apps turned it off.
        if (platform === 'darwin') {
          const { status } = app.getLoginItemSettings()
          return status === 'requires-approval'
            ? 'needs-approval'
            : status === 'not-found'
              ? 'not-found'
              : 'as-set'
        }
        const item = app.getLoginItemSettings({ args })
        return item.openAtLogin && !item.executableWillLaunchAtLogin
          ? 'turned-off-in-startup-apps'
          : 'as-set'
      },
    }
  }
  const file = join(app.getPath('appData'), 'autostart', `${desktopId(app.name)}.desktop`)
  // An AppImage's executable lives in a mount that changes each run: its own path stays.
  const executable = env['APPIMAGE'] || process.execPath
  const command = app.isPackaged
    ? [executable, HIDDEN_FLAG]
    : [executable, app.getAppPath(), HIDDEN_FLAG]
  return {
    set: async (open) => {
      if (!open) return rm(file, { force: true })
      await mkdir(join(file, '..'), { recursive: true })
      await writeFile(file, autostartEntry(app.name, command), { mode: 0o644 })
    },
    startedHidden: () => startsHidden(argv, false),
    // Desktops start what the autostart folder holds; nothing there asks anyone.
    state: () => 'as-set',
  }
}

/** "Token Desk" → "token-desk": the entry's file name, as a desktop id. */
const desktopId = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'app'
