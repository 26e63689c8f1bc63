import { saying } from '../../../shared/i18n/sayMessage'
import { AppFailure, type AppError } from '../../../shared/ipc/errors'
import type { Method } from '../../../shared/ipc/methods'
import type { LockState, SecureReason } from '../../../shared/model/lock'
import type { ClipboardGuard } from '../clipboardGuard'
import type { Clock } from '../clock'
import type { EventSink } from '../events'
import type { LoginPasswords } from '../profiles/loginPasswords'

export interface SessionLockDeps {
  clipboard: ClipboardGuard
  /** Passwords kept only in memory go; stored ones stay (they are the keyring's to guard). */
  passwords: Pick<LoginPasswords, 'forgetSession'>
  events: EventSink
  clock: Clock
  /** 0: never lock after idle. */
  lockAfterIdleMs: () => number
  /** Seconds since the user last touched the computer (the OS's idle time); absent: unknown. */
  idleSeconds?: () => number
}

/** What a locked window may still ask: enough to draw the lock screen and unlock. */
const allowedWhileLocked = new Set<Method>([
  'appInfo',
  'getSettings',
  'lockState',
  'unlock',
  // Whether the lock screen asks for the passphrase (or offers Touch ID).
  'unlockRequirement',
])

/**
 * Puts secrets away when the user is gone: on a screen lock or sleep it
 * clears our clipboard copy and forgets session-only passwords (the page
 * hides a revealed token on the event). After the chosen idle time, or on
 * "Lock now", it also locks the window: main then refuses every call but
 * the lock screen's, and the command line too. By default the lock is a
 * privacy screen: unlocking asks for nothing the OS session does not
 * already prove. With the unlock requirement on (unlockRequirement.ts), the
 * unlock call needs the passphrase or Touch ID; it is checked where the
 * call enters (the IPC handler), before `unlock` here.
 */
export class SessionLock {
  private state: LockState = { locked: false }

  constructor(private readonly deps: SessionLockDeps) {}

  current(): LockState {
    return this.state
  }

  isLocked(): boolean {
    return this.state.locked
  }

  async secure(reason: SecureReason): Promise<LockState> {
    await this.deps.clipboard.clearIfOurs()
    const passwordsForgotten = await this.deps.passwords.forgetSession()
    if ((reason === 'idle' || reason === 'manual') && !this.state.locked) {
      this.state = { locked: true, reason, since: this.deps.clock() }
    }
    this.deps.events.emit({ type: 'secured', reason, passwordsForgotten, lock: this.state })
    return this.state
  }

  unlock(): LockState {
    if (!this.state.locked) return this.state
    this.state = { locked: false }
    this.deps.events.emit({ type: 'unlocked' })
    return this.state
  }

  /** Called on the background tick: locks once the OS says the user has been idle long enough. */
  async checkIdle(): Promise<void> {
    const limit = this.deps.lockAfterIdleMs()
    if (limit <= 0 || this.state.locked || !this.deps.idleSeconds) return
    if (this.deps.idleSeconds() * 1000 >= limit) await this.secure('idle')
  }

  /** The error for a call made while locked, or null when it may go ahead. */
  refusal(method: Method): AppError | null {
    if (!this.state.locked || allowedWhileLocked.has(method)) return null
    return lockedError()
  }
}

export const lockedError = (): AppError => ({ code: 'locked', ...saying('app.locked') })

export const throwIfLocked = (lock: SessionLock): void => {
  if (lock.isLocked()) throw new AppFailure(lockedError())
}
