import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type SyntheticEvent,
} from 'react'
import { sortProfiles } from '../../../shared/search/profileQuery'
import {
  paletteEntries,
  profileActions,
  type AppCommand,
  type PaletteEntry,
  type ProfileAction,
} from '../lib/paletteEntries'
import { useNavigation } from '../store/navigation'
import { useProfileActions } from '../store/profileActions'
import { useProfileList } from '../store/profileList'
import { useSidebar } from '../store/sidebar'
import { useRenewAll } from '../store/renewAll'

/** Profiles first, then what to do with the one chosen. */
type Step = { kind: 'find' } | { kind: 'act'; profileId: string; name: string }

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
  const dialogRef = useRef<HTMLDialogElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const profiles = useProfileList((s) => s.profiles)
  const sortKey = useSidebar((s) => s.sortKey)
  const [step, setStep] = useState<Step>({ kind: 'find' })
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)

  const sorted = useMemo(() => sortProfiles(profiles, sortKey), [profiles, sortKey])
  const entries = useMemo(
    () => (step.kind === 'find' ? paletteEntries(sorted, query) : filterActions(query)),
    [step, sorted, query],
  )
  const current = entries[Math.min(active, entries.length - 1)]

  useEffect(() => {
    const dialog = dialogRef.current
    if (dialog === null) return
    if (!dialog.open) dialog.showModal()
    inputRef.current?.focus()
    return () => dialog.close()
  }, [])

  const restart = (next: Step): void => {
    setStep(next)
    setQuery('')
    setActive(0)
  }

  const run = (entry: PaletteEntry | undefined): void => {
    if (entry === undefined) return
    if (entry.kind === 'profile') {
      act(entry.profile.id, { kind: 'open' })
      return
    }
    if (entry.kind === 'command') {
      onClose()
      runCommand(entry.command)
      return
    }
    if (step.kind === 'act') act(step.profileId, entry.action)
  }

  const act = (profileId: string, action: ProfileAction): void => {
    onClose()
    useNavigation.getState().open(profileId)
    const actions = useProfileActions.getState()
    if (action.kind === 'get-token') void actions.getToken(profileId)
    if (action.kind === 'copy') void actions.copy(profileId, action.format)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    const move = (by: number) => {
      event.preventDefault()
      setActive((i) => (entries.length === 0 ? 0 : (i + by + entries.length) % entries.length))
    }
    if (event.key === 'ArrowDown') move(1)
    else if (event.key === 'ArrowUp') move(-1)
    else if (event.key === 'Enter') {
      event.preventDefault()
      run(current)
    } else if (
      (event.key === 'ArrowRight' || event.key === 'Tab') &&
      current?.kind === 'profile' &&
      !event.shiftKey
    ) {
      event.preventDefault()
      restart({ kind: 'act', profileId: current.profile.id, name: current.profile.name })
    } else if (
      step.kind === 'act' &&
      (event.key === 'ArrowLeft' || (event.key === 'Backspace' && query === ''))
    ) {
      event.preventDefault()
      restart({ kind: 'find' })
    }
  }

  // Escape: back from a profile's actions, else close.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>): void => {
    event.preventDefault()
    if (step.kind === 'act') restart({ kind: 'find' })
    else onClose()
  }

  const optionId = (entry: PaletteEntry) => `${listId}-${entry.key}`
  return (
    <dialog
      ref={dialogRef}
      className="dialog palette"
      aria-labelledby={titleId}
      onCancel={onCancel}
      onClick={(e) => {
        if (e.target === dialogRef.current) onClose() // a click on the backdrop
      }}
    >
      <h2 id={titleId} className="sr-only">
        {step.kind === 'find' ? 'Quick switcher' : `Actions for ${step.name}`}
      </h2>
      {step.kind === 'act' && <p className="palette-step">{step.name}</p>}
      <input
        ref={inputRef}
        className="palette-input"
        role="combobox"
        aria-expanded="true"
        aria-controls={listId}
        aria-activedescendant={current ? optionId(current) : undefined}
        aria-label={step.kind === 'find' ? 'Find a profile or a command' : 'Find an action'}
        placeholder={step.kind === 'find' ? 'Profile or command…' : 'Action…'}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value)
          setActive(0)
        }}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        className="palette-list"
        aria-label="Results"
        // The query these results are for (the benchmark waits for it).
        data-query={query}
      >
        {entries.map((entry) => (
          <li
            key={entry.key}
            id={optionId(entry)}
            role="option"
            aria-selected={entry === current}
            className="palette-option"
            onMouseDown={(e) => e.preventDefault()} // keep focus in the field
            onClick={() => run(entry)}
          >
            <span className="palette-label">{entry.label}</span>
            {entry.kind === 'profile' && <span className="palette-detail">{entry.detail}</span>}
            {entry.kind === 'command' && <span className="palette-detail">Command</span>}
          </li>
        ))}
        {entries.length === 0 && (
          <li className="palette-empty" role="presentation">
            Nothing matches “{query}”.
          </li>
        )}
      </ul>
      <p className="palette-keys muted">
        ↑↓ move · Enter {step.kind === 'find' ? 'open' : 'run'} ·{' '}
        {step.kind === 'find' ? '→ actions' : '← back'} · Esc{' '}
        {step.kind === 'find' ? 'close' : 'back'}
      </p>
    </dialog>
  )
}

function filterActions(query: string): PaletteEntry[] {
  const q = query.trim().toLowerCase()
  return profileActions().filter((entry) => entry.label.toLowerCase().includes(q))
}

function runCommand(command: AppCommand): void {
  const navigation = useNavigation.getState()
  if (command === 'renew-all') void useRenewAll.getState().start('due')
  if (command === 'new-profile') navigation.startCreate()
  if (command === 'settings') navigation.openSettings()
}
