import { z } from 'zod'
import type { Method } from './methods'
import {
  createProfileInput,
  profileIdInput,
  updateProfileInput,
  type ProfileView,
} from '../model/profile'
import type { HeaderStyle } from '../model/portal'
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
}

export interface CopyResult {
  copied: 'header'
  style: HeaderStyle
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
  deleteProfile: call<{ profileId: string }>()(profileIdInput),
  getToken: call<ProfileView>()(profileIdInput),
  forgetToken: call<ProfileView>()(profileIdInput),
  copyHeader: call<CopyResult>()(profileIdInput),
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
