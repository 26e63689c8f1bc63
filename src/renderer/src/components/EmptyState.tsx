import { useRef, useState } from 'react'
import { useStartDemo } from '../hooks/useStartDemo'
import { useNavigation } from '../store/navigation'
import { ErrorPanel } from './ErrorPanel'
import { ImportDialog } from './ImportDialog'
import { BusyButton } from './BusyButton'

interface Props {
  onCreate: () => void
}

/** First run: what the app is for, and three ways to start. */
export function EmptyState({ onCreate }: Props) {
  const open = useNavigation((s) => s.open)
  const [importing, setImporting] = useState(false)
  const { starting, error: demoError, start: startDemo, dismissError } = useStartDemo()
  const importRef = useRef<HTMLButtonElement>(null)

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
      <h1 id="empty-title">Your vendor API tokens, at hand</h1>
      <p className="empty-lead">
        Token Desk keeps one profile per account and portal login, gets its 24-hour API token and
        shows how long the token has left. It copies a ready-made <code>Authorization</code> header
        or curl command, and checks whether a login works and why not.
      </p>
      <div className="empty-actions">
        <button type="button" className="btn btn-primary" onClick={onCreate} disabled={starting}>
          New profile
        </button>
        <button
          type="button"
          className="btn"
          ref={importRef}
          onClick={() => setImporting(true)}
          disabled={starting}
        >
          Import
        </button>
        <BusyButton
          className="btn"
          onClick={() => void startDemo()}
          disabled={starting}
          busy={starting}
          spinner
          label="Try the local sandbox"
          busyLabel="Starting…"
          aria-describedby="empty-sandbox-note"
        />
      </div>
      <p id="empty-sandbox-note" className="muted small">
        Import takes a Token Desk export or a CSV file. The sandbox is a fake service on this
        computer, with demo profiles that work and fail the way the real one does.
      </p>
      {demoError !== null && (
        <ErrorPanel
          error={{
            ...demoError,
            message: `The local sandbox did not start. ${demoError.message}`,
          }}
          onDismiss={dismissError}
        />
      )}
      <details className="empty-steps">
        <summary>What a real profile needs</summary>
        <ol className="steps">
          <li>
            In the customer portal, create a login for the account with <strong>Access: API</strong>
            . The portal e-mails its password.
          </li>
          <li>
            Add a profile with that login&apos;s Username (not the e-mail address) and password.
          </li>
          <li>Get a token, then copy the header into your tool.</li>
        </ol>
      </details>
      {importing && <ImportDialog onClose={closeImport} />}
    </section>
  )
}
