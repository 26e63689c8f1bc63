import { useEffect, useRef, useState, type RefObject } from 'react'

/**
 * A profile's name in a row: whole, on up to two lines, and only a name
 * longer than that is cut, at its end (styles: .pi-name). Never in the
 * middle: "Demo · 503 Service unavailable" keeps its 503. The text is always
 * the whole name, so it is the row's accessible name; a cut one also shows
 * whole on hover (title) and on keyboard focus (ProfileList.css).
 */
export function ProfileName({ name }: { name: string }) {
  const ref = useRef<HTMLSpanElement>(null)
  const cut = useClamped(ref, name)
  return (
    <span ref={ref} className="pi-name" title={cut ? name : undefined}>
      {name}
    </span>
  )
}

/**
 * Whether the element's text overflows its clamped lines. Asked when its
 * size changes (the sidebar resized) and for each new text, from a
 * ResizeObserver, which reads after layout: a row scrolled into view forces
 * none.
 */
function useClamped(ref: RefObject<HTMLElement | null>, text: string): boolean {
  const [clamped, setClamped] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (element === null || typeof ResizeObserver === 'undefined') return
    // A new observer reports at once: the text it is created for is checked too.
    const observer = new ResizeObserver(() =>
      setClamped(element.scrollHeight > element.clientHeight + 1),
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, text])
  return clamped
}
