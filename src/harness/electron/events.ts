/** Electron hands listeners an event object whose default action they may prevent. */
export interface StandInEvent {
  defaultPrevented: boolean
  preventDefault(): void
}

export function standInEvent<T extends object>(extra?: T): StandInEvent & T {
  const event = {
    defaultPrevented: false,
    preventDefault() {
      event.defaultPrevented = true
    },
    ...extra,
  }
  return event as StandInEvent & T
}
