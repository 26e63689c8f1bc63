import { describe, expect, it } from 'vitest'
import type { Updater } from '../../src/main/core/updates/updater'
import type { AppEvent } from '../../src/shared/ipc/events'
import type { UpdateStatus } from '../../src/shared/model/updates'
import { coreIn } from '../helpers/core'
import { expectError, unwrap } from '../helpers/api'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()

/** An Updater whose checks answer what the test queues, and whose downloads the test moves on. */
class FakeUpdater implements Updater {
  checks = 0
  installs = 0
  private readonly answers: (() => Promise<UpdateStatus>)[] = []
  private readonly listeners = new Set<(status: UpdateStatus) => void>()

  answer(...answers: (() => Promise<UpdateStatus>)[]): this {
    this.answers.push(...answers)
    return this
  }

  check(): Promise<UpdateStatus> {
    this.checks += 1
    const next = this.answers.shift()
    if (!next) throw new Error('check() was not expected')
    return next()
  }

  onStatus(listener: (status: UpdateStatus) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  install(): void {
    this.installs += 1
  }

  /** What electron-updater's download-progress / update-downloaded / error would report. */
  report(status: UpdateStatus): void {
    for (const listener of this.listeners) listener(status)
  }
}

const resolves = (status: UpdateStatus) => () => Promise.resolve(status)
const rejects = (error: unknown) => () => Promise.reject(error)

/** The real core with `updater`, recording what it pushes to the page. */
function coreWith(updater?: Updater) {
  const events: AppEvent[] = []
  const core = coreIn(newDir(), { events: { emit: (e) => events.push(e) }, updater })
  const pushed = () =>
    events.flatMap((e) => (e.type === 'update-status' ? [e.status] : ([] as UpdateStatus[])))
  return { core, pushed }
}

describe('Check for updates', () => {
  it('says updates are checked only in installed builds when the app has no updater', async () => {
    const { core } = coreWith()
    expect(await unwrap(core.api.checkForUpdates())).toEqual({
      kind: 'unavailable',
      reason: 'development-build',
      message: 'Updates are checked only in installed builds.',
      said: { key: 'app.updates.developmentBuild' },
    })
    expect(await expectError(core.api.installUpdate())).toMatchObject({ code: 'not-found' })
  })

  it('up to date: names the version this copy runs', async () => {
    const updater = new FakeUpdater().answer(
      resolves({ kind: 'up-to-date', currentVersion: '1.4.0' }),
    )
    const { core, pushed } = coreWith(updater)
    const status = { kind: 'up-to-date', currentVersion: '1.4.0' }
    expect(await unwrap(core.api.checkForUpdates())).toEqual(status)
    expect(pushed()).toEqual([status])
    expect(core.updates.status()).toEqual(status)
  })

  it('available: follows the download to ready, then installs on request', async () => {
    const updater = new FakeUpdater().answer(
      resolves({ kind: 'available', version: '1.5.0', percent: null }),
    )
    const { core, pushed } = coreWith(updater)
    expect(await unwrap(core.api.checkForUpdates())).toEqual({
      kind: 'available',
      version: '1.5.0',
      percent: null,
    })
    expect(await expectError(core.api.installUpdate())).toEqual({
      code: 'not-found',
      message: 'No update has been downloaded yet: check for updates first.',
      said: { key: 'app.updates.notDownloaded' },
    })

    updater.report({ kind: 'available', version: '1.5.0', percent: 40 })
    // Checking again while it downloads neither asks the feed nor restarts the download.
    expect(await unwrap(core.api.checkForUpdates())).toEqual({
      kind: 'available',
      version: '1.5.0',
      percent: 40,
    })
    updater.report({ kind: 'ready', version: '1.5.0' })
    expect(await unwrap(core.api.checkForUpdates())).toEqual({ kind: 'ready', version: '1.5.0' })
    expect(updater.checks).toBe(1)
    expect(pushed().map((s) => s.kind)).toEqual(['available', 'available', 'ready'])

    expect(await unwrap(core.api.installUpdate())).toEqual({ restarting: true })
    expect(updater.installs).toBe(1)
  })

  it('a failed download can be retried with a new check', async () => {
    const updater = new FakeUpdater().answer(
      resolves({ kind: 'available', version: '1.5.0', percent: null }),
      resolves({ kind: 'available', version: '1.5.0', percent: null }),
    )
    const { core, pushed } = coreWith(updater)
    await unwrap(core.api.checkForUpdates())
    updater.report({ kind: 'failed', message: 'The download broke off.' })
    expect(core.updates.status()).toEqual({ kind: 'failed', message: 'The download broke off.' })
    expect(await expectError(core.api.installUpdate())).toMatchObject({ code: 'not-found' })

    await unwrap(core.api.checkForUpdates())
    expect(updater.checks).toBe(2)
    expect(pushed().map((s) => s.kind)).toEqual(['available', 'failed', 'available'])
  })

  it('failed: a check that throws becomes a message, and the next check asks again', async () => {
    const unreachable = new Error('net::ERR_NAME_NOT_RESOLVED')
    const updater = new FakeUpdater().answer(
      rejects(unreachable),
      resolves({ kind: 'up-to-date', currentVersion: '1.4.0' }),
    )
    const { core } = coreWith(updater)
    expect(await unwrap(core.api.checkForUpdates())).toEqual({
      kind: 'failed',
      message:
        'Could not reach the update server (net::ERR_NAME_NOT_RESOLVED). Check the connection and try again.',
      said: { key: 'app.updates.unreachable', values: { error: 'net::ERR_NAME_NOT_RESOLVED' } },
    })
    expect(await unwrap(core.api.checkForUpdates())).toEqual({
      kind: 'up-to-date',
      currentVersion: '1.4.0',
    })
  })

  it('unavailable: a build without app-update.yml has no feed, which is not a failure', async () => {
    const missing = Object.assign(
      new Error(
        "ENOENT: no such file or directory, open '/opt/Token Desk/resources/app-update.yml'",
      ),
      { code: 'ENOENT' },
    )
    const { core } = coreWith(new FakeUpdater().answer(rejects(missing)))
    expect(await unwrap(core.api.checkForUpdates())).toEqual({
      kind: 'unavailable',
      reason: 'no-feed',
      message:
        'This build has no update feed. Download new versions from where you got Token Desk.',
      said: { key: 'app.updates.noFeed' },
    })
  })

  it('asks the feed once when the user presses the button twice', async () => {
    let answer: (status: UpdateStatus) => void = () => undefined
    const updater = new FakeUpdater().answer(() => new Promise((r) => (answer = r)))
    const { core } = coreWith(updater)
    const first = unwrap(core.api.checkForUpdates())
    const second = unwrap(core.api.checkForUpdates())
    answer({ kind: 'up-to-date', currentVersion: '1.4.0' })
    expect(await first).toEqual(await second)
    expect(updater.checks).toBe(1)
  })

  it('refuses input: the calls take none', async () => {
    const { core } = coreWith()
    expect(await expectError(core.dispatch('checkForUpdates', { force: true }))).toMatchObject({
      code: 'invalid-input',
    })
  })
})
