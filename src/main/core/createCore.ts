import type { AppInfo } from '../../shared/ipc/contract'
import type { Clipboard } from './clipboard'
import type { Clock } from './clock'
import { createDispatch, type Dispatch } from './ipc/dispatch'
import { createHandlers, type Handlers } from './ipc/handlers'
import { ProfileRepository } from './profiles/profileRepository'
import { ProfileService } from './profiles/profileService'
import { createHttpClient, DEFAULT_TIMEOUT_MS } from './protocol/tokenClient'
import type { Cipher } from './secrets/cipher'
import { EncryptedSecretStore } from './secrets/encryptedSecretStore'
import type { JsonStore } from './storage/jsonStore'
import { TokenService } from './tokens/tokenService'

/** Everything platform-specific the core needs, each behind its own interface. */
export interface CoreAdapters {
  profileStore: JsonStore
  secretStore: JsonStore
  cipher: Cipher
  clipboard: Clipboard
  runtime: AppInfo['runtime']
  version: string
  clock?: Clock
  timeoutMs?: number
  log?: (line: string) => void
}

export interface Core {
  handlers: Handlers
  dispatch: Dispatch
}

export function createCore(adapters: CoreAdapters): Core {
  const clock = adapters.clock ?? Date.now
  const repo = new ProfileRepository(adapters.profileStore)
  const secrets = new EncryptedSecretStore(adapters.secretStore, adapters.cipher)
  const profiles = new ProfileService(repo, secrets, clock)
  const tokens = new TokenService({
    repo,
    profiles,
    secrets,
    http: createHttpClient(),
    clipboard: adapters.clipboard,
    clock,
    timeoutMs: adapters.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  })
  const handlers = createHandlers({
    profiles,
    tokens,
    appInfo: () => ({
      version: adapters.version,
      runtime: adapters.runtime,
      protection: adapters.cipher.protection(),
    }),
  })
  const log = adapters.log ?? ((line: string) => console.error(`[token-desk] ${line}`))
  return { handlers, dispatch: createDispatch(handlers, log) }
}
