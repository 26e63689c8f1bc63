import type { AppInfo, OutputOf, ParsedInputOf } from '../../../shared/ipc/contract'
import type { Method } from '../../../shared/ipc/methods'
import type { Clock } from '../clock'
import type { SandboxDemo } from '../demo/sandboxDemo'
import type { ProfileRepository } from '../profiles/profileRepository'
import type { ProfileService } from '../profiles/profileService'
import type { SettingsService } from '../settings/settingsService'
import { exportProfiles } from '../transfer/exportProfiles'
import type { ImportService } from '../transfer/importService'
import type { RequestRepository } from '../requests/requestRepository'
import type { RequestService } from '../requests/requestService'
import type { TokenService } from '../tokens/tokenService'

export type Handlers = {
  [M in Method]: (input: ParsedInputOf<M>) => Promise<OutputOf<M>>
}

export interface HandlerDeps {
  repo: ProfileRepository
  profiles: ProfileService
  tokens: TokenService
  settings: SettingsService
  imports: ImportService
  demo: SandboxDemo
  requests: RequestService
  records: RequestRepository
  clock: Clock
  appInfo: () => AppInfo
  /** Called after settings change (a policy may now allow keeping secrets on disk). */
  onSettingsChanged: () => Promise<void>
}

/** One handler per contract method; the only code both the app and the harness call. */
export function createHandlers(deps: HandlerDeps): Handlers {
  const { repo, profiles, tokens, settings, imports, demo, requests, records, clock } = deps
  return {
    appInfo: async () => deps.appInfo(),
    listProfiles: () => profiles.list(),
    createProfile: ({ password, allowDuplicate, ...fields }) =>
      profiles.create(fields, password, allowDuplicate),
    updateProfile: ({ id, fields, password }) => profiles.update(id, fields, password),
    copyProfile: ({ profileId }) => profiles.copy(profileId),
    deleteProfile: async ({ profileId }) => ({ profileId, ...(await profiles.remove(profileId)) }),
    undoDelete: ({ undoId }) => profiles.restore(undoId),
    exportProfiles: async () => exportProfiles(repo.list(), clock()),
    previewImport: async ({ format, text }) => imports.preview(format, text),
    applyImport: async ({ format, text, includeDuplicates }) =>
      imports.apply(format, text, includeDuplicates),
    getToken: ({ profileId, password }) => tokens.obtain(profileId, password),
    forgetToken: ({ profileId }) => tokens.forget(profileId),
    listActivity: async ({ profileId }) => {
      profiles.require(profileId)
      return records.activity(profileId)
    },
    copy: ({ profileId, format }) => tokens.copy(profileId, format),
    revealToken: async ({ profileId }) => ({ token: await tokens.value(profileId) }),
    startDemo: () => demo.start(),
    listRequests: async ({ profileId }) => requests.list(profileId),
    saveRequest: async ({ profileId, requestId, request }) =>
      requests.save(profileId, request, requestId),
    deleteRequest: async ({ profileId, requestId }) => requests.remove(profileId, requestId),
    sendRequest: (input) => requests.send(input),
    cancelRequest: async ({ runId }) => requests.cancel(runId),
    copyRequestAsCurl: ({ profileId, request, withToken }) =>
      requests.copyAsCurl(profileId, request, withToken),
    renewAll: () => tokens.renewAll(),
    getSettings: async () => settings.get(),
    updateSettings: async (patch) => {
      const next = settings.update(patch)
      await deps.onSettingsChanged()
      return next
    },
  }
}
