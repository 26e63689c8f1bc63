import { windowCommandSchema, type MenuCommand } from '../../../shared/ipc/commands'
import type { AppEvent } from '../../../shared/ipc/events'
import type { AppMenuState } from './appMenu'

interface Deps {
  locked: () => boolean
  profiles: () => number
  listen: (listener: (event: AppEvent) => void) => () => void
  emit: (event: AppEvent) => void
}

/**
 * What the application menu needs from the core: which of its commands
 * apply now, a call when that changes (the adapter builds the menu again
 * only then, not on every token), and the way its commands reach the window.
 */
export class AppMenuCommands {
  private last: AppMenuState | null = null
  private onChange: ((state: AppMenuState) => void) | null = null

  constructor(private readonly deps: Deps) {}

  state(): AppMenuState {
    return { locked: this.deps.locked(), profiles: this.deps.profiles() }
  }

  /** Calls `onChange` whenever the state changes: on a lock or unlock, or after a call from the window. */
  watch(onChange: (state: AppMenuState) => void): () => void {
    this.last = this.state()
    this.onChange = onChange
    const stopListening = this.deps.listen((event) => {
      if (event.type === 'secured' || event.type === 'unlocked') this.recheck()
    })
    return () => {
      stopListening()
      this.onChange = null
    }
  }

  /**
   * Looks again (after each call the window made: a profile created,
   * imported or deleted announces nothing else); cheap, and the menu is
   * rebuilt only when something it shows changed.
   */
  recheck(): void {
    if (this.onChange === null || this.last === null) return
    const next = this.state()
    // Only whether there are profiles matters, not how many.
    if (next.locked === this.last.locked && next.profiles > 0 === this.last.profiles > 0) return
    this.last = next
    this.onChange(next)
  }

  /** Checked against the contract's schema, then pushed to the window. */
  send(command: MenuCommand): void {
    this.deps.emit({ type: 'command', command: windowCommandSchema.parse({ kind: command }) })
  }
}
