import type { ButtonHTMLAttributes, Ref } from 'react'
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

/** A button whose action takes a moment: one way to say "Renewing…", everywhere. */
export function BusyButton({
  busy,
  label,
  busyLabel,
  spinner = false,
  type = 'button',
  ...button
}: Props) {
  return (
    <button type={type} {...button} aria-busy={busy || undefined}>
      {busy && spinner && <Spinner />}
      {busy ? busyLabel : label}
    </button>
  )
}
