import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual'
import {
  memo,
  useCallback,
  useEffect,
  useEffectEvent,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type Ref,
} from 'react'
import type { ProfileRow } from '../../../shared/model/profile'
import type { ListRow } from '../../../shared/search/profileQuery'
import { positionOf, rowPositions } from '../../../shared/search/rowPositions'
import { type Density } from '../store/sidebar'
import { AccountHeading } from './AccountHeading'
import { ProfileListItem } from './ProfileListItem'

/**
 * Fixed heights (kept in step with layout.css and ProfileList.css): nothing is measured, so
 * 10,000 rows cost nothing. Each fits a two-line name and the state line below it (and, unless
 * compact, the portal and tags): comfortable 2 + 2 + 8 + 36 + 2 + 18 + 2 + 16, compact
 * 2 + 2 + 6 + 34 + 16 (the row's padding, the button's border and padding, then its lines).
 */
const ROW_HEIGHTS: Record<Density, number> = { comfortable: 86, compact: 60 }
const HEADING_HEIGHT = 30

export interface ProfileRowsHandle {
  /** Moves focus into the list and selects: the selected row if listed, else the first. */
  enter(): void
  /** Opens the selected row if listed, else the first. */
  openCurrent(): void
}

interface Props {
  rows: ListRow[]
  /** The whole list's row count when `rows` are only its first screen (the list still loading). */
  setSize?: number
  selectedId: string | null
  /**
   * The selected profile as the list the rows were built from has it (found
   * in them by identity), or null: then it is looked for by id (main's first
   * screen, or a profile the list no longer has).
   */
  selected: ProfileRow | null
  /** Whether the pane shows the selected profile (aria-current only then). */
  showSelection: boolean
  /** The search as applied: a new one scrolls back to the top. */
  query: string
  /** A new order keeps the selected row in view. */
  order: string
  onSelect: (id: string) => void
  onOpen: (id: string) => void
  /** ArrowUp on the first row: back to the search field. */
  onLeaveTop: () => void
  /** Compact: one line per profile, about half again as many in view. */
  density: Density
  ref?: Ref<ProfileRowsHandle>
}

/** Position of the last entry at or before `value` in an ascending list, or -1. */
function lastAtOrBefore(sorted: ArrayLike<number>, value: number): number {
  let low = 0
  let high = sorted.length - 1
  let found = -1
  while (low <= high) {
    const mid = (low + high) >> 1
    if ((sorted[mid] ?? Infinity) <= value) {
      found = mid
      low = mid + 1
    } else high = mid - 1
  }
  return found
}

/**
 * The sidebar's rows, virtualized: only those in view (plus the selected one,
 * which keeps keyboard focus, and the pinned account heading) are rendered.
 * Arrow keys, Home, End and Page keys move the selection; Enter opens it.
 * Memoised: a keystroke first renders the sidebar for the field alone (the
 * list follows in a transition), and the list, its virtualizer and its
 * visible rows have nothing to do in that render.
 */
