import { AppFailure } from '../../../shared/ipc/errors'
import { saying } from '../../../shared/i18n/sayMessage'
import type { UpdateStatus } from '../../../shared/model/updates'
import type { EventSink } from '../events'
import { describeUpdateFailure } from './updateFailure'
import type { Updater } from './updater'

/**
 * "Check for updates" and "Restart to update": one check at a time, the last
 * status remembered, and every change pushed to the page (a download moves
 * on after the check has answered).
 */
export class UpdateService {
  private last: UpdateStatus | null = null
  private checking: Promise<UpdateStatus> | null = null

  constructor(
    private readonly updater: Updater,
    private readonly events: EventSink,
  ) {
    updater.onStatus((status) => this.record(status))
  }

  /** The last thing a check or download reported; null before the first check. */
  status(): UpdateStatus | null {
    return this.last
  }

  check(): Promise<UpdateStatus> {
    // Downloading or downloaded: asking again would only start the same download again.
    if (this.last?.kind === 'available' || this.last?.kind === 'ready') {
      return Promise.resolve(this.last)
    }
    this.checking ??= this.updater
      .check()
      .catch((error: unknown) => describeUpdateFailure(error))
      .then((status) => {
        this.checking = null
        return this.record(status)
      })
    return this.checking
  }

  /** Quits and installs; only a downloaded update can be installed. */
  install(): void {
    if (this.last?.kind !== 'ready') {
      throw new AppFailure({ code: 'not-found', ...saying('app.updates.notDownloaded') })
    }
    this.updater.install()
  }

  private record(status: UpdateStatus): UpdateStatus {
    this.last = status
    this.events.emit({ type: 'update-status', status })
    return status
  }
}
