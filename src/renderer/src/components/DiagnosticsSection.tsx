import { useId } from 'react'
import { useT } from '../i18n'
import { CopyDiagnostics } from './CopyDiagnostics'

/** Settings → Troubleshooting: one button that copies a redacted report for a bug report. */
export function DiagnosticsSection() {
  const t = useT('settings')
  const headingId = useId()
  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('diagnostics.heading')}</h2>
      <p className="muted">{t('diagnostics.intro')}</p>
      <CopyDiagnostics label={t('diagnostics.copy')} />
    </section>
  )
}
