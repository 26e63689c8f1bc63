import { originOf } from '../../../shared/model/baseUrl'
import type { AppError } from '../../../shared/ipc/errors'
import {
  MAX_OUTAGE_IDS,
  outageWayOf,
  type Outage,
  type OutageWay,
} from '../../../shared/model/outage'
import type { PortalKind } from '../../../shared/model/portal'
import type { Profile } from '../../../shared/model/profile'
import type { Clock } from '../clock'
import type { ProfileRepository } from '../profiles/profileRepository'

/** At least this many profiles of one host failing the same way make an outage. */
export const OUTAGE_PROFILES = 3
/** …with that many of their failures within this span ("within a few minutes"). */
export const OUTAGE_SPAN_MS = 5 * 60_000

/** Auto-renew's tries of one profile of a held host: 1, 2, 4 … at most 30 minutes apart. */
export const outageRetryDelay = (tries: number): number =>
  Math.min(30 * 60_000, 60_000 * 2 ** Math.max(0, tries - 1))

/** A profile's last attempt: failed with `error`, or got a token at `succeededAt`. */
export type AttemptEntry = { profileId: string; origin: string; portal: PortalKind } & (
  { error: AppError } | { succeededAt: number }
)

interface Cluster {
  way: OutageWay
  failures: { profileId: string; at: number; portal: PortalKind }[]
}

/**
 * The outages among the profiles' last errors: per host and way of failing,
 * from the first OUTAGE_PROFILES failures that fall within OUTAGE_SPAN_MS of
 * each other (a burst) on; failures before that burst are other stories.
 * An outage lasts while those errors stand, not while the clock runs (with
 * auto-renew held, no new failure comes to keep it fresh), and ends when any
 * profile of the host gets a token after them: the service answers again.
 */
export function findOutages(entries: readonly AttemptEntry[]): Omit<Outage, 'retryAt'>[] {
  const answered = new Map<string, number>()
  for (const entry of entries) {
    if ('succeededAt' in entry && entry.succeededAt > (answered.get(entry.origin) ?? -Infinity))
      answered.set(entry.origin, entry.succeededAt)
  }
  const clusters = new Map<string, Cluster>()
  for (const entry of entries) {
    if (!('error' in entry)) continue
    const { profileId, origin, portal, error } = entry
    if (error.at !== undefined && error.at <= (answered.get(origin) ?? -Infinity)) continue
    const way = outageWayOf(error)
    if (way === null || error.at === undefined || origin === '') continue
    const key = `${way} ${origin}`
    let cluster = clusters.get(key)
    if (!cluster) clusters.set(key, (cluster = { way, failures: [] }))
    cluster.failures.push({ profileId, at: error.at, portal })
  }
  const outages: Omit<Outage, 'retryAt'>[] = []
  for (const [key, { way, failures }] of clusters) {
    if (failures.length < OUTAGE_PROFILES) continue
    failures.sort((a, b) => a.at - b.at)
    const start = burstStart(failures)
    if (start === -1) continue
    const story = failures.slice(start)
    outages.push({
      origin: key.slice(way.length + 1),
      portal: mostCommon(story.map((f) => f.portal)),
      way,
      profileIds: story.slice(0, MAX_OUTAGE_IDS).map((f) => f.profileId),
      count: story.length,
      since: story[0]?.at ?? 0,
    })
  }
  return outages.sort((a, b) => b.count - a.count || a.origin.localeCompare(b.origin))
}

/** Where the first OUTAGE_PROFILES failures within OUTAGE_SPAN_MS begin (sorted by time); -1: none. */
function burstStart(sorted: readonly { at: number }[]): number {
  for (let i = 0; i + OUTAGE_PROFILES - 1 < sorted.length; i++) {
    const first = sorted[i]
    const last = sorted[i + OUTAGE_PROFILES - 1]
    if (first && last && last.at - first.at <= OUTAGE_SPAN_MS) return i
  }
  return -1
}

