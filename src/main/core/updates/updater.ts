import { saying } from '../../../shared/i18n/sayMessage'
import type { UpdateStatus } from '../../../shared/model/updates'

/**
 * How this copy of the app updates itself: electron-updater in an installed
 * build (src/main/adapters/electronUpdater.ts), `unavailableUpdater` elsewhere.
 */
export interface Updater {
  /**
   * Asks the update feed. When a newer version exists it starts downloading
   * it and answers `available`; the download's progress and end (`ready` or
   * `failed`) arrive through `onStatus`.
   */
  check(): Promise<UpdateStatus>
  /** Follows the download that `check` started; returns the function that stops listening. */
  onStatus(listener: (status: UpdateStatus) => void): () => void
  /** Quits and installs the downloaded update, then starts the new version. */
  install(): void
}

/** The updater of a copy that cannot update itself: every check says why. */
export function unavailableUpdater(
  status: Extract<UpdateStatus, { kind: 'unavailable' }> = {
    kind: 'unavailable',
    reason: 'development-build',
    ...saying('app.updates.developmentBuild'),
  },
): Updater {
  return {
    check: async () => status,
    onStatus: () => () => undefined,
    install: () => undefined,
  }
}
