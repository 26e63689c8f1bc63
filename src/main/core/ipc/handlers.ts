import { AppFailure } from '../../../shared/ipc/errors'
import { saying } from '../../../shared/i18n/sayMessage'
import type {
  AppInfo,
  DiagnosticsCopied,
  OutputOf,
  ParsedInputOf,
  RendererError,
} from '../../../shared/ipc/contract'
import type { NetworkInfo } from '../../../shared/model/network'
import type { Method } from '../../../shared/ipc/methods'
import type { CliService } from '../cli/cliService'
import type { NetworkService } from '../connections/networkService'
import type { Clock } from '../clock'
import type { SessionLock } from '../lock/sessionLock'
import type { UnlockRequirement } from '../lock/unlockRequirement'
import type { DemoService } from '../demo/demoService'
import type { ProfileRepository } from '../profiles/profileRepository'
import type { ProfileService } from '../profiles/profileService'
import type { DeskLinks } from '../links/deskLinks'
import type { PasswordCommands } from '../profiles/passwordCommands'
import type { ProfileViews } from '../profiles/profileViews'
import type { SettingsService } from '../settings/settingsService'
import { exportProfiles } from '../transfer/exportProfiles'
import { exportActivity } from '../transfer/exportActivity'
import type { Outage } from '../../../shared/model/outage'
import { verifyEach } from './verifyEach'
import type { ImportService } from '../transfer/importService'
import type { CatalogService } from '../catalog/catalogService'
import type { ActivityLog } from '../tokens/activityLog'
import type { ExchangeLog } from '../protocol/exchangeLog'
import type { ExportFile } from '../../../shared/model/transfer'
import type { RequestService } from '../requests/requestService'
import type { TokenService } from '../tokens/tokenService'
import type { ShortcutStatus } from '../../../shared/model/shortcut'
import type { LoginItemState } from '../../../shared/model/loginItem'
import type { ScreenLockWatch } from '../../../shared/model/lock'
import type { Settings } from '../../../shared/model/settings'
import type { UpdateService } from '../updates/updateService'
import { firstScreen } from '../profiles/firstScreen'

export type Handlers = {
  [M in Method]: (input: ParsedInputOf<M>) => Promise<OutputOf<M>>
}

export interface HandlerDeps {
  links: DeskLinks
  repo: ProfileRepository
  profiles: ProfileService
  views: ProfileViews
  tokens: TokenService
  settings: SettingsService
  imports: ImportService
  catalog: CatalogService
  demo: DemoService
  requests: RequestService
  activity: ActivityLog
  updates: UpdateService
  cli: CliService
  network: NetworkService
  /** The profile form's password commands (main's dialog before a new one runs). */
  passwordCommands: PasswordCommands
  /** Which trust store and system proxy source the transport uses. */
  networkSources: Omit<NetworkInfo, 'proxyPassword'>
  lock: SessionLock
  /** The optional passphrase (or Touch ID) for unlocking and Reveal token. */
  unlockRequirement: UnlockRequirement
  clock: Clock
  appInfo: () => Promise<AppInfo>
  /** Called after settings change (a policy may now allow keeping secrets on disk). */
  onSettingsChanged: (next: Settings) => Promise<void>
  /** Whether the quick switcher's global shortcut works. */
  shortcutStatus: () => ShortcutStatus
  /** Whether the OS will start the app at login as the setting says. */
  loginItemState: () => LoginItemState
  /** Whether the OS's screen lock is heard. */
  screenLockWatch: () => ScreenLockWatch
  copyDiagnostics: (rendererError?: RendererError) => Promise<DiagnosticsCopied>
  /** Hosts where many profiles fail the same way. */
  outages: () => Outage[]
  exchanges: ExchangeLog
  /** The ticket report of one stored exchange (createCore adds the app and system). */
  ticket: (profileId: string, exchangeId: string) => Promise<ExportFile>
  /** Plain text to the clipboard, through main's guard. */
  copyPlain: (text: string) => Promise<unknown>
}

