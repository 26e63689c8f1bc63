import type { AppInfo } from '../../shared/ipc/contract'
import type { Clipboard } from './clipboard'
import type { Clock } from './clock'
import { noEvents, type EventSink } from './events'
import { createDispatch, type Dispatch } from './ipc/dispatch'
import { createHandlers, type Handlers } from './ipc/handlers'
import { ProfileRepository } from './profiles/profileRepository'
import { ProfileService } from './profiles/profileService'
import { createHttpClient } from './protocol/tokenClient'
import type { Cipher } from './secrets/cipher'
import { EncryptedSecretStore } from './secrets/encryptedSecretStore'
import { SettingsService } from './settings/settingsService'
import type { JsonStore } from './storage/jsonStore'
import { AutoRenewer } from './tokens/autoRenewer'
import { TokenService } from './tokens/tokenService'

/** Everything platform-specific the core needs, each behind its own interface. */
export interface CoreAdapters {
  profileStore: JsonStore
  secretStore: JsonStore
  cipher: Cipher
  clipboard: Clipboard
  runtime: AppInfo['runtime']
  version: string
  events?: EventSink
  clock?: Clock
  log?: (line: string) => void
}

export interface Core {
  handlers: Handlers
  dispatch: Dispatch
  tokens: TokenService
  autoRenewer: AutoRenewer
  settings: SettingsService
  /** Starts background work (auto-renew checks); returns the function that stops it. */
  start(): () => void
}

/** Often enough that a 1-minute lead time is honoured; cheap even at 10,000 profiles. */
const AUTO_RENEW_CHECK_MS = 15_000

export function createCore(adapters: CoreAdapters): Core {
  const clock = adapters.clock ?? Date.now
  const events = adapters.events ?? noEvents
  const repo = new ProfileRepository(adapters.profileStore)
  const settings = new SettingsService(adapters.profileStore)
  const secrets = new EncryptedSecretStore(adapters.secretStore, adapters.cipher)
  // The profile view shows "renewing" from the token service's in-flight calls.
  const profiles = new ProfileService(repo, secrets, clock, (id) => tokens.isRenewing(id))
  const tokens: TokenService = new TokenService({
    repo,
    profiles,
    secrets,
    settings,
    http: createHttpClient(),
    clipboard: adapters.clipboard,
    clock,
    events,
  })
  const autoRenewer = new AutoRenewer({ repo, secrets, settings, tokens, clock })
  const handlers = createHandlers({
    profiles,
    tokens,
    settings,
    appInfo: () => ({
      version: adapters.version,
      runtime: adapters.runtime,
      protection: adapters.cipher.protection(),
    }),
  })
  const log = adapters.log ?? ((line: string) => console.error(`[token-desk] ${line}`))
  return {
    handlers,
    dispatch: createDispatch(handlers, log),
    tokens,
    autoRenewer,
    settings,
    start: () => {
      void autoRenewer.tick()
      const timer = setInterval(() => void autoRenewer.tick(), AUTO_RENEW_CHECK_MS)
      return () => clearInterval(timer)
    },
  }
}
