import type { AppInfo } from '../../shared/ipc/contract'
import { said } from '../../shared/i18n/said'
import { english, saying } from '../../shared/i18n/sayMessage'
import { QUARANTINE_NAMED, type Notice } from '../../shared/model/notice'
import type { Clipboard } from './clipboard'
import { ClipboardGuard } from './clipboardGuard'
import { SessionLock } from './lock/sessionLock'
import type { ScreenLockSignals } from './lock/screenLockSignals'
import { ScreenLockWatcher } from './lock/screenLockWatcher'
import type { OsUserCheck } from './lock/osUserCheck'
import type { ScryptCost } from './lock/passphraseHash'
import { standingApprovalNeedsProof } from './lock/standingApproval'
import { UnlockRequirement } from './lock/unlockRequirement'
import type { DemoHost } from './demo/demoHost'
import { DemoService } from './demo/demoService'
import type { Clock } from './clock'
import { EventHub, noEvents, type EventSink } from './events'
import { countRecords } from './diagnostics/countRecords'
import { countOf } from '../../shared/text/countOf'
import { formatDiagnostics, systemFacts, type SystemFacts } from './diagnostics/diagnostics'
import { ticketFileName, ticketReport } from './diagnostics/ticketReport'
import { findExchange } from './protocol/exchangeLog'
import { EXCHANGE_LENGTH } from '../../shared/model/exchange'
import { AppFailure } from '../../shared/ipc/errors'
import { CliService, type CliHost } from './cli/cliService'
import { servicesBackend } from './cli/servicesBackend'
import { DesktopService, type DesktopHost } from './desktop/desktopService'
import type { LoginItem } from './desktop/loginStart'
import { createDispatch, typed, type Dispatch } from './ipc/dispatch'
import { createHandlers, type Handlers } from './ipc/handlers'
import { DeskLinks } from './links/deskLinks'
import { verifyEach } from './ipc/verifyEach'
import { warmFirstScreen } from './profiles/firstScreen'
import { AfterFirstList } from './util/afterFirstList'
import { moveToLoginPasswords } from './profiles/loginMigration'
import { LoginPasswords } from './profiles/loginPasswords'
import { LoginCommands } from './profiles/loginCommands'
import { PasswordCommands } from './profiles/passwordCommands'
import { commandPassword } from './secrets/commandPassword'
import { ProfileRepository } from './profiles/profileRepository'
import { ProfileService } from './profiles/profileService'
import { ProfileViews } from './profiles/profileViews'
import { consoleLogger, type Logger } from './log/logger'
import { NetworkService } from './connections/networkService'
import { ProfileNetworkRepository } from './connections/profileNetworkRepository'
import { ProxyPasswordRecord } from './connections/proxyPasswordRecord'
import {
  createNodeTransport,
  preloadAxios,
  type TransportOptions,
} from './protocol/network/nodeTransport'
import type { Transport } from './protocol/network/transport'
import type { Cipher } from './secrets/cipher'
import { EncryptedSecretStore } from './secrets/encryptedSecretStore'
import { keyringNotice } from './secrets/keyringNotice'
import { KnownSecrets } from './secrets/knownSecrets'
import {
  demoKey,
  loginKey,
  passphraseKey,
  proxyKey,
  SECRET_SERVICE,
  tokenKey,
} from './secrets/secretKeys'
import { SecretKeeper } from './secrets/secretKeeper'
import { SettingsService } from './settings/settingsService'
import type { OpenedData } from './data/openData'
import { describeWriteError } from './storage/storeErrors'
import { checkedBeforeUse, journalSecretRows, type SecretRows } from './secrets/secretRows'
import { AutoRenewer } from './tokens/autoRenewer'
import { OutageWatch } from './tokens/outages'
import { TokenService } from './tokens/tokenService'
import { ImportService } from './transfer/importService'
import { CatalogStore } from './catalog/catalogStore'
import { CatalogService } from './catalog/catalogService'
import { catalogReader } from './catalog/readCatalog'
import { CatalogScheduler } from './catalog/catalogScheduler'
import { importKeepsCatalogFields } from './catalog/catalogPlan'
import { RequestRepository } from './requests/requestRepository'
import { RequestService } from './requests/requestService'
import { UpdateService } from './updates/updateService'
import { unavailableUpdater, type Updater } from './updates/updater'
import { QuickSwitcherShortcut } from './desktop/globalShortcut'
import { windowCommandSchema } from '../../shared/ipc/commands'
import { AppMenuCommands } from './menu/appMenuState'
import { SingleFlight } from './util/singleFlight'
import { renewalsStop } from './tokens/renewalsStop'
import { ConfirmationGate, type UserConfirmation } from './userConfirmation'
import { speaker, type Speech } from './i18n/speech'