function mostCommon<T>(values: readonly T[]): T {
  const counts = new Map<T, number>()
  let best = values[0] as T
  for (const value of values) {
    const n = (counts.get(value) ?? 0) + 1
    counts.set(value, n)
    if (n > (counts.get(best) ?? 0)) best = value
  }
  return best
}

export interface OutageWatchDeps {
  repo: Pick<ProfileRepository, 'forEach' | 'lastError' | 'token'>
  clock: Clock
  /** Told of every change to the outages (the window's banner). */
  changed(outages: Outage[]): void
}

/**
 * Keeps the outages current and holds auto-renew for their hosts: while a
 * host is out, one profile of it is tried at a time, with back-off, instead
 * of every due profile at every tick (which would add load to a failing
 * service and fill the activity with the same failure).
 */
export class OutageWatch {
  private outages: Outage[] = []
  private readonly holds = new Map<string, { tries: number; retryAt: number }>()
  private shown = '[]'
  /** Origins by base URL: a read during a Renew all of 10,000 profiles parses no URL twice. */
  private readonly origins = new Map<string, string>()

  constructor(private readonly deps: OutageWatchDeps) {}

  current(): Outage[] {
    return this.outages
  }

  /** Reads the profiles' last errors again; says so when the outages changed. */
  refresh(): void {
    const { repo, clock } = this.deps
    const entries: AttemptEntry[] = []
    // Of the successes only each host's latest counts (it ends what failed before it): one
    // entry per host, not one per token, which at 10,000 profiles was most of each read.
    const latest = new Map<string, AttemptEntry & { succeededAt: number }>()
    repo.forEach((profile) => {
      const error = repo.lastError(profile.id)
      if (error !== null) {
        const origin = this.originOf(profile.baseUrl)
        entries.push({ profileId: profile.id, origin, portal: profile.portal, error })
        return
      }
      const token = repo.token(profile.id)
      if (token.kind !== 'issued') return
      const origin = this.originOf(profile.baseUrl)
      const before = latest.get(origin)
      if (before === undefined || token.issuedAt > before.succeededAt) {
        latest.set(origin, {
          profileId: profile.id,
          origin,
          portal: profile.portal,
          succeededAt: token.issuedAt,
        })
      }
    })
    const found = findOutages([...entries, ...latest.values()])
    const now = clock()
    const origins = new Set(found.map((o) => o.origin))
    for (const origin of this.holds.keys()) if (!origins.has(origin)) this.holds.delete(origin)
    for (const origin of origins) {
      if (!this.holds.has(origin))
        this.holds.set(origin, { tries: 1, retryAt: now + outageRetryDelay(1) })
    }
    this.outages = found.map((o) => ({ ...o, retryAt: this.holds.get(o.origin)?.retryAt ?? null }))
    this.announce()
  }

  /**
   * The due profiles auto-renew may try now: all of them on hosts that are
   * not out; on a host that is, one, once its back-off has passed.
   */
  admit(due: readonly Profile[]): Profile[] {
    if (this.holds.size === 0) return [...due]
    const now = this.deps.clock()
    const tried = new Set<string>()
    const admitted = due.filter((profile) => {
      const origin = this.originOf(profile.baseUrl)
      const hold = this.holds.get(origin)
      if (!hold) return true
      if (now < hold.retryAt || tried.has(origin)) return false
      tried.add(origin)
      return true
    })
    for (const origin of tried) {
      const hold = this.holds.get(origin)
      if (hold) {
        hold.tries += 1
        hold.retryAt = now + outageRetryDelay(hold.tries)
      }
    }
    if (tried.size > 0) {
      this.outages = this.outages.map((o) => ({
        ...o,
        retryAt: this.holds.get(o.origin)?.retryAt ?? null,
      }))
      this.announce()
    }
    return admitted
  }

  private originOf(baseUrl: string): string {
    let origin = this.origins.get(baseUrl)
    if (origin === undefined) {
      origin = originOf(baseUrl)
      this.origins.set(baseUrl, origin)
    }
    return origin
  }

  private announce(): void {
    const next = JSON.stringify(this.outages)
    if (next === this.shown) return
    this.shown = next
    this.deps.changed(this.outages)
  }
}
