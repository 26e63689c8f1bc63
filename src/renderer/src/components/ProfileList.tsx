import {
  startTransition,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react'
import { flushSync } from 'react-dom'
import { sortKeys, sortProfiles, typingQuery } from '../../../shared/search/profileQuery'
import { viewCounts, type StatusFilter } from '../../../shared/search/statusFilter'
import { useT } from '../i18n'
import { queryProblemsText } from '../lib/queryProblems'
import { registerSearchField, searchShortcut } from '../lib/searchShortcut'
import { useClock } from '../store/clock'
import { useNavigation } from '../store/navigation'
import { useProfileList } from '../store/profileList'
import { isSortKey, useSidebar } from '../store/sidebar'
import { useWarningMs } from '../store/settings'
import { useRenewAll } from '../store/renewAll'
import { useBoardActions, verifyAll } from '../store/boardActions'
import { ProfileRows, type ProfileRowsHandle } from './ProfileRows'
import { StatusViews } from './StatusViews'
import { QUALIFIER_HELP } from '../../../shared/search/qualifiers'
import { useQualifiedList } from '../hooks/useQualifiedList'
import { RenewAllProgress } from './RenewAllProgress'
import { MAX_QUERY_LENGTH } from '../../../shared/search/queryLimit'
import { useListSearch, type ListSearchAsk } from '../store/listSearch'
import { layoutFor } from '../../../shared/model/firstScreen'
import { rowPositions } from '../../../shared/search/rowPositions'
import { ELEMENT_TIMING } from '../../../shared/window/elementTiming'

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
  const profiles = useProfileList((s) => s.profiles)
  const status = useProfileList((s) => s.status)
  const selectedId = useNavigation((s) => s.selectedId)
  const view = useNavigation((s) => s.view)
  const select = useNavigation((s) => s.select)
  const open = useNavigation((s) => s.open)
  const startCreate = useNavigation((s) => s.startCreate)
  const openBoard = useNavigation((s) => s.openBoard)
  const renewing = useRenewAll((s) => s.running)
  const verifying = useBoardActions((s) => s.running === 'verify')
  const renewAll = useRenewAll((s) => s.start)
  const t = useT(['sidebar', 'labels', 'common'])

  const sortId = useId()
  const problemsId = useId()
  const [query, setQuery] = useState('')
  const sortKey = useSidebar((s) => s.sortKey)
  const setSortKey = useSidebar((s) => s.setSortKey)
  const density = useSidebar((s) => s.density)
  const setDensity = useSidebar((s) => s.setDensity)
  const searchRef = useRef<HTMLInputElement>(null)
  const rowsRef = useRef<ProfileRowsHandle>(null)

  // The field answers every key at once; the list follows in a transition, so
  // a fast typist never waits for 10,000 rows. ArrowDown and Enter first bring
  // the list up to what was typed (flushSync) and then act on it.
  const appliedQuery = query.trim()
  const [shownQuery, setShownQuery] = useState('')
  const rowsFor = useMemo(() => typingQuery(), [])
  const sorted = useMemo(() => sortProfiles(profiles, sortKey), [profiles, sortKey])
  // Status views follow the clock by the minute: enough for "expiring", cheap at 50,000.
  const [statusView, setStatusView] = useState<StatusFilter>('all')
  const minute = useClock((s) => Math.floor(s.now / 60_000)) * 60_000
  const warningMs = useWarningMs()
  const counts = useMemo(
    () => viewCounts(profiles, minute, warningMs),
    [profiles, minute, warningMs],
  )
  // `is:expiring portal:alt host:eu acme`: the qualifiers filter, the rest is ranked as text.
  const qualified = useQualifiedList(sorted, shownQuery, statusView)
  const inShownView = qualified.list
  const layout = layoutFor(sortKey)
  const fullRows = useMemo(
    () => rowsFor(inShownView, qualified.text, layout),
    [rowsFor, inShownView, qualified.text, layout],
  )
  // While the list loads, the first rows main sent ahead of it, as long as they are what the
  // list would show: its order, no search, every status.
  const firstScreen = useProfileList((s) => s.firstScreen)
  const early =
    status === 'loading' &&
    firstScreen !== null &&
    firstScreen.sortKey === sortKey &&
    shownQuery === '' &&
    statusView === 'all'
      ? firstScreen
      : null
  const rows = early?.rows ?? fullRows
  // Counted without a copy of the rows (at 10,000 a filtered array is a millisecond per key),
  // from the positions the list reads too.
  const matches = rowPositions(rows).profiles.length
  // Found once per list and selection, not per keystroke: the list then finds its row by identity.
  const selectedRow = useMemo(
    () => (selectedId === null ? null : (profiles.find((p) => p.id === selectedId) ?? null)),
    [profiles, selectedId],
  )
  const onQuery = (value: string): void => {
    setQuery(value)
    startTransition(() => setShownQuery(value.trim()))
  }
  // A search a link asked for: shown whole, in every status view, the one asked last.
  const appliedAsk = useRef(0)
  useEffect(() => {
    const apply = (asked: ListSearchAsk | null) => {
      if (asked === null || asked.n === appliedAsk.current) return
      appliedAsk.current = asked.n
      setQuery(asked.query)
      setShownQuery(asked.query)
      setStatusView('all')
    }
    apply(useListSearch.getState().asked)
    return useListSearch.subscribe((s) => apply(s.asked))
  }, [])

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
    if (shownQuery !== appliedQuery) flushSync(() => setShownQuery(appliedQuery))
    if (status === 'loading') queued.current = action
    else if (action === 'open') rowsRef.current?.openCurrent()
    else rowsRef.current?.enter()
  }

  const backToSearch = useCallback(() => searchRef.current?.focus(), [])

  const total = profiles.length

  return (
    // data-query, data-view: the search and status view the list shows now (behind the field
    // while a transition runs); tests and the benchmark wait for them.
    <nav
      className="sidebar-inner"
      aria-label={t('list.label')}
      data-query={shownQuery}
      data-view={statusView}
    >
      <div className="sidebar-head">
        <p className="app-title" elementtiming={ELEMENT_TIMING.shell}>
          {t('appName')}
        </p>
        <div className="sidebar-actions">
          {total > 0 && (
            <button
              type="button"
              className="btn btn-small"
              aria-pressed={view === 'board'}
              onClick={openBoard}
            >
              {t('list.board')}
            </button>
          )}
          {total > 0 && (
            <button
              type="button"
              className="btn btn-small"
              onClick={() => void renewAll('due')}
              disabled={renewing}
              aria-busy={renewing || undefined}
            >
              {t('list.renewAll')}
            </button>
          )}
          {total > 0 && (
            <button
              type="button"
              className="btn btn-small"
              title={t('list.verifyAllHint')}
              onClick={verifyAll}
              disabled={verifying}
              aria-busy={verifying || undefined}
            >
              {t('list.verifyAll')}
            </button>
          )}
          {showNew && (
            <button type="button" className="btn btn-primary btn-small" onClick={startCreate}>
              {t('list.newProfile')}
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
              aria-label={t('list.search')}
              aria-keyshortcuts={searchShortcut.aria}
              aria-describedby={qualified.problems.length > 0 ? problemsId : undefined}
              title={t('list.searchHint', { qualifiers: QUALIFIER_HELP })}
              placeholder={t('list.searchPlaceholder')}
              autoComplete="off"
              spellCheck={false}
              maxLength={MAX_QUERY_LENGTH}
              value={query}
              onChange={(e) => onQuery(e.target.value)}
              onKeyDown={onSearchKeyDown}
            />
            {query === '' && (
              <kbd className="search-key" aria-hidden="true">
                {searchShortcut.label}
              </kbd>
            )}
          </div>
          {qualified.problems.length > 0 && (
            <p id={problemsId} className="field-warning search-problem">
              {queryProblemsText(qualified.problems)}
            </p>
          )}
          <div className="list-meta">
            <label htmlFor={sortId} className="sort-label">
              {t('list.sortBy')}
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
                  {t(`labels:sort.${key}`)}
                </option>
              ))}
            </select>
            <label className="density-toggle">
              <input
                type="checkbox"
                checked={density === 'compact'}
                onChange={(e) => setDensity(e.target.checked ? 'compact' : 'comfortable')}
              />
              {t('list.compact')}
            </label>
            {/* While the list loads, no count: "0 profiles" would be false. */}
            <span className="list-count" aria-live="polite">
              {status === 'loading'
                ? ''
                : shownQuery === '' && statusView === 'all'
                  ? t('common:profileCount', { count: total })
                  : t('list.shown', { shown: matches, count: total })}
            </span>
          </div>
          <StatusViews
            value={statusView}
            counts={status === 'loading' ? null : counts}
            onChange={setStatusView}
          />
        </div>
      )}
      {status === 'loading' && <p className="sidebar-note">{t('list.loading')}</p>}
      {status === 'ready' && total === 0 && <p className="sidebar-note">{t('list.none')}</p>}
      {total > 0 && matches === 0 && (
        <p className="sidebar-note">
          {shownQuery === ''
            ? t('list.emptyView', { view: t(`labels:statusView.${statusView}`) })
            : statusView === 'all'
              ? t('list.noMatch', { query: shownQuery })
              : t('list.noMatchInView', {
                  view: t(`labels:statusView.${statusView}`),
                  query: shownQuery,
                })}
        </p>
      )}
      {matches > 0 && (
        <ProfileRows
          ref={rowsRef}
          rows={rows}
          setSize={early?.setSize}
          selectedId={selectedId}
          selected={early === null ? selectedRow : null}
          showSelection={view === 'detail' || view === 'edit'}
          query={shownQuery}
          order={sortKey}
          onSelect={select}
          onOpen={open}
          onLeaveTop={backToSearch}
          density={density}
        />
      )}
    </nav>
  )
}
