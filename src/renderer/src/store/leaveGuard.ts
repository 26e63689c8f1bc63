import { create } from 'zustand'

/** What a form on screen has not saved ("“Acme”", "the network settings"), or null when nothing. */
export type Unsaved = () => string | null

/** The forms on screen, each able to say what it would lose. */
const forms = new Set<Unsaved>()

/** A form says what leaving it would lose until the returned function is called (unmount). */
export function registerForm(form: Unsaved): () => void {
  forms.add(form)
  return () => {
    forms.delete(form)
  }
}

interface LeaveState {
  /** A move away that waits for the user: what would be lost, and the move. */
  pending: { unsaved: string[]; go: () => void } | null
  /** Discard changes: the move goes ahead. */
  discard(): void
  /** Keep editing: the move is dropped. */
  stay(): void
}

export const useLeaveGuard = create<LeaveState>()((set, get) => ({
  pending: null,
  discard: () => {
    const go = get().pending?.go
    set({ pending: null })
    go?.()
  },
  stay: () => set({ pending: null }),
}))

/**
 * Runs a move away from what the pane shows (another profile, a form, the
 * settings) at once, unless a form on screen has changes not saved: then
 * the user is asked first (LeaveQuestion), so typing is never lost to a
 * click elsewhere. A form's own Cancel does not come here: it is the choice.
 */
export function leaving(go: () => void): void {
  const unsaved = [...forms].flatMap((form) => form() ?? [])
  if (unsaved.length === 0) go()
  else useLeaveGuard.setState({ pending: { unsaved, go } })
}
