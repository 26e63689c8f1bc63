import { afterEach, describe, expect, it } from 'vitest'
import {
  chosen,
  editing,
  followed,
  formClosed,
  opened,
  showBoard,
  shown,
  useNavigation,
  type NavigationState,
} from '../../src/renderer/src/store/navigation'

const initial = useNavigation.getState()
afterEach(() => useNavigation.setState(initial, true))

const at = (overrides: Partial<NavigationState> = {}): NavigationState => ({
  selectedId: null,
  view: 'detail',
  focusDetail: false,
  choices: 0,
  creations: 0,
  editField: null,
  ...overrides,
})

describe('the navigation’s transitions', () => {
  it('a choice selects, shows the detail and counts; open also moves focus there', () => {
    const from = at({ selectedId: 'a', view: 'settings', focusDetail: true, choices: 3 })
    expect(chosen(from, 'b')).toEqual({
      selectedId: 'b',
      view: 'detail',
      focusDetail: false,
      choices: 4,
    })
    expect(opened(from, 'b')).toEqual({
      selectedId: 'b',
      view: 'detail',
      focusDetail: true,
      choices: 4,
    })
  })

  it('what the data chooses (a reload, a save) is not a choice: nothing follows it', () => {
    expect(followed('b')).toEqual({ selectedId: 'b' })
    expect(shown('b')).toEqual({ selectedId: 'b', view: 'detail', focusDetail: true })
  })

  it('Edit opens only with a profile selected; closing a form focuses the detail', () => {
    expect(editing(at())).toEqual({})
    expect(editing(at({ selectedId: 'a' }))).toEqual({ view: 'edit', editField: null })
    // Opened for one field ("Use the API user of …"): the form opens on it.
    expect(editing(at({ selectedId: 'a' }), 'username')).toEqual({
      view: 'edit',
      editField: 'username',
    })
    expect(formClosed).toEqual({ view: 'detail', focusDetail: true })
  })
})

describe('the navigation store', () => {
  it('applies them, and a reset store starts where the app starts', () => {
    const nav = useNavigation.getState()
    nav.select('a')
    nav.startEdit()
    expect(useNavigation.getState()).toMatchObject({ selectedId: 'a', view: 'edit', choices: 1 })
    nav.closeForm()
    nav.focusTaken()
    nav.openSettings()
    expect(useNavigation.getState()).toMatchObject({ view: 'settings', focusDetail: false })
    useNavigation.setState(initial, true)
    expect(useNavigation.getState()).toMatchObject(at())
  })
})

describe('the Board view', () => {
  it('opens from anywhere through showBoard (the menu calls it too)', () => {
    useNavigation.setState({ selectedId: 'a', view: 'settings' })
    showBoard()
    expect(useNavigation.getState()).toMatchObject({ view: 'board', selectedId: 'a' })
  })
})
