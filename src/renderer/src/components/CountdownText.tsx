import { useLayoutEffect, useRef } from 'react'
import type { TokenSnapshot } from '../../../shared/model/token'
import { countdownText, useClock } from '../store/clock'
import { useWarningMs } from '../store/settings'

/**
 * The time left, "hh:mm:ss", written into its span by the clock's tick
 * itself: a tick re-renders no component (with a profile open, the 13
 * countdowns on screen were 13 renders and commits a second, and their
 * garbage). React renders the span empty and never owns its text. The span
 * is sized by its length (CountdownText.css) so a tick lays out nothing else.
 */
export function CountdownText({ token }: { token: TokenSnapshot }) {
  const ref = useRef<HTMLSpanElement>(null)
  const warningMs = useWarningMs()
  /** What it counts down, as last rendered: the tick reads it. */
  const shown = useRef({ token, warningMs })
  /** Writes the text for a moment; set while the span is in the page. */
  const write = useRef<((now: number) => void) | null>(null)
  // Once per span: its text node and its subscription to the clock. A sidebar row shows
  // another profile at each keystroke (rows are kept by position): it only writes again.
  useLayoutEffect(() => {
    const element = ref.current
    if (element === null) return
    // One text node, its data changed each second: setting textContent would make a new node
    // a second, garbage for the DOM's collector, which then traces the whole JS heap too.
    const node = document.createTextNode('')
    element.replaceChildren(node)
    const show = (now: number) => {
      const text = countdownText(shown.current.token, now, shown.current.warningMs)
      if (node.data === text) return
      // The box is sized in characters (CountdownText.css), so only a new length resizes it.
      if (node.data.length !== text.length) element.style.width = `${text.length}ch`
      node.data = text
    }
    write.current = show
    const unsubscribe = useClock.subscribe((state) => show(state.now))
    return () => {
      write.current = null
      unsubscribe()
    }
  }, [])
  useLayoutEffect(() => {
    shown.current = { token, warningMs }
    write.current?.(useClock.getState().now)
  }, [token, warningMs])
  return <span ref={ref} className="countdown-text" />
}
