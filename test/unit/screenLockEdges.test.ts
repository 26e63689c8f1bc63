import { describe, expect, it } from 'vitest'
import {
  screenLockStep,
  type LockedStates,
  type LockSignal,
} from '../../src/main/core/lock/screenLockEdges'

/** Plays signals in order and says which ones secured. */
function play(signals: LockSignal[], start: LockedStates = {}): boolean[] {
  let states = start
  return signals.map((signal) => {
    const next = screenLockStep(states, signal)
    states = next.states
    return next.secure
  })
}

const hint = (locked: boolean, initial?: boolean): LockSignal => ({
  kind: 'state',
  source: 'logind LockedHint',
  locked,
  ...(initial ? { initial } : {}),
})
const saver = (locked: boolean): LockSignal => ({ kind: 'state', source: 'org.gnome.ScreenSaver', locked }) // prettier-ignore
const lockEvent: LockSignal = { kind: 'event' }

describe('when a screen lock secures', () => {
  it('one lock told two ways (GNOME, KDE) secures once; the next lock after an unlock again', () => {
    expect(play([saver(true), hint(true), saver(false), hint(false), hint(true), saver(true)])).toEqual([true, false, false, false, true, false]) // prettier-ignore
  })

  it('a lock event secures each time, unless a state already says the screen is locked', () => {
    expect(play([lockEvent, lockEvent])).toEqual([true, true])
    expect(play([hint(true), lockEvent, hint(false), lockEvent])).toEqual([
      true,
      false,
      false,
      true,
    ])
  })

  it('a state read at start is not a lock; its change afterwards is', () => {
    expect(play([hint(true, true), hint(false), hint(true)])).toEqual([false, false, true])
    expect(play([hint(false, true), hint(true)])).toEqual([false, true])
  })

  it('an unlock from one source keeps the screen locked while another still says so', () => {
    expect(play([hint(true), saver(true), saver(false), saver(true)])).toEqual([true, false, false, false]) // prettier-ignore
  })
})
