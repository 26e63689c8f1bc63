import {
  memo,
  useDeferredValue,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  useState,
} from 'react'
import type { ProfileRow } from '../../../shared/model/profile'
import { standingToken } from '../../../shared/model/token'
import {
  boardColumns,
  boardMatches,
  positionIn,
  sortBoard,
  warmAccountOrder,
  type BoardColumn,
} from '../../../shared/search/boardRows'
import { hostOf, QUALIFIER_HELP } from '../../../shared/search/qualifiers'
import { MAX_QUERY_LENGTH } from '../../../shared/search/queryLimit'
import { viewCounts } from '../../../shared/search/statusFilter'
import { useFixedRows } from '../hooks/useFixedRows'
import { useQualifiedList } from '../hooks/useQualifiedList'
import { useT } from '../i18n'
import { hourMinute } from '../lib/format'
import { showsMixedLogin } from '../lib/labels'
import { queryProblemsText } from '../lib/queryProblems'
import { usePressedRow } from '../hooks/usePressedRow'
import { useSelectAllKey } from '../hooks/useSelectAllKey'
import { selectedIn, useBoard } from '../store/board'
import { useClock, useTokenStateKind } from '../store/clock'
import { useNavigation } from '../store/navigation'
import { useProfileList } from '../store/profileList'
import { useWarningMs } from '../store/settings'
import { BoardActions } from './BoardActions'
import { BoardResults } from './BoardResults'
import { StatusViews } from './StatusViews'
import { StateBadge, useStateLabel } from './StateBadge'

/** Fixed heights (kept in step with Board.css): nothing is measured, so 50,000 rows cost nothing. */
const ROW_HEIGHT = 34
const HEADER_HEIGHT = 36
/** A cell's id, for the grid's aria-activedescendant: the name's is the row's. */
const cellId = (row: number, column: BoardColumn = 'name'): string =>
  column === 'name' ? `board-row-${row}` : `board-row-${row}-${column}`

/** The longest one slice of the warm-up below holds the window (a keystroke waits no longer). */
const WARM_SLICE_MS = 4

/**
 * Once the Board has been painted, the accounts' order is worked out in the
 * background, so a first click on Account looks it up. Once per opening:
 * a list replaced later (a token renewed) has the same accounts, and a new
 * one is placed when sorted.
 */
