import { said, type SaidKey, type SaidValue } from '../../../shared/i18n/said'
import { saying } from '../../../shared/i18n/sayMessage'
import { AppFailure, type AppError } from '../../../shared/ipc/errors'
import type { UnlockProof, UnlockRequirementState } from '../../../shared/model/unlock'
import type { Clock } from '../clock'
import type { Speech } from '../i18n/speech'
import type { ConfirmationGate } from '../userConfirmation'
import type { JsonStore } from '../storage/jsonStore'
import { AttemptLimiter, waitSaid } from './attemptLimiter'
import type { OsUserCheck } from './osUserCheck'
import {
  hashPassphrase,
  passphraseHashSchema,
  passphraseMatches,
  SCRYPT_COST,
  type PassphraseHash,
  type ScryptCost,
} from './passphraseHash'

/** The key of profiles.json the hash lives under (removing it is the way out of a forgotten one). */
export const UNLOCK_KEY = 'unlockPassphrase'

export interface UnlockRequirementDeps {
  store: JsonStore
  clock: Clock
  /** Main's own dialog: turning the requirement on is the user's decision, not the page's. */
  confirmation: ConfirmationGate
  /** Touch ID, where this machine offers it. */
  osCheck?: OsUserCheck
  /** A passphrase seen right is a secret the log must never carry. */
  remember?: (passphrase: string) => void
  /** Tests pass a cheap cost; the app keeps OWASP's minimum. */
  cost?: ScryptCost
}

/**
 * What Touch ID says it is for, after "Token Desk is trying to": in words,
 * or as the language the desktop speaks says it (dialogs:touchId).
 */
export type TouchIdReason = string | ((speech: Speech) => string)

/** What a stored value is: off, a hash to check against, or a value this version cannot read. */
type Stored = { kind: 'off' } | { kind: 'on'; hash: PassphraseHash } | { kind: 'unreadable' }

/**
 * The optional unlock requirement: once on, unlocking the window, Reveal
 * token and "Always allow" for a command-line client need the passphrase (or
 * Touch ID). Only a slow hash is kept; checks go one at a time behind a
 * growing delay, so parallel guesses wait their turn like serial ones.
 */
export class UnlockRequirement {
  private readonly limiter: AttemptLimiter
  /** The attempt in progress: the next one starts after it (and its delay) is settled. */
  private queue: Promise<unknown> = Promise.resolve()

  constructor(private readonly deps: UnlockRequirementDeps) {
    this.limiter = new AttemptLimiter(deps.clock)
  }

  state(): UnlockRequirementState {
    return { on: this.stored().kind !== 'off', touchId: this.deps.osCheck?.available() ?? false }
  }

  isOn(): boolean {
    return this.stored().kind !== 'off'
  }

  /** Resolves when the requirement is off or the proof holds; otherwise throws a specific AppFailure. */
  prove(proof: UnlockProof | undefined, reason: TouchIdReason): Promise<void> {
    if (!this.isOn()) return Promise.resolve()
    if (!proof) {
      return Promise.reject(
        new AppFailure({ code: 'unlock-required', ...saying('app.unlock.passphraseFirst') }),
      )
    }
    if (proof.kind === 'touch-id') return this.askOs(reason)
    return this.check(proof.passphrase)
  }

  /** Turns the requirement on, or changes the passphrase: then the current one must be right. */
  async set(passphrase: string, current: string | undefined): Promise<UnlockRequirementState> {
    if (this.isOn()) {
      if (current === undefined) {
        throw new AppFailure({
          code: 'unlock-required',
          ...saying('app.unlock.currentToChange'),
        })
      }
      await this.check(current)
    } else {
      await this.deps.confirmation.require(
        ({ t }) => ({
          kind: 'unlock-passphrase',
          title: t('dialogs:unlockPassphrase.title'),
          message: t('dialogs:unlockPassphrase.message'),
          detail: t('dialogs:unlockPassphrase.detail'),
          confirmLabel: t('dialogs:unlockPassphrase.confirm'),
          cancelLabel: t('dialogs:cancel'),
        }),
        said('requests.confirm.notDone.turnedOn'),
      )
    }
    const hash = await hashPassphrase(passphrase, this.deps.cost ?? SCRYPT_COST)
    this.deps.store.set(UNLOCK_KEY, hash)
    this.deps.remember?.(passphrase)
    return this.state()
  }

  async turnOff(current: string): Promise<UnlockRequirementState> {
    await this.check(current)
    this.deps.store.delete(UNLOCK_KEY)
    return this.state()
  }

  private stored(): Stored {
    const raw = this.deps.store.get(UNLOCK_KEY)
    if (raw === undefined) return { kind: 'off' }
    const parsed = passphraseHashSchema.safeParse(raw)
    // Fails closed: a damaged value still asks, and says how to remove it.
    return parsed.success ? { kind: 'on', hash: parsed.data } : { kind: 'unreadable' }
  }

  private askOs(reason: TouchIdReason): Promise<void> {
    return this.inTurn(async () => {
      const os = this.deps.osCheck
      if (!os?.available()) {
        throw refused('app.unlock.touchIdUnavailable', 0)
      }
      this.refuseIfWaiting()
      const said = typeof reason === 'function' ? reason(this.deps.confirmation.speech()) : reason
      if (await os.confirm(said)) {
        this.limiter.succeeded()
        return
      }
      // A cancel counts: Touch ID is not a way round the delay.
      const wait = this.limiter.failed()
      throw refusedOrWait(
        'app.unlock.touchIdNotConfirmed',
        'app.unlock.touchIdNotConfirmedWait',
        wait,
      )
    })
  }

  private check(passphrase: string): Promise<void> {
    return this.inTurn(async () => {
      this.refuseIfWaiting()
      const stored = this.stored()
      if (stored.kind === 'unreadable') {
        throw refused('app.unlock.unreadable', 0, { key: UNLOCK_KEY })
      }
      if (stored.kind === 'off' || (await passphraseMatches(passphrase, stored.hash))) {
        this.limiter.succeeded()
        this.deps.remember?.(passphrase)
        return
      }
      const wait = this.limiter.failed()
      throw refusedOrWait('app.unlock.wrong', 'app.unlock.wrongWait', wait)
    })
  }

  private refuseIfWaiting(): void {
    const wait = this.limiter.waitMs()
    if (wait > 0) {
      throw refused('app.unlock.tooMany', wait, { wait: waitSaid(wait) })
    }
  }

  /** One attempt at a time, in the order they came. */
  private inTurn<T>(attempt: () => Promise<T>): Promise<T> {
    const result = this.queue.then(attempt)
    this.queue = result.catch(() => undefined)
    return result
  }
}

const refused = (
  key: SaidKey,
  waitMs: number,
  values?: Readonly<Record<string, SaidValue>>,
): AppFailure => {
  const error: AppError = { code: 'unlock-refused', ...saying(key, values), waitMs }
  return new AppFailure(error)
}

/** Refused, with "Try again in …" when there is a wait. */
const refusedOrWait = (now: SaidKey, later: SaidKey, waitMs: number): AppFailure =>
  waitMs > 0 ? refused(later, waitMs, { wait: waitSaid(waitMs) }) : refused(now, waitMs)
