import { describe, expect, it } from 'vitest'
import {
  allSelected,
  cursorMoved,
  headerToggled,
  initialBoard,
  pruned,
  rangeSelected,
  selectedIn,
  toggled,
  type BoardState,
} from '../../src/renderer/src/store/board'
import { editNote } from '../../src/renderer/src/store/boardActions'
import { profileRow, type ProfileRow } from '../../src/shared/model/profile'
import { sortBoard, sortedBy } from '../../src/shared/search/boardRows'
import { profileViewFixture } from '../fixtures/profile'

const list: ProfileRow[] = ['a', 'b', 'c', 'd', 'e', 'f'].map((name, i) =>
  profileRow(profileViewFixture({ id: `00000000-0000-4000-8000-00000000000${i}`, name })),
)
const id = (name: string) => list.find((p) => p.name === name)?.id as string
const names = (s: Partial<BoardState>) =>
  [...(s.selected ?? [])].map((x) => list.find((p) => p.id === x)?.name).sort()
const apply = (s: BoardState, change: Partial<BoardState>): BoardState => ({ ...s, ...change })

describe("the Board's selection transitions", () => {
  it('toggles one row and sets the anchor there; a Shift range runs from the anchor, either way', () => {
    let s = apply(initialBoard, toggled(initialBoard, id('b')))
    expect(names(s)).toEqual(['b'])
    expect(s.anchor).toBe(id('b'))
    s = apply(s, rangeSelected(s, list, id('e')))
    expect(names(s)).toEqual(['b', 'c', 'd', 'e'])
    // The anchor stays: a second Shift-click ranges from it again, upwards too.
    expect(s.anchor).toBe(id('b'))
    s = apply(s, rangeSelected(s, list, id('a')))
    expect(names(s)).toEqual(['a', 'b', 'c', 'd', 'e'])
    s = apply(s, toggled(s, id('c')))
    expect(names(s)).toEqual(['a', 'b', 'd', 'e'])
  })

  it('a Shift-click with no anchor in view is a plain toggle', () => {
    const s = { ...initialBoard, anchor: 'gone' }
    expect(names(rangeSelected(s, list, id('c')))).toEqual(['c'])
  })

  it('Ctrl+A takes exactly the rows shown; the header checkbox takes them, or drops them when all were', () => {
    const shown = list.slice(0, 3)
    let s = apply(initialBoard, toggled(initialBoard, id('f')))
    expect(names(allSelected(shown))).toEqual(['a', 'b', 'c'])
    s = apply(s, headerToggled(s, shown))
    expect(names(s)).toEqual(['a', 'b', 'c', 'f'])
    expect(selectedIn(s.selected, shown)).toBe(3)
    s = apply(s, headerToggled(s, shown))
    expect(names(s)).toEqual(['f'])
  })

  it('Ctrl+A holds the rows shown as they are; a click, the header or a reload then work on them as ids', () => {
    let s = apply(initialBoard, allSelected(list))
    expect(s.selected.size).toBe(6)
    expect(selectedIn(s.selected, list)).toBe(6)
    expect(selectedIn(s.selected, list.slice(1))).toBe(5)
    expect(names(apply(s, toggled(s, id('c'))))).toEqual(['a', 'b', 'd', 'e', 'f'])
    expect(names(apply(s, headerToggled(s, list)))).toEqual([])
    expect(names(apply(s, headerToggled(s, list.slice(0, 2))))).toEqual(['c', 'd', 'e', 'f'])
    s = apply(s, pruned(s, [...list]))
    expect(s.selected.has(id('a'))).toBe(true)
  })

  it('arrows move the cursor (clamped); Shift+arrows choose the rows passed over', () => {
    let s = apply(initialBoard, cursorMoved(initialBoard, list, 1, false))
    expect(s.cursor).toBe(id('b'))
    s = apply(s, cursorMoved(s, list, 3, true))
    expect(names(s)).toEqual(['b', 'c', 'd'])
    s = apply(s, cursorMoved(s, list, 99, false))
    expect(s.cursor).toBe(id('f'))
    expect(cursorMoved(s, [], 0, false)).toEqual({})
  })

  it('drops ids of profiles that no longer exist', () => {
    const s = apply(initialBoard, allSelected(list))
    expect(names(pruned(s, list.slice(2)))).toEqual(['c', 'd', 'e', 'f'])
    expect(pruned(s, list)).toEqual({})
  })
})

describe("the Board's order", () => {
  it('sorts by a column, the same header again the other way, ties by name; kept per list', () => {
    const rows = [
      { ...(list[0] as ProfileRow), name: 'Zed', tags: ['b'] },
      { ...(list[1] as ProfileRow), name: 'amy', tags: [] },
      { ...(list[2] as ProfileRow), name: 'Bob', tags: ['a'] },
    ]
    const byName = sortBoard(rows, { column: 'name', direction: 'ascending' }, 0, 0)
    expect(byName.map((p) => p.name)).toEqual(['amy', 'Bob', 'Zed'])
    expect(sortBoard(rows, { column: 'name', direction: 'ascending' }, 0, 0)).toBe(byName)
    const next = sortedBy({ column: 'name', direction: 'ascending' }, 'name')
    expect(next).toEqual({ column: 'name', direction: 'descending' })
    expect(sortedBy(next, 'tags')).toEqual({ column: 'tags', direction: 'ascending' })
    // No tags sorts last.
    expect(
      sortBoard(rows, { column: 'tags', direction: 'ascending' }, 0, 0).map((p) => p.name),
    ).toEqual(['Bob', 'Zed', 'amy'])
  })
})

describe("a Board edit's sentence", () => {
  it('says what changed, what already was so, and what no longer exists', () => {
    expect(
      editNote(
        { kind: 'add-tag', tag: 'eu' },
        { changed: 12, unchanged: 3, full: [{}], missing: ['x'] },
      ),
    ).toBe(
      'Tagged 12 profiles “eu”. 3 already had it. 1 profile already had 20 tags. 1 profile no longer existed.',
    )
    expect(
      editNote(
        { kind: 'favourite', favourite: false },
        { changed: 1, unchanged: 0, full: [], missing: [] },
      ),
    ).toBe('Unfavourited 1 profile.')
  })
})
