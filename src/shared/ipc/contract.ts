import { z } from 'zod'
import type { Method } from './methods'
import type { ActivityEntry } from '../model/activity'
import type { Notice } from '../model/notice'
import {
  createProfileInput,
  passwordSchema,
  profileIdInput,
  updateProfileInput,
  type ProfileView,
} from '../model/profile'
import {
  applyImportInput,
  importInput,
  type ExportFile,
  type ImportPreview,
  type ImportResult,
} from '../model/transfer'
import { copyFormats, type CopyFormat } from '../model/copyFormats'
import type { HeaderStyle } from '../model/portal'
import {
  requestFieldsSchema,
  type RunResult,
  type RunSummary,
  type SavedRequest,
} from '../model/request'
import { settingsPatchSchema, type Settings } from '../model/settings'
import type { RenewAllSummary } from './events'

/** How well secrets are protected at rest, as the user must be told. */
export type SecretProtection =
  | { kind: 'os-keyring'; description: string }
  | { kind: 'weak'; description: string }
  | { kind: 'test-only'; description: string }
  | { kind: 'unavailable'; description: string }

export interface AppInfo {
  version: string
  runtime: 'electron' | 'harness'
  protection: SecretProtection
  /** What happened at start-up that the user must know (a damaged file set aside…). */
  notices: Notice[]
}

export interface DeleteResult {
  profileId: string
  /** Pass to undoDelete before `until` to bring the profile back with its secrets. */
  undoId: string
  until: number
}

export interface CopyResult {
  copied: CopyFormat
  style: HeaderStyle
  /** When the app will clear the clipboard if it still holds this; null: never. */
  clearsAt: number | null
}

export interface DemoStarted {
  urls: { portal: string; alternate: string; apiHost: string }
  profiles: ProfileView[]
}

const noInput = z.undefined({ error: 'This call takes no input' })

/** Pairs an input schema with the (type-only) output of a call. */
const call =
  <Output>() =>
  <Input extends z.ZodType>(input: Input) => ({ input, output: null as unknown as Output })

/** The IPC contract: one entry per method, validated by main on every call. */
export const contract = {
  appInfo: call<AppInfo>()(noInput),
  listProfiles: call<ProfileView[]>()(noInput),
  createProfile: call<ProfileView>()(createProfileInput),
  updateProfile: call<ProfileView>()(updateProfileInput),
  copyProfile: call<ProfileView>()(profileIdInput),
  deleteProfile: call<DeleteResult>()(profileIdInput),
  undoDelete: call<ProfileView>()(z.object({ undoId: z.string().min(1) })),
  exportProfiles: call<ExportFile>()(noInput),
  previewImport: call<ImportPreview>()(importInput),
  applyImport: call<ImportResult>()(applyImportInput),
  /** `password`: typed now because none is kept; kept afterwards as the storage policy allows. */
  getToken: call<ProfileView>()(profileIdInput.extend({ password: passwordSchema.optional() })),
  forgetToken: call<ProfileView>()(profileIdInput),
  listActivity: call<ActivityEntry[]>()(profileIdInput),
  copy: call<CopyResult>()(
    profileIdInput.extend({ format: z.enum(copyFormats, { error: 'Unknown copy format' }) }),
  ),
  /** The token itself, for the page to show briefly when the user asks. */
  revealToken: call<{ token: string }>()(profileIdInput),
  startDemo: call<DemoStarted>()(noInput),
  listRequests: call<{ requests: SavedRequest[]; history: RunSummary[] }>()(profileIdInput),
  /** Without `requestId`: a new saved request. */
  saveRequest: call<SavedRequest>()(
    profileIdInput.extend({
      requestId: z.string().min(1).optional(),
      request: requestFieldsSchema,
    }),
  ),
  deleteRequest: call<{ requestId: string }>()(
    profileIdInput.extend({ requestId: z.string().min(1) }),
  ),
  sendRequest: call<RunResult>()(
    profileIdInput.extend({
      /** Chosen by the page so it can cancel before the answer arrives. */
      runId: z.string().min(1).max(100),
      request: requestFieldsSchema,
      confirmOrigin: z.string().optional(),
      confirmAccount: z.boolean().optional(),
    }),
  ),
  cancelRequest: call<{ cancelled: boolean }>()(z.object({ runId: z.string().min(1) })),
  copyRequestAsCurl: call<CopyResult>()(
    profileIdInput.extend({ request: requestFieldsSchema, withToken: z.boolean() }),
  ),
  renewAll: call<RenewAllSummary>()(noInput),
  getSettings: call<Settings>()(noInput),
  updateSettings: call<Settings>()(settingsPatchSchema),
} satisfies Record<Method, { input: z.ZodType; output: unknown }>

type Contract = typeof contract
/** What the caller passes (before defaults and trimming). */
export type InputOf<M extends Method> = z.input<Contract[M]['input']>
/** What the handler receives (after validation). */
export type ParsedInputOf<M extends Method> = z.output<Contract[M]['input']>
export type OutputOf<M extends Method> = Contract[M]['output']