function useWarmAccountOrder(): void {
  useEffect(() => {
    const profiles = useProfileList.getState().profiles
    let timer: ReturnType<typeof setTimeout> | undefined
    const slice = () => {
      const until = performance.now() + WARM_SLICE_MS
      if (!warmAccountOrder(profiles, () => performance.now() < until)) timer = setTimeout(slice, 0)
    }
    const frame = requestAnimationFrame(() => (timer = setTimeout(slice, 0)))
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [])
}

/**
 * Every profile as a table (a WAI-ARIA grid): sortable by its column
 * headers, filtered by the sidebar's query language and status views, each
 * row chosen with its checkbox, a click, Shift-click (a range), Space,
 * Shift+arrows or Ctrl/Cmd+A; the actions above it act on the chosen rows.
 * Virtualized: only the rows in view exist.
 */
export function Board() {
  const profiles = useProfileList((s) => s.profiles)
  const sort = useBoard((s) => s.sort)
  const query = useBoard((s) => s.query)
  const statusView = useBoard((s) => s.statusView)
  const selected = useBoard((s) => s.selected)
  const cursor = useBoard((s) => s.cursor)
  const board = useBoard.getState
  const open = useNavigation((s) => s.open)
  const minute = useClock((s) => Math.floor(s.now / 60_000)) * 60_000
  const warningMs = useWarningMs()
  const titleId = useId()
  const countId = useId()
  const t = useT(['board', 'labels'])
  useWarmAccountOrder()

  // The field answers every key; the table follows a moment later (a deferred value).
  const shownQuery = useDeferredValue(query.trim())
  const sorted = useMemo(
    () => sortBoard(profiles, sort, minute, warningMs),
    [profiles, sort, minute, warningMs],
  )
  const qualified = useQualifiedList(sorted, shownQuery, statusView)
  const visible = useMemo(
    () => boardMatches(qualified.list, qualified.text),
    [qualified.list, qualified.text],
  )
  const counts = useMemo(
    () => viewCounts(profiles, minute, warningMs),
    [profiles, minute, warningMs],
  )
  const chosenInView = useMemo(() => selectedIn(selected, visible), [selected, visible])

  const scrollRef = useRef<HTMLDivElement>(null)
  const gridRef = useRef<HTMLDivElement>(null)
  const rowsInView = useFixedRows({
    count: visible.length,
    rowHeight: ROW_HEIGHT,
    offset: HEADER_HEIGHT,
    overscan: 8,
    scrollRef,
  })
  const cursorIndex = positionIn(visible, cursor)
  // The cell the arrows are on across the row (Left, Right), so each of its values can be read.
  const [column, setColumn] = useState<BoardColumn>('name')
  const stepColumn = (step: number): void => {
    const at = boardColumns.indexOf(column) + step
    setColumn(boardColumns[Math.max(0, Math.min(boardColumns.length - 1, at))] ?? 'name')
  }

  /** Keyboard moves bring the row into view. */
  const goTo = (index: number, extend: boolean): void => {
    if (visible.length === 0) return
    const at = Math.max(0, Math.min(visible.length - 1, index))
    board().moveCursor(visible, at, extend)
    rowsInView.scrollToIndex(at)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if ((event.target as HTMLElement) !== gridRef.current) return
    const mod = event.ctrlKey || event.metaKey
    const at = cursorIndex < 0 ? -1 : cursorIndex
    const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 0) / ROW_HEIGHT) - 2)
    if (mod && event.key.toLowerCase() === 'a') {
      board().selectAll(visible)
    } else if (event.altKey || (mod && event.key !== 'Home' && event.key !== 'End')) {
      return
    } else {
      switch (event.key) {
        case 'ArrowDown':
          goTo(at + 1, event.shiftKey)
          break
        case 'ArrowUp':
          goTo(at < 0 ? 0 : at - 1, event.shiftKey)
          break
        case 'ArrowRight':
          stepColumn(1)
          break
        case 'ArrowLeft':
          stepColumn(-1)
          break
        case 'PageDown':
          goTo(at + page, event.shiftKey)
          break
        case 'PageUp':
          goTo(at - page, event.shiftKey)
          break
        case 'Home':
          goTo(0, event.shiftKey)
          break
        case 'End':
          goTo(visible.length - 1, event.shiftKey)
          break
        case ' ':
          if (cursor !== null && at >= 0) board().toggle(cursor)
          else goTo(0, false)
          break
        case 'Enter':
          if (cursor !== null && at >= 0) open(cursor)
          break
        case 'Escape':
          if (selected.size === 0) return
          board().clear()
          break
        default:
          return
      }
    }
    event.preventDefault()
  }

  // From anywhere else in the window too: the rows are chosen and the table takes the focus.
  useSelectAllKey(
    () => {
      board().selectAll(visible)
      gridRef.current?.focus({ preventScroll: true })
    },
    () => gridRef.current,
  )

  const toGrid = (): void => gridRef.current?.focus({ preventScroll: true })

  const onRowClick = (event: MouseEvent, id: string): void => {
    if (event.shiftKey) board().selectRange(visible, id)
    else board().toggle(id)
    gridRef.current?.focus({ preventScroll: true })
  }

  // The header checkbox shows "some" as well as all or none.
  const headBox = useRef<HTMLInputElement>(null)
  useLayoutEffect(() => {
    if (headBox.current) {
      headBox.current.indeterminate = chosenInView > 0 && chosenInView < visible.length
    }
  }, [chosenInView, visible.length])

  // A new search or view starts at the top.
  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0
  }, [shownQuery, statusView])

  // Opened from somewhere that goes away (the quick switcher): its heading takes the focus,
  // as a profile's does, rather than the page's body.
  const headingRef = useRef<HTMLHeadingElement>(null)
  const focusView = useNavigation((s) => s.focusDetail)
  const focusTaken = useNavigation((s) => s.focusTaken)
  useEffect(() => {
    if (!focusView) return
    headingRef.current?.focus()
    focusTaken()
  }, [focusView, focusTaken])
  // Opened by Ctrl/Cmd+B or the menu from a view that went with it: the heading, not the page's
  // body, so a screen reader says where the reader is (Ctrl/Cmd+A still takes every row).
  useEffect(() => {
    const active = document.activeElement
    if (active === null || active === document.body) headingRef.current?.focus()
  }, [])

  const total = profiles.length
  const hidden = selected.size - chosenInView
  const allChosen = visible.length > 0 && chosenInView === visible.length

  return (
    <section className="board" aria-labelledby={titleId} data-query={shownQuery}>
      <div className="board-head">
        <h1 id={titleId} ref={headingRef} tabIndex={-1}>
          {t('title')}
        </h1>
        <div className="board-filter">
          <input
            type="search"
            className="search board-search"
            aria-label={t('filter.label')}
            title={t('filter.hint', { qualifiers: QUALIFIER_HELP })}
            placeholder={t('filter.placeholder')}
            autoComplete="off"
            spellCheck={false}
            maxLength={MAX_QUERY_LENGTH}
            value={query}
            onChange={(e) => board().setQuery(e.target.value)}
          />
          <StatusViews value={statusView} counts={counts} onChange={board().setStatusView} />
        </div>
        {qualified.problems.length > 0 && (
          <p className="field-warning">{queryProblemsText(qualified.problems)}</p>
        )}
      </div>
      <BoardActions selected={selected} toGrid={toGrid} />
      <BoardResults toGrid={toGrid} />
      <p className="board-count" id={countId} aria-live="polite">
        {shownQuery === '' && statusView === 'all'
          ? t('count.all', { count: total })
          : t('count.shown', { shown: visible.length, count: total })}
        {' · '}
        {t('count.selected', { count: selected.size })}
        {hidden > 0 && ` ${t('count.hidden', { count: hidden })}`}
      </p>
      {visible.length === 0 && total > 0 && (
        <p className="board-note">
          {shownQuery === ''
            ? t('emptyView', { view: t(`labels:statusView.${statusView}`) })
            : t('noMatch', { query: shownQuery })}
        </p>
      )}
      <div
        ref={gridRef}
        className="board-grid"
        role="grid"
        aria-labelledby={titleId}
        aria-describedby={countId}
        aria-rowcount={visible.length + 1}
        aria-colcount={boardColumns.length + 1}
        aria-multiselectable="true"
        aria-activedescendant={cursorIndex >= 0 ? cellId(cursorIndex, column) : undefined}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onFocus={() => {
          if (cursorIndex < 0 && visible.length > 0) board().moveCursor(visible, 0, false)
        }}
      >
        <div ref={scrollRef} className="board-scroll">
          <div role="rowgroup" className="board-header">
            <div role="row" aria-rowindex={1} className="board-row">
              <div role="columnheader" className="board-check">
                <input
                  ref={headBox}
                  type="checkbox"
                  tabIndex={-1}
                  aria-label={
                    allChosen
                      ? t('clearShown', { count: visible.length })
                      : t('selectShown', { count: visible.length })
                  }
                  checked={allChosen}
                  onChange={() => board().toggleHeader(visible)}
                />
              </div>
              {boardColumns.map((column) => (
                <ColumnHead
                  key={column}
                  column={column}
                  sort={sort.column === column ? sort.direction : 'none'}
                  onSort={board().sortBy}
                />
              ))}
            </div>
          </div>
          <div role="rowgroup" className="board-body" style={{ height: rowsInView.totalSize }}>
            {rowsInView.items.map((item) => {
              const profile = visible[item.index]
              if (profile === undefined) return null
              return (
                // Rows keyed by their place, not their profile: a new order or filter fills the
                // rows on screen with other profiles instead of making new ones.
                <BoardRow
                  key={item.index}
                  profile={profile}
                  index={item.index}
                  top={item.top}
                  chosen={allChosen || selected.has(profile.id)}
                  current={item.index === cursorIndex}
                  activeColumn={item.index === cursorIndex ? column : null}
                  onClick={onRowClick}
                  onOpen={open}
                />
              )
            })}
          </div>
        </div>
      </div>
    </section>
  )
}

