import type { AppError } from '../../../shared/ipc/errors'
import {
  msPerUnit,
  numberRange,
  numberRules,
  settingsSchema,
  settingTitles,
  type NumberRule,
  type NumberSetting,
  type Settings,
} from '../../../shared/model/settings'

export const settingsFields = [
  'requestTimeoutMs',
  'warningMs',
  'renewConcurrency',
  'autoRenewLeadMs',
  'clipboardClearMs',
  'lockAfterIdleMs',
] as const satisfies readonly NumberSetting[]
export type SettingsField = (typeof settingsFields)[number]

/** What the user types, in the units the form shows. */
export type SettingsValues = Record<SettingsField, string>
export type SettingsErrors = Partial<Record<SettingsField, string>>

/** Milliseconds per unit shown in the form (1 for a count). */
const unitOf = (field: SettingsField): number => msPerUnit(numberRules[field])

/** The smallest and largest number each field takes; 0 turns some off (the rule's `zero`). */
export const settingsRange = (field: SettingsField): { min: number; max: number } => {
  const rule: NumberRule = numberRules[field]
  return { min: rule.zero === undefined ? rule.min : 0, max: rule.max }
}

/** Each field's title (settingTitles, shared with main) with the unit it is typed in. */
export const settingsLabels = Object.fromEntries(
  settingsFields.map((field) => {
    const unit = numberRules[field].unit
    return [field, unit === null ? settingTitles[field] : `${settingTitles[field]} (${unit.name})`]
  }),
) as Record<SettingsField, string>

/** "A whole number of seconds from 1 to 120": what the field takes, from its rule. */
const takes = (field: SettingsField): string => {
  const range = numberRange(numberRules[field])
  return range.charAt(0).toUpperCase() + range.slice(1)
}

export const settingsHints: Record<SettingsField, string> = {
  requestTimeoutMs: `How long to wait for the token endpoint before giving up. ${takes('requestTimeoutMs')}.`,
  warningMs: `A token this close to expiry shows as “Expiring soon” and is renewed by Renew all. ${takes('warningMs')}.`,
  renewConcurrency: `How many token requests Renew all and auto-renew send at once. ${takes('renewConcurrency')}.`,
  autoRenewLeadMs: `Profiles set to renew automatically do so this long before expiry. ${takes('autoRenewLeadMs')}.`,
  clipboardClearMs: `A copied token is wiped from the clipboard after this long, unless you copied something else since. ${takes('clipboardClearMs')}; 0 leaves it until the screen locks, the computer sleeps or Token Desk quits.`,
  lockAfterIdleMs: `After this long without keyboard or mouse, Token Desk clears its clipboard copy, forgets passwords kept only for this session and hides behind a lock screen. ${takes('lockAfterIdleMs')}; 0 never locks. Sleep always clears, and so does a screen lock wherever the system reports it (on Linux, over D-Bus: Copy diagnostics says whether it does).`,
}

export const valuesOfSettings = (settings: Settings): SettingsValues =>
  Object.fromEntries(
    settingsFields.map((field) => [field, String(settings[field] / unitOf(field))]),
  ) as SettingsValues

/**
 * Typed text → milliseconds (or a count), as typed: 1.5 s is 1500 ms, which
 * the rule refuses (not whole seconds). Empty or non-numeric text becomes
 * NaN, which it refuses too.
 */
function toModel(field: SettingsField, raw: string): number {
  const text = raw.trim()
  return (text === '' ? Number.NaN : Number(text)) * unitOf(field)
}

const isField = (key: string): key is SettingsField =>
  (settingsFields as readonly string[]).includes(key)

function fieldOfPath(path: string | readonly PropertyKey[]): SettingsField | null {
  const key = typeof path === 'string' ? path.split('.')[0] : path.map(String)[0]
  return key !== undefined && isField(key) ? key : null
}

/** Only what the form edits: settings it does not show stay as main has them. */
export type SettingsPatch = Pick<Settings, SettingsField>

export type CheckedSettings =
  { ok: true; patch: SettingsPatch } | { ok: false; errors: SettingsErrors }

/** The same rules main validates with, for the fields the form shows. */
const formSchema = settingsSchema.pick(
  Object.fromEntries(settingsFields.map((field) => [field, true])) as Record<SettingsField, true>,
)

/** Checks every field the form shows, for a message next to each. */
export function checkSettings(values: SettingsValues): CheckedSettings {
  const parsed = formSchema.safeParse(
    Object.fromEntries(settingsFields.map((field) => [field, toModel(field, values[field])])),
  )
  if (parsed.success) return { ok: true, patch: parsed.data }
  const errors: SettingsErrors = {}
  for (const issue of parsed.error.issues) {
    const field = fieldOfPath(issue.path)
    if (field !== null) errors[field] ??= issue.message
  }
  return { ok: false, errors }
}

/** Main's invalid-input issues split into per-field messages and the rest. */
export function splitSettingsIssues(error: AppError): {
  fields: SettingsErrors
  rest: AppError | null
} {
  if (error.code !== 'invalid-input') return { fields: {}, rest: error }
  const fields: SettingsErrors = {}
  const rest: { path: string; message: string }[] = []
  for (const issue of error.issues) {
    const field = fieldOfPath(issue.path)
    if (field === null) rest.push(issue)
    else fields[field] ??= issue.message
  }
  const restError: AppError | null =
    rest.length > 0 || Object.keys(fields).length === 0 ? { ...error, issues: rest } : null
  return { fields, rest: restError }
}
