import type { ReactNode } from 'react'

/** A column's heading: its words, or words for screen readers only, and its class. */
export type Column = string | { label: ReactNode; className?: string; key?: string }

/** The head row of a data table: every heading a column header (scope="col"). */
export function ColumnHeads({ columns }: { columns: readonly Column[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) =>
          typeof column === 'string' ? (
            <th key={column} scope="col">
              {column}
            </th>
          ) : (
            <th key={column.key ?? String(column.label)} scope="col" className={column.className}>
              {column.label}
            </th>
          ),
        )}
      </tr>
    </thead>
  )
}
