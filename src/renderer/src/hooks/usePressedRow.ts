import { useRef, type MouseEvent } from 'react'

/**
 * For rows keyed by position (the sidebar's, the Board's): a list re-sorted
 * by a renewal or filtered by a search between press and release shows
 * another profile in the element pressed. `stray` says a click is such a
 * one, to be ignored rather than act on a profile the user never pressed. A
 * keyboard click (detail 0) has no press and is never stray.
 */
export function usePressedRow(id: string): {
  onPointerDown: () => void
  stray: (event: MouseEvent) => boolean
} {
  const pressed = useRef<string | null>(null)
  return {
    onPointerDown: () => {
      pressed.current = id
    },
    stray: (event) => {
      const was = pressed.current
      pressed.current = null
      return event.detail > 0 && was !== null && was !== id
    },
  }
}
