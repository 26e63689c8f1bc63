import type { AppInfo, OutputOf, ParsedInputOf } from '../../../shared/ipc/contract'
import type { Method } from '../../../shared/ipc/methods'
import type { ProfileService } from '../profiles/profileService'
import type { SettingsService } from '../settings/settingsService'
import type { TokenService } from '../tokens/tokenService'

export type Handlers = {
  [M in Method]: (input: ParsedInputOf<M>) => Promise<OutputOf<M>>
}

export interface HandlerDeps {
  profiles: ProfileService
  tokens: TokenService
  settings: SettingsService
  appInfo: () => AppInfo
}

/** One handler per contract method; the only code both the app and the harness call. */
export function createHandlers({ profiles, tokens, settings, appInfo }: HandlerDeps): Handlers {
  return {
    appInfo: async () => appInfo(),
    listProfiles: () => profiles.list(),
    createProfile: ({ password, ...fields }) => profiles.create(fields, password),
    updateProfile: ({ id, fields, password }) => profiles.update(id, fields, password),
    deleteProfile: async ({ profileId }) => {
      await profiles.remove(profileId)
      return { profileId }
    },
    getToken: ({ profileId }) => tokens.obtain(profileId),
    forgetToken: ({ profileId }) => tokens.forget(profileId),
    copyHeader: ({ profileId }) => tokens.copyHeader(profileId),
    renewAll: () => tokens.renewAll(),
    getSettings: async () => settings.get(),
    updateSettings: async (patch) => settings.update(patch),
  }
}
