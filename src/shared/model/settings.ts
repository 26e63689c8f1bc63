import { z } from 'zod'
import { languageChoices } from '../i18n/language'
import { acceleratorSchema } from './shortcut'
import { bypassSchema, caFilesSchema, checkProxyUrl, proxyModes } from './network'
import { vaultSettingSchema } from './passwordCommand'

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE

/**
 * A number setting as people set it: a whole number of its unit (a count
 * has none) from `min` to `max`, or 0 when `zero` says what 0 does. Main
 * keeps it in milliseconds (a count as it is); the Settings form shows the unit.
 */
export interface NumberRule {
  unit: { name: 'seconds' | 'minutes'; ms: number } | null
  min: number
  max: number
  zero?: string
}

const seconds = { name: 'seconds', ms: SECOND } as const
const minutes = { name: 'minutes', ms: MINUTE } as const

/** The number settings' rules: main's validation and the Settings form both read them. */
export const numberRules = {
  /** Time-out of a token request (spec: not shown; 15 s is generous for a login). */
  requestTimeoutMs: { unit: seconds, min: 1, max: 120 },
  /** A token inside this window before expiry shows as "expiring". */
  warningMs: { unit: minutes, min: 1, max: 12 * 60 },
  /** How many token requests "Renew all" runs at once. */
  renewConcurrency: { unit: null, min: 1, max: 20 },
  /** Auto-renew starts this long before expiry. */
  autoRenewLeadMs: { unit: minutes, min: 1, max: 12 * 60 },
  /** Clear a copied secret after this long if the clipboard still holds it; 0: never. */
  clipboardClearMs: { unit: seconds, min: 5, max: 10 * 60, zero: 'never clear it' },
  /** Lock the window after the computer has been idle this long; 0: never. */
  lockAfterIdleMs: { unit: minutes, min: 1, max: 8 * 60, zero: 'never lock' },
} as const satisfies Record<string, NumberRule>
export type NumberSetting = keyof typeof numberRules

/** Milliseconds in one unit of a rule (1 for a count, kept as it is). */
export const msPerUnit = ({ unit }: NumberRule): number => unit?.ms ?? 1

/**
 * A stored number in whole units of its rule: earlier versions took
 * fractions (1.5 s, kept as 1500 ms), which this one refuses. Read as the
 * nearest whole unit, the setting keeps what was meant instead of falling
 * back to its default. Anything but a finite number is left to the rule.
 */
export const inWholeUnits = ({ unit }: NumberRule, value: unknown): unknown =>
  typeof value === 'number' && Number.isFinite(value) && unit !== null
    ? Math.round(value / unit.ms) * unit.ms
    : value

/** "a whole number of seconds from 1 to 120" (0 aside). */
export const numberRange = ({ unit, min, max }: NumberRule): string =>
  `a whole number ${unit === null ? '' : `of ${unit.name} `}from ${min} to ${max}`

/** One message for any value the rule refuses: what the setting takes. */
const numberSetting = (field: NumberSetting): z.ZodNumber => {
  const rule: NumberRule = numberRules[field]
  const zero = rule.zero === undefined ? '' : `, or 0 to ${rule.zero}`
  const message: string = `${settingTitles[field]} must be ${numberRange(rule)}${zero}`
  return z.number({ error: message }).refine(
    (value) => {
      const units = value / msPerUnit(rule)
      if (!Number.isInteger(units)) return false
      return (units >= rule.min && units <= rule.max) || (units === 0 && rule.zero !== undefined)
    },
    { error: message },
  )
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
  openAtLogin: 'Open at login',
  keepFavouritesFresh: "Keep favourites' tokens fresh",
  passwordCommandVault: 'Vault for password commands',
  language: 'Language',
}

/** Each preference's rule, without a default: a patch must not fill in what it does not name. */
const settingsFields = {
  requestTimeoutMs: numberSetting('requestTimeoutMs'),
  warningMs: numberSetting('warningMs'),
  renewConcurrency: numberSetting('renewConcurrency'),
  autoRenewLeadMs: numberSetting('autoRenewLeadMs'),
  /**
   * Keep passwords on disk even when the OS offers only weak encryption
   * (Linux without a keyring). Off: they are kept in memory until quit.
   */
  keepPasswordsInWeakStorage: z.boolean({ error: 'Keep passwords must be true or false' }),
  clipboardClearMs: numberSetting('clipboardClearMs'),
  /** Serve `token-desk` (each client is still approved once in the app). */
  cliAccess: z.boolean(),
  lockAfterIdleMs: numberSetting('lockAfterIdleMs'),
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
  /** Start with the session, hidden in the tray (the OS's login item; docs/features.md). */
  openAtLogin: z.boolean({ error: 'Open at login must be on or off' }),
  /** Renew due favourites at start and on resume, with auto-renew's rules. */
  keepFavouritesFresh: z.boolean({ error: "Keep favourites' tokens fresh must be on or off" }),
  /** What `{vault}` in a password command stands for on this desk (e.g. "Support"); '' unset. */
  passwordCommandVault: vaultSettingSchema,
  /** The language of the window, the tray, menus, notifications and dialogs (never the CLI's). */
  language: z.enum(languageChoices, { error: 'Choose the system language, English or Deutsch' }),
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
  openAtLogin: false,
  keepFavouritesFresh: false,
  passwordCommandVault: '',
  language: 'system',
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
