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
  useLayoutEffect(() => {
    const element = ref.current
    if (element === null) return
    // One text node, its data changed each second: setting textContent would make a new node
    // a second, garbage for the DOM's collector, which then traces the whole JS heap too.
    const node = document.createTextNode('')
    element.replaceChildren(node)
    const show = (now: number) => {
      const text = countdownText(token, now, warningMs)
      if (node.data === text) return
      // The box is sized in characters (CountdownText.css), so only a new length resizes it.
      if (node.data.length !== text.length) element.style.width = `${text.length}ch`
      node.data = text
    }
    show(useClock.getState().now)
    return useClock.subscribe((state) => show(state.now))
  }, [token, warningMs])
  return <span ref={ref} className="countdown-text" />
}
