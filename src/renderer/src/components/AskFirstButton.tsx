import type { ReactNode, Ref } from 'react'

interface Props {
  /** useConfirmStep's openerRef: focus returns here when the user keeps. */
  ref: Ref<HTMLButtonElement>
  /** useConfirmStep's ask. */
  onClick: () => void
  disabled: boolean
  /** Classes beside the quiet danger look every such button has. */
  extraClass?: string
  children: ReactNode
}

/** The first step of a destructive action: it only asks (see useConfirmStep). */
export function AskFirstButton({ ref, onClick, disabled, extraClass, children }: Props) {
  return (
    <button
      type="button"
      className={`btn btn-danger-quiet${extraClass === undefined ? '' : ` ${extraClass}`}`}
      ref={ref}
      onClick={onClick}
      disabled={disabled}
    >
      {children}
    </button>
  )
}
