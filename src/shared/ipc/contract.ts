import { z } from 'zod'
import { says } from '../i18n/fieldSays'
import { said, type Said } from '../i18n/said'
import type { WindowCommand } from './commands'
import type { Method } from './methods'
import { rendererErrorLimits } from './rendererErrorLimits'
import type { ActivityEntry } from '../model/activity'
import type { ExchangeTrace } from '../model/exchange'
import { exportActivityInput } from '../model/activityFilter'
import type { Outage } from '../model/outage'
import { setDemoFaultInput, type DemoStatus, type DemoUrls } from '../model/demo'
import { idSchema } from '../model/id'
import type { LockState, ScreenLockWatch } from '../model/lock'
import {
  allowCliClientAlwaysInput,
  proofInput,
  setUnlockPassphraseInput,
  turnOffUnlockInput,
  type UnlockRequirementState,
} from '../model/unlock'
import { enterLoginPasswordInput, passwordLoginsInput, type LoginNeed } from '../model/login'
import type { Notice } from '../model/notice'
import { FIRST_SCREEN_MAX_ROWS, type FirstScreen } from '../model/firstScreen'
import { sortKeys } from '../search/profileQuery'
import {
  createProfileInput,
  newProfileFieldsSchema,
  passwordSchema,
  profileIdInput,
  updateProfileInput,
  type ProfileRow,
  type ProfileView,
} from '../model/profile'
import {
  applyImportInput,
  exportInput,
  importInput,
  type ExportFile,
  type ImportPreview,
  type ImportResult,
} from '../model/transfer'
import { copyFormats, type CopyFormat } from '../model/copyFormats'
import type { HeaderStyle } from '../model/portal'
import {
  requestFieldsSchema,
  type CommandTargets,
  type RunResult,
  type RunSummary,
  type SavedRequest,
} from '../model/request'
import { settingsPatchSchema, type Settings } from '../model/settings'
import {
  commandArgvSchema,
  passwordCommandSchema,
  type PasswordCommandView,
} from '../model/passwordCommand'
import {
  checkProxyUrl,
  profileNetworkSchema,
  type NetworkInfo,
  type ProfileNetworkView,
} from '../model/network'
import type { UpdateStatus } from '../model/updates'
import type { LoginItemState } from '../model/loginItem'
import type { ShortcutStatus } from '../model/shortcut'
import type { CliAccessInfo } from '../model/cli'
import type { RenewAllSummary, RenewOutcome } from './events'
import {
  bulkEditInput,
  bulkInput,
  type BulkDeleted,
  type BulkEdited,
  type BulkMissing,
  type BulkVerifyOutcome,
  type EnvCopied,
} from '../model/bulk'
import { renewScopes } from '../renew/renewPlan'
import {
  catalogApplyInput,
  catalogSourceFields,
  catalogSourceIdInput,
  updateCatalogSourceInput,
  type CatalogApplied,
  type CatalogPreview,
  type CatalogSourceView,
  type CatalogSyncResult,
} from '../model/catalog'
import { lazySchema } from '../model/lazySchema'

/**
 * How well secrets are protected at rest, as the user must be told: what the
 * window words in its language, and `description`, the same in English for
 * diagnostics and the logs.
 */
export type SecretProtection =
  /** `keyring`: the key store that keeps the key (gnome_libsecret, kwallet6, darwin, win32…). */
  | { kind: 'os-keyring'; keyring: string; description: string }
  /** Linux sealed with Electron's fixed key; `expected`: the keyring the desktop seemed to have. */
  | { kind: 'weak'; expected: string | null; description: string }
  /** The harness's stand-in, playing `keyring` ('test-only': the one published key). */
  | { kind: 'test-only'; keyring: string; description: string }
  /** The OS gave no key at all, on `platform` (process.platform: darwin, win32, linux…). */
  | { kind: 'unavailable'; platform: string; description: string }

export interface AppInfo {
  version: string
  runtime: 'electron' | 'harness'
  protection: SecretProtection
  /** What happened at start-up that the user must know (a damaged file set aside…). */
  notices: Notice[]
  /**
   * The system's preferred languages as main reads them
   * (app.getPreferredSystemLanguages): the window picks "the system's"
   * language from the same list as the tray and the menus, not from
   * navigator.languages, which follows Chromium's own locale.
   */
  systemLanguages: readonly string[]
}

