import { useId, useMemo, useState } from 'react'
import type { ImportPreview } from '../../../shared/model/transfer'
import { rowStatus } from '../lib/importFile'
import { countOf } from '../lib/labels'

interface Props {
  fileName: string
  preview: ImportPreview
}

/** Enough to check a file by eye; a table of 50,000 rows would only stall the dialog. */
const MAX_SHOWN = 1000

/** What each row of the file would become: counts, then a table (or its first rows). */
export function ImportPreviewTable({ fileName, preview }: Props) {
  const problemsId = useId()
  const [problemsOnly, setProblemsOnly] = useState(false)
  const ready = preview.valid - preview.duplicates
  const problems = preview.invalid + preview.duplicates

  const listed = useMemo(
    () =>
      problemsOnly
        ? preview.rows.filter((r) => r.errors.length > 0 || r.duplicateOf !== null)
        : preview.rows,
    [preview, problemsOnly],
  )
  const shown = listed.length > MAX_SHOWN ? listed.slice(0, MAX_SHOWN) : listed

  return (
    <section className="import-preview" aria-label="Preview">
      <ul className="import-counts">
        <li>{countOf(preview.rows.length, 'row')}</li>
        <li className="count-renewed">{ready.toLocaleString()} ready</li>
        <li className={preview.duplicates > 0 ? 'count-skipped' : undefined}>
          {countOf(preview.duplicates, 'duplicate')}
        </li>
        <li className={preview.invalid > 0 ? 'count-failed' : undefined}>
          {preview.invalid.toLocaleString()} with errors
        </li>
      </ul>

      {problems > 0 && (
        <div className="check-row">
          <input
            id={problemsId}
            type="checkbox"
            checked={problemsOnly}
            onChange={(e) => setProblemsOnly(e.target.checked)}
          />
          <label htmlFor={problemsId}>Only rows with problems</label>
        </div>
      )}

      {preview.rows.length > 0 && (
        // Focusable, so the keyboard can scroll a preview wider or longer than the dialog.
        <div className="table-scroll" tabIndex={0} role="region" aria-label={`Rows of ${fileName}`}>
          <table className="import-table">
            <caption className="sr-only">Rows of {fileName}</caption>
            <thead>
              <tr>
                <th scope="col">Row</th>
                <th scope="col">Name</th>
                <th scope="col">Account</th>
                <th scope="col">Base URL</th>
                <th scope="col">Username</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => {
                const status = rowStatus(row)
                return (
                  <tr key={row.row} className={`import-row import-${status.kind}`}>
                    <td className="num nowrap">{row.row}</td>
                    <td>{row.name}</td>
                    <td className="nowrap">{row.accountId}</td>
                    <td className="url nowrap">{row.baseUrl}</td>
                    <td className="nowrap">{row.username}</td>
                    <td className="import-status">
                      {status.kind === 'ready' && 'Ready'}
                      {status.kind === 'duplicate' && status.text}
                      {status.kind === 'invalid' &&
                        (status.messages.length === 1 ? (
                          status.messages[0]
                        ) : (
                          <ul>
                            {status.messages.map((m) => (
                              <li key={m}>{m}</li>
                            ))}
                          </ul>
                        ))}
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
      {listed.length > MAX_SHOWN && (
        <p className="muted small">
          Showing the first {MAX_SHOWN.toLocaleString()} of {listed.length.toLocaleString()} rows.
          {!problemsOnly && problems > 0 && ' Tick “Only rows with problems” to see those.'}
        </p>
      )}
      {preview.rows.length === 0 && <p className="muted">The file has no profiles.</p>}
    </section>
  )
}
