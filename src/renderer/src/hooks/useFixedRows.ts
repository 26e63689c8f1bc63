import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react'

/** The rows a scroll box shows, as indexes: [first, end), before any overscan or count. */
export interface RowWindow {
  first: number
  end: number
}

/**
 * The rows of `rowHeight` in view when the box is scrolled to `scrollTop`
 * and is `height` tall, the rows starting `offset` below its top (a sticky
 * header above them).
 */
export function rowWindow(
  scrollTop: number,
  height: number,
  rowHeight: number,
  offset: number,
): RowWindow {
  const top = Math.max(0, scrollTop - offset)
  const first = Math.floor(top / rowHeight)
  return { first, end: Math.max(first, Math.ceil((scrollTop - offset + height) / rowHeight)) }
}

/** Where the box must scroll for row `index` to show whole below the header, or null: it does. */
export function scrollFor(
  index: number,
  box: { scrollTop: number; clientHeight: number },
  rowHeight: number,
  offset: number,
): number | null {
  const top = index * rowHeight
  if (top < box.scrollTop) return top
  const bottom = offset + top + rowHeight
  if (bottom > box.scrollTop + box.clientHeight) return bottom - box.clientHeight
  return null
}

export interface FixedRows {
  /** The rows to render (those in view and `overscan` either side): index and top within the rows. */
  items: { index: number; top: number }[]
  /** How tall all the rows are together. */
  totalSize: number
  /** Scrolls just enough for row `index` to show whole (keyboard moves). */
  scrollToIndex: (index: number) => void
}

/**
 * A virtual list of rows that all have one height, in a scroll box whose
 * rows start `offset` below its top (under a sticky header of that height).
 * Where each row is, is arithmetic: nothing is measured or kept per row, so
 * 50,000 rows cost what 50 do (@tanstack/virtual built an entry for every
 * row whenever their number changed: some 20 ms of the Board's first opening
 * at 50,000 profiles). The component renders again only when the rows in
 * view change, not on every scroll event.
 */
export function useFixedRows({
  count,
  rowHeight,
  offset,
  overscan,
  scrollRef,
}: {
  count: number
  rowHeight: number
  offset: number
  overscan: number
  scrollRef: RefObject<HTMLElement | null>
}): FixedRows {
  // None until the box is there to read: its first read (a layout effect) renders the rows
  // before the first paint. A guess from the window's height rendered a third more rows
  // than the box shows, and every later render (a Ctrl+A) paid for them.
  const [shown, setShown] = useState<RowWindow>({ first: 0, end: 0 })
  // Compared here, not in a state updater: React may call the component once even for an
  // update that keeps the state, and a scroll makes dozens of them a second.
  const current = useRef(shown)

  useLayoutEffect(() => {
    const box = scrollRef.current
    if (box === null) return
    const read = (): void => {
      const next = rowWindow(box.scrollTop, box.clientHeight, rowHeight, offset)
      const was = current.current
      if (next.first === was.first && next.end === was.end) return
      current.current = next
      setShown(next)
    }
    read()
    box.addEventListener('scroll', read, { passive: true })
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(read)
    resized?.observe(box)
    return () => {
      box.removeEventListener('scroll', read)
      resized?.disconnect()
    }
  }, [scrollRef, rowHeight, offset])

  const scrollToIndex = useCallback(
    (index: number): void => {
      const box = scrollRef.current
      if (box === null) return
      const to = scrollFor(index, box, rowHeight, offset)
      if (to !== null) box.scrollTop = to
    },
    [scrollRef, rowHeight, offset],
  )

  // Fewer rows now than where the box was scrolled (a filter): the last ones, as the box's
  // scroll, clamped, is about to say, not none for the frames until it does.
  const span = shown.end - shown.first
  const first = Math.min(shown.first, Math.max(0, count - span))
  const from = Math.max(0, first - overscan)
  const to = Math.min(count, first + span + overscan)
  const items: { index: number; top: number }[] = []
  for (let index = from; index < to; index++) items.push({ index, top: index * rowHeight })
  return { items, totalSize: count * rowHeight, scrollToIndex }
}