export interface DeleteResult {
  profileId: string
  /** Pass to undoDelete before `until` to bring the profile back with its secrets. */
  undoId: string
  until: number
}

/**
 * What "Verify now" found (the service took the token, refused it, said it
 * is for another account (`account`: the one it is for), or could not say),
 * about one token: `issuedAt` is that token's issue time, its identity. The
 * window shows it beside that token only; once it is replaced or forgotten
 * the verdict is about a token that no longer stands.
 */
export type Verification = { at: number; status: number; issuedAt: number } & (
  | {
      kind: 'accepted'
      /** What was called, e.g. "GET http://…/_rest/v4/whoami". */
      target: string
      /** The expiry the service stated, if its answer had one. */
      expiresAt: number | null
    }
  | { kind: 'rejected'; target: string }
  | { kind: 'wrong-account'; target: string; account: string }
  | { kind: 'inconclusive'; target: string; message: string; said?: Said }
)

export interface CopyResult {
  copied: CopyFormat
  style: HeaderStyle
  /** When the app will clear the clipboard if it still holds this; null: never. */
  clearsAt: number | null
  /** For a whole-request format: what it calls, e.g. "GET …/whoami (sandbox whoami)". */
  target?: string
  /** `target` as data, for the window's language. */
  targetSaid?: Said
}

export interface DemoStarted {
  urls: DemoUrls
  profiles: ProfileView[]
}

/** A failure the page caught in one panel, sent along with "Copy details". */
export const rendererErrorSchema = lazySchema(() =>
  z.object({
    panel: z.string().max(rendererErrorLimits.panel),
    name: z.string().max(rendererErrorLimits.name),
    message: z.string().max(rendererErrorLimits.message),
    stack: z.string().max(rendererErrorLimits.stack).optional(),
    componentStack: z.string().max(rendererErrorLimits.componentStack).optional(),
  }),
)
export type RendererError = z.infer<typeof rendererErrorSchema>

export interface DiagnosticsCopied {
  /** How many lines went to the clipboard. */
  lines: number
}

const noInput = lazySchema(() => z.undefined(says('inputs.call.noInput')))

/**
 * Pairs an input schema with the (type-only) output of a call. The schema is
 * built on the call's first use (lazySchema): main's start builds only what
 * the window's first calls need.
 */
const call =
  <Output>() =>
  <Input extends z.ZodType>(input: () => Input) => ({
    input: lazySchema(input),
    output: null as unknown as Output,
  })

/** One exchange of one profile. */
const ticketInput = lazySchema(() =>
  profileIdInput.extend({ exchangeId: idSchema(said('inputs.label.exchangeId')) }),
)

