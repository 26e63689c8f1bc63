import { existsSync } from 'node:fs'
import { z } from 'zod'
import type { Clock } from '../clock'
import type { Logger } from '../log/logger'
import type { JsonStore } from '../storage/jsonStore'
import { moveAside } from '../storage/openRecovering'
import { NotAFileError } from '../storage/regularFile'
import { layoutKey, type SavedWindow, type ScreenLayout } from './windowPlacement'
import { lazySchema } from '../../../shared/model/lazySchema'

/** Far beyond any real screen; Electron misbehaves with huge coordinates. */
const LIMIT = 100_000
const coordinate = lazySchema(() => z.number().finite().min(-LIMIT).max(LIMIT))
const length = lazySchema(() => z.number().finite().positive().max(LIMIT))

const savedWindow = lazySchema(() =>
  z.object({
    bounds: z.object({ x: coordinate, y: coordinate, width: length, height: length }),
    mode: z.enum(['normal', 'maximized', 'fullscreen']),
    displayId: z.number().finite(),
    scaleFactor: z.number().finite().positive().max(16),
  }),
)

/** How many monitor set-ups are remembered; the oldest goes first. */
export const MAX_LAYOUTS = 8
const KEY = 'window'

interface Remembered {
  /** Per monitor set-up (layoutKey), oldest first. */
  byLayout: Record<string, SavedWindow>
  /** The last state saved, for a set-up not seen before. */
  last: SavedWindow | null
}

const parseSaved = (value: unknown): SavedWindow | null => savedWindow.safeParse(value).data ?? null

/** Reads whatever is in the file; anything malformed counts as not remembered. */
function readRemembered(value: unknown): Remembered {
  if (typeof value !== 'object' || value === null) return { byLayout: {}, last: null }
  const raw = value as { byLayout?: unknown; last?: unknown }
  const byLayout: Record<string, SavedWindow> = {}
  if (typeof raw.byLayout === 'object' && raw.byLayout !== null) {
    for (const [key, entry] of Object.entries(raw.byLayout)) {
      const saved = parseSaved(entry)
      if (saved) byLayout[key] = saved
    }
  }
  return { byLayout, last: parseSaved(raw.last) }
}

/**
 * The window's size, position and mode per monitor set-up, in a small file of
 * its own (window-state.json): it changes on every move, and rewriting
 * profiles.json for that would be wasteful. Nothing in it is secret. Reading
 * garbage gives "nothing remembered"; a failed write is logged, never thrown.
 */
export class WindowStateStore {
  private remembered: Remembered

  constructor(
    private readonly store: JsonStore,
    private readonly log?: Logger,
  ) {
    this.remembered = readRemembered(store.get(KEY))
  }

  /** The state saved for this set-up, else the last one saved anywhere. */
  saved(layout: ScreenLayout): SavedWindow | null {
    return this.remembered.byLayout[layoutKey(layout)] ?? this.remembered.last
  }

  remember(layout: ScreenLayout, state: SavedWindow): void {
    const key = layoutKey(layout)
    const { [key]: _previous, ...others } = this.remembered.byLayout
    const kept = Object.entries(others).slice(-(MAX_LAYOUTS - 1))
    this.remembered = { byLayout: { ...Object.fromEntries(kept), [key]: state }, last: state }
    try {
      this.store.set(KEY, this.remembered)
    } catch (error) {
      this.log?.warn(
        `Could not save the window position (${error instanceof Error ? error.name : 'error'})`,
      )
    }
  }
}

/** A store that forgets on quit: when the file can be neither read nor replaced. */
export function memoryStore(path = '(memory)'): JsonStore {
  let doc: Record<string, unknown> = {}
  return {
    path,
    get: (key) => doc[key],
    keys: () => Object.keys(doc),
    replaceAll: (values) => {
      doc = { ...values }
    },
    set: (key, value) => {
      doc = { ...doc, [key]: value }
    },
    setMany: (values) => {
      doc = { ...doc, ...values }
    },
    delete: (key) => {
      const { [key]: _removed, ...rest } = doc
      doc = rest
    },
  }
}

/**
 * Opens the window-state file. A damaged one is moved aside (it holds only
 * geometry, so no notice); when even that fails, the app runs with defaults.
 * A FIFO, socket or device in its place stops the start (NotAFileError).
 */
export function openWindowStateStore(
  path: string,
  open: () => JsonStore,
  clock: Clock,
  log?: Logger,
): WindowStateStore {
  try {
    return new WindowStateStore(open(), log)
  } catch (error) {
    // Not damage: something the user put there, left for the user (the start says what and where).
    if (error instanceof NotAFileError) throw error
    log?.warn(
      `The saved window position could not be read (${(error as Error).name}); using defaults`,
    )
  }
  try {
    if (existsSync(path)) moveAside(path, clock, 'unreadable')
    return new WindowStateStore(open(), log)
  } catch {
    return new WindowStateStore(memoryStore(path), log)
  }
}
