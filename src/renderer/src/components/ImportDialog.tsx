import { useEffect, useId, useRef, useState, type ChangeEvent, type SyntheticEvent } from 'react'
import type { AppError } from '../../../shared/ipc/errors'
import type { ImportFormat, ImportPreview } from '../../../shared/model/transfer'
import { call } from '../lib/api'
import {
  csvColumns,
  csvOptionalColumns,
  formatOf,
  IMPORT_ACCEPT,
  importCount,
  sizeProblem,
} from '../lib/importFile'
import { countOf } from '../lib/labels'
import { useLoginPasswords } from '../store/loginPasswords'
import { useProfiles } from '../store/profiles'
import { useStatus } from '../store/status'
import { ErrorPanel } from './ErrorPanel'
import { ImportPreviewTable } from './ImportPreviewTable'
import { Spinner } from './Spinner'

interface Props {
  onClose: () => void
}

type Stage =
  | { kind: 'choose' }
  | { kind: 'reading'; fileName: string }
  | { kind: 'refused'; fileName: string; message: string }
  | { kind: 'failed'; fileName: string; error: AppError }
  | {
      kind: 'preview'
      fileName: string
      format: ImportFormat
      /** Sent again on import: main re-reads it, so it writes exactly what was previewed. */
      text: string
      preview: ImportPreview
    }

/** A problem with the file as a whole: said once, in the dialog; nothing is imported. */
function FileProblem({ message }: { message: string }) {
  return (
    <div role="alert" className="error-panel">
      <div className="error-head">
        <h3>This file cannot be imported</h3>
      </div>
      <p>{message}</p>
    </div>
  )
}

/**
 * Import profiles from a Token Desk export (JSON) or a CSV: choose a file,
 * see what each row would become, then import. A modal `<dialog>`: the page
 * behind is inert and Escape closes it.
 */
export function ImportDialog({ onClose }: Props) {
  const titleId = useId()
  const fileId = useId()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const fileRef = useRef<HTMLInputElement>(null)
  const readSeq = useRef(0)
  const reload = useProfiles((s) => s.reload)
  const showStatus = useStatus((s) => s.show)

  const [stage, setStage] = useState<Stage>({ kind: 'choose' })
  const [includeDuplicates, setIncludeDuplicates] = useState(false)
  const [applying, setApplying] = useState(false)
  const [applyError, setApplyError] = useState<AppError | null>(null)

  useEffect(() => {
    const dialog = dialogRef.current
    if (dialog === null) return
    if (!dialog.open) dialog.showModal()
    fileRef.current?.focus()
    return () => dialog.close()
  }, [])

  const close = (): void => {
    if (!applying) onClose()
  }

  // Escape: the browser's cancel; refused while the import is being written.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>): void => {
    event.preventDefault()
    close()
  }

  const choose = async (event: ChangeEvent<HTMLInputElement>): Promise<void> => {
    const file = event.target.files?.[0]
    setApplyError(null)
    setIncludeDuplicates(false)
    if (file === undefined) {
      setStage({ kind: 'choose' })
      return
    }
    const seq = ++readSeq.current
    const refused = sizeProblem(file)
    if (refused !== null) {
      setStage({ kind: 'refused', fileName: file.name, message: refused })
      return
    }
    setStage({ kind: 'reading', fileName: file.name })
    let text: string
    try {
      text = await file.text()
    } catch {
      if (seq === readSeq.current) {
        setStage({
          kind: 'refused',
          fileName: file.name,
          message: 'The file could not be read. Check that it still exists and try again.',
        })
      }
      return
    }
    const format = formatOf(file.name, text)
    const result = await call((api) => api.previewImport({ format, text }))
    // Another file was chosen meanwhile: its preview wins.
    if (seq !== readSeq.current) return
    setStage(
      result.ok
        ? { kind: 'preview', fileName: file.name, format, text, preview: result.value }
        : { kind: 'failed', fileName: file.name, error: result.error },
    )
  }

  const apply = async (): Promise<void> => {
    if (stage.kind !== 'preview' || applying) return
    setApplying(true)
    setApplyError(null)
    const { format, text } = stage
    const before = new Set(useProfiles.getState().profiles.map((p) => p.id))
    const result = await call((api) => api.applyImport({ format, text, includeDuplicates }))
    setApplying(false)
    if (!result.ok) {
      setApplyError(result.error)
      return
    }
    const { imported, skippedInvalid, skippedDuplicates } = result.value
    await reload()
    // The new profiles without a password: one prompt per login (LoginPasswords).
    void useLoginPasswords.getState().offerAfterImport(before)
    showStatus(
      `Imported ${countOf(imported, 'profile')} (${(skippedInvalid + skippedDuplicates).toLocaleString()} skipped)`,
    )
    onClose()
  }

  const toImport = stage.kind === 'preview' ? importCount(stage.preview, includeDuplicates) : 0

  return (
    <dialog
      ref={dialogRef}
      className="dialog import-dialog"
      aria-labelledby={titleId}
      onCancel={onCancel}
    >
      <div className="dialog-head">
        <h2 id={titleId}>Import profiles</h2>
        <button type="button" className="btn btn-ghost btn-small" onClick={close}>
          Close
        </button>
      </div>

      <div className="dialog-body">
        <p>
          Choose a JSON file exported by Token Desk, or a CSV file whose first row names the
          columns: {csvColumns.join(', ')}, and optionally {csvOptionalColumns.join(' and ')} (tags
          separated by “;”). Portal is <code>customer</code>, <code>alternate</code> or{' '}
          <code>api-host</code>.
        </p>
        <p className="muted">
          Passwords are never in these files: Token Desk asks for each one when a token is needed.
        </p>

        <div className="field">
          <label htmlFor={fileId}>Profiles file</label>
          <input
            ref={fileRef}
            id={fileId}
            type="file"
            accept={IMPORT_ACCEPT}
            disabled={applying}
            onChange={(e) => void choose(e)}
          />
        </div>

        {stage.kind === 'reading' && (
          <p className="import-reading">
            <Spinner /> Reading {stage.fileName}…
          </p>
        )}
        {stage.kind === 'refused' && <FileProblem message={stage.message} />}
        {stage.kind === 'failed' &&
          (stage.error.code === 'invalid-input' ? (
            <FileProblem message={stage.error.message} />
          ) : (
            <ErrorPanel error={stage.error} />
          ))}
        {stage.kind === 'preview' && (
          <ImportPreviewTable fileName={stage.fileName} preview={stage.preview} />
        )}
        {applyError !== null && <ErrorPanel error={applyError} />}
      </div>

      {stage.kind === 'preview' && (
        <div className="dialog-foot">
          <div className="check-row">
            <input
              id={`${fileId}-duplicates`}
              type="checkbox"
              checked={includeDuplicates}
              disabled={applying || stage.preview.duplicates === 0}
              onChange={(e) => setIncludeDuplicates(e.target.checked)}
            />
            <label htmlFor={`${fileId}-duplicates`}>Also import duplicates</label>
          </div>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void apply()}
            disabled={applying || toImport === 0}
            aria-busy={applying || undefined}
          >
            {applying && <Spinner />}
            Import {countOf(toImport, 'profile')}
          </button>
        </div>
      )}
    </dialog>
  )
}
