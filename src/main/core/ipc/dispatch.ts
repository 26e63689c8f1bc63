import { ZodError } from 'zod'
import { contract } from '../../../shared/ipc/contract'
import { AppFailure, type AppError, type Result } from '../../../shared/ipc/errors'
import { isMethod } from '../../../shared/ipc/methods'
import type { Handlers } from './handlers'

export type Dispatch = (method: unknown, input: unknown) => Promise<Result<unknown>>

/**
 * The IPC boundary: validates the method and its input, runs the handler and
 * turns every outcome into a Result. Nothing throws across it.
 */
export function createDispatch(handlers: Handlers, log: (line: string) => void): Dispatch {
  return async (method, input) => {
    if (!isMethod(method)) {
      return failure({ code: 'invalid-input', message: 'Unknown call.', issues: [] })
    }
    try {
      const parsed: unknown = contract[method].input.parse(input)
      const handler = handlers[method] as (input: unknown) => Promise<unknown>
      return { ok: true, value: await handler(parsed) }
    } catch (error) {
      return failure(toAppError(error, method, log))
    }
  }
}

const failure = (error: AppError): Result<never> => ({ ok: false, error })

function toAppError(error: unknown, method: string, log: (line: string) => void): AppError {
  if (error instanceof AppFailure) return error.error
  if (error instanceof ZodError) {
    const issues = error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    }))
    const first = issues[0]
    return {
      code: 'invalid-input',
      message: first
        ? `${issues.length === 1 ? 'One field needs' : `${issues.length} fields need`} attention: ${first.message}.`
        : 'The input was not valid.',
      issues,
    }
  }
  // Only the error's class reaches the log: messages from libraries may quote inputs.
  log(`unexpected ${error instanceof Error ? error.name : typeof error} in ${method}`)
  return {
    code: 'internal',
    message: 'Something unexpected went wrong in the app. The action was not completed; try again.',
  }
}
