import { create } from 'zustand'
import type { ProfileRow } from '../../../shared/model/profile'
import {
  positionIn,
  sortedBy,
  type BoardColumn,
  type BoardSort,
} from '../../../shared/search/boardRows'
import type { StatusFilter } from '../../../shared/search/statusFilter'

/** The chosen profiles' ids, as the Board reads them: a set, or every row of a list. */
export interface Chosen extends Iterable<string> {
  readonly size: number
  has(id: string): boolean
}

/**
 * Every row of one list as it was shown (Ctrl+A): held as that list, so
 * choosing 50,000 rows builds nothing; the set of their ids is made only
 * when asked whether one is in it (after the view changed).
 */
export class EveryRowOf implements Chosen {
  #ids: Set<string> | null = null
  constructor(readonly rows: readonly ProfileRow[]) {}
  get size(): number {
    return this.rows.length
  }
  has(id: string): boolean {
    this.#ids ??= new Set(this.rows.map((p) => p.id))
    return this.#ids.has(id)
  }
  *[Symbol.iterator](): Iterator<string> {
    for (const p of this.rows) yield p.id
  }
}

/**
 * The Board's state: its order, what it filters by, and the profiles chosen
 * on it. The selection is a set of ids (50,000 rows: a toggle copies the
 * set, never walks the list) or every row of the list shown; `anchor` is
 * where a Shift range starts, `cursor` the row the keyboard is on.
 */
export interface BoardState {
  sort: BoardSort
  query: string
  statusView: StatusFilter
  selected: Chosen
  anchor: string | null
  cursor: string | null
}

type Change = Partial<BoardState>
/** The rows the Board shows now, in its order. */
type Visible = readonly ProfileRow[]

const idsOf = (rows: Visible, from: number, to: number): string[] => {
  const ids: string[] = []
  for (let i = Math.min(from, to); i <= Math.max(from, to); i++) {
    const row = rows[i]
    if (row) ids.push(row.id)
  }
  return ids
}

/* The transitions, pure: the store below applies them. */

/** A checkbox, a click or Space: one row in or out; the next Shift range starts here. */
export const toggled = (s: BoardState, id: string): Change => {
  const selected = new Set(s.selected)
  if (selected.has(id)) selected.delete(id)
  else selected.add(id)
  return { selected, anchor: id, cursor: id }
}

/**
 * Shift-click: every row from the anchor to this one is chosen (added to
 * what was chosen). Without an anchor in view, it is a plain toggle.
 */
export const rangeSelected = (s: BoardState, visible: Visible, id: string): Change => {
  const from = positionIn(visible, s.anchor)
  const to = positionIn(visible, id)
  if (from < 0 || to < 0) return toggled(s, id)
  return { selected: new Set([...s.selected, ...idsOf(visible, from, to)]), cursor: id }
}

/** Ctrl/Cmd+A: exactly the rows in view (the filter decides which). */
export const allSelected = (visible: Visible): Change => ({ selected: new EveryRowOf(visible) })

/** How many of the rows in view are chosen (the header checkbox reads it). */
export const selectedIn = (selected: Chosen, visible: Visible): number => {
  if (selected.size === 0) return 0
  if (selected instanceof EveryRowOf && selected.rows === visible) return visible.length
  let n = 0
  for (let i = 0; i < visible.length; i++) if (selected.has((visible[i] as ProfileRow).id)) n++
  return n
}

/** The header checkbox: every row in view chosen, or, when they all were, none of them. */
export const headerToggled = (s: BoardState, visible: Visible): Change => {
  if (visible.length > 0 && selectedIn(s.selected, visible) === visible.length) {
    if (s.selected.size === visible.length) return { selected: new Set() }
    const selected = new Set(s.selected)
    for (const p of visible) selected.delete(p.id)
    return { selected }
  }
  if (s.selected.size === 0) return allSelected(visible)
  return { selected: new Set([...s.selected, ...visible.map((p) => p.id)]) }
}

/**
 * The keyboard moved to row `to` (clamped); with Shift, the rows passed
 * over are chosen too, from the row it left.
 */
export const cursorMoved = (
  s: BoardState,
  visible: Visible,
  to: number,
  extend: boolean,
): Change => {
  if (visible.length === 0) return {}
  const at = Math.max(0, Math.min(visible.length - 1, to))
  const id = (visible[at] as ProfileRow).id
  if (!extend) return { cursor: id, anchor: id }
  const from = Math.max(0, positionIn(visible, s.cursor))
  return {
    cursor: id,
    anchor: s.anchor ?? (visible[from] as ProfileRow).id,
    selected: new Set([...s.selected, ...idsOf(visible, from, at)]),
  }
}

/** After a delete or a reload: only ids of profiles that still exist stay chosen. */
export const pruned = (s: BoardState, existing: readonly ProfileRow[]): Change => {
  if (s.selected.size === 0 || (s.selected instanceof EveryRowOf && s.selected.rows === existing))
    return {}
  const ids = new Set(existing.map((p) => p.id))
  const selected = new Set([...s.selected].filter((id) => ids.has(id)))
  return selected.size === s.selected.size ? {} : { selected }
}

export const initialBoard: BoardState = {
  sort: { column: 'name', direction: 'ascending' },
  query: '',
  statusView: 'all',
  selected: new Set(),
  anchor: null,
  cursor: null,
}

interface BoardStore extends BoardState {
  sortBy(column: BoardColumn): void
  setQuery(query: string): void
  setStatusView(view: StatusFilter): void
  toggle(id: string): void
  selectRange(visible: Visible, id: string): void
  selectAll(visible: Visible): void
  toggleHeader(visible: Visible): void
  moveCursor(visible: Visible, to: number, extend: boolean): void
  clear(): void
  prune(existing: readonly ProfileRow[]): void
  /** Undo of a delete: its profiles are chosen again, unless others were chosen since. */
  chooseAgain(ids: readonly string[]): void
}

export const useBoard = create<BoardStore>()((set) => ({
  ...initialBoard,
  sortBy: (column) => set((s) => ({ sort: sortedBy(s.sort, column) })),
  setQuery: (query) => set({ query }),
  setStatusView: (statusView) => set({ statusView }),
  toggle: (id) => set((s) => toggled(s, id)),
  selectRange: (visible, id) => set((s) => rangeSelected(s, visible, id)),
  selectAll: (visible) => set(allSelected(visible)),
  toggleHeader: (visible) => set((s) => headerToggled(s, visible)),
  moveCursor: (visible, to, extend) => set((s) => cursorMoved(s, visible, to, extend)),
  clear: () => set({ selected: new Set(), anchor: null }),
  prune: (existing) => set((s) => pruned(s, existing)),
  chooseAgain: (ids) =>
    set((s) => (s.selected.size > 0 ? {} : { selected: new Set(ids), anchor: null })),
}))
