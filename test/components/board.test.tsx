import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { Board } from '../../src/renderer/src/components/Board'
import { useBoard } from '../../src/renderer/src/store/board'
import { useNavigation } from '../../src/renderer/src/store/navigation'
import { useProfileList } from '../../src/renderer/src/store/profileList'
import { useRenewAll } from '../../src/renderer/src/store/renewAll'
import { profileRow } from '../../src/shared/model/profile'
import { profileViewFixture } from '../fixtures/profile'
import { HOUR, issued, mockApi, NOW, ok, resetAll } from './fixtures'
import { useClock } from '../../src/renderer/src/store/clock'

const renewInitial = useRenewAll.getState()
afterEach(() => {
  resetAll()
  useRenewAll.setState(renewInitial, true)
})

// jsdom lays nothing out: give the table's scroll box a size, so the virtualizer shows rows.
beforeAll(() => {
  for (const [key, size] of [
    ['clientHeight', 600],
    ['clientWidth', 800],
  ] as const) {
    Object.defineProperty(HTMLElement.prototype, key, {
      configurable: true,
      get(this: HTMLElement) {
        return this.classList.contains('board-scroll') ? size : 0
      },
    })
  }
})

const names = ['Delta', 'alpha', 'Charlie', 'Bravo', 'Echo']
const rows = names.map((name, i) =>
  profileRow(
    profileViewFixture({
      id: `00000000-0000-4000-8000-00000000000${i}`,
      name,
      tags: i === 2 ? ['eu'] : [],
      token: i === 4 ? issued(23.5 * HOUR) : i === 3 ? issued(HOUR) : { kind: 'none' },
    }),
  ),
)
const idOf = (name: string) => rows.find((r) => r.name === name)?.id as string

function showBoard() {
  mockApi({})
  useProfileList.setState({ status: 'ready', profiles: rows })
  useClock.setState({ now: NOW })
  render(<Board />)
  return screen.getByRole('grid', { name: 'Board' })
}

const shownNames = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('gridcell')[1]?.textContent)

const chosen = () =>
  [...useBoard.getState().selected].map((id) => rows.find((r) => r.id === id)?.name).sort()

