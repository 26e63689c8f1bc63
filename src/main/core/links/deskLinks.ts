import type { WindowCommand } from '../../../shared/ipc/commands'
import type { CopyResult } from '../../../shared/ipc/contract'
import type { Result } from '../../../shared/ipc/errors'
import { AppFailure } from '../../../shared/ipc/errors'
import { said, type Said, type Worded } from '../../../shared/i18n/said'
import { saying } from '../../../shared/i18n/sayMessage'
import { deskLinkOf, readDeskLink, type DeskLink } from '../../../shared/model/deskLink'
import type { Profile } from '../../../shared/model/profile'
import { accountQualifier } from '../../../shared/search/qualifiers'
import type { ConfirmationGate } from '../userConfirmation'

export interface DeskLinksDeps {
  profiles: {
    get(id: string): Profile | undefined
    list(): readonly Profile[]
  }
  confirmation: ConfirmationGate
  /** Locked, nothing is copied for a link (and no dialog asks). */
  locked: () => boolean
  /** The window's own Copy header, through the dispatcher (a locked app refuses it). */
  copyHeader: (profileId: string) => Promise<Result<CopyResult>>
  /** Tells the window commands wait for it (it takes them: takeLinkCommands). */
  waiting: () => void
  log: (line: string) => void
}

/** What a link came to; the window hears it as a command, a test reads it here. */
export type LinkOutcome =
  | { kind: 'opened'; profileId: string }
  | { kind: 'listed'; count: number; query: string }
  | { kind: 'searched'; query: string }
  | { kind: 'copied'; profileId: string }
  | ({ kind: 'refused' | 'not-found' | 'declined' | 'failed' } & Worded)

/** Commands kept for a window that has not taken them (one still loading, a locked one). */
const MAX_WAITING = 10

/** Text from a link, cut short for a sentence that quotes it. */
const cut = (text: string) => (text.length > 60 ? `${text.slice(0, 59)}…` : text)

/**
 * Opens `tokendesk://` links, as the OS hands them to the app: read
 * strictly (readDeskLink), then what they name shown in the window. A link
 * can come from any page or message, so it never acts on its own: it shows,
 * and its one action (copy a profile's header) waits for a yes in main's
 * own dialog naming the profile and account.
 *
 * The window takes the commands (a pull, not a push): a link that starts
 * the app arrives before the page listens, and one that comes while the app
 * is locked waits for the unlock.
 */
export class DeskLinks {
  private waitingCommands: WindowCommand[] = []

  constructor(private readonly deps: DeskLinksDeps) {}

  async open(text: unknown): Promise<LinkOutcome> {
    const read = readDeskLink(text)
    if (!read.ok) {
      // The reason only: a link is anything anyone wrote.
      this.deps.log(`a link was refused: ${read.reason}`)
      return this.tell({
        kind: 'refused',
        ...saying('requests.links.notOpened', { reason: read.said }),
      })
    }
    return this.follow(read.link)
  }

  /**
   * "Copy link": each profile's link, naming its account so another desk
   * finds it; several as "name: link" lines, as a ticket lists them.
   */
  linksOf(profileIds: readonly string[]): { text: string; copied: number; missing: string[] } {
    const found: Profile[] = []
    const missing: string[] = []
    for (const id of new Set(profileIds)) {
      const profile = this.deps.profiles.get(id)
      if (profile === undefined) missing.push(id)
      else found.push(profile)
    }
    if (found.length === 0) {
      throw new AppFailure({
        code: 'not-found',
        ...saying('requests.links.nothingToCopy'),
      })
    }
    const linkOf = (p: Profile) =>
      deskLinkOf({ kind: 'profile', profileId: p.id, accountId: p.account.id })
    const [only] = found
    const text =
      found.length === 1 && only !== undefined
        ? linkOf(only)
        : found.map((p) => `${p.name}: ${linkOf(p)}`).join('\n')
    return { text, copied: found.length, missing }
  }

  /** The commands links left for the window, oldest first; taken once. */
  take(): WindowCommand[] {
    const taken = this.waitingCommands
    this.waitingCommands = []
    return taken
  }

