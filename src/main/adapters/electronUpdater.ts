import type { AppUpdater } from 'electron-updater'
import { saying } from '../../shared/i18n/sayMessage'
import type { UpdateStatus } from '../../shared/model/updates'
import { describeUpdateFailure } from '../core/updates/updateFailure'
import type { Updater } from '../core/updates/updater'

/**
 * electron-updater behind the core's Updater. Create it only in a packaged
 * app (`app.isPackaged`): the library imports `electron` and reads
 * resources/app-update.yml, so it is loaded here, on demand, and never by
 * `npm run dev`, the browser harness or the tests.
 */
export async function createElectronUpdater(): Promise<Updater> {
  // CommonJS: ESM sees its exports only on the default import.
  const { default: electronUpdater } = await import('electron-updater')
  const updater: AppUpdater = electronUpdater.autoUpdater
  // check() starts the download itself, so it can say what it is fetching.
  updater.autoDownload = false
  // A downloaded update also installs when the user simply quits.
  updater.autoInstallOnAppQuit = true
  // Its lines carry whole HTTP responses; what matters reaches the user as a status.
  updater.logger = null

  const listeners = new Set<(status: UpdateStatus) => void>()
  const tell = (status: UpdateStatus): void => {
    for (const listener of listeners) listener(status)
  }
  let downloading = ''
  updater.on('download-progress', (progress) =>
    tell({ kind: 'available', version: downloading, percent: Math.floor(progress.percent) }),
  )
  updater.on('update-downloaded', (event) => tell({ kind: 'ready', version: event.version }))

  return {
    async check() {
      const result = await updater.checkForUpdates()
      // electron-updater declines when it cannot replace this copy (no AppImage, a Snap…).
      if (result === null) {
        return {
          kind: 'unavailable',
          reason: 'unsupported-install',
          ...saying('app.updates.unsupportedInstall'),
        }
      }
      if (!result.isUpdateAvailable) {
        return { kind: 'up-to-date', currentVersion: updater.currentVersion.version }
      }
      downloading = result.updateInfo.version
      updater.downloadUpdate().catch((error: unknown) => tell(describeUpdateFailure(error)))
      return { kind: 'available', version: downloading, percent: null }
    },
    onStatus(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    install() {
      // Let the IPC answer reach the page before the windows close.
      setImmediate(() => updater.quitAndInstall())
    },
  }
}