describe('the Board', () => {
  it('sorts by a column header, and again the other way (aria-sort says which)', async () => {
    const grid = showBoard()
    expect(grid.getAttribute('aria-rowcount')).toBe('6')
    expect(shownNames(grid)).toEqual(['alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'])
    const name = within(grid).getByRole('columnheader', { name: /^Name/ })
    expect(name.getAttribute('aria-sort')).toBe('ascending')
    await userEvent.click(within(name).getByRole('button'))
    expect(name.getAttribute('aria-sort')).toBe('descending')
    expect(shownNames(grid)).toEqual(['Echo', 'Delta', 'Charlie', 'Bravo', 'alpha'])
    // State: the most urgent first (expiring before no token before valid).
    const state = within(grid).getByRole('columnheader', { name: /^State/ })
    await userEvent.click(within(state).getByRole('button'))
    expect(state.getAttribute('aria-sort')).toBe('ascending')
    expect(name.getAttribute('aria-sort')).toBe('none')
    expect(shownNames(grid)).toEqual(['Echo', 'alpha', 'Charlie', 'Delta', 'Bravo'])
  })

  it('sorts by keyboard too: Tab from the table reaches the column headers, Enter sorts', async () => {
    const grid = showBoard()
    act(() => grid.focus())
    await userEvent.tab()
    expect(document.activeElement?.textContent).toMatch(/^Name/)
    await userEvent.keyboard('{Enter}')
    const name = within(grid).getByRole('columnheader', { name: /^Name/ })
    expect(name.getAttribute('aria-sort')).toBe('descending')
    await userEvent.tab()
    await userEvent.keyboard(' ')
    expect(
      within(grid)
        .getByRole('columnheader', { name: /^Account/ })
        .getAttribute('aria-sort'),
    ).toBe('ascending')
  })

  it('fills the rows on screen with the new order, not new rows (each a name, cells and checkbox)', async () => {
    const grid = showBoard()
    const before = within(grid).getAllByRole('row').slice(1)
    const name = within(grid).getByRole('columnheader', { name: /^Name/ })
    await userEvent.click(within(name).getByRole('button'))
    expect(shownNames(grid)).toEqual(['Echo', 'Delta', 'Charlie', 'Bravo', 'alpha'])
    const after = within(grid).getAllByRole('row').slice(1)
    expect(after.every((row, i) => row === before[i])).toBe(true)
    // Each row says which profile it holds now.
    expect(after[0]?.getAttribute('data-profile-id')).toBe(idOf('Echo'))
    expect(
      within(after[0] as HTMLElement)
        .getByRole('checkbox')
        .getAttribute('aria-label'),
    ).toBe('Select Echo')
  })

  it('chooses nothing when the list re-sorted between press and release of a row', async () => {
    const grid = showBoard()
    const first = () => within(grid).getAllByRole('row')[1] as HTMLElement
    const pressedId = first().getAttribute('data-profile-id')
    fireEvent.pointerDown(first())
    // Sorted by name the other way while the button is down: the element holds another profile.
    act(() => useBoard.getState().sortBy('name'))
    expect(first().getAttribute('data-profile-id')).not.toBe(pressedId)
    fireEvent.click(first(), { detail: 1 })
    expect(chosen()).toEqual([])
    // Pressed and released on it, the profile it shows now is chosen.
    fireEvent.pointerDown(first())
    fireEvent.click(first(), { detail: 1 })
    expect(chosen()).toEqual([
      rows.find((r) => r.id === first().getAttribute('data-profile-id'))?.name,
    ])
  })

  it('chooses a range with Shift-click, toggles with a click, all with the header checkbox', async () => {
    const grid = showBoard()
    const row = (name: string) =>
      within(grid)
        .getAllByRole('row')
        .find((r) => r.getAttribute('data-profile-id') === idOf(name)) as HTMLElement
    await userEvent.click(within(row('Bravo')).getByRole('checkbox'))
    const user = userEvent.setup()
    await user.keyboard('{Shift>}')
    await user.click(row('Delta'))
    await user.keyboard('{/Shift}')
    expect(chosen()).toEqual(['Bravo', 'Charlie', 'Delta'])
    expect(row('Charlie').getAttribute('aria-selected')).toBe('true')
    expect(row('Echo').getAttribute('aria-selected')).toBe('false')
    await userEvent.click(row('Charlie'))
    expect(chosen()).toEqual(['Bravo', 'Delta'])
    expect(screen.getByText(/2 selected/)).toBeTruthy()

    const all = within(grid).getByRole('checkbox', { name: 'Select the 5 profiles shown' })
    expect((all as HTMLInputElement).indeterminate).toBe(true)
    await userEvent.click(all)
    expect(chosen()).toHaveLength(5)
    await userEvent.click(
      within(grid).getByRole('checkbox', { name: 'Clear the 5 profiles shown' }),
    )
    expect(chosen()).toEqual([])
  })

  it('moves with the arrows, toggles with Space, extends with Shift+arrows, takes all with Ctrl+A', async () => {
    const grid = showBoard()
    act(() => grid.focus())
    // Focus puts the cursor on the first row, which the grid names as its active descendant.
    expect(grid.getAttribute('aria-activedescendant')).toBe('board-row-0')
    await userEvent.keyboard(' ')
    expect(chosen()).toEqual(['alpha'])
    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    expect(grid.getAttribute('aria-activedescendant')).toBe('board-row-2')
    await userEvent.keyboard('{Shift>}{ArrowDown}{ArrowDown}{/Shift}')
    expect(chosen()).toEqual(['Charlie', 'Delta', 'Echo', 'alpha'])
    await userEvent.keyboard('{Escape}')
    expect(chosen()).toEqual([])
    await userEvent.keyboard('{Control>}a{/Control}')
    expect(chosen()).toHaveLength(5)
    await userEvent.keyboard('{Enter}')
    expect(useNavigation.getState()).toMatchObject({ view: 'detail', selectedId: idOf('Echo') })
  })

  it('moves across a row with Left and Right, so each of its cells can be read, and keeps the column down the rows', async () => {
    const grid = showBoard()
    act(() => grid.focus())
    const active = () => document.getElementById(grid.getAttribute('aria-activedescendant') ?? '')
    expect(active()?.textContent).toBe('alpha')
    await userEvent.keyboard('{ArrowLeft}')
    expect(grid.getAttribute('aria-activedescendant')).toBe('board-row-0')
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}')
    expect(grid.getAttribute('aria-activedescendant')).toBe('board-row-0-host')
    expect(active()?.getAttribute('role')).toBe('gridcell')
    expect(active()?.closest('[role="row"]')?.getAttribute('data-active-column')).toBe('host')
    await userEvent.keyboard('{ArrowDown}')
    expect(grid.getAttribute('aria-activedescendant')).toBe('board-row-1-host')
    await userEvent.keyboard('{ArrowRight}'.repeat(10))
    expect(grid.getAttribute('aria-activedescendant')).toBe('board-row-1-tags')
    // Every cell the arrows reach is in the page, so aria-activedescendant never points nowhere.
    for (let i = 0; i < 8; i++) {
      expect(active()).not.toBeNull()
      await userEvent.keyboard('{ArrowLeft}')
    }
    expect(grid.getAttribute('aria-activedescendant')).toBe('board-row-1')
  })

  it('takes the focus to its heading when it opens with the focus on no control (Ctrl+B from a view that went)', async () => {
    showBoard()
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }))
    // Ctrl+A from there takes every row, as from anywhere outside a text field.
    await userEvent.keyboard('{Control>}a{/Control}')
    expect(chosen()).toHaveLength(5)
  })

  it('takes all with Ctrl+A from where focus was when it opened, but leaves a text field its own', async () => {
    const grid = showBoard()
    const opener = document.body.appendChild(document.createElement('button'))
    try {
      act(() => opener.focus())
      await userEvent.keyboard('{Control>}a{/Control}')
      expect(chosen()).toHaveLength(5)
      // The table takes the focus, so the arrows and Space go on from there.
      expect(document.activeElement).toBe(grid)
      await userEvent.keyboard('{Escape}')
      expect(chosen()).toEqual([])
      const filter = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Filter the Board' })
      await userEvent.type(filter, 'al')
      await userEvent.keyboard('{Control>}a{/Control}')
      expect(chosen()).toEqual([])
      expect([filter.selectionStart, filter.selectionEnd]).toEqual([0, 2])
    } finally {
      opener.remove()
    }
  })

  it('filters with the query language and the status views; Ctrl+A takes only the rows shown', async () => {
    const grid = showBoard()
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter the Board' }), '#eu')
    await act(async () => undefined)
    expect(shownNames(grid)).toEqual(['Charlie'])
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Filter the Board' }))
    await userEvent.click(screen.getByRole('button', { name: /^No token/ }))
    expect(shownNames(grid)).toEqual(['alpha', 'Charlie', 'Delta'])
    act(() => grid.focus())
    await userEvent.keyboard('{Control>}a{/Control}')
    expect(chosen()).toEqual(['Charlie', 'Delta', 'alpha'])
    expect(screen.getByText(/3 of 5 profiles · 3 selected/)).toBeTruthy()
  })

  it('gives each cell its column may cut short its whole text on hover', () => {
    const grid = showBoard()
    const row = within(grid).getAllByRole('row')[5] as HTMLElement
    expect(shownNames(grid)[4]).toBe('Echo')
    const cells = within(row).getAllByRole('gridcell')
    const titles = cells.map((cell) => cell.getAttribute('title'))
    // Name, account, portal, host (the whole address), state, …, tags.
    expect(titles[1]).toBe('Echo')
    expect(titles[4]).toBe('portal.example.test')
    // The account by its name and, below it, its id: accounts of one name are told apart.
    expect(titles[2]).toBe('Acme Corp (ACME-001)')
    expect(cells[2]?.textContent).toBe('Acme Corp, ACME-001')
    // The state's title is its words, whatever the state.
    const states = within(grid)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('gridcell')[5] as HTMLElement)
    expect(states.map((cell) => cell.getAttribute('title'))).toEqual(
      states.map((cell) => cell.textContent),
    )
    expect(new Set(states.map((cell) => cell.textContent))).toEqual(
      new Set(['No token', 'Valid', 'Expiring soon']),
    )
  })

  it('never drops focus to the page: questions give it back to their button, actions to the table', async () => {
    const grid = showBoard()
    mockApi({
      editProfiles: vi.fn(() => ok({ changed: 2, unchanged: 0, full: [], missing: [] })),
      deleteProfiles: vi.fn(() =>
        ok({ deleted: 2, undoId: 'u1', until: NOW + 60_000, missing: [] }),
      ),
      listProfiles: vi.fn(() => ok(rows)),
    })
    act(() => grid.focus())
    await userEvent.keyboard(' {ArrowDown} ')
    const addTag = screen.getByRole('button', { name: 'Add tag…' })
    // Escape in the tag field, then Cancel: back to Add tag….
    await userEvent.click(addTag)
    expect(document.activeElement).toBe(screen.getByRole('textbox'))
    await userEvent.keyboard('{Escape}')
    expect(document.activeElement).toBe(addTag)
    await userEvent.click(addTag)
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(document.activeElement).toBe(addTag)
    // A tag added: the table.
    await userEvent.click(addTag)
    await userEvent.keyboard('eu{Enter}')
    expect(document.activeElement).toBe(grid)
    // Its note dismissed: the table again.
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss' }))
    expect(document.activeElement).toBe(grid)
    // The delete question starts on the safe answer; Escape puts it away.
    const deleteAsk = screen.getByRole('button', { name: 'Delete…' })
    await userEvent.click(deleteAsk)
    const question = screen.getByRole('group', { name: /delete/i })
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Keep them' }))
    expect(question.getAttribute('aria-describedby')).toBe(question.querySelector('p')?.id)
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('group', { name: /delete/i })).toBeNull()
    expect(document.activeElement).toBe(deleteAsk)
    // Deleted: the table.
    await userEvent.click(deleteAsk)
    await userEvent.click(
      within(screen.getByRole('group', { name: /delete/i })).getByRole('button', {
        name: /^Delete 2/,
      }),
    )
    expect(document.activeElement).toBe(grid)
  })

  it('gives the table the focus when an action runs, as its button waits meanwhile', async () => {
    const grid = showBoard()
    mockApi({
      editProfiles: vi.fn(() => ok({ changed: 2, unchanged: 0, full: [], missing: [] })),
      verifyProfiles: vi.fn(() => ok({ outcomes: [], missing: [] })),
      listProfiles: vi.fn(() => ok(rows)),
    })
    act(() => grid.focus())
    await userEvent.keyboard(' {ArrowDown} ')
    const favourite = screen.getByRole('button', { name: 'Favourite' })
    act(() => favourite.focus())
    await userEvent.keyboard('{Enter}')
    expect(document.activeElement).toBe(grid)
    // Verify's results come with a heading of their own, which takes the focus then.
    const verify = screen.getByRole('button', { name: 'Verify' })
    act(() => verify.focus())
    await userEvent.keyboard('{Enter}')
    expect(document.activeElement).toBe(
      await screen.findByRole('heading', { name: 'Verify results' }),
    )
  })

  it('gets tokens for the chosen profiles in one call', async () => {
    const renewProfiles = vi.fn(() =>
      ok({
        scope: 'selected' as const,
        total: 2,
        outcomes: [],
        leftAlone: { valid: 0, withoutToken: 0, renewing: 0 },
        missing: [],
      }),
    )
    const grid = showBoard()
    mockApi({ renewProfiles, listProfiles: vi.fn(() => ok(rows)) })
    act(() => grid.focus())
    await userEvent.keyboard(' {ArrowDown} ')
    await userEvent.click(screen.getByRole('button', { name: 'Get tokens' }))
    expect(renewProfiles).toHaveBeenCalledWith({ profileIds: [idOf('alpha'), idOf('Bravo')] })
  })
})

