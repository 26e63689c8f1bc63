/**
 * How wide the sidebar may be, in CSS px: the rules the splitter between the
 * sidebar and the main pane follows (components/SidebarSplitter.tsx).
 */

/** The width until the user chooses one, and what a double-click on the splitter goes back to. */
export const DEFAULT_SIDEBAR_WIDTH = 320
/**
 * Narrower, the search field's placeholder is cut (German's, the longer, in
 * Linux's wide default font) and a row's state and time left no longer fit
 * beside each other.
 */
export const MIN_SIDEBAR_WIDTH = 256
/** The sidebar never takes more of the window than this… */
const MAX_SHARE = 0.6
/** …and always leaves the main pane this much (a form's two columns, a token card). */
export const MIN_PANE_WIDTH = 440

/** Arrow keys move by a step; with Shift by a bigger one. */
export const STEP = 16
export const BIG_STEP = 64

export interface WidthBounds {
  min: number
  max: number
}

/** The widths a window this wide allows (min ≤ max however narrow the window). */
export function widthBounds(windowWidth: number): WidthBounds {
  const max = Math.floor(Math.min(windowWidth * MAX_SHARE, windowWidth - MIN_PANE_WIDTH))
  return { min: MIN_SIDEBAR_WIDTH, max: Math.max(MIN_SIDEBAR_WIDTH, max) }
}

/** The width shown for the one chosen: within the bounds, in whole pixels. */
export function clampWidth(width: number, bounds: WidthBounds): number {
  return Math.round(Math.min(bounds.max, Math.max(bounds.min, width)))
}

/**
 * A width remembered on this machine, if it is one (a number of px a window
 * could show). One below today's least (chosen when the least was smaller) is
 * kept and shown as the least, not replaced by the default.
 */
export function isSidebarWidth(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 100_000
}

/**
 * What a key does to the width shown (`width`): a new width, or null for a key
 * the splitter leaves alone. Enter folds the sidebar to its narrowest and back
 * to `unfolded` (the width before it was folded).
 */
export function widthAfterKey(
  key: { key: string; shiftKey: boolean },
  width: number,
  bounds: WidthBounds,
  unfolded: number,
): number | null {
  const step = key.shiftKey ? BIG_STEP : STEP
  switch (key.key) {
    case 'ArrowLeft':
      return clampWidth(width - step, bounds)
    case 'ArrowRight':
      return clampWidth(width + step, bounds)
    case 'Home':
      return bounds.min
    case 'End':
      return bounds.max
    case 'Enter':
      return width > bounds.min ? bounds.min : clampWidth(unfolded, bounds)
    default:
      return null
  }
}
