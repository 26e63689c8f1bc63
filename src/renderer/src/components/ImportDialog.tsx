import { useId, useRef } from 'react'
import { Trans } from 'react-i18next'
import { useImportProfiles } from '../hooks/useImportProfiles'
import { sayOf, useT } from '../i18n'
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
import { spreadsheetColumn } from '../../../shared/text/spreadsheetColumn'
import { BusyButton } from './BusyButton'

interface Props {
  onClose: () => void
}

/** A column a spreadsheet may carry passwords in, which import never reads. */
const isPasswordColumn = (title: string): boolean => /pass(word)?|kennwort/i.test(title)

/** A problem with the file as a whole: said once, in the dialog; nothing is imported. */
function FileProblem({ message }: { message: string }) {
  const t = useT('importing')
  return (
    <div role="alert" className="error-panel">
      <div className="error-head">
        <h3>{t('dialog.cannotImport')}</h3>
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
  const t = useT(['importing', 'common'])

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
      <DialogHead titleId={titleId} closeLabel={t('common:close')} onClose={close}>
        {t('dialog.title')}
      </DialogHead>

      <div className="dialog-body">
        <p>
          <Trans
            t={t}
            i18nKey="dialog.intro"
            values={{
              required: requiredColumns.join(', '),
              optional: optionalColumns.join(', '),
            }}
            // The columns are the file's own words, English in every language (WCAG 3.1.2).
            components={{ code: <code />, cols: <span lang="en" /> }}
          />
        </p>
        <p className="muted">{t('dialog.passwords')}</p>

        <div className="field">
          <label htmlFor={fileId}>{t('dialog.file')}</label>
          <input
            ref={fileRef}
            id={fileId}
            type="file"
            accept={IMPORT_ACCEPT}
            disabled={applying}
            // Chosen again (edited since), the same file must be read again: a file input
            // fires no change for the file it holds, so it is emptied as the picker opens.
            onClick={(e) => (e.currentTarget.value = '')}
            onChange={(e) => void choose(e.target.files?.[0])}
          />
        </div>

        {stage.kind === 'reading' && (
          <p className="import-reading">
            <Spinner /> {t('dialog.reading', { file: stage.fileName })}
          </p>
        )}
        {stage.kind === 'refused' && <FileProblem message={sayOf(stage)} />}
        {stage.kind === 'failed' &&
          (stage.error.code === 'invalid-input' ? (
            <FileProblem message={sayOf(stage.error)} />
          ) : (
            <ErrorPanel error={stage.error} />
          ))}
        {stage.kind === 'preview' && stage.encoding === 'windows-1252' && (
          <p className="import-encoding" role="note">
            {t('dialog.windows1252')}
          </p>
        )}
        {stage.kind === 'preview' && (stage.preview.untitledColumns ?? []).length > 0 && (
          <p className="import-encoding" role="note">
            {t('dialog.untitledColumns', {
              count: stage.preview.untitledColumns?.length,
              columns: stage.preview.untitledColumns
                ?.map((position) => `${position} (${spreadsheetColumn(position)})`)
                .join(', '),
            })}
          </p>
        )}
        {stage.kind === 'preview' && stage.preview.unreadColumns.length > 0 && (
          <p className="import-encoding" role="note">
            {t(stage.format === 'json' ? 'dialog.unreadFields' : 'dialog.unreadColumns', {
              count: stage.preview.unreadColumns.length,
              columns: stage.preview.unreadColumns.map((title) => `“${title}”`).join(', '),
            })}
            {stage.preview.unreadColumns.some(isPasswordColumn) &&
              ` ${t('dialog.unreadPasswords')}`}
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
            busyLabel={t('dialog.importing')}
          />
        </div>
      )}
    </ModalDialog>
  )
}