function ColumnHead({
  column,
  sort,
  onSort,
}: {
  column: BoardColumn
  sort: 'ascending' | 'descending' | 'none'
  onSort: (column: BoardColumn) => void
}) {
  const t = useT('labels')
  return (
    <div role="columnheader" aria-sort={sort} className={`board-col-${column}`}>
      {/* In the tab order (after the table), as a sortable table's header buttons are: the grid's
          own keys move between rows, and a column is sorted by keyboard from here. */}
      <button type="button" className="board-sort" onClick={() => onSort(column)}>
        {t(`boardColumn.${column}`)}
        <span className="board-sort-mark" aria-hidden="true">
          {sort === 'ascending' ? '▲' : sort === 'descending' ? '▼' : ''}
        </span>
      </button>
    </div>
  )
}

/**
 * A row: its selection and cursor here, its cells apart (BoardCells), so
 * that choosing rows (Ctrl+A: every row in view) renders checkboxes, not
 * token states and times.
 */
const BoardRow = memo(function BoardRow({
  profile,
  index,
  top,
  chosen,
  current,
  activeColumn,
  onClick,
  onOpen,
}: {
  profile: ProfileRow
  index: number
  top: number
  chosen: boolean
  current: boolean
  /** The cursor's cell in this row (the cursor's row only), ringed while the grid has focus. */
  activeColumn: BoardColumn | null
  onClick: (event: MouseEvent, id: string) => void
  onOpen: (id: string) => void
}) {
  const press = usePressedRow(profile.id)
  const t = useT('board')
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={chosen}
      className={`board-row${chosen ? ' is-chosen' : ''}${current ? ' is-current' : ''}`}
      data-active-column={activeColumn ?? undefined}
      style={{ transform: `translateY(${top}px)` }}
      data-profile-id={profile.id}
      onPointerDown={press.onPointerDown}
      onClick={(e) => {
        if (!press.stray(e)) onClick(e, profile.id)
      }}
      onDoubleClick={() => onOpen(profile.id)}
    >
      <div role="gridcell" className="board-check">
        <input
          type="checkbox"
          tabIndex={-1}
          aria-label={t('selectRow', { name: profile.name })}
          checked={chosen}
          readOnly
        />
      </div>
      <BoardCells profile={profile} index={index} />
    </div>
  )
})

