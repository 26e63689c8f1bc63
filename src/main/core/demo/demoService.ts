import { randomBytes } from 'node:crypto'
import type { DemoStarted } from '../../../shared/ipc/contract'
import { AppFailure } from '../../../shared/ipc/errors'
import type { Worded } from '../../../shared/i18n/said'
import { saying } from '../../../shared/i18n/sayMessage'
import {
  DEMO_TAG,
  type DemoFault,
  type DemoService as DemoServiceView,
  type DemoStatus,
  type DemoUrls,
} from '../../../shared/model/demo'
import { isLoopbackUrl } from '../../../shared/model/baseUrl'
import type { Profile, ProfileView } from '../../../shared/model/profile'
import type { EventSink } from '../events'
import type { ProfileRepository } from '../profiles/profileRepository'
import type { ProfileService } from '../profiles/profileService'
import type { SecretKeeper } from '../secrets/secretKeeper'
import type { JsonStore } from '../storage/jsonStore'
import { demoUrlOf, type DemoHost, type DemoLogin, type RunningDemo } from './demoHost'
import { portsOf, readDemoRecord, writeDemoRecord } from './demoRecord'

interface Running {
  kind: 'running'
  demo: RunningDemo
  fault: DemoFault
  latencyMs: number
  movedFrom: DemoUrls | null
}

type Service =
  | { kind: 'stopped' }
  | { kind: 'starting'; ready: Promise<Running> }
  | Running
  | ({ kind: 'failed' } & Worded)

export interface DemoDeps {
  /** Absent in a build without the sandbox: every demo call then says so. */
  host: DemoHost | undefined
  profiles: ProfileService
  repo: ProfileRepository
  /** profiles.json: where the demo last ran. */
  store: JsonStore
  /** The key the demo service signs its tokens with, kept wherever tokens are kept. */
  keys: SecretKeeper
  events: EventSink
  log: (line: string) => void
}

const TOKEN_KEY = 'token-key'
const NOTE = 'Created by “Try the local sandbox”: a fake service on this computer.'

const notAvailable = (): AppFailure =>
  new AppFailure({
    code: 'unavailable',
    ...saying('requests.demo.notInBuild'),
  })

/**
 * "Try the local sandbox": runs the demo service the app was given, keeps a
 * profile per login it offers, and brings it back on the same ports at the
 * next launch so those profiles and their tokens keep working.
 */
export class DemoService {
  private service: Service = { kind: 'stopped' }

  constructor(private readonly deps: DemoDeps) {}

  status(): DemoStatus {
    return {
      service: this.view(),
      profiles: this.demoProfiles().length,
      expectedProfiles: this.deps.host?.logins.length ?? 0,
    }
  }

  /** Runs the service and makes (or resets) a profile per login; the user asked for the demo. */
  async start(): Promise<DemoStarted> {
    const host = this.deps.host
    if (!host) throw notAvailable()
    const { demo } = await this.ensureRunning(host)
    const existing = new Map(this.demoProfiles().map((p) => [p.name, p]))
    const profiles: ProfileView[] = []
    const ids = new Set([...existing.values()].map((p) => p.id))
    for (const login of host.logins) {
      const fields = fieldsOf(login, demo.urls)
      const found = existing.get(login.name)
      if (found) {
        profiles.push(await this.deps.profiles.update(found.id, fields, login.password))
        continue
      }
      const created = await this.deps.profiles.create(
        {
          ...fields,
          headerStyle: 'bearer',
          autoRenew: false,
          colour: 'none',
          notes: `${NOTE} ${login.shows}`,
          favourite: false,
        },
        login.password,
        true,
      )
      profiles.push(created)
      // Recorded as the demo's at once, so a crash never leaves one it would not know.
      ids.add(created.id)
      writeDemoRecord(this.deps.store, { urls: demo.urls, profileIds: [...ids] })
    }
    this.changed()
    return { urls: demo.urls, profiles }
  }

  /** At launch: demo profiles exist, so bring back the service they point at. */
  async resume(): Promise<void> {
    const host = this.deps.host
    if (!host || this.demoProfiles().length === 0) return
    // A failure is in the status the demo panel shows; nothing else waits for this.
    await this.ensureRunning(host).catch(() => undefined)
  }

  setFault(fault: DemoFault, latencyMs: number): DemoStatus {
    if (!this.deps.host) throw notAvailable()
    const service = this.service
    if (service.kind !== 'running') {
      throw new AppFailure({
        code: 'unavailable',
        ...saying('requests.demo.notRunning'),
      })
    }
    service.demo.setFault(fault, latencyMs)
    this.service = { ...service, fault, latencyMs }
    this.changed()
    return this.status()
  }

  /** Deletes every demo profile with its secrets, stops the service and forgets it ran. */
  async removeAll(): Promise<{ removed: number }> {
    const ids = this.demoProfiles().map((p) => p.id)
    for (const id of ids) await this.deps.profiles.remove(id)
    await this.stop()
    writeDemoRecord(this.deps.store, null)
    await this.deps.keys.remove(TOKEN_KEY)
    this.changed()
    return { removed: ids.length }
  }