/** Everything platform-specific the core needs, each behind its own interface. */

/** Why the screen lock cannot be heard when no adapter watches it (the harness, a test). */
const NO_DESKTOP = said('app.screenLock.noDesktop')

export interface CoreAdapters {
  /** The opened data folder (openData): profiles.json, the state journal, the history files. */
  data: OpenedData
  cipher: Cipher
  clipboard: Clipboard
  /** Seconds since the user last touched the computer, for "lock after idle"; absent: never. */
  idleSeconds?: () => number
  runtime: AppInfo['runtime']
  version: string
  events?: EventSink
  /**
   * Asks the user outside the page (a native dialog) before a token is
   * revealed, sent to a new origin, or a password copied. Absent: every such
   * request is refused.
   */
  confirmation?: UserConfirmation
  clock?: Clock
  /** Only an installed build has one; elsewhere every check says updates are unavailable. */
  updater?: Updater
  /** The fake service behind "Try the local sandbox"; without it the demo says it is not available. */
  demoHost?: DemoHost
  /** For diagnostics; read from Node's os and process when absent. */
  system?: SystemFacts
  /** Main's log (a rotating file in the app); stderr when absent. */
  log?: Logger
  /** Where and how to serve `token-desk`; without it the command line is not served. */
  cli?: CliHost
  /** The tray and notifications; without it there are none. */
  desktop?: DesktopHost
  /** "Open at login": the OS's login item (adapters/loginItem.ts); absent: not offered (tests). */
  loginItem?: LoginItem
  /** A clock that moves only with real time (default `performance.now`): the tray sees wall-clock jumps against it. */
  monotonic?: () => number
  /** The OS's screen lock (powerMonitor, or D-Bus on Linux); absent: not heard (tests). */
  screenLock?: ScreenLockSignals
  /**
   * The system's proxy (PAC included) and trust store, from Electron and the
   * OS; absent: HTTPS_PROXY/NO_PROXY and Node's bundled CAs (harness, tests).
   */
  network?: NetworkAdapter
  /** Touch ID, where the Mac offers it (adapters/touchId.ts); absent: the passphrase only. */
  osUserCheck?: OsUserCheck
  /** The unlock passphrase's scrypt cost: tests pass a cheap one; the default is OWASP's minimum. */
  passphraseCost?: ScryptCost
  /**
   * The system's preferred languages, most preferred first ("de-AT", "en-US"):
   * Electron's app.getPreferredSystemLanguages in the app. What 'system' in
   * Settings' language follows; absent: none, so 'system' speaks English.
   */
  systemLanguages?: () => readonly string[]
}

/** What the app adds to the Node transport (adapters/electronNetwork.ts). */
export interface NetworkAdapter extends Pick<TransportOptions, 'systemProxy' | 'trustedCa'> {
  sources: { trustStore: 'system' | 'node'; systemProxy: 'chromium' | 'environment' }
}

