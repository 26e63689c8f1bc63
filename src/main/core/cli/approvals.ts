import { CLI_APPROVAL_HOURS, type ApprovedCliClient } from '../../../shared/model/cli'
import type { CliClient } from '../../../shared/cli/protocol'
import type { Clock } from '../clock'
import type { JsonStore } from '../storage/jsonStore'

const KEY = 'cliClients'
const HOUR = 60 * 60 * 1000
/** Last use is shown to the minute; writing it more often would cost a file write per call. */
const TOUCH_EVERY_MS = 60 * 1000

export type Approval = { kind: 'approved'; until: number | null } | { kind: 'not-approved' }

const isClient = (value: unknown): value is ApprovedCliClient => {
  if (!value || typeof value !== 'object') return false
  const v = value as Record<string, unknown>
  const time = (t: unknown) => t === null || (typeof t === 'number' && Number.isFinite(t))
  return (
    typeof v['id'] === 'string' &&
    typeof v['name'] === 'string' &&
    typeof v['approvedAt'] === 'number' &&
    time(v['until']) &&
    time(v['lastUsedAt'])
  )
}

/**
 * Clients the user allowed "for 8 hours" or "always", kept in the profile
 * store; an expired approval counts as none (the clock is injected).
 */
export class CliApprovals {
  private clients: ApprovedCliClient[]

  constructor(
    private readonly store: JsonStore,
    private readonly clock: Clock,
    /** After every change (Settings lists the clients). */
    private readonly onChange: () => void = () => undefined,
  ) {
    const raw = store.get(KEY)
    // A damaged list means nobody is approved: the safe reading.
    this.clients = Array.isArray(raw) ? raw.filter(isClient) : []
  }

  approval(clientId: string): Approval {
    const client = this.current().find((c) => c.id === clientId)
    return client ? { kind: 'approved', until: client.until } : { kind: 'not-approved' }
  }

  grant(client: CliClient, answer: '8h' | 'always'): void {
    const now = this.clock()
    const entry: ApprovedCliClient = {
      id: client.id,
      name: client.name,
      approvedAt: now,
      until: answer === 'always' ? null : now + CLI_APPROVAL_HOURS * HOUR,
      lastUsedAt: now,
    }
    this.save([...this.current().filter((c) => c.id !== client.id), entry])
  }

  /** Records use by an approved client (its latest name, when), at most once a minute. */
  touch(client: CliClient): void {
    const now = this.clock()
    const entry = this.clients.find((c) => c.id === client.id)
    if (!entry) return
    if (
      entry.name === client.name &&
      entry.lastUsedAt !== null &&
      now - entry.lastUsedAt < TOUCH_EVERY_MS
    )
      return
    this.save(
      this.clients.map((c) =>
        c.id === client.id ? { ...c, name: client.name, lastUsedAt: now } : c,
      ),
    )
  }

  revoke(clientId: string): boolean {
    if (!this.clients.some((c) => c.id === clientId)) return false
    this.save(this.clients.filter((c) => c.id !== clientId))
    return true
  }

  /** Unexpired approvals, most recently used first. */
  list(): ApprovedCliClient[] {
    return [...this.current()].sort((a, b) => (b.lastUsedAt ?? 0) - (a.lastUsedAt ?? 0))
  }

  private current(): ApprovedCliClient[] {
    const now = this.clock()
    return this.clients.filter((c) => c.until === null || c.until > now)
  }

  private save(clients: ApprovedCliClient[]): void {
    // Expired approvals go with the next write.
    const now = this.clock()
    const kept = clients.filter((c) => c.until === null || c.until > now)
    this.store.set(KEY, kept)
    this.clients = kept
    this.onChange()
  }
}
