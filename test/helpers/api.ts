import type { Dispatch } from '../../src/main/core/ipc/dispatch'
import type { Sandbox } from '../../src/sandbox/server'
import { createApi, type Subscribe, type TokenDeskApi } from '../../src/shared/ipc/api'
import type { InputOf } from '../../src/shared/ipc/contract'
import type { AppError, ErrorCode, Result } from '../../src/shared/ipc/errors'
import type { CopyFormat } from '../../src/shared/model/copyFormats'
import type { ProfileView } from '../../src/shared/model/profile'
import type { RequestFields } from '../../src/shared/model/request'
import { requestTemplates } from '../../src/shared/model/requestTemplates'
import { demoLogin } from './demoLogin'

/**
 * The typed test client: the same `createApi` the preload builds, over the
 * core's real dispatcher (validation, lock, error stamping), so a test names
 * methods and passes inputs the contract's types check. Tests that mean to
 * send what the contract refuses (fuzzing, bad input) call `core.dispatch`.
 */
export type Api = TokenDeskApi

/** A request as the page sends or saves it (before defaults). */
export type RequestInput = InputOf<'sendRequest'>['request']

const noEvents: Subscribe = () => () => undefined

export const apiOf = (core: { dispatch: Dispatch }, subscribe: Subscribe = noEvents): Api =>
  createApi((method, input) => core.dispatch(method, input), subscribe)

/** The value of a call that must succeed; a failure throws with its code and message. */
export async function unwrap<T>(call: Promise<Result<T>>): Promise<T> {
  const result = await call
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`)
  return result.value
}

type ErrorOf<C extends ErrorCode> = Extract<AppError, { code: C }>

const hasCode = <C extends ErrorCode>(error: AppError, code: C): error is ErrorOf<C> =>
  error.code === code

/**
 * The error of a call that must fail. Every failure carries when it happened
 * (`at`): that is checked here and left out of what is returned, so tests
 * compare what the error says. With `code`, the error must have that code and
 * comes back as that kind of error.
 */
export async function expectError(call: Promise<Result<unknown>>): Promise<AppError>
export async function expectError<C extends ErrorCode>(
  call: Promise<Result<unknown>>,
  code: C,
): Promise<ErrorOf<C>>
export async function expectError(
  call: Promise<Result<unknown>>,
  code?: ErrorCode,
): Promise<AppError> {
  const result = await call
  if (result.ok) {
    throw new Error(`expected a failure, got ${JSON.stringify(result.value).slice(0, 200)}`)
  }
  const { at, ...error } = result.error
  if (typeof at !== 'number') throw new Error(`${error.code}: the error has no time stamp`)
  if (code !== undefined && !hasCode(error, code)) {
    throw new Error(`expected a ${code} error, got ${error.code}: ${error.message}`)
  }
  return error
}

/** Every profile in full, as the window gets them: the list's rows, then each one's detail. */
export async function views(api: Api): Promise<ProfileView[]> {
  const rows = await unwrap(api.listProfiles())
  return Promise.all(rows.map((row) => unwrap(api.getProfile({ profileId: row.id }))))
}

/** One profile in full, as the window gets it when the profile is selected. */
export const view = (api: Api, profileId: string): Promise<ProfileView> =>
  unwrap(api.getProfile({ profileId }))

/** Saves a profile (which must succeed) and gets its first token. */
export async function profileWithToken(
  api: Api,
  input: InputOf<'createProfile'>,
): Promise<ProfileView> {
  const created = await unwrap(api.createProfile(input))
  return unwrap(api.getToken({ profileId: created.id }))
}

/** A copy of one of the app's request templates (analytics, sms, flow…), to send or save. */
export function requestTemplate(id: string): RequestFields {
  const found = requestTemplates.find((t) => t.id === id)
  if (!found) throw new Error(`no request template ${id}`)
  return structuredClone(found.fields)
}

/**
 * A profile's token, with time left, refused by the service: the analytics
 * request sent without "Bearer" gets a 401 the app cannot tell from a dead
 * token's. Set retryOn401 off first, or the app renews and resends.
 */
export async function refusedByBareRequest(api: Api, profileId: string): Promise<void> {
  await unwrap(
    api.sendRequest({
      profileId,
      runId: `bare-${profileId}`,
      request: { ...requestTemplate('analytics'), authStyle: 'bare' },
    }),
  )
}

/**
 * createProfile input for an Acme profile on a portal nothing serves (no
 * token is asked for): storage, logs, permissions. `demoLogin` is the one the
 * sandbox answers.
 */
export const acmeProfile = (
  overrides: Partial<InputOf<'createProfile'>> = {},
): InputOf<'createProfile'> => ({
  name: 'Acme',
  accountId: 'ACME-001',
  portal: 'customer',
  baseUrl: 'https://portal.example.test',
  username: 'acme-api',
  password: 'pw',
  ...overrides,
})

/** Saves a profile of the sandbox's `demo` login (see demoLogin), which must succeed. */
export const demoProfile = (
  api: Api,
  sandbox: Sandbox,
  overrides: Partial<InputOf<'createProfile'>> = {},
): Promise<ProfileView> => unwrap(api.createProfile(demoLogin(sandbox, overrides)))

/** Copies through the app (which must succeed) and reads what landed on the core's clipboard. */
export async function copied(
  core: { api: Api; clipboard: { readText(): Promise<string> } },
  profileId: string,
  format: CopyFormat,
): Promise<string> {
  await unwrap(core.api.copy({ profileId, format }))
  return core.clipboard.readText()
}
