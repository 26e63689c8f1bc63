import type { AppEvent } from '../../shared/ipc/events'

/** Where main's pushes go: every app window, or the harness's event stream. */
export interface EventSink {
  emit(event: AppEvent): void
}

export const noEvents: EventSink = { emit: () => undefined }

/**
 * Passes every event on to the windows and to listeners inside main (the
 * command line waits here for a token the user gets in the window).
 */
export class EventHub implements EventSink {
  private readonly listeners = new Set<(event: AppEvent) => void>()

  constructor(private readonly out: EventSink) {}

  emit(event: AppEvent): void {
    this.out.emit(event)
    for (const listener of [...this.listeners]) listener(event)
  }

  /** Returns the function that stops listening. */
  listen(listener: (event: AppEvent) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }
}
