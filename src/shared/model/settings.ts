import { z } from 'zod'
import { says } from '../i18n/fieldSays'
import { languageChoices } from '../i18n/language'
import { said, type Said } from '../i18n/said'
import { saying } from '../i18n/sayMessage'
import { acceleratorSchema } from './shortcut'
import { csvSeparators } from '../text/csv'
import { bypassSchema, caFilesSchema, checkProxyUrl, proxyModes } from './network'
import { vaultSettingSchema } from './passwordCommand'
import { lazySchema, lazyShape } from './lazySchema'

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

/** "a whole number of seconds from 1 to 120" (0 aside), as a message. */
export const numberRange = ({ unit, min, max }: NumberRule): Said =>
  said(`fields.numberSetting.range.${unit === null ? 'count' : unit.name}`, { min, max })

/** What 0 does, as a message names it, for the rules that have a `zero`. */
const zeroSaid: Partial<Record<NumberSetting, Said>> = {
  clipboardClearMs: said('fields.numberSetting.zero.clipboardClearMs'),
  lockAfterIdleMs: said('fields.numberSetting.zero.lockAfterIdleMs'),
}

/** One message for any value the rule refuses: what the setting takes. */
const numberSetting = (field: NumberSetting): z.ZodNumber => {
  const rule: NumberRule = numberRules[field]
  const values = { title: titles[field], range: numberRange(rule) }
  const message =
    rule.zero === undefined
      ? says('fields.numberSetting.must', values)
      : says('fields.numberSetting.mustOrZero', { ...values, zero: zeroSaid[field] ?? rule.zero })
  return z.number(message).refine((value) => {
    const units = value / msPerUnit(rule)
    if (!Number.isInteger(units)) return false
    return (units >= rule.min && units <= rule.max) || (units === 0 && rule.zero !== undefined)
  }, message)
}

/** Each setting's title as a message (typed apart from Settings, which the rules below make). */
const titles = {
  requestTimeoutMs: said('fields.setting.requestTimeoutMs'),
  warningMs: said('fields.setting.warningMs'),
  renewConcurrency: said('fields.setting.renewConcurrency'),
  autoRenewLeadMs: said('fields.setting.autoRenewLeadMs'),
  keepPasswordsInWeakStorage: said('fields.setting.keepPasswordsInWeakStorage'),
  clipboardClearMs: said('fields.setting.clipboardClearMs'),
  cliAccess: said('fields.setting.cliAccess'),
  lockAfterIdleMs: said('fields.setting.lockAfterIdleMs'),
  expiryNotifications: said('fields.setting.expiryNotifications'),
  proxyMode: said('fields.setting.proxyMode'),
  proxyUrl: said('fields.setting.proxyUrl'),
  proxyBypass: said('fields.setting.proxyBypass'),
  proxyUsername: said('fields.setting.proxyUsername'),
  extraCaFiles: said('fields.setting.extraCaFiles'),
  retryOn401: said('fields.setting.retryOn401'),
  globalShortcut: said('fields.setting.globalShortcut'),
  openAtLogin: said('fields.setting.openAtLogin'),
  keepFavouritesFresh: said('fields.setting.keepFavouritesFresh'),
  passwordCommandVault: said('fields.setting.passwordCommandVault'),
  language: said('fields.setting.language'),
  csvSeparator: said('fields.setting.csvSeparator'),
  letterShortcuts: said('fields.setting.letterShortcuts'),
}

/** What each setting is called where a message names it (one a start had to reset, say). */
export const settingTitles: Readonly<Record<keyof Settings, Said>> = titles

const onOrOff = (field: keyof typeof titles) => says('fields.onOrOff', { label: titles[field] })

/**
 * Each preference's rule, without a default: a patch must not fill in what it
 * does not name.
 */
