import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import type { ImportFormat } from '../../../shared/model/transfer'
import { useExportProfiles } from '../hooks/useExportProfiles'
import { useAsked } from '../hooks/useAsked'
import { useCommandRequests } from '../store/commandRequests'

const choices: { format: ImportFormat; label: string; type: string }[] = [
  { format: 'json', label: 'JSON (Token Desk export)', type: 'application/json' },
  { format: 'csv', label: 'CSV (spreadsheet)', type: 'text/csv' },
]

/**
 * Export, as JSON or CSV: a disclosure with the two choices. The file is
 * saved as a download (Electron asks where; the harness's browser saves it),
 * and holds the profiles' fields only, as the menu says.
 */
export function ExportMenu({
  disabled,
  profileIds,
  label = 'Export',
}: {
  disabled: boolean
  /** Only these (the Board's selection). */
  profileIds?: Iterable<string>
  label?: string
}) {
  const { exporting, exportAs: save } = useExportProfiles(profileIds)
  const [open, setOpen] = useState(false)
  const noteId = useId()
  const detailsRef = useRef<HTMLDetailsElement>(null)
  // File › Export… in the application menu: the choices open, focus on the first.
  useAsked(
    useCommandRequests((s) => s.exportAsked),
    () => {
      const details = detailsRef.current
      if (!details) return
      details.open = true
      details.querySelector<HTMLButtonElement>('.export-choices button')?.focus()
    },
  )

  // A click anywhere else closes the choices, as a menu would.
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent): void => {
      const details = detailsRef.current
      if (details && !(event.target instanceof Node && details.contains(event.target))) {
        details.open = false
      }
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  const close = (): void => {
    const details = detailsRef.current
    if (details?.open) {
      details.open = false
      details.querySelector('summary')?.focus()
    }
  }

  const exportAs = (format: ImportFormat, type: string): void => {
    close()
    void save(format, type)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>): void => {
    if (event.key === 'Escape' && detailsRef.current?.open) {
      event.preventDefault()
      close()
    }
  }

  if (disabled) {
    return (
      <button type="button" className="btn btn-ghost btn-small" disabled>
        {label}
      </button>
    )
  }
  return (
    <details
      className="export-menu"
      ref={detailsRef}
      onKeyDown={onKeyDown}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="btn btn-ghost btn-small" aria-busy={exporting || undefined}>
        {label}
      </summary>
      <div className="export-choices" role="group" aria-label="Export as" aria-describedby={noteId}>
        {choices.map((c) => (
          <button
            key={c.format}
            type="button"
            className="btn btn-ghost btn-small"
            disabled={exporting}
            onClick={() => exportAs(c.format, c.type)}
          >
            {c.label}
          </button>
        ))}
        {/* A saved request's headers may hold a key: an export carries no secret. */}
        <p className="export-note" id={noteId}>
          Profile fields only: no password or token, and no saved test request or history.
        </p>
      </div>
    </details>
  )
}