export interface Core {
  handlers: Handlers
  dispatch: Dispatch
  /** tokendesk:// links, as the OS hands them to the app (open-url, a second instance's argv). */
  links: DeskLinks
  tokens: TokenService
  autoRenewer: AutoRenewer
  settings: SettingsService
  updates: UpdateService
  cli: CliService
  /** The one transport (proxy, CAs, pins from the settings): token, test and catalog requests. */
  transport: Transport
  /**
   * Writes everything still queued (token state within its commit delay,
   * history) to disk, as a quit does. Tests call it before opening the same
   * folder again.
   */
  flush(): Promise<void>
  /** Flushes and closes the data folder's files (when `start` was never called). */
  close(): Promise<void>
  /** Screen lock, sleep, idle: what puts secrets away and locks the window. */
  lock: SessionLock
  /** The tray and expiry notifications, when the adapters have a desktop. */
  desktop: DesktopService | null
  /** The application menu's commands and when they apply. */
  appMenu: AppMenuCommands
  /**
   * The language the desktop speaks now (tray, notifications, menus, main's
   * dialogs): Settings' language, or for 'system' the system's.
   */
  speech: () => Speech
  /**
   * Starts background work (auto-renew checks, the demo sandbox when demo
   * profiles exist); returns the function that stops it, clears a secret still
   * on the clipboard and stops the demo sandbox.
   */
  start(): () => Promise<void>
}

/** A profile's secret in a keeper, deleted with the profile and given back on undo. */
const secretOwner = (keeper: SecretKeeper) => ({
  take: async (profileId: string) => {
    const value = await keeper.get(profileId)
    await keeper.remove(profileId)
    return value
  },
  give: async (profileId: string, value: unknown) => {
    if (typeof value === 'string') await keeper.set(profileId, value)
  },
})

/** Often enough that a 1-minute lead time is honoured; cheap even at 10,000 profiles. */
const AUTO_RENEW_CHECK_MS = 15_000
const OUTAGE_READ_DELAY_MS = 250
/**
 * Between slices of 64 files of the history files' pass while nothing waits for it: at 10,000
 * profiles its 30,000 lstat calls take a few seconds at a fraction of a core instead of half a
 * second of all of main (and, on two cores, of the window's share).
 */
const FILES_PASS_PAUSE_MS = 10

