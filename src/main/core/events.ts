import type { AppEvent } from '../../shared/ipc/events'

/** Where main's pushes go: every app window, or the harness's event stream. */
export interface EventSink {
  emit(event: AppEvent): void
}

export const noEvents: EventSink = { emit: () => undefined }
