import { AppFailure } from '../../../shared/ipc/errors'
import {
  defaultSettings,
  settingsIssues,
  settingsSchema,
  type Settings,
  type SettingsPatch,
} from '../../../shared/model/settings'
import { checkTables } from '../storage/documentShape'
import type { JsonStore } from '../storage/jsonStore'

/** The key of profiles.json the settings live under. */
export const SETTINGS_KEY = 'settings'

/** Refuses a profiles.json whose settings are not a table (a damaged file is moved aside). */
export const checkSettingsTable = (store: JsonStore): void => checkTables(store, [SETTINGS_KEY])

/** App-wide preferences; a damaged or outdated value falls back field by field to defaults. */
export class SettingsService {
  private current: Settings

  constructor(private readonly store: JsonStore) {
    this.current = readSettings(store.get(SETTINGS_KEY))
  }

  get(): Settings {
    return this.current
  }

  /** Changes only the fields the patch names; one given as undefined stays as it is. */
  update(patch: SettingsPatch): Settings {
    const named = Object.entries(patch).filter(([, value]) => value !== undefined)
    const next = settingsSchema.parse({ ...this.current, ...Object.fromEntries(named) })
    const issues = settingsIssues(next)
    if (issues.length > 0) {
      throw new AppFailure({ code: 'invalid-input', message: issues[0]?.message ?? '', issues })
    }
    this.store.set(SETTINGS_KEY, next)
    this.current = next
    return next
  }
}

function readSettings(raw: unknown): Settings {
  if (!raw || typeof raw !== 'object') return defaultSettings
  const stored = raw as Record<string, unknown>
  const settings: Record<string, unknown> = { ...defaultSettings }
  // Only the known fields are read, each on its own: a key such as "constructor" in the file means nothing.
  for (const [key, field] of Object.entries(settingsSchema.shape)) {
    if (Object.hasOwn(stored, key) && field.safeParse(stored[key]).success) {
      settings[key] = stored[key]
    }
  }
  return settings as Settings
}