/** One handler per contract method; the only code both the app and the harness call. */
export function createHandlers(deps: HandlerDeps): Handlers {
  const { repo, profiles, views, tokens, settings, imports, demo, requests, activity, clock } = deps
  const networkInfo = (): NetworkInfo => ({
    proxyPassword: deps.network.proxyPassword(),
    ...deps.networkSources,
  })
  return {
    appInfo: () => deps.appInfo(),
    listProfiles: async () => views.rows(),
    firstProfiles: async ({ sortKey, rows }) => firstScreen(views.rows(), sortKey, rows),
    getProfile: async ({ profileId }) => views.view(profileId),
    createProfile: ({ password, allowDuplicate, ...fields }) =>
      profiles.create(fields, password, allowDuplicate),
    updateProfile: async ({ id, fields, password }) => {
      // A catalog's fields are the catalog's, whatever the page sends.
      deps.catalog.guardEdit(id, fields)
      return profiles.update(id, fields, password)
    },
    copyProfile: ({ profileId }) => profiles.copy(profileId),
    deleteProfile: async ({ profileId }) => ({ profileId, ...(await profiles.remove(profileId)) }),
    undoDelete: ({ undoId }) => profiles.restore(undoId),
    exportProfiles: async ({ format, profileIds }) => {
      const chosen = profileIds && new Set(profileIds)
      const list = chosen ? repo.list().filter((p) => chosen.has(p.id)) : repo.list()
      return exportProfiles(list, clock(), format, settings.get().csvSeparator)
    },
    previewImport: async ({ format, text }) => imports.preview(format, text),
    applyImport: async ({ format, text, mode, hostMoves }) => {
      const before = new Set(repo.list().map((p) => p.id))
      const result = await imports.apply(format, text, mode, hostMoves)
      // New profiles of a login with a password: each may use it only as admission says.
      profiles.admitAll(repo.list().flatMap((p) => (before.has(p.id) ? [] : [p.id])))
      return result
    },
    getToken: ({ profileId, password }) => tokens.obtain(profileId, password),
    passwordLogins: async ({ profileIds, refused }) =>
      profiles.loginsNeedingPassword(profileIds, refused),
    enterLoginPassword: ({ profileIds, password }) => tokens.obtainForLogin(profileIds, password),
    forgetToken: ({ profileId }) => tokens.forget(profileId),
    cancelRenewal: async ({ profileId }) => tokens.cancelRenewal(profileId),
    verifyToken: ({ profileId }) => requests.verify(profileId),
    listActivity: async ({ profileId }) => {
      views.require(profileId)
      return activity.list(profileId)
    },
    listOutages: async () => deps.outages(),
    takeLinkCommands: async () => deps.links.take(),
    exportActivity: async ({ format, profileIds, filter }) => {
      const chosen = profileIds && new Set(profileIds)
      const list = chosen ? repo.list().filter((p) => chosen.has(p.id)) : repo.list()
      const rows = []
      // One file at a time (the log reads them in order anyway), none kept in memory after.
      for (const profile of list)
        rows.push({ profile, entries: await activity.list(profile.id, { keep: false }) })
      return exportActivity(rows, filter, format, clock(), settings.get().csvSeparator)
    },
    listExchanges: async ({ profileId }) => {
      views.require(profileId)
      return deps.exchanges.list(profileId)
    },
    copyTicket: async ({ profileId, exchangeId }) => {
      await deps.copyPlain((await deps.ticket(profileId, exchangeId)).text)
      return { copied: 'ticket' as const }
    },
    saveTicket: ({ profileId, exchangeId }) => deps.ticket(profileId, exchangeId),
    copy: ({ profileId, format }) =>
      tokens.copy(profileId, format, () => requests.copyTarget(profileId)),
    revealToken: async ({ profileId, proof }) => {
      // The proof first: main's own dialog opens only for someone who gave it.
      const { name } = views.require(profileId)
      await deps.unlockRequirement.prove(proof, ({ t }) => t('dialogs:touchId.reveal', { name }))
      return { token: await tokens.reveal(profileId) }
    },
    startDemo: () => demo.start(),
    demoStatus: async () => demo.status(),
    setDemoFault: async ({ fault, latencyMs }) => demo.setFault(fault, latencyMs),
    removeDemo: () => demo.removeAll(),
    listRequests: ({ profileId }) => requests.list(profileId),
    saveRequest: async ({ profileId, requestId, request }) =>
      requests.save(profileId, request, requestId),
    deleteRequest: async ({ profileId, requestId }) => requests.remove(profileId, requestId),
    sendRequest: (input) => requests.send(input),
    cancelRequest: async ({ runId }) => requests.cancel(runId),
    chooseProbe: async ({ profileId, requestId }) => requests.chooseProbe(profileId, requestId),
    copyRequestAsCurl: ({ profileId, request, withToken }) =>
      requests.copyAsCurl(profileId, request, withToken),
    renewAll: ({ scope }) => tokens.renewAll(scope),
    getSettings: async () => settings.get(),
    updateSettings: async (patch) => {
      if (patch.extraCaFiles) await deps.network.checkCaFiles(patch.extraCaFiles, 'extraCaFiles')
      const next = settings.update(patch)
      await deps.onSettingsChanged(next)
      return next
    },
    networkInfo: async () => networkInfo(),
    shortcutStatus: async () => deps.shortcutStatus(),
    loginItemState: async () => deps.loginItemState(),
    screenLockWatch: async () => deps.screenLockWatch(),
    setProxyPassword: async ({ password, proxy }) => {
      await deps.network.setProxyPassword(password, proxy)
      return networkInfo()
    },
    getProfileNetwork: async ({ profileId }) => deps.network.view(profileId),
    updateProfileNetwork: ({ profileId, network, passphrase }) =>
      deps.network.update(profileId, network, passphrase),
    checkForUpdates: () => deps.updates.check(),
    installUpdate: async () => {
      deps.updates.install()
      return { restarting: true as const }
    },
    copyDiagnostics: (input) => deps.copyDiagnostics(input?.rendererError),
    cliAccess: async () => deps.cli.info(),
    allowCliClientAlways: async ({ clientId, proof }) => {
      const client = deps.cli.approvals.list().find((c) => c.id === clientId)
      if (!client) {
        throw new AppFailure({
          code: 'not-found',
          ...saying('requests.cli.clientGone'),
        })
      }
      await deps.unlockRequirement.prove(proof, ({ t }) =>
        t('dialogs:touchId.alwaysAllow', { client: client.name }),
      )
      deps.cli.approvals.grant(client, 'always')
      return deps.cli.info()
    },
    revokeCliClient: async ({ clientId }) => {
      deps.cli.approvals.revoke(clientId)
      return deps.cli.info()
    },
    lockState: async () => deps.lock.current(),
    lock: () => deps.lock.secure('manual'),
    unlock: async (input) => {
      if (deps.lock.isLocked())
        await deps.unlockRequirement.prove(input?.proof, ({ t }) => t('dialogs:touchId.unlock'))
      return deps.lock.unlock()
    },
    unlockRequirement: async () => deps.unlockRequirement.state(),
    setUnlockPassphrase: ({ passphrase, current }) =>
      deps.unlockRequirement.set(passphrase, current),
    turnOffUnlockRequirement: ({ current }) => deps.unlockRequirement.turnOff(current),
    declinePassword: async ({ profileId }) => ({ declined: deps.cli.declinePassword(profileId) }),
    renewProfiles: ({ profileIds }) => tokens.renewSome(profileIds),
    verifyProfiles: ({ profileIds }) =>
      verifyEach(profileIds, views, requests, settings.get().renewConcurrency, clock),
    copyEnv: ({ profileIds }) => tokens.copyEnv(profileIds),
    copyLinks: async ({ profileIds }) => {
      const { text, copied, missing } = deps.links.linksOf(profileIds)
      await deps.copyPlain(text)
      return { copied, missing }
    },
    editProfiles: async ({ profileIds, change }) => {
      if (change.kind === 'remove-tag') deps.catalog.guardRemoveTag(profileIds, change.tag)
      return profiles.editMany(profileIds, change)
    },
    deleteProfiles: ({ profileIds }) => profiles.removeMany(profileIds),
    passwordCommand: async ({ profileId }) => deps.passwordCommands.view(profileId),
    setPasswordCommand: ({ profileId, command }) => deps.passwordCommands.set(profileId, command),
    testPasswordCommand: ({ argv, baseUrl, username }) =>
      deps.passwordCommands.test(argv, { baseUrl, username }),
    undoDeleteProfiles: async ({ undoId }) => ({
      restored: (await profiles.restoreAll(undoId)).length,
    }),
    catalogSources: async () => deps.catalog.list(),
    addCatalogSource: async (fields) => deps.catalog.add(fields),
    updateCatalogSource: async ({ sourceId, ...fields }) => deps.catalog.update(sourceId, fields),
    removeCatalogSource: async ({ sourceId }) => deps.catalog.remove(sourceId),
    syncCatalog: ({ sourceId }) => deps.catalog.sync(sourceId),
    catalogPreview: async ({ sourceId }) => deps.catalog.preview(sourceId),
    applyCatalog: (input) => deps.catalog.apply(input),
    detachProfiles: async ({ profileIds }) => deps.catalog.detach(profileIds),
  }
}
