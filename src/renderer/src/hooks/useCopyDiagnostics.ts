import { useState } from 'react'
import type { RendererError } from '../../../shared/ipc/contract'
import type { AppError } from '../../../shared/ipc/errors'
import { call } from '../lib/api'

export type CopyState =
  { kind: 'idle' } | { kind: 'copying' } | { kind: 'copied' } | { kind: 'failed'; error: AppError }

/**
 * "Copy diagnostics" and a failed panel's "Copy details": main builds the
 * redacted report and puts it on the clipboard, like every copy.
 */
export function useCopyDiagnostics(): {
  state: CopyState
  copy: (rendererError?: RendererError) => Promise<void>
} {
  const [state, setState] = useState<CopyState>({ kind: 'idle' })
  const copy = async (rendererError?: RendererError): Promise<void> => {
    setState({ kind: 'copying' })
    const result = await call((api) =>
      api.copyDiagnostics(rendererError ? { rendererError } : undefined),
    )
    setState(result.ok ? { kind: 'copied' } : { kind: 'failed', error: result.error })
  }
  return { state, copy }
}
