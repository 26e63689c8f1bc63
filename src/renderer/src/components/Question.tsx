import { useEffect, useId, useRef, type ReactNode } from 'react'
import { BusyButton } from './BusyButton'

/** How an answer looks: the way on, a destructive yes, a risky "anyway", or a plain choice. */
export type AnswerTone = 'primary' | 'danger' | 'caution' | 'plain' | 'ghost'

export interface Answer {
  label: string
  onClick: () => void
  tone: AnswerTone
  /** Takes focus when the question appears: the safe choice, or the way on. */
  focus?: boolean
  /** This answer's action runs: it shows `busyLabel`, and no answer can be pressed. */
  busy?: boolean
  busyLabel?: string
}

interface Props {
  /** 'alert': it interrupts and is announced; 'group': asked in place after a click. */
  role: 'alert' | 'group'
  /** Names a group for assistive technology ("Confirm deletion"). */
  label?: string
  title?: { text: ReactNode; level: 2 | 4; className?: string }
  className: string
  children: ReactNode
  answers: readonly Answer[]
  /** The smaller buttons of a panel inside a card. */
  small?: boolean
  /** Escape backs out (never while an answer's action runs). */
  onEscape?: () => void
  /** Focus returns to the focused answer whenever this changes (a new duplicate found). */
  askedFor?: unknown
}

const toneClass: Record<AnswerTone, string> = {
  primary: 'btn btn-primary',
  danger: 'btn btn-danger',
  caution: 'btn req-btn-caution',
  plain: 'btn',
  ghost: 'btn btn-ghost',
}

/**
 * Every question the window asks in place, instead of window.confirm: its
 * answers as buttons, the safe one focused, Escape to back out, nothing
 * pressed twice while an answer's action runs.
 */
export function Question({
  role,
  label,
  title,
  className,
  children,
  answers,
  small = false,
  onEscape,
  askedFor,
}: Props) {
  const focusRef = useRef<HTMLButtonElement>(null)
  const textId = useId()
  useEffect(() => focusRef.current?.focus(), [askedFor])
  const running = answers.some((answer) => answer.busy === true)
  const Heading = title?.level === 4 ? 'h4' : 'h2'
  return (
    <div
      role={role}
      aria-label={label}
      // Focus lands on an answer: the question's words are what the group is about.
      aria-describedby={textId}
      className={className}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && onEscape && !running) onEscape()
      }}
    >
      {title && <Heading className={title.className}>{title.text}</Heading>}
      <div id={textId} className="question-text">
        {children}
      </div>
      <div className="confirm-actions">
        {answers.map((answer) => (
          <BusyButton
            key={answer.label}
            className={`${toneClass[answer.tone]}${small ? ' btn-small' : ''}`}
            ref={answer.focus === true ? focusRef : undefined}
            onClick={answer.onClick}
            disabled={running}
            busy={answer.busy === true}
            label={answer.label}
            busyLabel={answer.busyLabel ?? answer.label}
          />
        ))}
      </div>
    </div>
  )
}
