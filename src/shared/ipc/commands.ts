import { saidSchema } from '../i18n/saidSchema'
import type { Said } from '../i18n/said'
import { z } from 'zod'
import { lazySchema } from '../model/lazySchema'

/**
 * What the application menu asks the window to do. One list, so the menu,
 * the pushed event and the window's switch over it cannot drift apart.
 */
export const menuCommands = [
  'new-profile',
  'import',
  'export',
  'settings',
  'lock',
  'renew-all',
  'verify-all',
  'quick-switcher',
  'board',
] as const
export type MenuCommand = (typeof menuCommands)[number]

const profileFocuses = ['renew', 'password', 'new-password', 'none'] as const
/** What a profile opened from main shows ready: Renew, a password prompt, or nothing. */
export type ProfileFocus = (typeof profileFocuses)[number]

/**
 * A command main sends the window: a menu command, or a profile to show with
 * one of its actions focused (a notification about that profile was
 * clicked: Renew; the tray's Get token needs a password: the prompt; the
 * service refused the kept one: the prompt for the new password; a link:
 * none), a search for the list (a link), or a line for the status line (what
 * a link did, or why it did nothing).
 */
export type WindowCommand =
  | { kind: MenuCommand }
  | { kind: 'open-profile'; profileId: string; focus: ProfileFocus }
  | { kind: 'search'; query: string }
  /** `text` in English; `said`, the same as data, for the window to say in its language. */
  | { kind: 'notice'; text: string; said?: Said; tone: 'ok' | 'error' }

/** Checked where main emits it, so nothing else reaches the window under this event type. */
export const windowCommandSchema: z.ZodType<WindowCommand> = lazySchema(() =>
  z.union([
    z.strictObject({ kind: z.enum(menuCommands) }),
    z.strictObject({
      kind: z.literal('open-profile'),
      profileId: z.string().min(1).max(200),
      focus: z.enum(profileFocuses),
    }),
    z.strictObject({ kind: z.literal('search'), query: z.string().max(400) }),
    z.strictObject({
      kind: z.literal('notice'),
      text: z.string().min(1).max(1000),
      said: saidSchema.optional(),
      tone: z.enum(['ok', 'error']),
    }),
  ]),
)
