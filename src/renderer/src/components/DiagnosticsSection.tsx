import { useId } from 'react'
import { useCopyDiagnostics } from '../hooks/useCopyDiagnostics'
import { DIAGNOSTICS_COPIED } from '../lib/diagnostics'
import { ErrorPanel } from './ErrorPanel'

/** Settings → Troubleshooting: one button that copies a redacted report for a bug report. */
export function DiagnosticsSection() {
  const headingId = useId()
  const { state, copy } = useCopyDiagnostics()

  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Troubleshooting</h2>
      <p className="muted">
        Copies the app and system versions, how secrets are protected, counts of profiles, tokens
        and requests, these settings and the recent log. Passwords, tokens, header values and
        profile details are left out.
      </p>
      <div>
        <button
          type="button"
          className="btn"
          onClick={() => void copy()}
          disabled={state.kind === 'copying'}
          aria-busy={state.kind === 'copying' || undefined}
        >
          Copy diagnostics
        </button>
      </div>
      <p
        role="status"
        className={state.kind === 'copied' ? 'status-line status-visible' : 'status-line'}
      >
        {state.kind === 'copied' ? DIAGNOSTICS_COPIED : ''}
      </p>
      {state.kind === 'failed' && <ErrorPanel error={state.error} />}
    </section>
  )
}
