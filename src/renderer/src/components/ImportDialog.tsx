import { useEffect, useId, useRef, useState, type ChangeEvent, type SyntheticEvent } from 'react'
import type { AppError } from '../../../shared/ipc/errors'
import type { ImportFormat, ImportMode, ImportPreview } from '../../../shared/model/transfer'
import { call } from '../lib/api'
import {
  applyCount,
  applyLabel,
  formatOf,
  IMPORT_ACCEPT,
  optionalColumns,
  requiredColumns,
  resultMessage,
  sizeProblem,
} from '../lib/importFile'
import { useLoginPasswords } from '../store/loginPasswords'
import { useProfiles } from '../store/profiles'
import { useStatus } from '../store/status'
import { ErrorPanel } from './ErrorPanel'
import { ImportModeChoice } from './ImportModeChoice'
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
  const [mode, setMode] = useState<ImportMode>('add-and-update')
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
    setMode('add-and-update')
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
    const result = await call((api) => api.applyImport({ format, text, mode }))
    setApplying(false)
    if (!result.ok) {
      setApplyError(result.error)
      return
    }
    await reload()
    // The new profiles without a password: one prompt per login (LoginPasswords).
    void useLoginPasswords.getState().offerAfterImport(before)
    showStatus(resultMessage(result.value))
    onClose()
  }

  const toWrite = stage.kind === 'preview' ? applyCount(stage.preview.counts, mode) : 0

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
          columns: {requiredColumns.join(', ')}, and any of {optionalColumns.join(', ')} (tags
          separated by “;”). Portal is <code>customer</code>, <code>alternate</code> or{' '}
          <code>api-host</code>. A row with the account, portal and username of a profile updates
          it; you see every change before anything is written.
        </p>
        <p className="muted">
          Passwords are never in these files: after the import, Token Desk asks once for each login
          (profiles with the same address and username share one password).
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
          {stage.preview.counts.changed > 0 ? (
            <ImportModeChoice mode={mode} disabled={applying} onChange={setMode} />
          ) : (
            <span />
          )}
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void apply()}
            disabled={applying || toWrite === 0}
            aria-busy={applying || undefined}
          >
            {applying && <Spinner />}
            {applyLabel(stage.preview.counts, mode)}
          </button>
        </div>
      )}
    </dialog>
  )
}