/** The IPC contract: one entry per method, validated by main on every call. */
export const contract = {
  appInfo: call<AppInfo>()(() => noInput),
  listProfiles: call<readonly ProfileRow[]>()(() => noInput),
  firstProfiles: call<FirstScreen>()(() =>
    z.object({
      sortKey: z.enum(sortKeys, says('inputs.call.sortKey')),
      rows: z.number().int().min(1).max(FIRST_SCREEN_MAX_ROWS),
    }),
  ),
  getProfile: call<ProfileView>()(() => profileIdInput),
  createProfile: call<ProfileView>()(() => createProfileInput),
  updateProfile: call<ProfileView>()(() => updateProfileInput),
  copyProfile: call<ProfileView>()(() => profileIdInput),
  deleteProfile: call<DeleteResult>()(() => profileIdInput),
  undoDelete: call<ProfileView>()(() =>
    z.object({ undoId: idSchema(said('inputs.label.undoId')) }),
  ),
  /** The profiles as a JSON export or a CSV, never a secret; the page saves the text. */
  exportProfiles: call<ExportFile>()(() => exportInput),
  previewImport: call<ImportPreview>()(() => importInput),
  applyImport: call<ImportResult>()(() => applyImportInput),
  /** `password`: typed now because none is kept; kept afterwards as the storage policy allows. */
  getToken: call<ProfileView>()(() =>
    profileIdInput.extend({ password: passwordSchema.optional() }),
  ),
  /**
   * The logins among these profiles (e.g. the ones an import added) that have
   * no password any of them may use, each with those profiles: asked once each.
   */
  passwordLogins: call<LoginNeed[]>()(() => passwordLoginsInput),
  /**
   * A password typed once for the login these profiles share: a token for the
   * first (a refusal fails the call, as getToken does), then for the others.
   */
  enterLoginPassword: call<{ outcomes: RenewOutcome[] }>()(() => enterLoginPasswordInput),
  forgetToken: call<ProfileView>()(() => profileIdInput),
  /** Stops the profile's renewal in flight; the token that stood stays. */
  cancelRenewal: call<{ cancelled: boolean }>()(() => profileIdInput),
  /** "Verify now": a cheap authenticated call (the probe, GET only) with the current token. */
  verifyToken: call<Verification>()(() => profileIdInput),
  listActivity: call<ActivityEntry[]>()(() => profileIdInput),
  exportActivity: call<ExportFile>()(() => exportActivityInput),
  listOutages: call<Outage[]>()(() => noInput),
  /** What tokendesk:// links left for the window (told by `links-waiting`), oldest first; taken once. */
  takeLinkCommands: call<WindowCommand[]>()(() => noInput),
  /** A profile's redacted exchanges, newest first (the last few token attempts and test requests). */
  listExchanges: call<ExchangeTrace[]>()(() => profileIdInput),
  /** Copy for a ticket: main builds the Markdown report of one exchange and puts it on the clipboard. */
  copyTicket: call<{ copied: 'ticket' }>()(() => ticketInput),
  /** The same report, for Save as… (the window downloads the text). */
  saveTicket: call<ExportFile>()(() => ticketInput),
  copy: call<CopyResult>()(() =>
    profileIdInput.extend({ format: z.enum(copyFormats, says('inputs.call.copyFormat')) }),
  ),
  /**
   * The token itself, for the page to show briefly, once the user has said
   * yes in main's own dialog (else `declined`). While the unlock
   * requirement is on, `proof` is needed too, checked before that dialog opens.
   */
  revealToken: call<{ token: string }>()(() => profileIdInput.extend(proofInput.shape)),
  startDemo: call<DemoStarted>()(() => noInput),
  demoStatus: call<DemoStatus>()(() => noInput),
  /** What the demo's customer portal answers token requests with, and after how long. */
  setDemoFault: call<DemoStatus>()(() => setDemoFaultInput),
  /** Every demo profile with its secrets, and the demo service with them. */
  removeDemo: call<{ removed: number }>()(() => noInput),
  listRequests: call<{
    requests: SavedRequest[]
    history: RunSummary[]
    /** The saved request copy commands call, and whether the user chose it or it was sent last. */
    probe: { requestId: string; how: 'chosen' | 'last-used' } | null
    /** What copy commands and Verify now call, or null where there is nothing to call. */
    targets: CommandTargets
  }>()(() => profileIdInput),
  /** Without `requestId`: a new saved request. */
  saveRequest: call<SavedRequest>()(() =>
    profileIdInput.extend({
      requestId: idSchema(said('inputs.label.requestId')).optional(),
      request: requestFieldsSchema,
    }),
  ),
  deleteRequest: call<{ requestId: string }>()(() =>
    profileIdInput.extend({ requestId: idSchema(said('inputs.label.requestId')) }),
  ),
  sendRequest: call<RunResult>()(() =>
    profileIdInput.extend({
      /** Chosen by the page so it can cancel before the answer arrives. */
      runId: idSchema(said('inputs.label.runId')),
      request: requestFieldsSchema,
      /** The user agreed, in the page, to send although the request names another account. */
      confirmAccount: z.boolean().optional(),
      /** The saved request being sent: it becomes the probe that copy commands call. */
      requestId: idSchema(said('inputs.label.requestId')).optional(),
    }),
  ),
  /** Makes a saved request the probe copy commands call; null: the one sent last. */
  chooseProbe: call<{ requestId: string | null }>()(() =>
    profileIdInput.extend({ requestId: idSchema(said('inputs.label.requestId')).nullable() }),
  ),
  cancelRequest: call<{ cancelled: boolean }>()(() =>
    z.object({ runId: idSchema(said('inputs.label.runId')) }),
  ),
  copyRequestAsCurl: call<CopyResult>()(() =>
    profileIdInput.extend({ request: requestFieldsSchema, withToken: z.boolean() }),
  ),
  renewAll: call<RenewAllSummary>()(() =>
    z.object({ scope: z.enum(renewScopes, says('inputs.call.renewScope')) }),
  ),
  getSettings: call<Settings>()(() => noInput),
  updateSettings: call<Settings>()(() => settingsPatchSchema),
  /** Whether a proxy password is kept, and which trust store requests use. */
  networkInfo: call<NetworkInfo>()(() => noInput),
  /** Whether the quick switcher's global shortcut is registered, off, or held by another app. */
  shortcutStatus: call<ShortcutStatus>()(() => noInput),
  /** Whether the OS will start the app at login as the setting says (always as-set while off). */
  loginItemState: call<LoginItemState>()(() => noInput),
  /** Whether main hears the OS lock the screen (which then clears the copy and session passwords). */
  screenLockWatch: call<ScreenLockWatch>()(() => noInput),
  /**
   * Keeps the proxy password in the secret store for one proxy (`proxy`:
   * http://host:port or host:port), the only one it is sent to; null or
   * empty forgets it.
   */
  setProxyPassword: call<NetworkInfo>()(() =>
    z
      .strictObject({
        password: z
          .string(says('inputs.call.proxyPasswordNotText'))
          .max(1000, says('inputs.call.proxyPasswordTooLong'))
          .nullable(),
        proxy: z
          .string(says('inputs.call.proxyAddressNotText'))
          .max(500, says('inputs.call.proxyAddressTooLong'))
          .refine((v) => checkProxyUrl(v).ok, {
            error: (issue) => {
              const checked = checkProxyUrl(String(issue.input))
              const reason = checked.ok ? said('inputs.call.proxyAddressInvalid') : checked.said
              return says(reason.key, reason.values).error(issue)
            },
          })
          .optional(),
      })
      .refine((input) => !input.password || input.proxy !== undefined, {
        ...says('inputs.call.proxyForPassword'),
        path: ['proxy'],
      }),
  ),
  getProfileNetwork: call<ProfileNetworkView>()(() => profileIdInput),
  /**
   * Replaces a profile's CAs, client certificate and pin once every file opens.
   * `passphrase`: absent keeps the kept one, null forgets it.
   */
  updateProfileNetwork: call<ProfileNetworkView>()(() =>
    z.strictObject({
      ...profileIdInput.shape,
      network: profileNetworkSchema,
      passphrase: z
        .string(says('inputs.call.passphraseNotText'))
        .max(1000, says('inputs.call.passphraseTooLong'))
        .nullable()
        .optional(),
    }),
  ),
  /** Asks the update feed; a newer version starts downloading (progress comes as events). */
  checkForUpdates: call<UpdateStatus>()(() => noInput),
  /** Quits, installs the downloaded update and starts the new version. */
  installUpdate: call<{ restarting: true }>()(() => noInput),
  /** Versions, counts, settings and recent log lines, all redacted, put on the clipboard by main. */
  copyDiagnostics: call<DiagnosticsCopied>()(() =>
    z.object({ rendererError: rendererErrorSchema.optional() }).optional(),
  ),
  /** Where the app listens for `token-desk` and which clients are approved (the switch is in settings). */
  cliAccess: call<CliAccessInfo>()(() => noInput),
  revokeCliClient: call<CliAccessInfo>()(() =>
    z.object({ clientId: idSchema(said('fields.label.clientId')) }),
  ),
  /**
   * Makes a client's 8-hour approval standing: what the prompt's "Always
   * allow" gives where the unlock requirement is on and the prompt could not
   * take the passphrase. Needs the proof while the requirement is on.
   */
  allowCliClientAlways: call<CliAccessInfo>()(() => allowCliClientAlwaysInput),
  /** The user cancelled a password prompt that `token-desk` waits for: the command stops. */
  declinePassword: call<{ declined: boolean }>()(() => profileIdInput),
  lockState: call<LockState>()(() => noInput),
  /** "Lock now": clears our clipboard copy and session passwords, and locks the window. */
  lock: call<LockState>()(() => noInput),
  /** `proof` is needed while the unlock requirement is on; main checks it, the page never decides. */
  unlock: call<LockState>()(() => proofInput.optional()),
  unlockRequirement: call<UnlockRequirementState>()(() => noInput),
  /** Turns the requirement on, or changes the passphrase (then `current` is needed). */
  setUnlockPassphrase: call<UnlockRequirementState>()(() => setUnlockPassphraseInput),
  turnOffUnlockRequirement: call<UnlockRequirementState>()(() => turnOffUnlockInput),
  /*
   * The Board's actions on the chosen profiles: one call for all of them. An
   * id of no profile (deleted meanwhile) is answered in `missing`, never
   * failing the rest.
   */
  /** Gets or renews each one's token, whatever state it is in, with Renew all's rules. */
  renewProfiles: call<RenewAllSummary & BulkMissing>()(() => bulkInput),
  /** "Verify now" for each: what the service said, per profile. */
  verifyProfiles: call<{ outcomes: BulkVerifyOutcome[] } & BulkMissing>()(() => bulkInput),
  /** One `NAME_TOKEN=…` line per profile with a token, put on the clipboard by main. */
  copyEnv: call<EnvCopied>()(() => bulkInput),
  /**
   * "Copy link": a tokendesk:// link per profile (with its account, for other
   * desks), on the clipboard as plain text; several as "name: link" lines.
   */
  copyLinks: call<{ copied: number; missing: string[] }>()(() => bulkInput),
  /** Add or remove a tag, or (un)favourite: one write for all. */
  editProfiles: call<BulkEdited>()(() => bulkEditInput),
  /** Deletes them all, with one undo (undoDeleteProfiles) for a minute. */
  deleteProfiles: call<BulkDeleted>()(() => bulkInput),
  undoDeleteProfiles: call<{ restored: number }>()(() =>
    z.object({ undoId: idSchema(said('inputs.label.undoId')) }),
  ),
  /* Team catalogs (Settings → Team catalog; docs/team-catalog.md). */
  /** Every source with its status: last synced, profiles, last error, changes awaiting review. */
  catalogSources: call<CatalogSourceView[]>()(() => noInput),
  addCatalogSource: call<CatalogSourceView>()(() => catalogSourceFields),
  updateCatalogSource: call<CatalogSourceView>()(() => updateCatalogSourceInput),
  /** The source goes; its profiles stay, as personal profiles. */
  removeCatalogSource: call<{ removed: true; detached: number }>()(() => catalogSourceIdInput),
  /** "Sync now": reads it; a later sync applies what loses nothing, the rest waits for review. */
  syncCatalog: call<CatalogSyncResult>()(() => catalogSourceIdInput),
  /** What the last read would do, in the import preview's groups, and what it no longer lists. */
  catalogPreview: call<CatalogPreview>()(() => catalogSourceIdInput),
  /** The user's answer to the preview: applied, host moves as chosen, removals retired or left. */
  applyCatalog: call<CatalogApplied>()(() => catalogApplyInput),
  /** Makes catalog profiles personal: every value kept, every field editable. */
  detachProfiles: call<{ detached: number } & BulkMissing>()(() => bulkInput),
  /** The command the profile's login gets its password from, if any (never a password). */
  passwordCommand: call<PasswordCommandView>()(() => profileIdInput),
  /**
   * The login's password comes from `command` from now on (null: typed). A
   * command main has not run before is shown in main's own dialog first.
   */
  setPasswordCommand: call<PasswordCommandView>()(() =>
    z.strictObject({
      ...profileIdInput.shape,
      command: passwordCommandSchema.nullable(),
    }),
  ),
  /**
   * Test: runs the command for the login the form names (main's dialog first
   * for a command not run or saved before); how many characters came back.
   */
  testPasswordCommand: call<{ characters: number }>()(() =>
    z.strictObject({
      argv: commandArgvSchema,
      baseUrl: newProfileFieldsSchema.shape.baseUrl,
      username: newProfileFieldsSchema.shape.username,
    }),
  ),
} satisfies Record<Method, { input: z.ZodType; output: unknown }>

type Contract = typeof contract
/** What the caller passes (before defaults and trimming). */
export type InputOf<M extends Method> = z.input<Contract[M]['input']>
/** What the handler receives (after validation). */
export type ParsedInputOf<M extends Method> = z.output<Contract[M]['input']>
export type OutputOf<M extends Method> = Contract[M]['output']
