import type { Worded } from '../../../shared/i18n/said'
import { AppFailure } from '../../../shared/ipc/errors'
import {
  defaultSettings,
  inWholeUnits,
  numberRules,
  settingsIssues,
  settingsSchema,
  type NumberSetting,
  type Settings,
  type SettingsPatch,
} from '../../../shared/model/settings'
import { checkTables } from '../storage/documentShape'
import type { JsonStore } from '../storage/jsonStore'

/** The key of profiles.json the settings live under. */
export const SETTINGS_KEY = 'settings'

/** Refuses settings that are not a table: that table alone is set aside, and reads as the defaults. */
export const checkSettingsTable = (store: JsonStore): void => checkTables(store, [SETTINGS_KEY])

/** App-wide preferences; a damaged or outdated value falls back field by field to defaults. */
export class SettingsService {
  private current: Settings
  /** Settings the file held in a form this version refuses, read as their defaults (a notice). */
  readonly reset: readonly (keyof Settings)[]

  constructor(private readonly store: JsonStore) {
    const read = readSettings(store.get(SETTINGS_KEY))
    this.current = read.settings
    this.reset = read.reset
  }

  get(): Settings {
    return this.current
  }

  /** Changes only the fields the patch names; one given as undefined stays as it is. */
  update(patch: SettingsPatch): Settings {
    const named = Object.entries(patch).filter(([, value]) => value !== undefined)
    const next = settingsSchema.parse({ ...this.current, ...Object.fromEntries(named) })
    const issues = settingsIssues(next)
    const [first]: readonly Partial<Worded>[] = issues
    if (first !== undefined) {
      throw new AppFailure({
        code: 'invalid-input',
        message: first.message ?? '',
        ...(first.said && { said: first.said }),
        issues,
      })
    }
    this.store.set(SETTINGS_KEY, next)
    this.current = next
    return next
  }
}

function readSettings(raw: unknown): { settings: Settings; reset: (keyof Settings)[] } {
  if (!raw || typeof raw !== 'object') return { settings: defaultSettings, reset: [] }
  const stored = raw as Record<string, unknown>
  const settings: Record<string, unknown> = { ...defaultSettings }
  const reset: (keyof Settings)[] = []
  // Only the known fields are read, each on its own: a key such as "constructor" in the file means nothing.
  for (const [key, field] of Object.entries(settingsSchema.shape)) {
    if (!Object.hasOwn(stored, key)) continue
    const value = Object.hasOwn(numberRules, key)
      ? inWholeUnits(numberRules[key as NumberSetting], stored[key])
      : stored[key]
    if (field.safeParse(value).success) settings[key] = value
    else reset.push(key as keyof Settings)
  }
  // A manual proxy without an address would fail every request and refuse every later save.
  if (settingsIssues(settings as Settings).length > 0) {
    settings['proxyMode'] = defaultSettings.proxyMode
    reset.push('proxyMode')
  }
  return { settings: settings as Settings, reset }
}
