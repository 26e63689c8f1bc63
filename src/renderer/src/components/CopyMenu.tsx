import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { copyFormats, type CopyFormat } from '../../../shared/model/copyFormats'
import { useT } from '../i18n'

/** Formats offered but not available yet, and the hint (shown in the menu) saying why. */
export interface UnavailableFormats {
  formats: readonly CopyFormat[]
  hint: string
}

interface Props {
  disabled: boolean
  /** Offered disabled (aria-disabled, still reachable) with the hint saying why. */
  unavailable?: UnavailableFormats | null
  /** Why it is disabled, for screen readers (the Copy header button's hint). */
  describedBy?: string | undefined
  className?: string
  onChoose: (format: CopyFormat) => void
}

/**
 * Every copy format, behind a menu button beside Copy header (the ARIA menu
 * button pattern): arrow keys move, Enter or Space choose, Escape closes and
 * gives focus back to the button.
 */
export function CopyMenu({
  disabled,
  unavailable = null,
  describedBy,
  className = '',
  onChoose,
}: Props) {
  const t = useT(['detail', 'labels'])
  const labels = copyFormats.map((format) => t(`labels:copyFormat.${format}`))
  /** What type-ahead matches: ".env line" is found with E. */
  const typeAheadKeys = labels.map((label) => label.replace(/^\W+/, '').toLowerCase())
  const buttonId = useId()
  const menuId = useId()
  const hintId = useId()
  const isUnavailable = (format: CopyFormat): boolean =>
    unavailable?.formats.includes(format) ?? false
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const wrapRef = useRef<HTMLSpanElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const itemRefs = useRef<(HTMLLIElement | null)[]>([])
  const shown = open && !disabled
  const last = copyFormats.length - 1

  // The active item has focus while the menu is open (roving focus).
  useEffect(() => {
    if (shown) itemRefs.current[active]?.focus()
  }, [shown, active])

  // A click anywhere else closes the menu without taking focus back.
  useEffect(() => {
    if (!shown) return
    const onPointerDown = (event: PointerEvent): void => {
      if (!(event.target instanceof Node) || !wrapRef.current?.contains(event.target)) {
        setOpen(false)
      }
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [shown])

  const openAt = (index: number): void => {
    setActive(index)
    setOpen(true)
  }

  const close = (returnFocus: boolean): void => {
    setOpen(false)
    if (returnFocus) buttonRef.current?.focus()
  }

  const choose = (format: CopyFormat): void => {
    // Offered to say it exists and why not yet: choosing it does nothing (the hint is read).
    if (isUnavailable(format)) return
    // Focus back on the button first, so the copy knows where to return it;
    // the copy itself still starts in this same event.
    close(true)
    onChoose(format)
  }

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>): void => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      openAt(event.key === 'ArrowDown' ? 0 : last)
    }
  }

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>): void => {
    const format = copyFormats[active]
    switch (event.key) {
      case 'ArrowDown':
        setActive((i) => (i === last ? 0 : i + 1))
        break
      case 'ArrowUp':
        setActive((i) => (i === 0 ? last : i - 1))
        break
      case 'Home':
        setActive(0)
        break
      case 'End':
        setActive(last)
        break
      case 'Enter':
      case ' ':
        if (format !== undefined) choose(format)
        break
      case 'Escape':
        close(true)
        break
      case 'Tab':
        // Focus moves on as usual; the menu does not stay open behind it.
        setOpen(false)
        return
      default: {
        // Type-ahead: the next item starting with the letter typed.
        if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return
        const key = event.key.toLowerCase()
        const order = copyFormats.map((_, i) => (active + 1 + i) % copyFormats.length)
        const next = order.find((i) => typeAheadKeys[i]?.startsWith(key))
        if (next !== undefined) setActive(next)
      }
    }
    event.preventDefault()
  }

  return (
    <span className="menu-wrap" ref={wrapRef}>
      <button
        type="button"
        id={buttonId}
        ref={buttonRef}
        className={`btn menu-button ${className}`.trim()}
        aria-label={t('copyMenu.more')}
        title={t('copyMenu.more')}
        aria-haspopup="menu"
        aria-expanded={shown}
        aria-controls={shown ? menuId : undefined}
        aria-describedby={describedBy}
        disabled={disabled}
        onClick={() => (shown ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
          <path d="M2 3.5 5 6.5 8 3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      {shown && (
        <div className="menu">
          <ul
            id={menuId}
            role="menu"
            aria-labelledby={buttonId}
            className="menu-list"
            onKeyDown={onMenuKeyDown}
          >
            {copyFormats.map((format, index) => (
              <li
                key={format}
                ref={(el) => {
                  itemRefs.current[index] = el
                }}
                role="menuitem"
                tabIndex={-1}
                className="menu-item"
                aria-disabled={isUnavailable(format) || undefined}
                aria-describedby={isUnavailable(format) ? hintId : undefined}
                onClick={() => choose(format)}
                onMouseEnter={() => setActive(index)}
              >
                {labels[index]}
              </li>
            ))}
          </ul>
          {unavailable !== null && (
            <p id={hintId} className="menu-hint">
              {unavailable.hint}
            </p>
          )}
        </div>
      )}
    </span>
  )
}
