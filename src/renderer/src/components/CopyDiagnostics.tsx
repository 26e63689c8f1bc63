import type { ReactNode } from 'react'
import type { RendererError } from '../../../shared/ipc/contract'
import { useCopyDiagnostics } from '../hooks/useCopyDiagnostics'
import { sayOf, useT } from '../i18n'
import { BusyButton } from './BusyButton'

interface Props {
  label: string
  /** A failed panel's error, sent with the report. */
  rendererError?: RendererError
  /** Buttons that stand before it in the same row. */
  before?: ReactNode
}

/** Settings' "Copy diagnostics" and a failed panel's "Copy details", with the line that says how it went. */
export function CopyDiagnostics({ label, rendererError, before }: Props) {
  const t = useT('settings')
  const { state, copy } = useCopyDiagnostics()
  return (
    <>
      <div className="form-actions">
        {before}
        <BusyButton
          className="btn"
          onClick={() => void copy(rendererError)}
          disabled={state.kind === 'copying'}
          busy={state.kind === 'copying'}
          label={label}
          busyLabel={label}
        />
      </div>
      <p
        role="status"
        className={
          state.kind === 'copied'
            ? 'status-line status-visible'
            : state.kind === 'failed'
              ? 'status-line field-error'
              : 'status-line'
        }
      >
        {state.kind === 'copied'
          ? t('diagnostics.copied')
          : state.kind === 'failed'
            ? t('diagnostics.failed', { message: sayOf(state.error) })
            : ''}
      </p>
    </>
  )
}
