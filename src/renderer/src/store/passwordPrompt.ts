import { create } from 'zustand'
import { call } from '../lib/api'
import { useNavigation } from './navigation'

/** The prompt for a login's password, on one profile's detail. */
export interface Prompt {
  profileId: string
  /** The password just typed was refused (401): it says so and asks again. */
  retry: boolean
  /** A `token-desk` client waiting for this profile's token (its name), if any. */
  waiter: string | null
}

interface PasswordPromptState {
  prompt: Prompt | null
}

/* The transitions, pure: the store below applies them. */

/** The prompt for a profile, keeping the waiter of a prompt already there for it. */
export const promptFor = (
  current: Prompt | null,
  profileId: string,
  options: { retry?: boolean; waiter?: string | null } = {},
): Prompt => ({
  profileId,
  retry: options.retry ?? false,
  waiter:
    options.waiter !== undefined
      ? options.waiter
      : current?.profileId === profileId
        ? current.waiter
        : null,
})

/** Another profile was chosen: the prompt stays only if it is that profile's. */
export const afterChoice = (current: Prompt | null, selectedId: string | null): Prompt | null =>
  current?.profileId === selectedId ? current : null

/**
 * Nobody waits for the profile's token any more (it arrived, or the command
 * line gave up): the prompt stays, as an ordinary one, for whoever is typing.
 */
export const served = (current: Prompt | null, profileId: string): Prompt | null =>
  current?.profileId === profileId && current.waiter !== null
    ? { ...current, waiter: null }
    : current

interface PasswordPromptStore extends PasswordPromptState {
  /**
   * Opens the prompt for a profile. `waiter`: who else waits (a `token-desk`
   * client); absent keeps the one already waiting for this profile.
   */
  open(profileId: string, options?: { retry?: boolean; waiter?: string | null }): void
  /** The typed password is on its way: the prompt goes; its waiter is returned for a retry. */
  sent(profileId: string): string | null
  served(profileId: string): void
  /** Cancel: a waiting `token-desk` command is told so and stops. */
  close(): void
  /** The profile went (deleted): its prompt goes with it. */
  closeFor(profileId: string): void
}

/**
 * Asks for a login's password when none is kept (or the one typed was
 * refused). It belongs to the profile on screen: choosing another closes it.
 */
export const usePasswordPrompt = create<PasswordPromptStore>()((set, get) => {
  useNavigation.subscribe((next, previous) => {
    if (next.choices !== previous.choices)
      set((s) => ({ prompt: afterChoice(s.prompt, next.selectedId) }))
  })

  return {
    prompt: null,

    open(profileId, options) {
      set((s) => ({ prompt: promptFor(s.prompt, profileId, options) }))
    },

    sent(profileId) {
      const { prompt } = get()
      const waiter = prompt?.profileId === profileId ? prompt.waiter : null
      set({ prompt: null })
      return waiter
    },

    served(profileId) {
      set((s) => ({ prompt: served(s.prompt, profileId) }))
    },

    close() {
      const { prompt } = get()
      if (prompt !== null && prompt.waiter !== null) {
        const { profileId } = prompt
        void call((api) => api.declinePassword({ profileId }))
      }
      set({ prompt: null })
    },

    closeFor(profileId) {
      set((s) => ({ prompt: s.prompt?.profileId === profileId ? null : s.prompt }))
    },
  }
})
