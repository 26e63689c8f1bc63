import { create } from 'zustand'
import type { FieldName } from '../lib/profileForm'
import { leaving } from './leaveGuard'

/** What the main pane shows. */
export type View = 'detail' | 'create' | 'edit' | 'settings' | 'board'

export interface NavigationState {
  /** The profile the sidebar marks and the detail pane shows. */
  selectedId: string | null
  view: View
  /** Set when the detail pane should take focus (after the form closes, after a delete). */
  focusDetail: boolean
  /**
   * Counts the profiles chosen by the user (select, open). The stores that
   * follow a choice watch it: the profile list fetches the chosen profile's
   * detail, the password prompt closes when another profile is chosen. A
   * selection that only follows the data (a reload, a save) leaves it.
   */
  choices: number
  /** Counts New profile presses: each starts an empty form, over one on screen too. */
  creations: number
  /** The field an edit form opens on (its text selected), when it was opened for that field. */
  editField: FieldName | null
}

type Change = Partial<NavigationState>

/* The transitions, pure: the store below applies them. */

/** The user chose a profile in the list (or the quick switcher). */
export const chosen = (s: NavigationState, id: string): Change => ({
  selectedId: id,
  view: 'detail',
  focusDetail: false,
  choices: s.choices + 1,
})

/** Chosen, and focus moves into the detail pane (Enter in the list). */
export const opened = (s: NavigationState, id: string): Change => ({
  ...chosen(s, id),
  focusDetail: true,
})

/** A profile just saved, copied or restored: shown at once, with focus on it. */
export const shown = (id: string): Change => ({
  selectedId: id,
  view: 'detail',
  focusDetail: true,
})

/** The list chose for the user (the first profile, the one after a deleted one). */
export const followed = (id: string | null): Change => ({ selectedId: id })

/** Edit opens only with a profile selected; at its first field, or at `field`. */
export const editing = (s: NavigationState, field: FieldName | null = null): Change =>
  s.selectedId === null ? {} : { view: 'edit', editField: field }

/** Back from a form or the settings, focus on the detail. */
export const formClosed: Change = { view: 'detail', focusDetail: true }

interface NavigationStore extends NavigationState {
  select(id: string): void
  /** Selects and moves focus into the detail pane (Enter in the list). */
  open(id: string): void
  /** Shows a profile whose full view the list already has (after a save, a copy, an undo). */
  show(id: string): void
  /** Selects for the user, without a choice (the list's first profile, the next after a delete). */
  follow(id: string | null): void
  startCreate(): void
  startEdit(): void
  /** Edit, opened on one field: "Use another API user" opens it on the username. */
  editAt(field: FieldName): void
  openSettings(): void
  /** The Board: every profile as a table, to choose many and act on them. */
  openBoard(): void
  closeForm(): void
  /** Asks the detail pane to take focus. */
  focus(): void
  focusTaken(): void
}

const initial: NavigationState = {
  selectedId: null,
  view: 'detail',
  focusDetail: false,
  choices: 0,
  creations: 0,
  editField: null,
}

/** Where the window is: the selected profile, the main pane's view, where focus goes. */
export const useNavigation = create<NavigationStore>()((set) => ({
  ...initial,
  // The user's moves ask first when a form has changes not saved (leaving); the app's own
  // (show after a save, follow after a delete, closeForm from a form's buttons) do not.
  select: (id) => leaving(() => set((s) => chosen(s, id))),
  open: (id) => leaving(() => set((s) => opened(s, id))),
  show: (id) => set(shown(id)),
  follow: (id) => set(followed(id)),
  // Discard changes on a new profile's form and New profile again: an empty form, not the same.
  startCreate: () => leaving(() => set((s) => ({ view: 'create', creations: s.creations + 1 }))),
  startEdit: () => leaving(() => set((s) => editing(s))),
  editAt: (field) => leaving(() => set((s) => editing(s, field))),
  openSettings: () => leaving(() => set({ view: 'settings' })),
  openBoard: () => leaving(() => set({ view: 'board' })),
  closeForm: () => set(formClosed),
  focus: () => set({ focusDetail: true }),
  focusTaken: () => set({ focusDetail: false }),
}))

/** Opens the Board: for the sidebar's button, the quick switcher and the application menu. */
export const showBoard = (): void => useNavigation.getState().openBoard()