describe('the Board at 5,000 profiles', () => {
  /** Rows that count every read of their id: a walk over the whole list shows up as thousands. */
  const counted = (count: number) => {
    let reads = 0
    let tokenReads = 0
    const list = Array.from({ length: count }, (_, i) => {
      const row = profileRow(profileViewFixture({ id: `id-${i}`, name: `Acme ${i}` }))
      return Object.defineProperties(
        { ...row },
        {
          id: { enumerable: true, get: () => (reads++, row.id) },
          token: { enumerable: true, get: () => (tokenReads++, row.token) },
        },
      )
    })
    return { list, reads: () => reads, tokenReads: () => tokenReads }
  }

  it('takes every row with Ctrl+A, and clears them, reading only the rows in view', async () => {
    const { list, reads, tokenReads } = counted(5000)
    mockApi({})
    useProfileList.setState({ status: 'ready', profiles: list })
    useClock.setState({ now: NOW })
    render(<Board />)
    const grid = screen.getByRole('grid', { name: 'Board' })
    act(() => grid.focus())
    const before = reads()
    const tokensBefore = tokenReads()
    await userEvent.keyboard('{Control>}a{/Control}')
    expect(screen.getByText(/5,000 selected/)).toBeTruthy()
    const shown = within(grid).getAllByRole('row').slice(1)
    expect(shown.every((row) => row.getAttribute('aria-selected') === 'true')).toBe(true)
    // The rows in view are rendered again, chosen; the other 4,970 are not walked.
    expect(reads() - before).toBeLessThan(10 * shown.length)
    // Only their checkboxes: no cell (token state, times) is rendered again.
    expect(tokenReads() - tokensBefore).toBe(0)
    // Every one of them is acted on.
    expect(new Set(useBoard.getState().selected).size).toBe(5000)
    await userEvent.keyboard('{Escape}')
    expect(screen.getByText(/· 0 selected/)).toBeTruthy()
  })
})
