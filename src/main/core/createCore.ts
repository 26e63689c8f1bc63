import type { AppInfo } from '../../shared/ipc/contract'
import type { Notice } from '../../shared/model/notice'
import type { Clipboard } from './clipboard'
import { ClipboardGuard } from './clipboardGuard'
import { SandboxDemo } from './demo/sandboxDemo'
import type { Clock } from './clock'
import { noEvents, type EventSink } from './events'
import { createDispatch, type Dispatch } from './ipc/dispatch'
import { createHandlers, type Handlers } from './ipc/handlers'
import { ProfileRepository } from './profiles/profileRepository'
import { ProfileService } from './profiles/profileService'
import { createHttpClient } from './protocol/tokenClient'
import type { Cipher } from './secrets/cipher'
import { EncryptedSecretStore } from './secrets/encryptedSecretStore'
import { passwordKey, tokenKey } from './secrets/secretKeys'
import { SecretKeeper } from './secrets/secretKeeper'
import { SettingsService } from './settings/settingsService'
import type { JsonStore } from './storage/jsonStore'
import { AutoRenewer } from './tokens/autoRenewer'
import { TokenService } from './tokens/tokenService'
import { ImportService } from './transfer/importService'
import { RequestRepository } from './requests/requestRepository'
import { RequestService } from './requests/requestService'

/** Everything platform-specific the core needs, each behind its own interface. */
export interface CoreAdapters {
  profileStore: JsonStore
  secretStore: JsonStore
  cipher: Cipher
  clipboard: Clipboard
  runtime: AppInfo['runtime']
  version: string
  /** From opening the stores (a damaged file set aside). */
  notices?: Notice[]
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
  /**
   * Starts background work (auto-renew checks); returns the function that
   * stops it, clears a secret still on the clipboard and stops the demo sandbox.
   */
  start(): () => Promise<void>
}

/** Often enough that a 1-minute lead time is honoured; cheap even at 10,000 profiles. */
const AUTO_RENEW_CHECK_MS = 15_000

export function createCore(adapters: CoreAdapters): Core {
  const clock = adapters.clock ?? Date.now
  const events = adapters.events ?? noEvents
  const repo = new ProfileRepository(adapters.profileStore)
  const savedRequests = new RequestRepository(adapters.profileStore)
  const settings = new SettingsService(adapters.profileStore)
  const vault = new EncryptedSecretStore(adapters.secretStore, adapters.cipher)
  const protection = adapters.cipher.protection()
  // Passwords go to disk only under real protection or with the user's consent;
  // tokens (24 h) whenever the OS can encrypt at all.
  const passwords = new SecretKeeper(
    vault,
    passwordKey,
    () =>
      protection.kind === 'os-keyring' ||
      protection.kind === 'test-only' ||
      (protection.kind === 'weak' && settings.get().keepPasswordsInWeakStorage),
  )
  const tokenValues = new SecretKeeper(vault, tokenKey, () => protection.kind !== 'unavailable')
  // The profile view shows "renewing" from the token service's in-flight calls.
  const profiles = new ProfileService(repo, savedRequests, passwords, tokenValues, clock, (id) =>
    tokens.isRenewing(id),
  )
  const http = createHttpClient()
  const clipboard = new ClipboardGuard(
    adapters.clipboard,
    () => settings.get().clipboardClearMs,
    clock,
  )
  const demo = new SandboxDemo(profiles, repo)
  const tokens: TokenService = new TokenService({
    repo,
    records: savedRequests,
    profiles,
    passwords,
    tokens: tokenValues,
    settings,
    http,
    clipboard,
    clock,
    events,
  })
  const autoRenewer = new AutoRenewer({ repo, passwords, settings, tokens, clock })
  const notices: Notice[] = [...(adapters.notices ?? [])]
  if (repo.quarantined > 0) {
    notices.push({
      kind: 'records-quarantined',
      count: repo.quarantined,
      file: adapters.profileStore.path,
    })
  }
  const handlers = createHandlers({
    repo,
    profiles,
    tokens,
    settings,
    imports: new ImportService(repo, clock),
    demo,
    records: savedRequests,
    requests: new RequestService({
      profiles,
      repo,
      requests: savedRequests,
      tokens,
      tokenValues,
      passwords,
      settings,
      clipboard,
      http,
      clock,
    }),
    clock,
    appInfo: () => ({
      version: adapters.version,
      runtime: adapters.runtime,
      protection,
      notices,
    }),
    onSettingsChanged: () => passwords.persistSession(),
  })
  const log = adapters.log ?? ((line: string) => console.error(`[Token Desk] ${line}`))
  return {
    handlers,
    dispatch: createDispatch(handlers, log),
    tokens,
    autoRenewer,
    settings,
    start: () => {
      void autoRenewer.tick()
      const timer = setInterval(() => void autoRenewer.tick(), AUTO_RENEW_CHECK_MS)
      return async () => {
        clearInterval(timer)
        await clipboard.clearIfOurs()
        await demo.stop()
      }
    },
  }
}
