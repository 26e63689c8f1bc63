import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { queryRows, sortKeys, sortLabels, sortProfiles } from '../../../shared/search/profileQuery'
import { countOf } from '../lib/labels'
import { registerSearchField, searchShortcut } from '../lib/searchShortcut'
import { isSortKey, useProfiles } from '../store/profiles'
import { useRenewAll } from '../store/renewAll'
import { ProfileRows, type ProfileRowsHandle } from './ProfileRows'
import { RenewAllProgress } from './RenewAllProgress'

interface Props {
  /** Hidden while the empty state offers its own New profile button. */
  showNew: boolean
}

/**
 * The sidebar: search, sort, Renew all and New profile over a virtualized list
 * grouped by account. Sorting runs when the list or the order changes; each
 * keystroke only filters the sorted list and regroups it.
 */
export function ProfileList({ showNew }: Props) {
  const profiles = useProfiles((s) => s.profiles)
  const status = useProfiles((s) => s.status)
  const selectedId = useProfiles((s) => s.selectedId)
  const view = useProfiles((s) => s.view)
  const select = useProfiles((s) => s.select)
  const open = useProfiles((s) => s.open)
  const startCreate = useProfiles((s) => s.startCreate)
  const renewing = useRenewAll((s) => s.running)
  const renewAll = useRenewAll((s) => s.start)

  const sortId = useId()
  const [query, setQuery] = useState('')
  const sortKey = useProfiles((s) => s.sortKey)
  const setSortKey = useProfiles((s) => s.setSortKey)
  const searchRef = useRef<HTMLInputElement>(null)
  const rowsRef = useRef<ProfileRowsHandle>(null)

  // Synchronous on purpose: filtering 10,000 sorted profiles takes a few ms, and
  // ArrowDown or Enter right after typing must act on the list as typed.
  const appliedQuery = query.trim()
  const sorted = useMemo(() => sortProfiles(profiles, sortKey), [profiles, sortKey])
  const rows = useMemo(() => queryRows(sorted, appliedQuery), [sorted, appliedQuery])
  const matches = useMemo(() => rows.filter((row) => row.kind === 'profile').length, [rows])

  // The field is Ctrl+K's target (Cmd+K on macOS) while it is shown.
  const attachSearch = useCallback((input: HTMLInputElement | null) => {
    searchRef.current = input
    registerSearchField(input)
  }, [])

  /** ArrowDown or Enter typed before the list had loaded: carried out once it has. */
  const queued = useRef<'enter' | 'open' | null>(null)
  useEffect(() => {
    if (status !== 'ready' || queued.current === null) return
    if (queued.current === 'open') rowsRef.current?.openCurrent()
    else rowsRef.current?.enter()
    queued.current = null
  }, [status])

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    const action = event.key === 'ArrowDown' ? 'enter' : event.key === 'Enter' ? 'open' : null
    if (action === null) return
    event.preventDefault()
    if (status === 'loading') queued.current = action
    else if (action === 'open') rowsRef.current?.openCurrent()
    else rowsRef.current?.enter()
  }

  const backToSearch = useCallback(() => searchRef.current?.focus(), [])

  const total = profiles.length

  return (
    <nav className="sidebar-inner" aria-label="Profiles">
      <div className="sidebar-head">
        <p className="app-title">Token Desk</p>
        <div className="sidebar-actions">
          {total > 0 && (
            <button
              type="button"
              className="btn btn-small"
              onClick={() => void renewAll()}
              disabled={renewing}
              aria-busy={renewing || undefined}
            >
              Renew all
            </button>
          )}
          {showNew && (
            <button type="button" className="btn btn-primary btn-small" onClick={startCreate}>
              New profile
            </button>
          )}
        </div>
      </div>
      <RenewAllProgress />
      {(total > 0 || status === 'loading') && (
        <div className="list-controls">
          <div className="search-box">
            <input
              ref={attachSearch}
              type="search"
              className="search"
              aria-label="Search profiles"
              aria-keyshortcuts={searchShortcut.aria}
              placeholder="Name, account, user, #tag"
              autoComplete="off"
              spellCheck={false}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              onKeyDown={onSearchKeyDown}
            />
            {query === '' && (
              <kbd className="search-key" aria-hidden="true">
                {searchShortcut.label}
              </kbd>
            )}
          </div>
          <div className="list-meta">
            <label htmlFor={sortId} className="sort-label">
              Sort by
            </label>
            <select
              id={sortId}
              className="sort-select"
              value={sortKey}
              onChange={(e) => {
                if (isSortKey(e.target.value)) setSortKey(e.target.value)
              }}
            >
              {sortKeys.map((key) => (
                <option key={key} value={key}>
                  {sortLabels[key]}
                </option>
              ))}
            </select>
            <span className="list-count" aria-live="polite">
              {appliedQuery === ''
                ? countOf(total, 'profile')
                : `${matches.toLocaleString()} of ${countOf(total, 'profile')}`}
            </span>
          </div>
        </div>
      )}
      {status === 'loading' && <p className="sidebar-note">Loading profiles…</p>}
      {status === 'ready' && total === 0 && <p className="sidebar-note">No profiles yet.</p>}
      {total > 0 && matches === 0 && (
        <p className="sidebar-note">No profile matches “{appliedQuery}”.</p>
      )}
      {matches > 0 && (
        <ProfileRows
          ref={rowsRef}
          rows={rows}
          selectedId={selectedId}
          showSelection={view === 'detail' || view === 'edit'}
          query={appliedQuery}
          order={sortKey}
          onSelect={select}
          onOpen={open}
          onLeaveTop={backToSearch}
        />
      )}
    </nav>
  )
}
