import { useId } from 'react'
import { CopyDiagnostics } from './CopyDiagnostics'

/** Settings → Troubleshooting: one button that copies a redacted report for a bug report. */
export function DiagnosticsSection() {
  const headingId = useId()
  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Troubleshooting</h2>
      <p className="muted">
        Copies the app and system versions, how secrets are protected, counts of profiles, tokens
        and requests, these settings and the recent log. Passwords, tokens, header values and
        profile details are left out.
      </p>
      <CopyDiagnostics label="Copy diagnostics" />
    </section>
  )
}
