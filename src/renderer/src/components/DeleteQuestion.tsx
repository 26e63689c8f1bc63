import { useState, type ReactNode } from 'react'
import type { ConfirmStep } from '../hooks/useConfirmStep'
import { useT } from '../i18n'
import { Question } from './Question'

interface Props {
  /** Names the group for assistive technology ("Confirm deletion"). */
  label: string
  /** Beside `confirm`, the class every such question has. */
  extraClass?: string
  /** The destructive yes ("Confirm delete"), what it says while it runs, and the deletion. */
  confirm: { label: string; busyLabel: string; run: () => Promise<unknown> }
  /** The step that opened it: the safe way back returns focus to its opener. */
  step: ConfirmStep
  /** The safe way back ("Keep request"): it takes focus, and Escape is it. */
  keepLabel?: string
  small?: boolean
  children: ReactNode
}

/**
 * Every delete is asked the same way: the destructive yes, and the safe way
 * back focused. It is busy while the deletion runs and closes once it has
 * run, whatever came of it (a failure is the store's to show).
 */
export function DeleteQuestion({
  label,
  extraClass,
  confirm,
  step,
  keepLabel,
  small = false,
  children,
}: Props) {
  const t = useT(['detail', 'common'])
  const [running, setRunning] = useState(false)
  return (
    <Question
      role="group"
      label={label}
      className={extraClass === undefined ? 'confirm' : `confirm ${extraClass}`}
      small={small}
      onEscape={step.keep}
      answers={[
        {
          label: confirm.label,
          tone: 'danger',
          busy: running,
          busyLabel: confirm.busyLabel,
          onClick: () => {
            setRunning(true)
            void confirm.run().finally(() => {
              setRunning(false)
              step.close()
            })
          },
        },
        { label: keepLabel ?? t('common:cancel'), tone: 'plain', focus: true, onClick: step.keep },
      ]}
    >
      {children}
    </Question>
  )
}
