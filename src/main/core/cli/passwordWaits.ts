import type { ProfileView } from '../../../shared/model/profile'
import type { EventHub } from '../events'

export type PasswordWait = 'ready' | 'declined' | 'timeout'

/**
 * Commands waiting for a token that needs the user's password (none is
 * kept): the window is asked once per profile to show its password prompt,
 * and every waiter goes on when a change suits it (its token arrived, or a
 * password it can use was typed, maybe for another profile of its login),
 * the user cancels the prompt, or its own time is up. When the last waiter
 * of a profile goes, for any reason, the window is told (`password-wait-ended`).
 */
export class PasswordWaits {
  private readonly declines = new Map<string, Set<() => void>>()

  constructor(
    private readonly events: EventHub,
    /** Brings the app's window to the front. */
    private readonly attention: () => void,
  ) {}

  wait(
    profileId: string,
    client: string,
    /** Whether this change of some profile (this one or another) lets the waiter go on. */
    suits: (changed: ProfileView) => boolean,
    timeoutMs: number,
    signal: AbortSignal,
  ): Promise<PasswordWait> {
    return new Promise((resolve) => {
      let declinesOfProfile = this.declines.get(profileId)
      const first = declinesOfProfile === undefined
      declinesOfProfile ??= new Set()
      this.declines.set(profileId, declinesOfProfile)
      const settle = (result: PasswordWait) => {
        clearTimeout(timer)
        stopListening()
        signal.removeEventListener('abort', onAbort)
        declinesOfProfile.delete(onDecline)
        if (declinesOfProfile.size === 0 && this.declines.get(profileId) === declinesOfProfile) {
          this.declines.delete(profileId)
          // Nobody waits any more, whatever ended it (served, cancelled, gave up, went away):
          // the window stops saying that the command line waits.
          this.events.emit({ type: 'password-wait-ended', profileId })
        }
        resolve(result)
      }
      const onDecline = () => settle('declined')
      const onAbort = () => settle('timeout')
      const timer = setTimeout(() => settle('timeout'), timeoutMs)
      // Any profile's change may do: a password typed for another profile of the same login
      // serves this one too (`suits` decides).
      const stopListening = this.events.listen((event) => {
        if (event.type === 'profile-changed' && suits(event.profile)) settle('ready')
      })
      declinesOfProfile.add(onDecline)
      signal.addEventListener('abort', onAbort, { once: true })
      if (first) {
        this.events.emit({ type: 'password-needed', profileId, reason: 'cli', client })
        this.attention()
      }
    })
  }

  /** The user cancelled the window's prompt: every command waiting for this profile stops. */
  decline(profileId: string): boolean {
    const waiting = this.declines.get(profileId)
    if (!waiting) return false
    for (const decline of [...waiting]) decline()
    return true
  }
}
