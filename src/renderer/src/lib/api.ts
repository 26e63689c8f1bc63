import type { TokenDeskApi } from '../../../shared/ipc/api'
import type { AppError, Result } from '../../../shared/ipc/errors'

const failure = (message: string): { ok: false; error: AppError } => ({
  ok: false,
  error: { code: 'internal', message },
})

/**
 * Runs one call on `window.tokenDesk` and always resolves to a Result: a
 * missing bridge or a rejected promise becomes an `internal` error the UI can show.
 */
export async function call<T>(run: (api: TokenDeskApi) => Promise<Result<T>>): Promise<Result<T>> {
  const api = (window as Partial<Window>).tokenDesk
  if (api === undefined) {
    return failure('Token Desk cannot reach its main process. Restart the app.')
  }
  try {
    return await run(api)
  } catch {
    return failure('The request to the main process failed unexpectedly. Try again.')
  }
}
