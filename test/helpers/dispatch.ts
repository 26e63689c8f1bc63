import type { AppError } from '../../src/shared/ipc/errors'
import type { coreIn } from './core'

type Core = ReturnType<typeof coreIn>

/** Calls a method through the real dispatcher and returns its value, or throws with the error. */
export async function ok<T>(core: Core, method: string, input?: unknown): Promise<T> {
  const result = await core.dispatch(method, input)
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`)
  return result.value as T
}

/** Calls a method that must fail and returns its error. */
export async function fails(core: Core, method: string, input?: unknown): Promise<AppError> {
  const result = await core.dispatch(method, input)
  if (result.ok)
    throw new Error(`expected ${method} to fail, got ${JSON.stringify(result.value).slice(0, 200)}`)
  return result.error
}
