import type { AppError } from '../../src/shared/ipc/errors'
import type { ProfileRow, ProfileView } from '../../src/shared/model/profile'
import type { coreIn } from './core'

type Core = ReturnType<typeof coreIn>

/** Calls a method through the real dispatcher and returns its value, or throws with the error. */
export async function ok<T>(core: Core, method: string, input?: unknown): Promise<T> {
  const result = await core.dispatch(method, input)
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`)
  return result.value as T
}

/**
 * Calls a method that must fail and returns its error. Every failure carries
 * when it happened (`at`); that is checked here and left out of what is
 * returned, so tests compare what the error says.
 */
export async function fails(core: Core, method: string, input?: unknown): Promise<AppError> {
  const result = await core.dispatch(method, input)
  if (result.ok)
    throw new Error(`expected ${method} to fail, got ${JSON.stringify(result.value).slice(0, 200)}`)
  const { at, ...error } = result.error
  if (typeof at !== 'number') throw new Error(`${method}: the error has no time stamp`)
  return error as AppError
}

/** Every profile in full, as the window gets them: the list's rows, then each one's detail. */
export async function views(core: Core): Promise<ProfileView[]> {
  const rows = await ok<ProfileRow[]>(core, 'listProfiles')
  return Promise.all(rows.map((row) => ok<ProfileView>(core, 'getProfile', { profileId: row.id })))
}
