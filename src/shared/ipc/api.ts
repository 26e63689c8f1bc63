import { methods, type Method } from './methods'
import type { Result } from './errors'
import type { InputOf, OutputOf } from './contract'
import type { AppEvent } from './events'

type Calls = {
  [M in Method]: undefined extends InputOf<M>
    ? (input?: InputOf<M>) => Promise<Result<OutputOf<M>>>
    : (input: InputOf<M>) => Promise<Result<OutputOf<M>>>
}

/** The one object the preload (or the harness bridge) puts on `window.tokenDesk`. */
export type TokenDeskApi = Calls & {
  /** Listens to pushes from main; returns the function that stops listening. */
  onEvent(listener: (event: AppEvent) => void): () => void
}

export type Invoke = (method: Method, input: unknown) => Promise<unknown>
export type Subscribe = (listener: (event: AppEvent) => void) => () => void

/**
 * Builds the API from a transport. Only the contract's methods exist on it:
 * there is no generic invoke or send for page script to abuse.
 */
export function createApi(invoke: Invoke, subscribe: Subscribe): TokenDeskApi {
  const api: Record<string, unknown> = {}
  for (const method of methods) api[method] = (input?: unknown) => invoke(method, input)
  api['onEvent'] = (listener: (event: AppEvent) => void) => subscribe(listener)
  return api as TokenDeskApi
}
