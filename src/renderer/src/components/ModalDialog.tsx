import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react'

interface Props {
  className: string
  /** The id of its heading (DialogHead's titleId). */
  titleId: string
  /** Escape: the browser's cancel, which never closes it by itself. */
  onEscape: () => void
  /** A click on the backdrop, where that closes it. */
  onBackdrop?: () => void
  /** Takes focus when it opens; else the first focusable element inside. */
  focusRef?: RefObject<HTMLElement | null>
  children: ReactNode
}

/**
 * Every modal dialog: a native <dialog> opened with showModal when it
 * mounts (the page behind it inert, focus kept inside) and closed when it
 * unmounts, so focus returns where it was.
 */
export function ModalDialog({
  className,
  titleId,
  onEscape,
  onBackdrop,
  focusRef,
  children,
}: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  // A layout effect, for focus both ways. Opened before any effect inside runs, so a field
  // that focuses itself on mount gets it (an effect here would open it after theirs and put
  // focus on the first button). Closed before React detaches it, so the browser returns focus
  // where it was (a dialog removed while open leaves it on the page's body).
  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (dialog === null) return
    if (!dialog.open) dialog.showModal()
    focusRef?.current?.focus()
    return () => dialog.close()
  }, [focusRef])
  return (
    <dialog
      ref={dialogRef}
      className={className}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // A file field's picker dismissed sends a cancel that bubbles up here: not an Escape.
        if (event.target !== dialogRef.current) return
        event.preventDefault()
        onEscape()
      }}
      onClick={(event) => {
        if (onBackdrop !== undefined && event.target === dialogRef.current) onBackdrop()
      }}
    >
      {children}
    </dialog>
  )
}
