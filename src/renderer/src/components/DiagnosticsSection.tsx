import { useId } from 'react'
import { useCopyDiagnostics } from '../hooks/useCopyDiagnostics'
import { DIAGNOSTICS_COPIED } from '../lib/diagnostics'
import { BusyButton } from './BusyButton'
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
        <BusyButton
          className="btn"
          onClick={() => void copy()}
          disabled={state.kind === 'copying'}
          busy={state.kind === 'copying'}
          label="Copy diagnostics"
          busyLabel="Copy diagnostics"
        />
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
