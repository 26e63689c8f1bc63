import { z } from 'zod'
import { acceleratorSchema } from './shortcut'
import { bypassSchema, caFilesSchema, checkProxyUrl, proxyModes } from './network'

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE

const ms = (label: string, min: number, max: number, unit: string, per: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} is at least ${min / per} ${unit}`)
    .max(max, `${label} is at most ${max / per} ${unit}`)

/** Each preference's rule, without a default: a patch must not fill in what it does not name. */
const settingsFields = {
  /** Time-out of a token request (spec: not shown; 15 s is generous for a login). */
  requestTimeoutMs: ms('Request time-out', SECOND, 2 * MINUTE, 's', SECOND),
  /** A token inside this window before expiry shows as "expiring". */
  warningMs: ms('Warning window', MINUTE, 12 * HOUR, 'min', MINUTE),
  /** How many token requests "Renew all" runs at once. */
  renewConcurrency: z
    .number({ error: 'Parallel renewals must be a number' })
    .int('Parallel renewals must be a whole number')
    .min(1, 'Parallel renewals is at least 1')
    .max(20, 'Parallel renewals is at most 20'),
  /** Auto-renew starts this long before expiry. */
  autoRenewLeadMs: ms('Auto-renew lead time', MINUTE, 12 * HOUR, 'min', MINUTE),
  /**
   * Keep passwords on disk even when the OS offers only weak encryption
   * (Linux without a keyring). Off: they are kept in memory until quit.
   */
  keepPasswordsInWeakStorage: z.boolean({ error: 'Keep passwords must be true or false' }),
  /** Clear a copied secret after this long if the clipboard still holds it; 0: never. */
  clipboardClearMs: z
    .number({ error: 'Clipboard clearing must be a number' })
    .int('Clipboard clearing must be a whole number')
    .refine((v) => v === 0 || (v >= 5 * SECOND && v <= 10 * MINUTE), {
      error: 'Clear the clipboard after 5 s to 10 min, or 0 to never clear it',
    }),
  /** Serve `token-desk` (each client is still approved once in the app). */
  cliAccess: z.boolean(),
  /** Lock the window after the computer has been idle this long; 0: never. */
  lockAfterIdleMs: z
    .number({ error: 'Lock after idle must be a number' })
    .int('Lock after idle must be a whole number')
    .refine((v) => v === 0 || (v >= MINUTE && v <= 8 * HOUR), {
      error: 'Lock after 1 min to 8 h of idle time, or 0 to never lock',
    }),
  /** One grouped notification before favourite and recently used tokens expire. */
  expiryNotifications: z.boolean({ error: 'Expiry notifications must be on or off' }),
  /** How requests find their proxy (docs/network.md). */
  proxyMode: z.enum(proxyModes, { error: 'Choose system, no proxy or a manual proxy' }),
  /** The manual proxy, http://host:port; empty unless chosen. */
  proxyUrl: z
    .string({ error: 'The proxy address must be text' })
    .trim()
    .max(500, 'The proxy address is at most 500 characters')
    .refine((v) => v === '' || checkProxyUrl(v).ok, {
      error: (issue) => {
        const checked = checkProxyUrl(String(issue.input))
        return checked.ok ? 'Invalid proxy address' : checked.message
      },
    }),
  /** Hosts the manual proxy is not used for. */
  proxyBypass: bypassSchema,
  /** Sent when the proxy asks (407); the password is in the secret store. */
  proxyUsername: z
    .string({ error: 'The proxy user name must be text' })
    .trim()
    .max(200, 'The proxy user name is at most 200 characters'),
  /** PEM files of CAs trusted on top of the operating system's, for every profile. */
  extraCaFiles: caFilesSchema,
  /**
   * A test request that gets 401 with a token believed valid: renew the token
   * (when a password is kept) and send the request once more, never twice.
   */
  retryOn401: z.boolean({ error: 'Retry on 401 must be true or false' }),
  /** Opens the quick switcher from any app (Electron accelerator syntax); null: off. */
  globalShortcut: acceleratorSchema.nullable(),
}

/** App-wide preferences, stored by main. */
export const settingsSchema = z.object(settingsFields)
export type Settings = z.output<typeof settingsSchema>

export const defaultSettings: Settings = {
  requestTimeoutMs: 15 * SECOND,
  warningMs: HOUR,
  renewConcurrency: 6,
  autoRenewLeadMs: 15 * MINUTE,
  keepPasswordsInWeakStorage: false,
  clipboardClearMs: 30 * SECOND,
  cliAccess: false,
  lockAfterIdleMs: 0,
  expiryNotifications: true,
  proxyMode: 'system',
  proxyUrl: '',
  proxyBypass: ['localhost', '127.0.0.1', '[::1]'],
  proxyUsername: '',
  extraCaFiles: [],
  retryOn401: true,
  globalShortcut: null,
}

/** What each setting is called where a message names it (one a start had to reset, say). */
export const settingTitles: Record<keyof Settings, string> = {
  requestTimeoutMs: 'Request time-out',
  warningMs: 'Warning window',
  renewConcurrency: 'Parallel renewals',
  autoRenewLeadMs: 'Auto-renew lead time',
  keepPasswordsInWeakStorage: 'Keep passwords without a keyring',
  clipboardClearMs: 'Clear clipboard after',
  cliAccess: 'Command line access',
  lockAfterIdleMs: 'Lock after idle',
  expiryNotifications: 'Expiry notifications',
  proxyMode: 'Proxy',
  proxyUrl: 'Proxy address',
  proxyBypass: 'Proxy bypass list',
  proxyUsername: 'Proxy user name',
  extraCaFiles: 'Extra CA certificates',
  retryOn401: 'Retry a test request after 401',
  globalShortcut: 'Quick switcher shortcut',
}

/** Rules across fields, checked when settings change. */
export const settingsIssues = (settings: Settings): { path: string; message: string }[] =>
  settings.proxyMode === 'manual' && settings.proxyUrl === ''
    ? [
        {
          path: 'proxyUrl',
          message: 'Enter the proxy address for a manual proxy, e.g. http://proxy.example.com:8080',
        },
      ]
    : []

/**
 * What updateSettings takes: only the fields it names change. Built from the
 * rules without defaults (zod's `.partial()` keeps a `.default()`, which would
 * reset every field the patch leaves out) and strict, so a misspelt field is
 * an error instead of a silent no-op.
 */
export const settingsPatchSchema = z.strictObject(settingsFields).partial()
export type SettingsPatch = z.output<typeof settingsPatchSchema>
