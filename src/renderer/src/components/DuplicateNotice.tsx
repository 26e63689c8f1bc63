import type { AppError } from '../../../shared/ipc/errors'
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
  const open: Answer = {
    label: 'Open existing profile',
    tone: 'plain',
    focus: true,
    onClick: onOpenExisting,
  }
  return (
    <Question
      role="alert"
      title={{ text: 'Same login as another profile', level: 2 }}
      className="duplicate-notice"
      // The form's submit button was pressed: bring the choice within reach.
      askedFor={error}
      answers={
        onSaveAnyway
          ? [
              open,
              {
                label: 'Save anyway',
                tone: 'plain',
                busy: saving,
                busyLabel: 'Saving…',
                onClick: onSaveAnyway,
              },
            ]
          : [open]
      }
    >
      <p>{error.message}</p>
      <p className="muted">
        {onSaveAnyway
          ? 'Open that profile instead, or save this one as a second profile for the same login.'
          : 'Open that profile instead, or change the base URL, username or account ID.'}
      </p>
      {onSaveAnyway && carriesPassword && (
        // The profiles of a login share one password: this one would replace theirs.
        <p className="muted">
          Saving anyway also keeps the password you typed as this login&apos;s password: “
          {error.existingName}” and every other profile with this address and username will use it
          from then on.
        </p>
      )}
    </Question>
  )
}
