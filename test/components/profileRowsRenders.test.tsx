import { act, fireEvent, render, screen } from '@testing-library/react'
import type * as ReactVirtual from '@tanstack/react-virtual'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ProfileList } from '../../src/renderer/src/components/ProfileList'
import { useNavigation } from '../../src/renderer/src/store/navigation'
import { useProfileList } from '../../src/renderer/src/store/profileList'
import { useSidebar } from '../../src/renderer/src/store/sidebar'
import { profileRow } from '../../src/shared/model/profile'
import { profileViewFixture } from '../fixtures/profile'
import { mockApi, resetAll } from './fixtures'

/** How often the sidebar's virtual list rendered: it calls useVirtualizer once a render. */
const listRenders = vi.hoisted(() => ({ count: 0 }))
vi.mock('@tanstack/react-virtual', async (original) => {
  const virtual = await original<typeof ReactVirtual>()
  return {
    ...virtual,
    useVirtualizer: ((options: Parameters<typeof virtual.useVirtualizer>[0]) => {
      listRenders.count++
      return virtual.useVirtualizer(options)
    }) as typeof virtual.useVirtualizer,
  }
})

afterEach(resetAll)

// jsdom lays nothing out: give the list's scroll box a size, so the virtualizer shows rows.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('profile-scroll') ? 600 : 0
    },
  })
})
afterAll(() => {
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight
})

function showList() {
  mockApi({})
  useSidebar.setState({ sortKey: 'name' })
  useProfileList.setState({
    status: 'ready',
    profiles: ['Acme prod', 'Acme staging', 'Beta'].map((name, i) =>
      profileRow(profileViewFixture({ id: `p${i}`, name, account: { id: `A${i}`, name } })),
    ),
  })
  render(<ProfileList showNew />)
  return screen.getByRole('searchbox', { name: 'Search profiles' })
}

const type = async (field: HTMLElement, value: string) => {
  await act(async () => {
    fireEvent.change(field, { target: { value } })
    await Promise.resolve()
  })
}

describe('the sidebar’s list as someone types', () => {
  it('renders only for the transition that changes its rows, not for the field’s own render', async () => {
    const field = showList()
    await type(field, 'a')
    listRenders.count = 0
    // The field's render, then the list's for its new rows: one render of the list.
    await type(field, 'ac')
    expect(document.querySelector('nav')?.dataset['query']).toBe('ac')
    expect(listRenders.count).toBe(1)
    // A space changes the field and nothing the list shows: no render of the list at all.
    listRenders.count = 0
    await type(field, 'ac ')
    expect(listRenders.count).toBe(0)
  })

  it('finds the selected row among a keystroke’s matches by identity, reading no other row’s id', async () => {
    // Every read of a profile's id, counted: the selected one (Zulu) is not among the matches.
    const reads = { count: 0 }
    const profiles = Array.from({ length: 300 }, (_, i) => {
      const name = i === 0 ? 'Zulu' : `Acme ${i}`
      const row = profileRow(
        profileViewFixture({ id: `p${i}`, name, account: { id: `A${i}`, name } }),
      )
      const id = row.id
      Object.defineProperty(row, 'id', {
        get: () => {
          reads.count++
          return id
        },
      })
      return row
    })
    mockApi({})
    useSidebar.setState({ sortKey: 'name' })
    useProfileList.setState({ status: 'ready', profiles })
    useNavigation.setState({ selectedId: 'p0' })
    render(<ProfileList showNew />)
    const field = screen.getByRole('searchbox', { name: 'Search profiles' })
    await type(field, 'acme')
    reads.count = 0
    // 111 matches (Acme 1, 10 to 19, 100 to 199): only the few rows rendered read their ids.
    await type(field, 'acme 1')
    expect(document.querySelector('nav')?.dataset['query']).toBe('acme 1')
    expect(reads.count).toBeLessThan(40)
  })

  it('shows a new search’s rows in the elements already there, without a stale title', async () => {
    const field = showList()
    const before = [...document.querySelectorAll('li.list-row')]
    const name = document.querySelector<HTMLElement>('[data-profile-id="p0"] .pi-name')
    // A cut name's whole text, as titleIfCut gives it when the row is pointed at.
    name?.setAttribute('title', 'Acme prod')
    await type(field, 'beta')
    const after = [...document.querySelectorAll('li.list-row')]
    expect(after.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Beta'),
      expect.stringContaining('Beta'),
    ])
    // The heading and the row in the same places are the same elements, showing Beta now.
    expect(after[0]).toBe(before[0])
    expect(after[1]).toBe(before[1])
    expect(after[1]?.querySelector('[data-profile-id]')?.getAttribute('data-profile-id')).toBe('p2')
    expect(after[1]?.querySelector('.pi-name')?.hasAttribute('title')).toBe(false)
  })

  it('keeps focus on its profile when a new list shows another profile in the focused row', async () => {
    showList()
    const button = (id: string) => document.querySelector<HTMLElement>(`[data-profile-id="${id}"]`)
    act(() => button('p0')?.focus())
    expect(document.activeElement).toBe(button('p0'))
    // Acme prod renamed Zeta prod: it moves to the end, and its row's place shows Acme staging.
    const [first, ...rest] = useProfileList.getState().profiles
    await act(async () => {
      useProfileList.setState({ profiles: [...rest, { ...first!, name: 'Zeta prod' }] })
      await Promise.resolve()
    })
    expect(button('p0')?.textContent).toContain('Zeta prod')
    expect(document.activeElement).toBe(button('p0'))
  })
})
