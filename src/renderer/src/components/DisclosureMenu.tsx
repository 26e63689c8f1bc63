import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { useAsked } from '../hooks/useAsked'

export interface MenuChoice {
  id: string
  label: string
  choose: () => void
}

/**
 * A button that discloses a few choices (a `<details>`: keyboard and screen
 * readers know it), closing as a menu does: on a choice, on Escape (focus back
 * on the button) and on a click anywhere else. `askedOpen` (a count from
 * useCommandRequests) opens it from the application menu, focus on the first.
 */
export function DisclosureMenu({
  label,
  groupLabel,
  choices,
  note,
  disabled,
  busy,
  askedOpen,
  opens = 'above',
}: {
  label: string
  /** What the choices are, for assistive technology ("Export as"). */
  groupLabel: string
  choices: readonly MenuChoice[]
  /** One line under the choices, read with them. */
  note: ReactNode
  disabled: boolean
  busy: boolean
  askedOpen?: number
  /** Above the button from its left edge (a footer), or below it from its right edge (a card's head). */
  opens?: 'above' | 'below'
}) {
  const [open, setOpen] = useState(false)
  const noteId = useId()
  const detailsRef = useRef<HTMLDetailsElement>(null)
  useAsked(askedOpen ?? 0, () => {
    const details = detailsRef.current
    if (!details) return
    details.open = true
    details.querySelector<HTMLButtonElement>('.export-choices button')?.focus()
  })

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent): void => {
      const details = detailsRef.current
      if (details && !(event.target instanceof Node && details.contains(event.target))) {
        details.open = false
      }
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  const close = (): void => {
    const details = detailsRef.current
    if (details?.open) {
      details.open = false
      details.querySelector('summary')?.focus()
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>): void => {
    if (event.key === 'Escape' && detailsRef.current?.open) {
      event.preventDefault()
      close()
    }
  }

  if (disabled) {
    return (
      <button type="button" className="btn btn-ghost btn-small" disabled>
        {label}
      </button>
    )
  }
  return (
    <details
      className={opens === 'below' ? 'export-menu export-menu-below' : 'export-menu'}
      ref={detailsRef}
      onKeyDown={onKeyDown}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="btn btn-ghost btn-small" aria-busy={busy || undefined}>
        {label}
      </summary>
      <div
        className="export-choices"
        role="group"
        aria-label={groupLabel}
        aria-describedby={noteId}
      >
        {choices.map((c) => (
          <button
            key={c.id}
            type="button"
            className="btn btn-ghost btn-small"
            disabled={busy}
            onClick={() => {
              close()
              c.choose()
            }}
          >
            {c.label}
          </button>
        ))}
        <p className="export-note" id={noteId}>
          {note}
        </p>
      </div>
    </details>
  )
}
