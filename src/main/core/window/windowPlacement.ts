/** Screen rectangles in device-independent pixels, as Electron gives them. */
export interface Rect {
  x: number
  y: number
  width: number
  height: number
}

/** One monitor: its id, where it is, the part not taken by task bars and docks, its DPI scale. */
export interface DisplayInfo {
  id: number
  bounds: Rect
  workArea: Rect
  scaleFactor: number
}

/** The monitors now attached, and which one is primary. */
export interface ScreenLayout {
  displays: DisplayInfo[]
  primaryId: number
}

export type WindowMode = 'normal' | 'maximized' | 'fullscreen'

/** What is remembered: the normal (unmaximized) bounds, the mode and the monitor it was on. */
export interface SavedWindow {
  bounds: Rect
  mode: WindowMode
  displayId: number
  scaleFactor: number
}

/** Where and how to open the window. */
export interface WindowPlacement {
  bounds: Rect
  mode: WindowMode
}

export interface WindowSize {
  width: number
  height: number
  minWidth: number
  minHeight: number
}

/** Roughly a title bar: the window's top strip, which must be on a screen to be grabbed… */
export const TITLE_BAR_HEIGHT = 32
/** …at least half of it in height… */
export const MIN_VISIBLE_HEIGHT = TITLE_BAR_HEIGHT / 2
/** …and this much in width (or the whole window, if narrower). */
export const MIN_VISIBLE_WIDTH = 128

/**
 * A name for the set of monitors (ids, positions, sizes, scales): the window
 * is remembered per set, so docking and undocking a laptop each restore their own.
 */
export const layoutKey = (layout: ScreenLayout): string =>
  [...layout.displays]
    .sort((a, b) => a.id - b.id)
    .map((d) => {
      const { x, y, width, height } = d.bounds
      return `${d.id}:${x},${y},${width}x${height}@${d.scaleFactor}`
    })
    .join('|')

const primaryOf = (layout: ScreenLayout): DisplayInfo | undefined =>
  layout.displays.find((d) => d.id === layout.primaryId) ?? layout.displays[0]

function overlap(a: Rect, b: Rect): { width: number; height: number } {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)
  return { width: Math.max(0, width), height: Math.max(0, height) }
}

/** Whether enough of the window's title bar is on this work area to grab it. */
export function titleBarVisible(bounds: Rect, workArea: Rect): boolean {
  const strip = { ...bounds, height: Math.min(TITLE_BAR_HEIGHT, bounds.height) }
  const seen = overlap(strip, workArea)
  return (
    seen.height >= Math.min(MIN_VISIBLE_HEIGHT, strip.height) &&
    seen.width >= Math.min(MIN_VISIBLE_WIDTH, bounds.width)
  )
}

/** The monitor showing most of the window (ties: the first); the primary if none does. */
export function displayFor(bounds: Rect, layout: ScreenLayout): DisplayInfo | undefined {
  let best: DisplayInfo | undefined
  let bestArea = 0
  for (const display of layout.displays) {
    const { width, height } = overlap(bounds, display.bounds)
    if (width * height > bestArea) {
      best = display
      bestArea = width * height
    }
  }
  return best ?? primaryOf(layout)
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max)

/** Shrinks the window to the work area (not below the minimum size unless the area is smaller) and moves it fully inside. */
function fitInto(bounds: Rect, workArea: Rect, size: WindowSize): Rect {
  const width = clamp(bounds.width, Math.min(size.minWidth, workArea.width), workArea.width)
  const height = clamp(bounds.height, Math.min(size.minHeight, workArea.height), workArea.height)
  return {
    x: clamp(bounds.x, workArea.x, workArea.x + workArea.width - width),
    y: clamp(bounds.y, workArea.y, workArea.y + workArea.height - height),
    width,
    height,
  }
}

/** Centred on the work area, at the remembered (or default) size where it fits. */
function centredIn(workArea: Rect, width: number, height: number, size: WindowSize): Rect {
  const fitted = fitInto({ x: 0, y: 0, width, height }, workArea, size)
  return {
    ...fitted,
    x: workArea.x + Math.round((workArea.width - fitted.width) / 2),
    y: workArea.y + Math.round((workArea.height - fitted.height) / 2),
  }
}

/**
 * Where to open the window. The saved bounds are kept when their monitor is
 * still there and the title bar would be on a screen; a window partly off
 * its monitor, or larger than it (a smaller work area, a higher DPI scale),
 * is moved and shrunk onto it. When the monitor is gone, or the title bar
 * would be on no screen, the window goes to the primary monitor, centred,
 * keeping its size where it fits. Maximized and full-screen modes are kept;
 * the bounds are then the ones it returns to.
 */
export function placeWindow(
  saved: SavedWindow | null,
  layout: ScreenLayout,
  size: WindowSize,
): WindowPlacement {
  const primary = primaryOf(layout)
  // No monitor at all (a headless start): Electron picks; give it the default size.
  if (!primary) {
    return { bounds: { x: 0, y: 0, width: size.width, height: size.height }, mode: 'normal' }
  }
  if (!saved) {
    return { bounds: centredIn(primary.workArea, size.width, size.height, size), mode: 'normal' }
  }
  const display = layout.displays.find((d) => d.id === saved.displayId)
  if (display) {
    // The saved monitor first, then any other the title bar would be on.
    const showing = [display, ...layout.displays.filter((d) => d !== display)].find((d) =>
      titleBarVisible(saved.bounds, d.workArea),
    )
    if (showing) return { bounds: fitInto(saved.bounds, showing.workArea, size), mode: saved.mode }
  }
  return {
    bounds: centredIn(primary.workArea, saved.bounds.width, saved.bounds.height, size),
    mode: saved.mode,
  }
}
