import { create } from 'zustand'

/**
 * What a command from the application menu or a notification asks of a
 * component that keeps its own state (the Import dialog, the Export choices,
 * a profile's Renew button): each request is counted, so asking twice is
 * heard twice; a focus asked for waits until its profile's detail shows.
 */
export interface CommandRequestsState {
  importAsked: number
  exportAsked: number
  /** The profile whose Get / Renew button should take focus once it shows; null when taken. */
  renewFocus: string | null
}

/* The transitions, pure: the store below applies them. */

export const importAsked = (s: CommandRequestsState): Partial<CommandRequestsState> => ({
  importAsked: s.importAsked + 1,
})
export const exportAsked = (s: CommandRequestsState): Partial<CommandRequestsState> => ({
  exportAsked: s.exportAsked + 1,
})
export const renewFocusAsked = (profileId: string): Partial<CommandRequestsState> => ({
  renewFocus: profileId,
})

interface CommandRequestsStore extends CommandRequestsState {
  askImport(): void
  askExport(): void
  focusRenew(profileId: string): void
  /** The Renew button took it. */
  renewFocusTaken(): void
}

const initial: CommandRequestsState = { importAsked: 0, exportAsked: 0, renewFocus: null }

export const useCommandRequests = create<CommandRequestsStore>()((set) => ({
  ...initial,
  askImport: () => set(importAsked),
  askExport: () => set(exportAsked),
  focusRenew: (profileId) => set(renewFocusAsked(profileId)),
  renewFocusTaken: () => set({ renewFocus: null }),
}))