  /** Also waits for a start under way, so nothing is left listening after quit. */
  async stop(): Promise<void> {
    if (this.service.kind === 'starting') await this.service.ready.catch(() => undefined)
    const service = this.service
    this.service = { kind: 'stopped' }
    if (service.kind === 'running') await service.demo.stop()
  }

  private ensureRunning(host: DemoHost): Promise<Running> {
    const service = this.service
    if (service.kind === 'running') return Promise.resolve(service)
    if (service.kind === 'starting') return service.ready
    const ready = this.launch(host).then(
      (running) => {
        this.service = running
        this.changed()
        return running
      },
      (error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error)
        const failed = saying('requests.demo.didNotStart', { reason })
        this.deps.log(failed.message)
        this.service = { kind: 'failed', ...failed }
        this.changed()
        throw new AppFailure({ code: 'unavailable', ...failed })
      },
    )
    this.service = { kind: 'starting', ready }
    this.changed()
    return ready
  }

  /** On the ports used before if they are free, else on new ones with the profiles moved along. */
  private async launch(host: DemoHost): Promise<Running> {
    const tokenKey = await this.tokenKey()
    const before = readDemoRecord(this.deps.store)
    let demo: RunningDemo | null = null
    if (before?.urls) {
      demo = await host.start({ ports: portsOf(before.urls), tokenKey }).catch(() => null)
    }
    demo ??= await host.start({ tokenKey })
    const movedFrom = before?.urls && !sameUrls(before.urls, demo.urls) ? before.urls : null
    try {
      if (!before?.urls || movedFrom !== null || before.profileIds === null) {
        const profileIds = this.demoProfiles().map((p) => p.id)
        writeDemoRecord(this.deps.store, { urls: demo.urls, profileIds })
      }
      await this.repoint(demo.urls)
    } catch (error) {
      // E.g. profiles.json cannot be written: a service nobody can find must not keep running.
      await demo.stop()
      throw error
    }
    return { kind: 'running', demo, fault: 'none', latencyMs: 0, movedFrom }
  }

  /** The same service at new ports: the profiles follow, and keep their tokens (still valid). */
  private async repoint(urls: DemoUrls): Promise<void> {
    for (const profile of this.demoProfiles()) {
      const baseUrl = urls[demoUrlOf[profile.portal]]
      if (profile.baseUrl === baseUrl && profile.apiHostUrl === urls.apiHost) continue
      const view = await this.deps.profiles.relocate(profile.id, {
        baseUrl,
        apiHostUrl: urls.apiHost,
      })
      this.deps.events.emit({ type: 'profile-changed', profile: view })
    }
  }

  /** One per data folder; a key that cannot be read any more is replaced (its tokens lapse). */
  private async tokenKey(): Promise<string> {
    const kept = await this.deps.keys.get(TOKEN_KEY).catch(() => null)
    if (kept !== null) return kept
    const key = randomBytes(32).toString('base64url')
    await this.deps.keys.set(TOKEN_KEY, key)
    return key
  }

  /**
   * The profiles the demo made, by the ids its record keeps: never by the
   * tag, which any caller can put on a real profile (that profile would then
   * be moved to the demo's address with its password, and deleted with the
   * demo). Without a record the demo has no profiles. A record without ids
   * (written before they were kept, or damaged) adopts the tagged profiles
   * on loopback, where the demo runs: moving one only ever moves it to
   * another loopback port (ProfileService.relocate refuses anything else);
   * the next launch writes their ids down.
   */
  private demoProfiles(): Profile[] {
    const record = readDemoRecord(this.deps.store)
    if (!record) return []
    if (record.profileIds === null) {
      return this.deps.repo
        .list()
        .filter(
          (p) =>
            p.tags.includes(DEMO_TAG) && isLoopbackUrl(p.baseUrl) && isLoopbackUrl(p.apiHostUrl),
        )
    }
    return record.profileIds.flatMap((id) => this.deps.repo.get(id) ?? [])
  }

  private view(): DemoServiceView {
    if (!this.deps.host) return { kind: 'unavailable' }
    const service = this.service
    switch (service.kind) {
      case 'starting':
        return { kind: 'starting' }
      case 'running':
        return {
          kind: 'running',
          urls: service.demo.urls,
          fault: service.fault,
          latencyMs: service.latencyMs,
          movedFrom: service.movedFrom,
        }
      default:
        return service
    }
  }

  private changed(): void {
    this.deps.events.emit({ type: 'demo-changed', status: this.status() })
  }
}

function fieldsOf(login: DemoLogin, urls: DemoUrls) {
  return {
    name: login.name,
    accountId: login.accountId,
    accountName: login.accountName,
    portal: login.portal,
    baseUrl: urls[demoUrlOf[login.portal]],
    // Test requests to the service's API families go to its API host.
    apiHostUrl: urls.apiHost,
    username: login.username,
    smsMethod: login.smsMethod,
    tags: [DEMO_TAG],
  }
}

const sameUrls = (a: DemoUrls, b: DemoUrls): boolean =>
  a.portal === b.portal && a.alternate === b.alternate && a.apiHost === b.apiHost
