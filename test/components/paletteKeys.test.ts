import { describe, expect, it } from 'vitest'
import { paletteFind, profileActions } from '../../src/renderer/src/lib/paletteEntries'
import { movedTo, paletteKey, type PaletteStep } from '../../src/renderer/src/lib/paletteKeys'
import { profileRow } from '../../src/shared/model/profile'
import { profileViewFixture } from '../fixtures/profile'

const find: PaletteStep = { kind: 'find' }
const act: PaletteStep = { kind: 'act', profileId: 'w1', name: 'Wayne portal' }
const [profile] = paletteFind(
  [profileRow(profileViewFixture({ id: 'w1', name: 'Wayne portal' }))],
  'wayne',
).entries
const [command] = paletteFind([], 'settings').entries
const [action] = profileActions()
const key = (k: string, shiftKey = false) => ({ key: k, shiftKey })

describe('the quick switcher keys', () => {
  it('moves with the arrows and runs with Enter, whatever is highlighted', () => {
    expect(paletteKey(key('ArrowDown'), find, profile, 'w')).toEqual({ kind: 'move', by: 1 })
    expect(paletteKey(key('ArrowUp'), act, action, '')).toEqual({ kind: 'move', by: -1 })
    expect(paletteKey(key('Enter'), find, undefined, 'zzz')).toEqual({ kind: 'run' })
  })

  it('opens a profile’s actions with → or Tab, not with Shift+Tab or on a command', () => {
    const toActions = { kind: 'go', to: act }
    expect(paletteKey(key('ArrowRight'), find, profile, 'wayne')).toEqual(toActions)
    expect(paletteKey(key('Tab'), find, profile, 'wayne')).toEqual(toActions)
    expect(paletteKey(key('Tab', true), find, profile, 'wayne')).toBeNull()
    expect(paletteKey(key('ArrowRight'), find, command, 'settings')).toBeNull()
    expect(paletteKey(key('Tab'), find, undefined, 'zzz')).toBeNull()
  })

  it('goes back from the actions with ←, or Backspace in an empty field only', () => {
    expect(paletteKey(key('ArrowLeft'), act, action, 'co')).toEqual({ kind: 'go', to: find })
    expect(paletteKey(key('Backspace'), act, action, '')).toEqual({ kind: 'go', to: find })
    expect(paletteKey(key('Backspace'), act, action, 'co')).toBeNull()
    // In the first step these keys are the field's own (caret, deleting).
    expect(paletteKey(key('ArrowLeft'), find, profile, 'wayne')).toBeNull()
    expect(paletteKey(key('Backspace'), find, profile, '')).toBeNull()
    expect(paletteKey(key('a'), find, profile, 'wayne')).toBeNull()
  })

  it('wraps round the list, and stays on 0 when it is empty', () => {
    expect(movedTo(0, -1, 3)).toBe(2)
    expect(movedTo(2, 1, 3)).toBe(0)
    expect(movedTo(1, 1, 3)).toBe(2)
    expect(movedTo(0, 1, 0)).toBe(0)
  })
})
