import type { AppError } from '../../../shared/ipc/errors'
import {
  msPerUnit,
  numberRules,
  settingsSchema,
  type NumberRule,
  type NumberSetting,
  type Settings,
} from '../../../shared/model/settings'
import { t } from '../i18n'
import { lazySchema } from '../../../shared/model/lazySchema'

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

/** The fields where 0 does something (the rule's `zero`): never clear, never lock. */
type ZeroField = {
  [F in SettingsField]: (typeof numberRules)[F] extends { zero: string } ? F : never
}[SettingsField]
const hasZero = (field: SettingsField): field is ZeroField => 'zero' in numberRules[field]

/** The field's rule in words: its unit in the window's language, its range, and what 0 does. */
function ruleWords(field: SettingsField) {
  const { unit, min, max } = numberRules[field]
  return {
    title: t(`messages:fields.setting.${field}`),
    unit: unit === null ? null : t(`settings:general.unit.${unit.name}`),
    min,
    max,
    zero: hasZero(field) ? t(`settings:general.zero.${field}`) : null,
  }
}

/** Each field's title (messages:fields.setting, the titles main's checks name too) with the unit it is typed in: "Request time-out (seconds)". */
export function settingsLabel(field: SettingsField): string {
  const { title, unit } = ruleWords(field)
  return unit === null ? title : t('settings:general.labelWithUnit', { title, unit })
}

/** "A whole number of seconds from 1 to 120": what the field takes, from its rule. */
function takes(field: SettingsField): string {
  const { unit, min, max } = ruleWords(field)
  return unit === null
    ? t('settings:general.range.count', { min, max })
    : t('settings:general.range.unit', { unit, min, max })
}

/** What the field is for and what it takes, under it. */
export function settingsHint(field: SettingsField): string {
  const range = takes(field)
  return field === 'warningMs'
    ? t('settings:general.hint.warningMs', { range, expiring: t('labels:tokenState.expiring') })
    : t(`settings:general.hint.${field}`, { range })
}

/**
 * A number the field refuses, in the words of the rule main checks with
 * (shared/model/settings.ts): "Lock after idle must be a whole number of
 * minutes from 1 to 480, or 0 to never lock".
 */
export function numberProblem(field: SettingsField): string {
  const { title, unit, min, max, zero } = ruleWords(field)
  if (unit === null) {
    return zero === null
      ? t('settings:general.invalid.count', { title, min, max })
      : t('settings:general.invalid.countOrZero', { title, min, max, zero })
  }
  return zero === null
    ? t('settings:general.invalid.unit', { title, unit, min, max })
    : t('settings:general.invalid.unitOrZero', { title, unit, min, max, zero })
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
const formSchema = lazySchema(() =>
  settingsSchema.pick(
    Object.fromEntries(settingsFields.map((field) => [field, true])) as Record<SettingsField, true>,
  ),
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
    // The rule's message is main's (English); the window says it in its own language.
    if (field !== null) errors[field] ??= numberProblem(field)
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