  private async follow(link: DeskLink): Promise<LinkOutcome> {
    switch (link.kind) {
      case 'profile': {
        const profile = this.deps.profiles.get(link.profileId)
        if (profile !== undefined) {
          this.send({ kind: 'open-profile', profileId: profile.id, focus: 'none' })
          return { kind: 'opened', profileId: profile.id }
        }
        // Made on another desk (ids are each desk's own): its account's profiles here, said so.
        if (link.accountId === null) return this.tell(missing())
        return this.account(link.accountId, said('requests.links.notOnThisDesk'))
      }
      case 'account':
        return this.account(link.accountId, '')
      case 'search':
        this.send({ kind: 'search', query: link.query })
        return { kind: 'searched', query: link.query }
      case 'copy-header':
        return this.copyHeader(link.profileId)
    }
  }

  /**
   * One profile of the account: opened; several: listed (`account:`); none:
   * said, after `before` (why the link's own profile was not opened) if any.
   */
  private account(accountId: string, before: Said | ''): LinkOutcome {
    const id = accountId.toLowerCase()
    const serving = this.deps.profiles.list().filter((p) => p.account.id.toLowerCase() === id)
    const [only] = serving
    if (only === undefined) {
      return this.tell({
        kind: 'not-found',
        ...saying('requests.links.noneServes', { before, account: cut(accountId) }),
      })
    }
    if (serving.length === 1 && before === '') {
      this.send({ kind: 'open-profile', profileId: only.id, focus: 'none' })
      return { kind: 'opened', profileId: only.id }
    }
    const query = accountQualifier(only.account.id)
    this.send({ kind: 'search', query })
    this.notice(
      saying('requests.links.serving', {
        before,
        count: serving.length,
        account: cut(only.account.id),
      }),
      'ok',
    )
    return { kind: 'listed', count: serving.length, query }
  }

  private async copyHeader(profileId: string): Promise<LinkOutcome> {
    const profile = this.deps.profiles.get(profileId)
    if (profile === undefined) return this.tell(missing())
    if (this.deps.locked()) {
      return this.tell({
        kind: 'refused',
        ...saying('requests.links.copyLocked', { name: profile.name }),
      })
    }
    const asked = await this.deps.confirmation.ask(({ t }) => ({
      kind: 'link-copy-header',
      title: t('dialogs:linkCopy.title'),
      message: t('dialogs:linkCopy.message', { name: profile.name, account: profile.account.id }),
      detail: t('dialogs:linkCopy.detail'),
      confirmLabel: t('dialogs:linkCopy.confirm'),
      cancelLabel: t('dialogs:cancel'),
    }))
    this.send({ kind: 'open-profile', profileId, focus: 'none' })
    if (!asked) {
      return this.tell({
        kind: 'declined',
        ...saying('requests.links.copyDeclined', { name: profile.name }),
      })
    }
    const copied = await this.deps.copyHeader(profileId)
    if (!copied.ok) {
      return this.tell({
        kind: 'failed',
        ...saying('requests.links.copyFailed', {
          name: profile.name,
          reason: copied.error.said ?? copied.error.message,
        }),
      })
    }
    this.notice(saying('requests.links.copied', { name: profile.name }), 'ok')
    return { kind: 'copied', profileId }
  }

  /** Says why a link did nothing, in the window's status line. */
  private tell<T extends Extract<LinkOutcome, { message: string }>>(outcome: T): T {
    this.notice(outcome, 'error')
    return outcome
  }

  /** A line for the window's status line: English, and as data for the window's language. */
  private notice(words: Worded, tone: 'ok' | 'error'): void {
    this.send({
      kind: 'notice',
      text: words.message,
      ...(words.said && { said: words.said }),
      tone,
    })
  }

  private send(command: WindowCommand): void {
    this.waitingCommands = [...this.waitingCommands, command].slice(-MAX_WAITING)
    this.deps.waiting()
  }
}

const missing = () => ({ kind: 'not-found', ...saying('requests.links.noProfileWithId') }) as const
