import { ZodError } from 'zod'
import { saidOfIssue } from '../../../shared/i18n/fieldSays'
import { saying } from '../../../shared/i18n/sayMessage'
import { contract, type InputOf, type OutputOf } from '../../../shared/ipc/contract'
import { AppFailure, type AppError, type Result } from '../../../shared/ipc/errors'
import { isMethod, type Method } from '../../../shared/ipc/methods'
import type { Handlers } from './handlers'
import { errnoOf, refusedWriteError } from '../storage/storeErrors'

export type Dispatch = (method: unknown, input: unknown) => Promise<Result<unknown>>

/** The same boundary seen from inside main: a caller that names its method gets its typed answer. */
export type TypedDispatch = <M extends Method>(
  method: M,
  input: InputOf<M>,
) => Promise<Result<OutputOf<M>>>

/** Main's own callers (tray, CLI) go through every rule the window's calls do, typed. */
export const typed = (dispatch: Dispatch): TypedDispatch => dispatch as TypedDispatch

/**
 * The IPC boundary: validates the method and its input, runs the handler and
 * turns every outcome into a Result. Nothing throws across it.
 */
export function createDispatch(
  handlers: Handlers,
  log: (line: string) => void,
  /** Refuses a call before it runs (a locked window), or lets it through with null. */
  refusal: (method: Method) => AppError | null = () => null,
  /** Stamps each failure with when it happened (the core's clock). */
  clock: () => number = Date.now,
): Dispatch {
  return async (method, input) => {
    if (!isMethod(method)) {
      return failure({ code: 'invalid-input', message: 'Unknown call.', issues: [], at: clock() })
    }
    const refused = refusal(method)
    if (refused) return failure({ ...refused, at: refused.at ?? clock() })
    try {
      const parsed: unknown = contract[method].input.parse(input)
      const handler = handlers[method] as (input: unknown) => Promise<unknown>
      return { ok: true, value: await handler(parsed) }
    } catch (error) {
      const appError = toAppError(error, method, log)
      return failure({ ...appError, at: appError.at ?? clock() })
    }
  }
}

const failure = (error: AppError): Result<never> => ({ ok: false, error })

function toAppError(error: unknown, method: string, log: (line: string) => void): AppError {
  if (error instanceof AppFailure) return error.error
  if (error instanceof ZodError) {
    const issues = error.issues.map((issue) => {
      const said = saidOfIssue(issue)
      return {
        path: issue.path.map(String).join('.'),
        message: issue.message,
        ...(said && { said }),
      }
    })
    const first = issues[0]
    return {
      code: 'invalid-input',
      ...(first
        ? saying('general.fieldsNeedAttention', {
            count: issues.length,
            first: first.said ?? first.message,
          })
        : saying('general.inputNotValid')),
      issues,
    }
  }
  const refused = refusedWriteError(error)
  if (refused !== null) {
    log(`${method}: a write was refused (${errnoOf(error)?.code ?? 'unknown'})`)
    return refused
  }
  // Only the error's class reaches the log: messages from libraries may quote inputs.
  log(`unexpected ${error instanceof Error ? error.name : typeof error} in ${method}`)
  return { code: 'internal', ...saying('general.unexpected') }
}
