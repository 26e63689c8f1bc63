import { windowCommandSchema, type MenuCommand } from '../../../shared/ipc/commands'
import type { AppEvent } from '../../../shared/ipc/events'
import { english, type Speech } from '../i18n/speech'
import type { AppMenuState } from './appMenu'

interface Deps {
  locked: () => boolean
  profiles: () => number
  listen: (listener: (event: AppEvent) => void) => () => void
  emit: (event: AppEvent) => void
  /** The language the menu speaks (Settings' language, or the system's); English without one. */
  speech?: () => Speech
}

/**
 * What the application menu needs from the core: which of its commands
 * apply now and the language it speaks, a call when either changes (the
 * adapter builds the menu again only then, not on every token), and the way
 * its commands reach the window.
 */
export class AppMenuCommands {
  private last: AppMenuState | null = null
  private lastSpeech: Speech | null = null
  private onChange: ((state: AppMenuState, speech: Speech) => void) | null = null

  constructor(private readonly deps: Deps) {}

  state(): AppMenuState {
    return { locked: this.deps.locked(), profiles: this.deps.profiles() }
  }

  /** The language the menu speaks now. */
  speech(): Speech {
    return this.deps.speech?.() ?? english
  }

  /**
   * Calls `onChange` whenever the state changes (a lock or unlock, a call from
   * the window) or the language does (Settings, at once).
   */
  watch(onChange: (state: AppMenuState, speech: Speech) => void): () => void {
    this.last = this.state()
    this.lastSpeech = this.speech()
    this.onChange = onChange
    const stopListening = this.deps.listen((event) => {
      if (
        event.type === 'secured' ||
        event.type === 'unlocked' ||
        event.type === 'settings-changed'
      )
        this.recheck()
    })
    return () => {
      stopListening()
      this.onChange = null
    }
  }

  /**
   * Looks again (after each call the window made: a profile created,
   * imported or deleted announces nothing else; a change of settings);
   * cheap, and the menu is rebuilt only when something it shows changed.
   */
  recheck(): void {
    if (this.onChange === null || this.last === null) return
    const next = this.state()
    const speech = this.speech()
    // Only whether there are profiles matters, not how many.
    if (
      next.locked === this.last.locked &&
      next.profiles > 0 === this.last.profiles > 0 &&
      speech === this.lastSpeech
    )
      return
    this.last = next
    this.lastSpeech = speech
    this.onChange(next, speech)
  }

  /** Checked against the contract's schema, then pushed to the window. */
  send(command: MenuCommand): void {
    this.deps.emit({ type: 'command', command: windowCommandSchema.parse({ kind: command }) })
  }
}
