import type { Ref } from 'react'
import { ELEMENT_TIMING } from '../../../shared/window/elementTiming'

/**
 * A profile's name in a row: whole, on up to two lines, and only a name
 * longer than that is cut, at its end (styles: .pi-name). Never in the
 * middle: "Demo · 503 Service unavailable" keeps its 503. The text is always
 * the whole name, so it is the row's accessible name; a cut one also shows
 * whole on hover (title) and on keyboard focus (ProfileList.css), given by
 * titleIfCut when its row is pointed at or focused.
 */
export function ProfileName({ name, ref }: { name: string; ref?: Ref<HTMLSpanElement> }) {
  return (
    <span ref={ref} className="pi-name" elementtiming={ELEMENT_TIMING.profileRow}>
      {name}
    </span>
  )
}

/**
 * Gives a name cut at its second line its whole text as a title, or takes a
 * stale one away (the sidebar was widened). Measured when its row is
 * pointed at or focused, not for every row a keystroke brings into view: one
 * observer per visible name cost the search a re-render of every row it
 * showed (docs/benchmarks.md). The title is the DOM's own, not React's, so
 * setting it renders nothing.
 */
export function titleIfCut(element: HTMLElement | null): void {
  if (element === null) return
  if (element.scrollHeight > element.clientHeight + 1) element.title = element.textContent ?? ''
  else element.removeAttribute('title')
}
