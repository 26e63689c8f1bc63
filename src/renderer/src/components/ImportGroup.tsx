import { useState, type ReactNode } from 'react'
import type { ImportRow } from '../../../shared/model/transfer'
import { t as translate, useT } from '../i18n'
import { formatNumber } from '../lib/format'
import { accountsServed, rowProblems, valueText } from '../lib/importFile'
import { FieldChanges } from './FieldChanges'
import { ColumnHeads } from './ColumnHeads'

/** Enough to check a file by eye; a table of 50,000 rows would only stall the dialog. */
export const MAX_SHOWN = 1000

/**
 * The preview's groups: a row's kind, except that rows whose login would
 * serve other accounts too (`accounts`) are shown apart, as a warning.
 */
export type ImportGroupKey =
  'changed' | 'moved' | 'accounts' | 'added' | 'invalid' | 'unchanged' | 'repeated'

interface Props {
  group: ImportGroupKey
  title: string
  rows: ImportRow[]
  fileName: string
  /** Open at first (the unchanged rows start closed: they need no checking). */
  initiallyOpen: boolean
  /** What the group says above its table (a warning, a choice). */
  children?: ReactNode
}

/** The columns, by their keys in the catalog (importing:column.*). */
type Column =
  | 'row'
  | 'name'
  | 'account'
  | 'portal'
  | 'baseUrl'
  | 'username'
  | 'profile'
  | 'changes'
  | 'login'
  | 'alsoServes'
  | 'problem'
  | 'sameAs'

const headings: Record<ImportGroupKey, readonly Column[]> = {
  added: ['row', 'name', 'account', 'portal', 'baseUrl', 'username'],
  changed: ['row', 'profile', 'changes'],
  moved: ['row', 'profile', 'changes'],
  accounts: ['row', 'name', 'account', 'login', 'alsoServes'],
  unchanged: ['row', 'name', 'account', 'username'],
  repeated: ['row', 'name', 'account', 'sameAs'],
  invalid: ['row', 'name', 'account', 'problem'],
}

/**
 * One group of the preview: a disclosure with its count, and a table of its
 * first rows, drawn only while open so a closed group of thousands costs nothing.
 */
export function ImportGroup({ group, title, rows, fileName, initiallyOpen, children }: Props) {
  const [open, setOpen] = useState(initiallyOpen)
  const t = useT('importing')
  if (rows.length === 0) return null
  const shown = rows.length > MAX_SHOWN ? rows.slice(0, MAX_SHOWN) : rows
  return (
    <details
      className={`import-group import-group-${group}`}
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary>
        <h3>
          {title} <span className="import-group-count">{formatNumber(rows.length)}</span>
        </h3>
      </summary>
      {open && (
        <>
          {children}
          {/* Focusable, so the keyboard can scroll a table wider or longer than the dialog. */}
          <div
            className="table-scroll"
            tabIndex={0}
            role="region"
            aria-label={t('group.inFile', { title, file: fileName })}
          >
            <table className="import-table">
              <caption className="sr-only">{t('group.inFile', { title, file: fileName })}</caption>
              <ColumnHeads columns={headings[group].map((column) => t(`column.${column}`))} />
              <tbody>
                {shown.map((row) => (
                  <tr key={row.row} className={`import-row import-${row.kind}`}>
                    <td className="num nowrap">{row.row}</td>
                    {group === 'accounts' ? <AccountCells row={row} /> : <RowCells row={row} />}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {rows.length > MAX_SHOWN && (
            <p className="muted small">
              {t('group.showing', { shown: MAX_SHOWN, count: rows.length })}
            </p>
          )}
        </>
      )}
    </details>
  )
}

/*
 * The cells of one row: a thousand of them, so no hook each (useT); the group
 * (useT) renders them again when the language changes.
 */

/** A row whose login would serve other accounts: what it does, and which accounts. */
function AccountCells({ row }: { row: ImportRow }) {
  const t = translate
  if (row.kind !== 'added' && row.kind !== 'changed' && row.kind !== 'moved') return null
  return (
    <>
      <td>
        {row.name}
        <span className="import-sub">
          {row.kind === 'added'
            ? t('importing:group.newProfile')
            : t('importing:group.updates', { name: row.currentName })}
        </span>
      </td>
      <td className="nowrap">{row.accountId}</td>
      <td>
        <span className="url nowrap">{row.baseUrl}</span>
        <span className="import-sub">{row.username}</span>
      </td>
      <td className="import-accounts">{accountsServed(row.otherAccounts)}</td>
    </>
  )
}

function RowCells({ row }: { row: ImportRow }) {
  const t = translate
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
    case 'moved':
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
            {row.otherAccounts.length > 0 && (
              <p className="removal-note">
                {t('importing:group.alsoServes', { accounts: accountsServed(row.otherAccounts) })}
              </p>
            )}
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
    case 'repeated':
      return (
        <>
          <td>{row.name}</td>
          <td className="nowrap">{row.accountId}</td>
          <td className="num nowrap">{t('importing:group.sameAs', { row: row.sameAs })}</td>
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
