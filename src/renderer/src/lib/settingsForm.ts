import type { AppError } from '../../../shared/ipc/errors'
import { settingsSchema, settingTitles, type Settings } from '../../../shared/model/settings'

export const settingsFields = [
  'requestTimeoutMs',
  'warningMs',
  'renewConcurrency',
  'autoRenewLeadMs',
  'clipboardClearMs',
  'lockAfterIdleMs',
] as const satisfies readonly (keyof Settings)[]
export type SettingsField = (typeof settingsFields)[number]

/** What the user types, in the units the form shows. */
export type SettingsValues = Record<SettingsField, string>
export type SettingsErrors = Partial<Record<SettingsField, string>>

const SECOND = 1000
const MINUTE = 60 * SECOND

/** Milliseconds per unit shown in the form. */
const unitOf: Record<SettingsField, number> = {
  requestTimeoutMs: SECOND,
  warningMs: MINUTE,
  renewConcurrency: 1,
  autoRenewLeadMs: MINUTE,
  clipboardClearMs: SECOND,
  lockAfterIdleMs: MINUTE,
}

/** The smallest number each field takes; 0 turns clipboard clearing off. */
export const settingsMin: Record<SettingsField, number> = {
  requestTimeoutMs: 1,
  warningMs: 1,
  renewConcurrency: 1,
  autoRenewLeadMs: 1,
  clipboardClearMs: 0,
  lockAfterIdleMs: 0,
}

/** The unit each field is typed in, beside its title (settingTitles, shared with main). */
const units: Record<SettingsField, string | null> = {
  requestTimeoutMs: 'seconds',
  warningMs: 'minutes',
  renewConcurrency: null,
  autoRenewLeadMs: 'minutes',
  clipboardClearMs: 'seconds',
  lockAfterIdleMs: 'minutes',
}

export const settingsLabels = Object.fromEntries(
  Object.entries(units).map(([field, unit]) => {
    const title = settingTitles[field as SettingsField]
    return [field, unit === null ? title : `${title} (${unit})`]
  }),
) as Record<SettingsField, string>

export const settingsHints: Record<SettingsField, string> = {
  requestTimeoutMs: 'How long to wait for the token endpoint before giving up. 1 to 120 s.',
  warningMs:
    'A token this close to expiry shows as “Expiring soon” and is renewed by Renew all. 1 to 720 min.',
  renewConcurrency: 'How many token requests Renew all and auto-renew send at once. 1 to 20.',
  autoRenewLeadMs:
    'Profiles set to renew automatically do so this long before expiry. 1 to 720 min.',
  clipboardClearMs:
    'A copied token is wiped from the clipboard after this long, unless you copied something else since. 5 to 600 s; 0 leaves it until the screen locks, the computer sleeps or Token Desk quits.',
  lockAfterIdleMs:
    'After this long without keyboard or mouse, Token Desk clears its clipboard copy, forgets passwords kept only for this session and hides behind a lock screen. 1 to 480 min; 0 never locks. A screen lock or sleep always clears.',
}

export const valuesOfSettings = (settings: Settings): SettingsValues => ({
  requestTimeoutMs: String(settings.requestTimeoutMs / unitOf.requestTimeoutMs),
  warningMs: String(settings.warningMs / unitOf.warningMs),
  renewConcurrency: String(settings.renewConcurrency),
  autoRenewLeadMs: String(settings.autoRenewLeadMs / unitOf.autoRenewLeadMs),
  clipboardClearMs: String(settings.clipboardClearMs / unitOf.clipboardClearMs),
  lockAfterIdleMs: String(settings.lockAfterIdleMs / unitOf.lockAfterIdleMs),
})

/** Typed text → milliseconds (or a count). Empty or non-numeric text becomes NaN, which the schema names. */
function toModel(field: SettingsField, raw: string): number {
  const text = raw.trim()
  const value = text === '' ? Number.NaN : Number(text)
  const unit = unitOf[field]
  // 1.5 s is 1500 ms; only a count must be typed whole.
  return unit === 1 ? value : Math.round(value * unit)
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
