import { z } from 'zod'

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE

const ms = (label: string, min: number, max: number, unit: string, per: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} is at least ${min / per} ${unit}`)
    .max(max, `${label} is at most ${max / per} ${unit}`)

/** App-wide preferences, stored by main. */
export const settingsSchema = z.object({
  /** Time-out of a token request (spec: not shown; 15 s is generous for a login). */
  requestTimeoutMs: ms('Request time-out', SECOND, 2 * MINUTE, 's', SECOND).default(15 * SECOND),
  /** A token inside this window before expiry shows as "expiring". */
  warningMs: ms('Warning window', MINUTE, 12 * HOUR, 'min', MINUTE).default(HOUR),
  /** How many token requests "Renew all" runs at once. */
  renewConcurrency: z
    .number({ error: 'Parallel renewals must be a number' })
    .int('Parallel renewals must be a whole number')
    .min(1, 'Parallel renewals is at least 1')
    .max(20, 'Parallel renewals is at most 20')
    .default(6),
  /** Auto-renew starts this long before expiry. */
  autoRenewLeadMs: ms('Auto-renew lead time', MINUTE, 12 * HOUR, 'min', MINUTE).default(
    15 * MINUTE,
  ),
  /**
   * Keep passwords on disk even when the OS offers only weak encryption
   * (Linux without a keyring). Off: they are kept in memory until quit.
   */
  keepPasswordsInWeakStorage: z.boolean().default(false),
  /** Clear a copied secret after this long if the clipboard still holds it; 0: never. */
  clipboardClearMs: z
    .number({ error: 'Clipboard clearing must be a number' })
    .int('Clipboard clearing must be a whole number')
    .refine((v) => v === 0 || (v >= 5 * SECOND && v <= 10 * MINUTE), {
      error: 'Clear the clipboard after 5 s to 10 min, or 0 to never clear it',
    })
    .default(30 * SECOND),
})

export type Settings = z.output<typeof settingsSchema>
export const defaultSettings: Settings = settingsSchema.parse({})
export const settingsPatchSchema = settingsSchema.partial()
