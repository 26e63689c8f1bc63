import { defaultSettings, settingsSchema, type Settings } from '../../../shared/model/settings'
import type { JsonStore } from '../storage/jsonStore'

const KEY = 'settings'

/** App-wide preferences; a damaged or outdated value falls back field by field to defaults. */
export class SettingsService {
  private current: Settings

  constructor(private readonly store: JsonStore) {
    this.current = readSettings(store.get(KEY))
  }

  get(): Settings {
    return this.current
  }

  update(patch: Partial<Settings>): Settings {
    const next = settingsSchema.parse({ ...this.current, ...patch })
    this.store.set(KEY, next)
    this.current = next
    return next
  }
}

function readSettings(raw: unknown): Settings {
  if (!raw || typeof raw !== 'object') return defaultSettings
  const settings: Record<string, unknown> = { ...defaultSettings }
  for (const [key, value] of Object.entries(raw)) {
    const field = settingsSchema.shape[key as keyof Settings] as
      (typeof settingsSchema.shape)[keyof Settings] | undefined
    if (field?.safeParse(value).success) settings[key] = value
  }
  return settings as Settings
}