export function createCore(adapters: CoreAdapters): Core {
  const clock = adapters.clock ?? Date.now
  const log = adapters.log ?? consoleLogger()
  const events = new EventHub(adapters.events ?? noEvents)
  const { data } = adapters
  const repo = new ProfileRepository(data.profileStore, data.state, data.checkedProfiles)
  const settings = new SettingsService(adapters.data.profileStore)
  // What the desktop says it in: read at each word, so a change of the setting is heard at once.
  const speech = speaker(() => settings.get().language, adapters.systemLanguages ?? (() => []))
  const confirmation = new ConfirmationGate(adapters.confirmation, speech)
  // Every secret this process handles, so no log line can carry one.
  const known = new KnownSecrets()
  log.watchSecrets(known.foundIn)
  const secretRows = checkedBeforeUse(journalSecretRows(data.state))
  const vault = new EncryptedSecretStore(secretRows, adapters.cipher, known)
  function moveLogins(rows: SecretRows): Promise<Notice | null> {
    const failed = (error: unknown) => {
      log.error(
        `moving passwords to shared logins: ${error instanceof Error ? error.message : String(error)}`,
      )
      return null
    }
    try {
      return moveToLoginPasswords(repo, rows, vault).catch(failed)
    } catch (error) {
      return Promise.resolve(failed(error))
    }
  }
  /*
   * The stored secrets are looked at when one is first wanted, or just after
   * start() (see there), never before the list answers: passwords kept per
   * profile by an earlier version move to their logins before anything reads
   * one (comparing the values of a login's profiles, to report replaced ones,
   * finishes later); then the keyring check counts what was sealed elsewhere,
   * before anything is written in this session.
   */
  const secretsReady = secretRows.before((rows) => {
    const loginsMoved = moveLogins(rows)
    let keyring: Notice | null = null
    try {
      // Values sealed under this session's own backend are passed over without a look (nearly all).
      const { cipher } = adapters
      keyring = keyringNotice(vault.sealedEntries(cipher.backend), cipher.backend, (source) =>
        cipher.holds(source),
      )
    } catch (error) {
      // It runs inside whatever first wanted a secret: that must not fail for it.
      log.error(`checking the keyring: ${error instanceof Error ? error.message : String(error)}`)
    }
    return { loginsMoved, keyring }
  })
  const loginsMoved = () => secretsReady().loginsMoved
  const protection = adapters.cipher.protection()
  // Passwords go to disk only under real protection or with the user's consent;
  // tokens (24 h) whenever the OS can encrypt at all.
  const mayStorePasswords = () =>
    protection.kind === 'os-keyring' ||
    protection.kind === 'test-only' ||
    (protection.kind === 'weak' && settings.get().keepPasswordsInWeakStorage)
  // One password per login (same base URL and username), kept under a digest of the login.
  const passwords = new LoginPasswords(
    repo,
    new SecretKeeper(
      vault,
      loginKey,
      mayStorePasswords,
      known,
      // A password typed once is on disk before the call that took it returns.
      'durable',
    ),
    // A login's password may come from a command (a team vault's CLI) instead.
    new LoginCommands(data.profileStore),
    (command, username) =>
      commandPassword(command.argv, { vault: settings.get().passwordCommandVault, username }),
  )
  const mayStoreTokens = () => protection.kind !== 'unavailable'
  // Saved requests' header values and bodies are sealed like tokens, whenever the OS can
  // encrypt at all; where it cannot, they stay in profiles.json (kept, as the user saved them).
  const savedRequests = new RequestRepository(data.profileStore, {
    canSeal: mayStoreTokens,
    get: (key) => vault.getPassword(SECRET_SERVICE, key),
    set: (key, secret) => vault.setPassword(SECRET_SERVICE, key, secret),
    remove: async (key) => void (await vault.deletePassword(SECRET_SERVICE, key)),
    flush: () => vault.flush(),
  })
  // The proxy password and certificate passphrases follow the passwords' policy.
  const proxyPasswords = new SecretKeeper(vault, proxyKey, mayStorePasswords, known, 'durable')
  const passphrases = new SecretKeeper(vault, passphraseKey, mayStorePasswords, known, 'durable')
  const profileNetwork = new ProfileNetworkRepository(data.profileStore)
  const tokenValues = new SecretKeeper(vault, tokenKey, mayStoreTokens, known)
  // The renewals in flight: the token service runs them, a profile's view shows them.
  const renewals = new SingleFlight()
  // Which profiles came from a team catalog: the views show it, a delete takes it along.
  const catalogStore = new CatalogStore(data.profileStore, data.state)
  // How every service reads a profile; only the profile service changes them.
  const views = new ProfileViews(repo, passwords, clock, renewals, (id) =>
    catalogStore.originView(id),
  )
  const profiles = new ProfileService(
    repo,
    [
      savedRequests,
      data.activity,
      data.runs,
      data.exchanges,
      profileNetwork,
      secretOwner(passphrases),
      catalogStore,
      renewalsStop(renewals),
    ],
    passwords,
    tokenValues,
    clock,
    views,
  )
  const network = new NetworkService({
    settings,
    repo: profileNetwork,
    profiles: views,
    proxyPasswords,
    proxyPasswordRecord: new ProxyPasswordRecord(data.profileStore),
    passphrases,
    activity: data.activity,
    clock,
  })
  // One transport for token requests, test requests and `token-desk` (through both services).
  const transport = createNodeTransport({
    config: (scope) => network.config(scope),
    ...(adapters.network?.systemProxy ? { systemProxy: adapters.network.systemProxy } : {}),
    ...(adapters.network?.trustedCa ? { trustedCa: adapters.network.trustedCa } : {}),
    clock,
  })
  const clipboard = new ClipboardGuard(
    adapters.clipboard,
    () => settings.get().clipboardClearMs,
    clock,
  )
  const lock = new SessionLock({
    clipboard,
    passwords,
    events,
    clock,
    lockAfterIdleMs: () => settings.get().lockAfterIdleMs,
    ...(adapters.idleSeconds ? { idleSeconds: adapters.idleSeconds } : {}),
  })
  const unlockRequirement = new UnlockRequirement({
    store: data.profileStore,
    clock,
    confirmation,
    ...(adapters.osUserCheck ? { osCheck: adapters.osUserCheck } : {}),
    ...(adapters.passphraseCost ? { cost: adapters.passphraseCost } : {}),
    remember: (passphrase) => known.remember('unlock-passphrase', passphrase),
  })
  const tokens = new TokenService({
    renewals,
    repo,
    activity: data.activity,
    exchanges: data.exchanges,
    state: data.state,
    profiles: views,
    passwords,
    tokens: tokenValues,
    settings,
    transport,
    clipboard,
    clock,
    events,
    confirmation,
  })
  const requestService = new RequestService({
    profiles: views,
    repo,
    requests: savedRequests,
    runs: data.runs,
    exchanges: data.exchanges,
    tokens,
    tokenValues,
    passwords,
    settings,
    clipboard,
    transport,
    clock,
    confirmation,
  })
  const outages = new OutageWatch({
    repo,
    clock,
    changed: (list) => events.emit({ type: 'outages-changed', outages: list }),
  })
  // Read again a moment after tokens change: a Renew all of 50 failures is one read, not 50.
  let outageRead: ReturnType<typeof setTimeout> | null = null
  events.listen((event) => {
    if (event.type !== 'profile-changed' || outageRead !== null) return
    outageRead = setTimeout(() => {
      outageRead = null
      outages.refresh()
    }, OUTAGE_READ_DELAY_MS)
    outageRead.unref?.()
  })
  const autoRenewer = new AutoRenewer({ repo, passwords, settings, tokens, clock, outages })
  const demo = new DemoService({
    host: adapters.demoHost,
    profiles,
    repo,
    store: adapters.data.profileStore,
    // The key that signs demo tokens is as good as a token: kept where tokens are.
    keys: new SecretKeeper(vault, demoKey, mayStoreTokens, known, 'durable'),
    events,
    log: (line) => log.warn(line),
  })
  const updates = new UpdateService(adapters.updater ?? unavailableUpdater(), events)
  const cli = new CliService({
    host: adapters.cli && {
      ...adapters.cli,
      prompt: standingApprovalNeedsProof(adapters.cli.prompt, unlockRequirement, (line) =>
        log.warn(line),
      ),
    },
    backend: servicesBackend({
      repo,
      profiles: views,
      tokens,
      tokenValues,
      passwords,
      activity: data.activity,
      settings,
      events,
      clock,
      attention: () => adapters.cli?.attention(),
      verifyProfiles: (ids) =>
        verifyEach(ids, views, requestService, settings.get().renewConcurrency, clock),
    }),
    speech,
    store: adapters.data.profileStore,
    enabled: () => settings.get().cliAccess,
    locked: () => lock.isLocked(),
    app: { version: adapters.version, runtime: adapters.runtime },
    events,
    clock,
    log: (line) => log.warn(line),
  })
  /** The login item follows the setting; a failure is logged, never fatal. */
  let loginItemSet: boolean | null = null
  const applyLoginItem = async (): Promise<void> => {
    const open = settings.get().openAtLogin
    if (open === loginItemSet) return
    try {
      await adapters.loginItem?.set(open)
      loginItemSet = open
    } catch (error) {
      log.warn(
        `open at login could not be set: ${error instanceof Error ? error.message : String(error)}`,
      )
    }
  }
  const notices: Notice[] = [
    ...data.notices,
    ...(settings.reset.length > 0
      ? [{ kind: 'settings-reset' as const, fields: settings.reset }]
      : []),
  ]
  // A refused write (full disk, read-only folder): the app keeps running on what is in
  // memory, retries, and tells the user plainly.
  data.writeErrors.listener = (error, file) => {
    const worded = describeWriteError(error, file)
    log.error(worded.message)
    // `said` rides beside the English for the window (shared/ipc/events.ts's storage-error).
    events.emit({ type: 'storage-error', ...worded })
  }
  data.writeErrors.recoveredListener = (file) => {
    log.info(`writes to ${file} succeed again`)
    events.emit({ type: 'storage-recovered', file })
  }
  // The keyring check's notice goes here once the secrets are checked (see secretsReady).
  const keyringAt = notices.length
  let noticesDone: Promise<void> | null = null
  const noticesReady = () =>
    (noticesDone ??= (async () => {
      const { keyring, loginsMoved: moved } = secretsReady()
      if (keyring) notices.splice(keyringAt, 0, keyring)
      const replaced = await moved
      if (replaced) notices.push(replaced)
    })())
  // At every start until they are fixed or removed: those profiles are missing from the list.
  if (repo.quarantined > 0) {
    notices.push({
      kind: 'records-quarantined',
      count: repo.quarantined,
      file: adapters.data.profileStore.path,
      profiles: repo.quarantinedAs.slice(0, QUARANTINE_NAMED),
    })
  }
  // No damage and nothing to do, so no notice: said in the log, for whoever wonders what it holds.
  if (data.state.newer > 0) {
    log.info(
      `${data.state.path} holds ${countOf(data.state.newer, 'record')} a newer version of Token Desk wrote; this version keeps them as they are but does not use them`,
    )
  }
  if (repo.damagedState > 0) {
    const found = notices.find((n) => n.kind === 'state-damaged')
    if (found) found.lines += repo.damagedState
    else notices.push({ kind: 'state-damaged', file: data.state.path, lines: repo.damagedState })
  }
  const screenLock = adapters.screenLock
    ? new ScreenLockWatcher(adapters.screenLock, () => void lock.secure('screen-locked'), log)
    : null
  const shortcut = adapters.desktop
    ? new QuickSwitcherShortcut({
        host: adapters.desktop,
        accelerator: () => settings.get().globalShortcut,
        emit: (event) => events.emit(event),
        listen: (listener) => events.listen(listener),
      })
    : null
  const imports = new ImportService(
    repo,
    profiles,
    clock,
    undefined,
    importKeepsCatalogFields((id) => catalogStore.origin(id)),
  )
  const catalog = new CatalogService({
    store: catalogStore,
    reader: catalogReader({ transport }),
    imports,
    profiles,
    repo,
    clock,
    passwords,
    confirmation,
    changed: () => {
      views.originsChanged()
      events.emit({ type: 'catalog-changed', sources: catalog.list() })
    },
  })
  const catalogScheduler = new CatalogScheduler({
    clock,
    records: () => catalogStore.records(),
    sync: (id) => catalog.sync(id),
  })
  // tokendesk:// links: read strictly, shown in the window, a copy only after main's dialog.
  const links = new DeskLinks({
    profiles: repo,
    confirmation,
    locked: () => lock.isLocked(),
    copyHeader: (profileId) => typed(dispatch)('copy', { profileId, format: 'header' }),
    waiting: () => events.emit({ type: 'links-waiting' }),
    log: (line) => log.warn(line),
  })
  const handlers = createHandlers({
    links,
    repo,
    profiles,
    views,
    tokens,
    settings,
    imports,
    catalog,
    demo,
    activity: data.activity,
    updates,
    cli,
    network,
    passwordCommands: new PasswordCommands({
      repo,
      passwords,
      confirmation,
      vault: () => settings.get().passwordCommandVault,
      run: (argv, values) => commandPassword(argv, values),
      announce: async (profileId) =>
        events.emit({ type: 'profile-changed', profile: await views.view(profileId) }),
    }),
    networkSources: adapters.network?.sources ?? { trustStore: 'node', systemProxy: 'environment' },
    lock,
    unlockRequirement,
    requests: requestService,
    clock,
    appInfo: async () => {
      // The window hears of passwords replaced by the move to shared logins once it is done.
      await noticesReady()
      return {
        version: adapters.version,
        runtime: adapters.runtime,
        protection,
        notices,
        systemLanguages: adapters.systemLanguages?.() ?? [],
      }
    },
    shortcutStatus: () => shortcut?.status() ?? { kind: 'unavailable' },
    // Only "on" can be held back: off, the OS starts nothing, as set.
    loginItemState: () =>
      settings.get().openAtLogin ? (adapters.loginItem?.state() ?? 'as-set') : 'as-set',
    screenLockWatch: () =>
      screenLock?.status() ?? {
        kind: 'unobservable',
        reason: english(NO_DESKTOP),
        said: NO_DESKTOP,
      },
    onSettingsChanged: async (next) => {
      events.emit({ type: 'settings-changed', settings: next })
      await applyLoginItem()
      await passwords.persistSession()
      await proxyPasswords.persistSession()
      await passphrases.persistSession()
    },
    outages: () => {
      outages.refresh()
      return outages.current()
    },
    exchanges: data.exchanges,
    copyPlain: (text) => clipboard.writePlain(text),
    ticket: async (profileId, exchangeId) => {
      const profile = views.require(profileId)
      const trace = await findExchange(data.exchanges, profileId, exchangeId)
      if (!trace) {
        throw new AppFailure({
          code: 'not-found',
          ...saying('app.exchangeGone', { kept: EXCHANGE_LENGTH }),
        })
      }
      const system = adapters.system ?? systemFacts()
      const environment = {
        version: adapters.version,
        runtime: adapters.runtime,
        platform: system.platform,
        release: system.release,
        arch: system.arch,
      }
      return {
        fileName: ticketFileName(trace),
        text: ticketReport(
          trace,
          profile,
          environment,
          clock(),
          // A request sent again: its first send, whose refused token is the ticket's point.
          trace.resentAfter
            ? await findExchange(data.exchanges, profileId, trace.resentAfter.exchangeId)
            : null,
        ),
        count: 1,
      }
    },
    copyDiagnostics: async (rendererError) => {
      await noticesReady()
      const text = formatDiagnostics(
        {
          generatedAt: clock(),
          app: { version: adapters.version, runtime: adapters.runtime },
          system: adapters.system ?? systemFacts(),
          protection: { kind: protection.kind, backend: adapters.cipher.backend },
          ...(screenLock ? { screenLock: screenLock.status() } : {}),
          counts: countRecords(repo, savedRequests, clock(), settings.get().warningMs),
          settings: settings.get(),
          notices: notices.map((n) => n.kind),
          log: log.recent(),
          ...(rendererError ? { rendererError } : {}),
        },
        known.foundIn,
      )
      await clipboard.writePlain(text)
      return { lines: text.split('\n').length }
    },
  })
  /** Told after each call through the dispatcher (the tray's own, too). */
  const afterCall = new Set<() => void>()
  const appMenu = new AppMenuCommands({
    locked: () => lock.isLocked(),
    profiles: () => repo.count(),
    listen: (listener) => events.listen(listener),
    emit: (event) => events.emit(event),
    speech,
  })
  const dispatchCall = createDispatch(
    handlers,
    (line) => log.error(line),
    (method) => lock.refusal(method),
  )
  // After each call the menu and the tray look again: creating, importing, deleting or
  // marking a favourite announces nothing else.
  const dispatch: Dispatch = async (method, input) => {
    const result = await dispatchCall(method, input)
    if (method === 'listProfiles') afterList?.listed()
    appMenu.recheck()
    for (const listener of [...afterCall]) listener()
    return result
  }
  const desktop = adapters.desktop
    ? new DesktopService({
        host: adapters.desktop,
        rows: () => views.rows(),
        warningMs: () => settings.get().warningMs,
        notificationsOn: () => settings.get().expiryNotifications,
        locked: () => lock.isLocked(),
        dispatch: typed(dispatch),
        listen: (listener) => events.listen(listener),
        afterCall: (listener) => {
          afterCall.add(listener)
          return () => afterCall.delete(listener)
        },
        command: (command) =>
          events.emit({ type: 'command', command: windowCommandSchema.parse(command) }),
        clock,
        monotonic: adapters.monotonic ?? (() => performance.now()),
        speech,
      })
    : null
  /** Start-up work the window does not need waits for its list (set by start). */
  let afterList: AfterFirstList | null = null
  /** The history files' modes, checked once per start (see start). */
  let filesPrivate: () => Promise<unknown> = () => Promise.resolve()
  /** Their pass is paced (FILES_PASS_PAUSE_MS between slices) until something waits for it. */
  let filesHurried = false
  const filesPace = () =>
    filesHurried
      ? Promise.resolve()
      : new Promise<void>((resume) => setTimeout(resume, FILES_PASS_PAUSE_MS))
  /** A flush or a quit: the pass runs now, at full speed (started or not). */
  const filesNow = () => {
    filesHurried = true
    return filesPrivate()
  }
  /** A history or log file left readable by others that could not be changed: said in the log. */
  const makeFilesPrivate = () =>
    data.filesPrivate(filesPace).then(
      (left) => {
        for (const notice of left)
          if (notice.kind === 'permissions-left-open')
            log.warn(`${notice.path} is left mode ${notice.mode} (${notice.errno})`)
      },
      (error: unknown) => log.error(`making history files private: ${String(error)}`),
    )
  /** Seals what saved requests kept in plaintext (format 4); a failure is logged, nothing lost. */
  let requestsSealed: Promise<unknown> = Promise.resolve()
  const sealSavedRequests = () =>
    savedRequests.sealPlaintext().catch((error: unknown) => {
      log.error(`sealing saved requests: ${error instanceof Error ? error.message : String(error)}`)
    })
  return {
    handlers,
    dispatch,
    links,
    desktop,
    appMenu,
    speech,
    lock,
    tokens,
    autoRenewer,
    settings,
    updates,
    cli,
    transport,
    flush: async () => {
      await loginsMoved()
      await requestsSealed
      await filesNow()
      await Promise.all([
        data.state.settle(),
        data.activity.flush(),
        data.runs.flush(),
        data.exchanges.flush(),
      ])
    },
    close: async () => {
      afterList?.stop()
      await loginsMoved()
      await requestsSealed
      await filesNow()
      await data.close()
    },
    start: () => {
      // The stored secrets are checked just after the start, while the window loads (unless
      // something wants one sooner); then saved requests from before format 5 are sealed.
      const checkSecrets = setImmediate(secretsReady)
      // Just after that check (a flush or a quit waits for it).
      requestsSealed = new Promise((next) => setImmediate(next)).then(sealSavedRequests)
      // Once the window has its list: axios (before a person's first click) and the history
      // and log files' modes. A flush or a quit before then checks the files at once.
      const settled = new AfterFirstList()
      afterList = settled
      let filesChecked: Promise<unknown> | null = null
      filesPrivate = () => (filesChecked ??= requestsSealed.then(makeFilesPrivate))
      settled.then(() => void preloadAxios())
      settled.then(() => void filesPrivate())
      void autoRenewer.freshen()
      // Set again at each start: the app may have moved since (an update, another folder).
      void applyLoginItem()
      void demo.resume()
      void cli.listen()
      const stopDesktop = desktop?.start() ?? (() => undefined)
      // While the window loads its code: its first screen then answers from sorted rows.
      const warmList = setImmediate(() => warmFirstScreen(views.rows()))
      const stopShortcut = shortcut?.start() ?? (() => undefined)
      const stopScreenLock = screenLock?.start() ?? (() => undefined)
      outages.refresh()
      // Read after the first screen, never in its way; URL sources again as they fall due.
      const stopCatalogs = catalogScheduler.start()
      const timer = setInterval(() => {
        outages.refresh()
        void autoRenewer.tick()
        void lock.checkIdle()
      }, AUTO_RENEW_CHECK_MS)
      return async () => {
        clearInterval(timer)
        if (outageRead !== null) clearTimeout(outageRead)
        clearImmediate(checkSecrets)
        clearImmediate(warmList)
        settled.stop()
        stopDesktop()
        stopShortcut()
        stopScreenLock()
        stopCatalogs()
        await clipboard.clearIfOurs()
        await demo.stop()
        await cli.close()
        await loginsMoved()
        await requestsSealed
        await filesNow()
        await data.close()
      }
    },
  }
}
