import type { ReactNode } from 'react'
import { Question } from './Question'

interface Props {
  /** Names the group for assistive technology ("Confirm deletion"). */
  label: string
  className: string
  /** "Confirm delete", and what it says while it runs ("Deleting…"). */
  confirmLabel: string
  busyLabel: string
  busy: boolean
  onConfirm: () => void
  /** The safe way back ("Cancel", "Keep request"): it takes focus, and Escape is it. */
  keepLabel: string
  onKeep: () => void
  small?: boolean
  children: ReactNode
}

/** Every delete is asked the same way: the destructive yes, and the safe way back focused. */
export function DeleteQuestion({
  label,
  className,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
  keepLabel,
  onKeep,
  small = false,
  children,
}: Props) {
  return (
    <Question
      role="group"
      label={label}
      className={className}
      small={small}
      onEscape={onKeep}
      answers={[
        { label: confirmLabel, tone: 'danger', busy, busyLabel, onClick: onConfirm },
        { label: keepLabel, tone: 'plain', focus: true, onClick: onKeep },
      ]}
    >
      {children}
    </Question>
  )
}
