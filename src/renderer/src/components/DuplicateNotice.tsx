import type { AppError } from '../../../shared/ipc/errors'
import { sayOf, useT } from '../i18n'
import { Question, type Answer } from './Question'

type Duplicate = Extract<AppError, { code: 'duplicate' }>

interface Props {
  error: Duplicate
  /** A new profile may be saved anyway; an edit may not. */
  onSaveAnyway?: (() => void) | undefined
  onOpenExisting: () => void
  saving: boolean
  /** Saving anyway would keep a password typed in the form for the login. */
  carriesPassword: boolean
}

/** Saving would make a second profile for the same login: go to that one, or save anyway. */
export function DuplicateNotice({
  error,
  onSaveAnyway,
  onOpenExisting,
  saving,
  carriesPassword,
}: Props) {
  const t = useT('detail')
  const open: Answer = {
    label: t('duplicate.openExisting'),
    tone: 'plain',
    focus: true,
    onClick: onOpenExisting,
  }
  return (
    <Question
      role="alert"
      title={{ text: t('duplicate.title'), level: 2 }}
      className="duplicate-notice"
      // The form's submit button was pressed: bring the choice within reach.
      askedFor={error}
      answers={
        onSaveAnyway
          ? [
              open,
              {
                label: t('duplicate.saveAnyway'),
                tone: 'plain',
                busy: saving,
                busyLabel: t('duplicate.saving'),
                onClick: onSaveAnyway,
              },
            ]
          : [open]
      }
    >
      <p>{sayOf(error)}</p>
      <p className="muted">{onSaveAnyway ? t('duplicate.orSave') : t('duplicate.orChange')}</p>
      {onSaveAnyway && carriesPassword && (
        // The profiles of a login share one password: this one would replace theirs.
        <p className="muted">{t('duplicate.carriesPassword', { name: error.existingName })}</p>
      )}
    </Question>
  )
}
