import { methods, type Method } from './methods'
import type { Result } from './errors'
import type { InputOf, OutputOf } from './contract'

/** The one object the preload (or the harness bridge) puts on `window.tokenDesk`. */
export type TokenDeskApi = {
  [M in Method]: undefined extends InputOf<M>
    ? (input?: InputOf<M>) => Promise<Result<OutputOf<M>>>
    : (input: InputOf<M>) => Promise<Result<OutputOf<M>>>
}

export type Invoke = (method: Method, input: unknown) => Promise<unknown>

/**
 * Builds the API from a transport. Only the contract's methods exist on it:
 * there is no generic invoke for page script to abuse.
 */
export function createApi(invoke: Invoke): TokenDeskApi {
  const api: Record<string, (input?: unknown) => Promise<unknown>> = {}
  for (const method of methods) api[method] = (input?: unknown) => invoke(method, input)
  return api as TokenDeskApi
}
