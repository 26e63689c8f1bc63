import { useRef, type KeyboardEvent, type PointerEvent } from 'react'
import {
  clampWidth,
  DEFAULT_SIDEBAR_WIDTH,
  widthAfterKey,
  type WidthBounds,
} from '../lib/sidebarWidth'
import { useT } from '../i18n'
import { useSidebar } from '../store/sidebar'

interface Props {
  /** The sidebar's id: the pane this splitter sizes. */
  controls: string
  /** The width shown now, and what the window allows. */
  width: number
  bounds: WidthBounds
}

/** A drag under way: which pointer, and where it and the width started. */
interface Drag {
  pointerId: number
  startX: number
  startWidth: number
}

/**
 * The window splitter between the sidebar and the main pane (WAI-ARIA APG
 * "Window Splitter"): a focusable separator whose value is the sidebar's
 * width in px. Left and Right resize by a step (Shift: a bigger one), Home
 * and End go to the narrowest and widest, Enter folds the sidebar to its
 * narrowest and back; a drag follows the pointer (captured, so it holds
 * outside the bar), a double-click goes back to the default width.
 */
export function SidebarSplitter({ controls, width, bounds }: Props) {
  const setWidth = useSidebar((s) => s.setWidth)
  const t = useT('sidebar')
  /** The width Enter gives back after folding. */
  const unfolded = useRef(DEFAULT_SIDEBAR_WIDTH)
  const drag = useRef<Drag | null>(null)

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.altKey || event.ctrlKey || event.metaKey) return
    const next = widthAfterKey(event, width, bounds, unfolded.current)
    if (next === null) return
    event.preventDefault()
    if (event.key === 'Enter' && width > bounds.min) unfolded.current = width
    setWidth(next)
  }

  const onPointerDown = (event: PointerEvent<HTMLDivElement>): void => {
    if (event.button !== 0) return
    // No text selection while dragging; the bar keeps focus for the keys.
    event.preventDefault()
    event.currentTarget.focus()
    event.currentTarget.setPointerCapture(event.pointerId)
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startWidth: width }
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>): void => {
    const started = drag.current
    if (started === null || started.pointerId !== event.pointerId) return
    setWidth(clampWidth(started.startWidth + event.clientX - started.startX, bounds))
  }
  const endDrag = (): void => {
    drag.current = null
  }

  return (
    <div
      role="separator"
      className="splitter"
      tabIndex={0}
      aria-orientation="vertical"
      aria-label={t('splitter.label')}
      aria-controls={controls}
      aria-valuenow={width}
      aria-valuemin={bounds.min}
      aria-valuemax={bounds.max}
      title={t('splitter.hint')}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onLostPointerCapture={endDrag}
      onDoubleClick={() => setWidth(clampWidth(DEFAULT_SIDEBAR_WIDTH, bounds))}
    />
  )
}
