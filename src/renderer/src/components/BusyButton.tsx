import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react'
import { Spinner } from './Spinner'

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children' | 'aria-busy'> & {
  ref?: Ref<HTMLButtonElement>
  /** A form's submit button, or (by default) a plain one. */
  type?: 'button' | 'submit'
  /** Its action runs: the button says so in words (and to assistive technology). */
  busy: boolean
  label: string
  busyLabel: string
  /** A turning ring beside the words, for what waits on the network. */
  spinner?: boolean
}

/**
 * A button whose action takes a moment: one way to say "Renewing…", everywhere.
 * While its own action runs it is aria-disabled, not disabled: a disabled
 * button loses the focus it had (to the page's body, where a keyboard or
 * screen-reader user loses their place), so it keeps it and ignores presses.
 */
export function BusyButton({
  busy,
  label,
  busyLabel,
  spinner = false,
  type = 'button',
  disabled,
  onClick,
  ...button
}: Props) {
  const press = (event: MouseEvent<HTMLButtonElement>): void => {
    // A submit button's press (or Enter in its form) submits nothing twice.
    if (busy) event.preventDefault()
    else onClick?.(event)
  }
  return (
    <button
      type={type}
      {...button}
      disabled={disabled === true && !busy}
      aria-disabled={busy || button['aria-disabled'] || undefined}
      aria-busy={busy || undefined}
      onClick={press}
    >
      {busy && spinner && <Spinner />}
      {busy ? busyLabel : label}
    </button>
  )
}
