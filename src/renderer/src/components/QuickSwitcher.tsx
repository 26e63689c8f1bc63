import { useEffect, useId, useRef, useState } from 'react'
import { usePalette } from '../hooks/usePalette'
import type { PaletteEntry } from '../lib/paletteEntries'
import { registerPalette } from '../lib/searchShortcut'
import { ModalDialog } from './ModalDialog'
import { MAX_QUERY_LENGTH } from '../../../shared/search/queryLimit'
import { useT } from '../i18n'
import { queryProblemsText } from '../lib/queryProblems'

interface Props {
  onClose: () => void
}

/**
 * The quick switcher (Ctrl/Cmd+K): find a profile or a command by typing,
 * ↑/↓ to move, Enter to open or run, → or Tab for a profile's actions (get a
 * token, copy its header or curl), ← or Escape to go back, Escape to close.
 * A modal <dialog>: focus stays inside and returns where it was.
 */
export function QuickSwitcher({ onClose }: Props) {
  const titleId = useId()
  const listId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const { step, query, entries, problems, unlisted, current, loading, type, onKeyDown, run, back } =
    usePalette(onClose)
  const t = useT('sidebar')

  const optionId = (entry: PaletteEntry) => `${listId}-${entry.key}`
  return (
    <ModalDialog
      className="dialog palette"
      titleId={titleId}
      onEscape={back} // back a step before it closes
      onBackdrop={onClose}
      focusRef={inputRef}
    >
      <h2 id={titleId} className="sr-only">
        {step.kind === 'find' ? t('palette.title') : t('palette.actionsFor', { name: step.name })}
      </h2>
      {step.kind === 'act' && <p className="palette-step">{step.name}</p>}
      <input
        ref={inputRef}
        // The ARIA combobox: it owns the listbox below and names its highlighted option.
        role="combobox"
        maxLength={MAX_QUERY_LENGTH}
        aria-label={step.kind === 'find' ? t('palette.find') : t('palette.findAction')}
        aria-controls={listId}
        aria-expanded="true"
        aria-activedescendant={current ? optionId(current) : undefined}
        className="palette-input"
        placeholder={
          step.kind === 'find' ? t('palette.placeholder') : t('palette.placeholderAction')
        }
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(e) => type(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        className="palette-list"
        aria-label={t('palette.results')}
        // The query these results are for (the benchmark waits for it).
        data-query={query}
      >
        {entries.map((entry) => (
          <li
            key={entry.key}
            id={optionId(entry)}
            role="option"
            aria-selected={entry === current}
            className={`palette-option${entry.kind === 'profile' ? ' palette-option-profile' : ''}`}
            onMouseDown={(e) => e.preventDefault()} // keep focus in the field
            onClick={() => run(entry)}
          >
            <span className="palette-label">{entry.label}</span>
            {entry.kind === 'profile' && <span className="palette-detail">{entry.detail}</span>}
            {entry.kind === 'command' && (
              <span className="palette-detail">{t('palette.command')}</span>
            )}
          </li>
        ))}
      </ul>
      {/* Always there, so screen readers say it when it changes: typing more narrows the list.
          "Nothing matches" is said here too: a listbox may hold only options. */}
      <p
        className={entries.length === 0 && !loading ? 'palette-empty' : 'palette-more muted'}
        role="status"
      >
        {loading && step.kind === 'find'
          ? t('palette.loading')
          : problems.length > 0
            ? queryProblemsText(problems)
            : entries.length === 0
              ? t('palette.nothing', { query })
              : unlisted > 0 &&
                (query.trim() === ''
                  ? t('palette.moreProfiles', { count: unlisted })
                  : t('palette.moreMatches', { count: unlisted }))}
      </p>
      <p className="palette-keys muted">
        {step.kind === 'find' ? t('palette.keysFind') : t('palette.keysAct')}
      </p>
    </ModalDialog>
  )
}

/**
 * Ctrl/Cmd+K: the quick switcher, except behind the lock screen. Whether it
 * is open is its own state, not the App's: opening it re-renders nothing
 * else (re-rendering the list and the pane added 5-10 ms to each opening).
 */
export function QuickSwitcherOnShortcut({ locked }: { locked: boolean }) {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    registerPalette(locked ? null : () => setOpen(true))
    return () => registerPalette(null)
  }, [locked])
  return open && !locked ? <QuickSwitcher onClose={() => setOpen(false)} /> : null
}