const settingsFields = lazyShape(() => ({
  requestTimeoutMs: numberSetting('requestTimeoutMs'),
  warningMs: numberSetting('warningMs'),
  renewConcurrency: numberSetting('renewConcurrency'),
  autoRenewLeadMs: numberSetting('autoRenewLeadMs'),
  /**
   * Keep passwords on disk even when the OS offers only weak encryption
   * (Linux without a keyring). Off: they are kept in memory until quit.
   */
  keepPasswordsInWeakStorage: z.boolean(
    says('fields.trueOrFalse', { label: said('fields.label.keepPasswords') }),
  ),
  clipboardClearMs: numberSetting('clipboardClearMs'),
  /** Serve `token-desk` (each client is still approved once in the app). */
  cliAccess: z.boolean(),
  lockAfterIdleMs: numberSetting('lockAfterIdleMs'),
  /** One grouped notification before favourite and recently used tokens expire. */
  expiryNotifications: z.boolean(onOrOff('expiryNotifications')),
  /** How requests find their proxy (docs/network.md). */
  proxyMode: z.enum(proxyModes, says('fields.proxyMode')),
  /** The manual proxy, http://host:port; empty unless chosen. */
  proxyUrl: z
    .string(says('fields.notText', { label: said('fields.label.proxyAddress') }))
    .trim()
    .max(500, says('fields.atMost', { label: said('fields.label.proxyAddress'), max: 500 }))
    .refine((v) => v === '' || checkProxyUrl(v).ok, {
      error: (issue) => {
        const checked = checkProxyUrl(String(issue.input))
        const why = checked.ok ? said('fields.proxy.invalid') : checked.said
        return says(why.key, why.values).error(issue)
      },
    }),
  /** Hosts the manual proxy is not used for. */
  proxyBypass: bypassSchema,
  /** Sent when the proxy asks (407); the password is in the secret store. */
  proxyUsername: z
    .string(says('fields.notText', { label: said('fields.label.proxyUsername') }))
    .trim()
    .max(200, says('fields.atMost', { label: said('fields.label.proxyUsername'), max: 200 })),
  /** PEM files of CAs trusted on top of the operating system's, for every profile. */
  extraCaFiles: caFilesSchema,
  /**
   * A test request that gets 401 with a token believed valid: renew the token
   * (when a password is kept) and send the request once more, never twice.
   */
  retryOn401: z.boolean(says('fields.trueOrFalse', { label: said('fields.label.retryOn401') })),
  /** Opens the quick switcher from any app (Electron accelerator syntax); null: off. */
  globalShortcut: acceleratorSchema.nullable(),
  /** Start with the session, hidden in the tray (the OS's login item; docs/features.md). */
  openAtLogin: z.boolean(onOrOff('openAtLogin')),
  /** Renew due favourites at start and on resume, with auto-renew's rules. */
  keepFavouritesFresh: z.boolean(onOrOff('keepFavouritesFresh')),
  /** What `{vault}` in a password command stands for on this desk (e.g. "Support"); '' unset. */
  passwordCommandVault: vaultSettingSchema,
  /** The language of the window, the tray, menus, notifications and dialogs (never the CLI's). */
  language: z.enum(languageChoices, says('fields.language')),
  /** The cell separator of every CSV the app writes (export, activity, verify reports). */
  csvSeparator: z.enum(csvSeparators, says('fields.csvSeparator')),
  /**
   * R renews and C copies the header while focus is on the profile; off for
   * speech input, where a spoken word can arrive as letters.
   */
  letterShortcuts: z.boolean(onOrOff('letterShortcuts')),
}))

/** App-wide preferences, stored by main. */
export const settingsSchema = lazySchema(() => z.object(settingsFields()))
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
  csvSeparator: ',',
  letterShortcuts: true,
}

/** Rules across fields, checked when settings change: in English, and as data (`said`). */
export const settingsIssues = (
  settings: Settings,
): { path: string; message: string; said: Said }[] =>
  settings.proxyMode === 'manual' && settings.proxyUrl === ''
    ? [{ path: 'proxyUrl', ...saying('fields.proxy.manualNeedsAddress') }]
    : []

/**
 * What updateSettings takes: only the fields it names change. Built from the
 * rules without defaults (zod's `.partial()` keeps a `.default()`, which would
 * reset every field the patch leaves out) and strict, so a misspelt field is
 * an error instead of a silent no-op.
 */
export const settingsPatchSchema = lazySchema(() => z.strictObject(settingsFields()).partial())
export type SettingsPatch = z.output<typeof settingsPatchSchema>