export const ProfileRows = memo(function ProfileRows({
  rows,
  setSize = rows.length,
  selectedId,
  selected,
  showSelection,
  query,
  order,
  onSelect,
  onOpen,
  onLeaveTop,
  density,
  ref,
}: Props) {
  const scrollRef = useRef<HTMLDivElement>(null)
  /** The row to focus once it is rendered (after a keyboard move). */
  const pendingFocus = useRef<string | null>(null)

  // Per rows array, kept: a keystroke that matches 10,000 profiles must not also build a map
  // of them (about 2 ms of its frame), nor read them again for the count above.
  const { profiles: profileIndexes, headings: headingIndexes } = rowPositions(rows)
  const indexOf = useCallback(
    (id: string | null): number =>
      id === null ? -1 : rows.findIndex((row) => row.kind === 'profile' && row.profile.id === id),
    [rows],
  )

  // By identity when the list has the selected profile: each keystroke asks again, and while
  // searching it is mostly not among the matches, which a search by id read to the end.
  const selectedIndex = useMemo(
    () => (selected !== null ? positionOf(rows, selected) : indexOf(selectedId)),
    [rows, selected, indexOf, selectedId],
  )
  // Roving tabindex: one tab stop, always rendered so focus never falls out of the list.
  const tabStop = selectedIndex >= 0 ? selectedIndex : (profileIndexes[0] ?? -1)

  const stickyAt = useCallback(
    (startIndex: number): number =>
      headingIndexes[lastAtOrBefore(headingIndexes, startIndex)] ?? -1,
    [headingIndexes],
  )
  const rangeExtractor = useCallback(
    (range: Range): number[] => {
      const indexes = new Set(defaultRangeExtractor(range))
      const sticky = stickyAt(range.startIndex)
      if (sticky >= 0) indexes.add(sticky)
      if (tabStop >= 0) indexes.add(tabStop)
      return [...indexes].sort((a, b) => a - b)
    },
    [stickyAt, tabStop],
  )
  const estimateSize = useCallback(
    (index: number): number =>
      rows[index]?.kind === 'account' ? HEADING_HEIGHT : ROW_HEIGHTS[density],
    [rows, density],
  )
  const getItemKey = useCallback((index: number) => rows[index]?.key ?? index, [rows])

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    getItemKey,
    rangeExtractor,
    overscan: 6,
    // The pinned heading covers the top: keep a row scrolled to below it.
    scrollPaddingStart: HEADING_HEIGHT,
    paddingEnd: 8,
    useFlushSync: false,
  })
  // Another row height: the sizes the list measured are all stale.
  useEffect(() => virtualizer.measure(), [virtualizer, density])
  const items = virtualizer.getVirtualItems()
  const sticky = stickyAt(virtualizer.range?.startIndex ?? 0)
  // The next account's heading pushes the pinned one up instead of sliding under it.
  const nextHeading = headingIndexes[lastAtOrBefore(headingIndexes, sticky) + 1]
  const nextStart = items.find((item) => item.index === nextHeading)?.start
  const stickyShift =
    nextStart === undefined
      ? 0
      : Math.min(0, nextStart - (virtualizer.scrollOffset ?? 0) - HEADING_HEIGHT)

  const rowButton = (id: string): HTMLElement | null =>
    scrollRef.current?.querySelector<HTMLElement>(`[data-profile-id="${CSS.escape(id)}"]`) ?? null

  const goTo = (index: number | undefined): void => {
    const row = index === undefined ? undefined : rows[index]
    if (index === undefined || row?.kind !== 'profile') return
    onSelect(row.profile.id)
    virtualizer.scrollToIndex(index, { align: 'auto' })
    // Focus it now if it is rendered, else as soon as it is.
    const button = rowButton(row.profile.id)
    pendingFocus.current = button ? null : row.profile.id
    button?.focus({ preventScroll: true })
  }

  useLayoutEffect(() => {
    const id = pendingFocus.current
    if (id === null) return
    const button = rowButton(id)
    if (button) {
      pendingFocus.current = null
      button.focus({ preventScroll: true })
    }
  })

  /** The profile whose row button has focus, if one has. */
  const focusedId = useRef<string | null>(null)
  // Rows are keyed by position (below): a new list can show another profile in the button that
  // has focus. Focus follows its profile, as it did when rows were keyed by profile: to its row
  // if it is still rendered, else out of the list (its row was removed).
  useLayoutEffect(() => {
    const id = focusedId.current
    const active = document.activeElement
    if (id === null || !(active instanceof HTMLElement) || active.dataset['profileId'] === id)
      return
    if (!scrollRef.current?.contains(active)) return
    const button = rowButton(id)
    if (button) button.focus({ preventScroll: true })
    else active.blur()
  })
  const onFocus = (event: FocusEvent<HTMLUListElement>): void => {
    focusedId.current =
      (event.target as HTMLElement).closest<HTMLElement>('[data-profile-id]')?.dataset[
        'profileId'
      ] ?? null
  }
  const onBlur = (): void => {
    focusedId.current = null
  }

  const currentIndex = (): number | undefined =>
    selectedIndex >= 0 ? selectedIndex : profileIndexes[0]

  useImperativeHandle(ref, () => ({
    enter: () => goTo(currentIndex()),
    openCurrent: () => {
      const row = rows[currentIndex() ?? -1]
      if (row?.kind === 'profile') onOpen(row.profile.id)
    },
  }))

  // A new search starts at the top; a new selection or order brings the selected row into view.
  // Each asks only when the list must move: asking reads the list's height, a layout forced
  // before the frame's own (17 ms for the first list of 10,000 profiles).
  const toTop = useEffectEvent(() => {
    if ((virtualizer.scrollOffset ?? 0) !== 0) virtualizer.scrollToOffset(0)
  })
  const toSelected = useEffectEvent(() => {
    if (selectedIndex >= 0 && !wholeInView(selectedIndex))
      virtualizer.scrollToIndex(selectedIndex, { align: 'auto' })
  })
  /** Row `index` shows whole below the pinned heading (as far as the list knows without a layout). */
  const wholeInView = (index: number): boolean => {
    const item = virtualizer.measurementsCache[index]
    const top = virtualizer.scrollOffset ?? 0
    const height = virtualizer.scrollRect?.height ?? 0
    return (
      item !== undefined &&
      height > 0 &&
      item.start >= top + HEADING_HEIGHT &&
      item.end <= top + height
    )
  }
  useEffect(() => toTop(), [query])
  useEffect(() => toSelected(), [selectedId, order])

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>): void => {
    if (event.altKey || event.ctrlKey || event.metaKey) return
    const id = (event.target as HTMLElement).closest<HTMLElement>('[data-profile-id]')?.dataset[
      'profileId'
    ]
    if (id === undefined) return
    const index = indexOf(id)
    if (index < 0) return
    const at = lastAtOrBefore(profileIndexes, index)
    const page = Math.max(
      1,
      Math.floor((scrollRef.current?.clientHeight ?? 0) / ROW_HEIGHTS[density]) - 1,
    )
    const last = profileIndexes.length - 1
    switch (event.key) {
      case 'ArrowDown':
        goTo(profileIndexes[Math.min(at + 1, last)])
        break
      case 'ArrowUp':
        if (at === 0) onLeaveTop()
        else goTo(profileIndexes[at - 1])
        break
      case 'PageDown':
        goTo(profileIndexes[Math.min(at + page, last)])
        break
      case 'PageUp':
        goTo(profileIndexes[Math.max(at - page, 0)])
        break
      case 'Home':
        goTo(profileIndexes[0])
        break
      case 'End':
        goTo(profileIndexes[last])
        break
      case 'Enter':
        onOpen(id)
        break
      default:
        return
    }
    event.preventDefault()
  }

  return (
    <div ref={scrollRef} className="profile-scroll">
      <ul
        className="profile-list"
        style={{ height: virtualizer.getTotalSize() }}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        {/* Keyed by position, not by profile: a new search shows its rows in the elements
            already there (a render each) instead of unmounting them and mounting new ones,
            with their subscriptions to the clock, at every keystroke. */}
        {items.map((item) => {
          const row = rows[item.index]
          if (row === undefined) return null
          if (row.kind === 'account') {
            return (
              <AccountHeading
                key={item.index}
                accountId={row.accountId}
                accountName={row.accountName}
                count={row.count}
                position={item.index + 1}
                setSize={setSize}
                sticky={item.index === sticky}
                shift={item.index === sticky ? stickyShift : 0}
                top={item.start}
                height={item.size}
              />
            )
          }
          return (
            <ProfileListItem
              key={item.index}
              profile={row.profile}
              selected={showSelection && row.profile.id === selectedId}
              tabbable={item.index === tabStop}
              position={item.index + 1}
              setSize={setSize}
              top={item.start}
              height={item.size}
              onSelect={onSelect}
              compact={density === 'compact'}
            />
          )
        })}
      </ul>
    </div>
  )
})
