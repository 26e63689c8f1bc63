import { useRef, useState } from 'react'
import type { AppError } from '../../../shared/ipc/errors'
import { call } from '../lib/api'
import { useProfiles } from '../store/profiles'
import { ErrorPanel } from './ErrorPanel'
import { ImportDialog } from './ImportDialog'
import { Spinner } from './Spinner'

interface Props {
  onCreate: () => void
}

/** The demo profile opened first: the one that works, on the spec's main endpoint. */
const FIRST_DEMO = 'Demo · customer portal'

/** First run: what the app is for, and three ways to start. */
export function EmptyState({ onCreate }: Props) {
  const reload = useProfiles((s) => s.reload)
  const open = useProfiles((s) => s.open)
  const [importing, setImporting] = useState(false)
  const [starting, setStarting] = useState(false)
  const [demoError, setDemoError] = useState<AppError | null>(null)
  const importRef = useRef<HTMLButtonElement>(null)

  const startDemo = async (): Promise<void> => {
    setStarting(true)
    setDemoError(null)
    const result = await call((api) => api.startDemo())
    if (!result.ok) {
      setStarting(false)
      setDemoError(result.error)
      return
    }
    const first =
      result.value.profiles.find((p) => p.name === FIRST_DEMO) ?? result.value.profiles[0]
    await reload()
    // The list replaces this view: focus goes to the opened profile's heading.
    if (first !== undefined) open(first.id)
  }

  const closeImport = (): void => {
    setImporting(false)
    requestAnimationFrame(() => {
      // Imported: this view is gone, so focus goes to the profile the list selected.
      if (importRef.current !== null) importRef.current.focus()
      else {
        const { selectedId } = useProfiles.getState()
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
        <button
          type="button"
          className="btn"
          onClick={() => void startDemo()}
          disabled={starting}
          aria-busy={starting || undefined}
          aria-describedby="empty-sandbox-note"
        >
          {starting && <Spinner />}
          {starting ? 'Starting…' : 'Try the local sandbox'}
        </button>
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
          onDismiss={() => setDemoError(null)}
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
