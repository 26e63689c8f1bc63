import { useId, useRef } from 'react'
import { useImportProfiles } from '../hooks/useImportProfiles'
import {
  applyCount,
  applyLabel,
  IMPORT_ACCEPT,
  optionalColumns,
  requiredColumns,
} from '../lib/importFile'
import { DialogHead } from './DialogHead'
import { ModalDialog } from './ModalDialog'
import { ErrorPanel } from './ErrorPanel'
import { ImportModeChoice } from './ImportModeChoice'
import { ImportPreviewTable } from './ImportPreviewTable'
import { Spinner } from './Spinner'
import { BusyButton } from './BusyButton'

interface Props {
  onClose: () => void
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
  const fileRef = useRef<HTMLInputElement>(null)
  const { stage, mode, setMode, hostMoves, setHostMoves, applying, applyError, choose, apply } =
    useImportProfiles()

  const close = (): void => {
    if (!applying) onClose()
  }

  const importNow = async (): Promise<void> => {
    if (await apply()) onClose()
  }

  const toWrite = stage.kind === 'preview' ? applyCount(stage.preview.counts, mode, hostMoves) : 0

  return (
    <ModalDialog
      className="dialog import-dialog"
      titleId={titleId}
      onEscape={close} // refused while the import is being written
      focusRef={fileRef}
    >
      <DialogHead titleId={titleId} closeLabel="Close" onClose={close}>
        Import profiles
      </DialogHead>

      <div className="dialog-body">
        <p>
          Choose a JSON file exported by Token Desk, or a CSV file whose first row names the
          columns: {requiredColumns.join(', ')}, and any of {optionalColumns.join(', ')} (tags
          separated by “;”). Portal is <code>customer</code>, <code>alternate</code> or{' '}
          <code>api-host</code>. A row with the account, portal, username and host of a profile
          updates it; you see every change before anything is written.
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
            onChange={(e) => void choose(e.target.files?.[0])}
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
        {stage.kind === 'preview' && stage.encoding === 'windows-1252' && (
          <p className="import-encoding" role="note">
            This file is not UTF-8, so it was read as Windows-1252 (Western European), as Excel
            saves “CSV”. Check that names with accents or symbols look right below; if they do not,
            save it from Excel as “CSV UTF-8” and choose it again.
          </p>
        )}
        {stage.kind === 'preview' && (
          <ImportPreviewTable
            fileName={stage.fileName}
            preview={stage.preview}
            hostMoves={hostMoves}
            onHostMoves={setHostMoves}
            disabled={applying}
          />
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
          <BusyButton
            className="btn btn-primary"
            onClick={() => void importNow()}
            disabled={applying || toWrite === 0}
            busy={applying}
            spinner
            label={applyLabel(stage.preview.counts, mode, hostMoves)}
            busyLabel="Importing…"
          />
        </div>
      )}
    </ModalDialog>
  )
}
