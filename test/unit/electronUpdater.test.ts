import { EventEmitter } from 'node:events'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createElectronUpdater } from '../../src/main/adapters/electronUpdater'
import { describeUpdateFailure } from '../../src/main/core/updates/updateFailure'
import type { UpdateStatus } from '../../src/shared/model/updates'

/** electron-updater's autoUpdater as the adapter uses it: settings, events, four calls. */
class FakeAutoUpdater extends EventEmitter {
  autoDownload = true
  autoInstallOnAppQuit = false
  logger: unknown = console
  currentVersion = { version: '1.2.3' }
  checkForUpdates = vi.fn<() => Promise<unknown>>()
  downloadUpdate = vi.fn<() => Promise<string[]>>()
  quitAndInstall = vi.fn<() => void>()
}

const fake = vi.hoisted(() => ({ updater: null as FakeAutoUpdater | null }))

// The adapter imports the library on demand; CommonJS, so its exports sit on the default import.
vi.mock('electron-updater', () => ({
  default: {
    get autoUpdater() {
      return fake.updater
    },
  },
}))

/** What checkForUpdates() resolves with when the feed names another version. */
const found = (version: string, isUpdateAvailable: boolean) => ({
  isUpdateAvailable,
  updateInfo: { version, files: [], path: '', sha512: '', releaseDate: '' },
  versionInfo: { version },
})

describe('the electron-updater adapter (src/main/adapters/electronUpdater.ts)', () => {
  let updater: FakeAutoUpdater
  beforeEach(() => {
    updater = new FakeAutoUpdater()
    fake.updater = updater
  })

  async function adapter() {
    const created = await createElectronUpdater()
    const statuses: UpdateStatus[] = []
    created.onStatus((status) => statuses.push(status))
    return { created, statuses }
  }

  it('downloads only when asked, installs on quit, and keeps its HTTP-laden log to itself', async () => {
    await createElectronUpdater()
    expect(updater.autoDownload).toBe(false)
    expect(updater.autoInstallOnAppQuit).toBe(true)
    expect(updater.logger).toBeNull()
  })

  it('says this copy cannot update itself when electron-updater declines to check', async () => {
    updater.checkForUpdates.mockResolvedValue(null)
    const { created } = await adapter()
    expect(await created.check()).toEqual({
      kind: 'unavailable',
      reason: 'unsupported-install',
      message: expect.stringContaining('cannot update itself'),
      said: { key: 'app.updates.unsupportedInstall' },
    })
    expect(updater.downloadUpdate).not.toHaveBeenCalled()
  })

  it('is up to date, with the running version, when the feed has nothing newer', async () => {
    updater.checkForUpdates.mockResolvedValue(found('1.2.3', false))
    const { created } = await adapter()
    expect(await created.check()).toEqual({ kind: 'up-to-date', currentVersion: '1.2.3' })
    expect(updater.downloadUpdate).not.toHaveBeenCalled()
  })

  it('starts the download of a newer version and reports its progress, then that it is ready', async () => {
    updater.checkForUpdates.mockResolvedValue(found('1.3.0', true))
    updater.downloadUpdate.mockResolvedValue([])
    const { created, statuses } = await adapter()
    expect(await created.check()).toEqual({ kind: 'available', version: '1.3.0', percent: null })
    expect(updater.downloadUpdate).toHaveBeenCalledTimes(1)

    updater.emit('download-progress', {
      percent: 41.7,
      bytesPerSecond: 1,
      total: 10,
      transferred: 4,
    })
    updater.emit('update-downloaded', { version: '1.3.0' })
    expect(statuses).toEqual([
      { kind: 'available', version: '1.3.0', percent: 41 },
      { kind: 'ready', version: '1.3.0' },
    ])
  })

  it('reports a failed download the way every update failure is described', async () => {
    const failure = Object.assign(new Error('net::ERR_INTERNET_DISCONNECTED'), { code: '' })
    updater.checkForUpdates.mockResolvedValue(found('1.3.0', true))
    updater.downloadUpdate.mockRejectedValue(failure)
    const { created, statuses } = await adapter()
    expect((await created.check()).kind).toBe('available')
    await vi.waitFor(() => expect(statuses).toHaveLength(1))
    expect(statuses[0]).toEqual(describeUpdateFailure(failure))
    expect(statuses[0]!.kind).toBe('failed')
  })

  it('stops telling a listener that unsubscribed', async () => {
    const { created } = await adapter()
    const heard: UpdateStatus[] = []
    const stop = created.onStatus((status) => heard.push(status))
    stop()
    updater.emit('update-downloaded', { version: '1.3.0' })
    expect(heard).toEqual([])
  })

  it('installs on the next tick, so the answer to the call reaches the page first', async () => {
    const { created } = await adapter()
    created.install()
    expect(updater.quitAndInstall).not.toHaveBeenCalled()
    await new Promise((tick) => setImmediate(tick))
    expect(updater.quitAndInstall).toHaveBeenCalledTimes(1)
  })
})
