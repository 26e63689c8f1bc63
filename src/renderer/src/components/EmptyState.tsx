import { useRef, useState } from 'react'
import { Trans } from 'react-i18next'
import { useStartDemo } from '../hooks/useStartDemo'
import { useNavigation } from '../store/navigation'
import { ErrorPanel } from './ErrorPanel'
import { ImportDialog } from './ImportDialog'
import { BusyButton } from './BusyButton'
import { sayOf, useT } from '../i18n'

interface Props {
  onCreate: () => void
}

/** First run: what the app is for, and three ways to start. */
export function EmptyState({ onCreate }: Props) {
  const open = useNavigation((s) => s.open)
  const [importing, setImporting] = useState(false)
  const { starting, error: demoError, start: startDemo, dismissError } = useStartDemo()
  const importRef = useRef<HTMLButtonElement>(null)
  const t = useT('sidebar')

  const closeImport = (): void => {
    setImporting(false)
    requestAnimationFrame(() => {
      // Imported: this view is gone, so focus goes to the profile the list selected.
      if (importRef.current !== null) importRef.current.focus()
      else {
        const { selectedId } = useNavigation.getState()
        if (selectedId !== null) open(selectedId)
      }
    })
  }

  return (
    <section className="empty" aria-labelledby="empty-title">
      <h1 id="empty-title">{t('empty.title')}</h1>
      <p className="empty-lead">
        <Trans t={t} i18nKey="empty.lead" components={{ code: <code /> }} />
      </p>
      <div className="empty-actions">
        <button type="button" className="btn btn-primary" onClick={onCreate} disabled={starting}>
          {t('empty.newProfile')}
        </button>
        <button
          type="button"
          className="btn"
          ref={importRef}
          onClick={() => setImporting(true)}
          disabled={starting}
        >
          {t('empty.import')}
        </button>
        <BusyButton
          className="btn"
          onClick={() => void startDemo()}
          disabled={starting}
          busy={starting}
          spinner
          label={t('empty.sandbox')}
          busyLabel={t('empty.sandboxStarting')}
          aria-describedby="empty-sandbox-note"
        />
      </div>
      <p id="empty-sandbox-note" className="muted small">
        {t('empty.note')}
      </p>
      {demoError !== null && (
        <ErrorPanel
          error={{
            ...demoError,
            message: t('empty.sandboxFailed', { message: sayOf(demoError) }),
          }}
          onDismiss={dismissError}
        />
      )}
      <details className="empty-steps">
        <summary>{t('empty.stepsTitle')}</summary>
        <ol className="steps">
          <li>
            <Trans t={t} i18nKey="empty.step1" components={{ strong: <strong /> }} />
          </li>
          <li>{t('empty.step2')}</li>
          <li>{t('empty.step3')}</li>
        </ol>
      </details>
      {importing && <ImportDialog onClose={closeImport} />}
    </section>
  )
}