/** A row's cells after its checkbox: rendered again only when its profile or place changes. */
const BoardCells = memo(function BoardCells({
  profile,
  index,
}: {
  profile: ProfileRow
  index: number
}) {
  const expires = standingToken(profile.token)?.expiresAt
  const t = useT(['board', 'labels'])
  return (
    <>
      <div role="gridcell" id={cellId(index)} className="board-col-name" title={profile.name}>
        {profile.favourite && (
          <span className="board-star" aria-label={t('favourite')}>
            ★{' '}
          </span>
        )}
        {profile.name}
        {profile.retiredFrom !== undefined && (
          <span className="board-retired">{t('retiredFrom', { source: profile.retiredFrom })}</span>
        )}
      </div>
      <div
        role="gridcell"
        id={cellId(index, 'account')}
        className="board-col-account"
        title={
          profile.account.name === ''
            ? profile.account.id
            : `${profile.account.name} (${profile.account.id})`
        }
      >
        {/* An account without a name is known by its id (as the sort orders it). The id below
            the name tells apart accounts of one name, as the sidebar's headings do. */}
        <span className="board-account-name">{profile.account.name || profile.account.id}</span>
        {profile.account.name !== '' && (
          <span className="board-account-id">
            <span className="sr-only">, </span>
            {profile.account.id}
          </span>
        )}
      </div>
      <div
        role="gridcell"
        id={cellId(index, 'portal')}
        className="board-col-portal"
        title={t(`labels:portal.${profile.portal}`)}
      >
        {t(`portalShort.${profile.portal}`)}
      </div>
      <div
        role="gridcell"
        id={cellId(index, 'host')}
        className="board-col-host"
        title={hostOf(profile.baseUrl)}
      >
        {hostOf(profile.baseUrl)}
      </div>
      <BoardStateCell profile={profile} id={cellId(index, 'state')} />
      <div role="gridcell" id={cellId(index, 'expires')} className="board-col-expires">
        {expires === undefined ? '—' : <ShortTime ms={expires} />}
      </div>
      <div role="gridcell" id={cellId(index, 'lastUsed')} className="board-col-lastUsed">
        {profile.lastUsedAt === null ? t('neverUsed') : <ShortTime ms={profile.lastUsedAt} />}
      </div>
      <div
        role="gridcell"
        id={cellId(index, 'tags')}
        className="board-col-tags"
        title={profile.tags.join(', ')}
      >
        {profile.tags.join(', ')}
      </div>
    </>
  )
})

/** The token's state; its words in full on hover, as its column may end them in "…". */
function BoardStateCell({ profile, id }: { profile: ProfileRow; id: string }) {
  const { token, failing } = profile
  const kind = useTokenStateKind(token)
  return (
    <div
      role="gridcell"
      id={id}
      className="board-col-state"
      title={useStateLabel({ kind, token, failing })}
    >
      <StateBadge kind={kind} token={token} failing={failing} />
      {showsMixedLogin(profile) && <MixedLoginMark />}
    </div>
  )
}

/** Its login serves other accounts too: Valid does not say whose token it is (the detail says more). */
function MixedLoginMark() {
  const text = useT('board')('mixedLogin')
  return (
    <span className="board-mixed-login" title={text}>
      <span aria-hidden="true">⚠</span>
      <span className="sr-only">{text}</span>
    </span>
  )
}

/** A time as hours and minutes (with the date when not today), by the minute. */
function ShortTime({ ms }: { ms: number }) {
  const now = useClock((s) => Math.floor(s.now / 60_000) * 60_000)
  return <time dateTime={new Date(ms).toISOString()}>{hourMinute(ms, now)}</time>
}
