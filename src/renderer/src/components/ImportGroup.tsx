import { useState } from 'react'
import type { ImportRow, ImportRowKind } from '../../../shared/model/transfer'
import { rowProblems, valueText } from '../lib/importFile'
import { FieldChanges } from './FieldChanges'
import { ColumnHeads } from './ColumnHeads'
import { formatCount } from '../lib/labels'

/** Enough to check a file by eye; a table of 50,000 rows would only stall the dialog. */
export const MAX_SHOWN = 1000

type RowOf<K extends ImportRowKind> = ImportRow & { kind: K }

interface Props<K extends ImportRowKind> {
  kind: K
  title: string
  rows: RowOf<K>[]
  fileName: string
  /** Open at first (the unchanged rows start closed: they need no checking). */
  initiallyOpen: boolean
}

const headings: Record<ImportRowKind, string[]> = {
  added: ['Row', 'Name', 'Account', 'Portal', 'Base URL', 'Username'],
  changed: ['Row', 'Profile', 'Changes'],
  unchanged: ['Row', 'Name', 'Account', 'Username'],
  invalid: ['Row', 'Name', 'Account', 'Problem'],
}

/**
 * One group of the preview (new, changed, unchanged or invalid rows): a
 * disclosure with its count, and a table of its first rows, drawn only
 * while open so a closed group of thousands costs nothing.
 */
export function ImportGroup<K extends ImportRowKind>({
  kind,
  title,
  rows,
  fileName,
  initiallyOpen,
}: Props<K>) {
  const [open, setOpen] = useState(initiallyOpen)
  if (rows.length === 0) return null
  const shown = rows.length > MAX_SHOWN ? rows.slice(0, MAX_SHOWN) : rows
  return (
    <details
      className={`import-group import-group-${kind}`}
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary>
        <h3>
          {title} <span className="import-group-count">{formatCount(rows.length)}</span>
        </h3>
      </summary>
      {open && (
        <>
          {/* Focusable, so the keyboard can scroll a table wider or longer than the dialog. */}
          <div
            className="table-scroll"
            tabIndex={0}
            role="region"
            aria-label={`${title} in ${fileName}`}
          >
            <table className="import-table">
              <caption className="sr-only">
                {title} in {fileName}
              </caption>
              <ColumnHeads columns={headings[kind]} />
              <tbody>
                {shown.map((row) => (
                  <tr key={row.row} className={`import-row import-${row.kind}`}>
                    <td className="num nowrap">{row.row}</td>
                    <RowCells row={row} />
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {rows.length > MAX_SHOWN && (
            <p className="muted small">
              Showing the first {formatCount(MAX_SHOWN)} of {formatCount(rows.length)}.
            </p>
          )}
        </>
      )}
    </details>
  )
}

function RowCells({ row }: { row: ImportRow }) {
  switch (row.kind) {
    case 'added':
      return (
        <>
          <td>{row.name}</td>
          <td className="nowrap">{row.accountId}</td>
          <td className="nowrap">{valueText('portal', row.portal)}</td>
          <td className="url nowrap">{row.baseUrl}</td>
          <td className="nowrap">{row.username}</td>
        </>
      )
    case 'changed':
      return (
        <>
          <td>
            {row.currentName}
            <span className="import-sub">
              {row.accountId} · {row.username}
            </span>
          </td>
          <td>
            <FieldChanges row={row} />
          </td>
        </>
      )
    case 'unchanged':
      return (
        <>
          <td>{row.name}</td>
          <td className="nowrap">{row.accountId}</td>
          <td className="nowrap">{row.username}</td>
        </>
      )
    case 'invalid': {
      const problems = rowProblems(row)
      return (
        <>
          <td>{row.name}</td>
          <td className="nowrap">{row.accountId}</td>
          <td className="import-status">
            {problems.length === 1 ? (
              problems[0]
            ) : (
              <ul>
                {problems.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            )}
          </td>
        </>
      )
    }
  }
}
