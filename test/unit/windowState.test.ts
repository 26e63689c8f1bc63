import { EventEmitter } from 'node:events'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import Conf from 'conf'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createLogger } from '../../src/main/core/log/logger'
import { cachedStore } from '../../src/main/core/storage/cachedStore'
import { storeOptions } from '../../src/main/core/storage/storeOptions'
import type { Rect, SavedWindow, ScreenLayout } from '../../src/main/core/window/windowPlacement'
import {
  MAX_LAYOUTS,
  memoryStore,
  openWindowStateStore,
  WindowStateStore,
} from '../../src/main/core/window/windowStateStore'
import {
  SAVE_DELAY_MS,
  trackWindowState,
  type TrackedWindow,
} from '../../src/main/core/window/windowStateTracker'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()

const display = (id: number, x: number, scaleFactor = 1) => ({
  id,
  bounds: { x, y: 0, width: 1920, height: 1080 },
  workArea: { x, y: 0, width: 1920, height: 1040 },
  scaleFactor,
})
const single: ScreenLayout = { displays: [display(1, 0)], primaryId: 1 }
const dual: ScreenLayout = { displays: [display(1, 0), display(2, 1920)], primaryId: 1 }
const state = (x: number, mode: SavedWindow['mode'] = 'normal', displayId = 1): SavedWindow => ({
  bounds: { x, y: 50, width: 1000, height: 700 },
  mode,
  displayId,
  scaleFactor: 1,
})

const fileIn = (dir: string) => join(dir, 'window-state.json')
const openIn = (dir: string, log = createLogger({ write: () => undefined })) =>
  openWindowStateStore(
    fileIn(dir),
    () =>
      cachedStore(
        fileIn(dir),
        () => new Conf<Record<string, unknown>>({ ...storeOptions('window-state'), cwd: dir }),
      ),
    () => Date.UTC(2026, 0, 1),
    log,
  )

describe('WindowStateStore', () => {
  it('remembers per monitor set-up, across restarts', () => {
    const dir = newDir()
    const store = openIn(dir)
    expect(store.saved(single)).toBeNull()
    store.remember(single, state(10))
    store.remember(dual, state(2000, 'maximized', 2))

    const reopened = openIn(dir)
    expect(reopened.saved(single)).toEqual(state(10))
    expect(reopened.saved(dual)).toEqual(state(2000, 'maximized', 2))
  })

  it('uses the last state saved for a set-up it has not seen', () => {
    const store = openIn(newDir())
    store.remember(single, state(10))
    store.remember(dual, state(2000, 'normal', 2))
    const third: ScreenLayout = { displays: [display(9, 0, 2)], primaryId: 9 }
    expect(store.saved(third)).toEqual(state(2000, 'normal', 2))
  })

  it(`keeps the ${MAX_LAYOUTS} most recent set-ups`, () => {
    const dir = newDir()
    const store = openIn(dir)
    const layouts = Array.from({ length: MAX_LAYOUTS + 2 }, (_, i) => ({
      displays: [display(100 + i, 0)],
      primaryId: 100 + i,
    }))
    layouts.forEach((layout, i) => store.remember(layout, state(i, 'normal', 100 + i)))
    store.remember(layouts[3]!, state(333, 'normal', 103)) // used again: now the newest
    const saved = JSON.parse(readFileSync(fileIn(dir), 'utf8')).window
    expect(Object.keys(saved.byLayout)).toHaveLength(MAX_LAYOUTS)
    const reopened = openIn(dir)
    // The two oldest not used since are gone (they fall back to the last state).
    expect(reopened.saved(layouts[0]!)).toEqual(state(333, 'normal', 103))
    expect(reopened.saved(layouts[1]!)).toEqual(state(333, 'normal', 103))
    expect(reopened.saved(layouts[2]!)).toEqual(state(2, 'normal', 102))
  })

  it('starts with defaults, without a crash, from a file that is not JSON; the file is set aside', () => {
    const dir = newDir()
    writeFileSync(fileIn(dir), '{"window": {"byLa')
    const lines: string[] = []
    const store = openIn(dir, createLogger({ write: (line) => lines.push(line) }))
    expect(store.saved(single)).toBeNull()
    expect(lines[0]).toMatch(
      /WARN {2}The saved window position could not be read \(DamagedStoreError\)/,
    )
    expect(readdirSync(dir).sort()).toEqual([
      'window-state.unreadable-2026-01-01T00-00-00-000Z.json',
    ])
    store.remember(single, state(10))
    expect(openIn(dir).saved(single)).toEqual(state(10))
  })

  it.each([
    ['not an object', 'oops'],
    ['wrong types', { byLayout: { k: { bounds: { x: 'a' } } }, last: [1, 2] }],
    [
      'impossible numbers',
      {
        last: {
          bounds: { x: 1e12, y: 0, width: 100, height: 100 },
          mode: 'normal',
          displayId: 1,
          scaleFactor: 1,
        },
      },
    ],
    [
      'a negative size',
      {
        last: {
          bounds: { x: 0, y: 0, width: -5, height: 100 },
          mode: 'normal',
          displayId: 1,
          scaleFactor: 1,
        },
      },
    ],
    [
      'an unknown mode',
      {
        last: {
          bounds: { x: 0, y: 0, width: 5, height: 100 },
          mode: 'minimized',
          displayId: 1,
          scaleFactor: 1,
        },
      },
    ],
  ])('treats %s as nothing remembered', (_label, window) => {
    const dir = newDir()
    writeFileSync(fileIn(dir), JSON.stringify({ window }))
    expect(openIn(dir).saved(single)).toBeNull()
  })

  it('keeps the good entries of a partly damaged file', () => {
    const dir = newDir()
    openIn(dir).remember(single, state(10))
    const doc = JSON.parse(readFileSync(fileIn(dir), 'utf8'))
    doc.window.byLayout.garbage = { bounds: null }
    writeFileSync(fileIn(dir), JSON.stringify(doc))
    expect(openIn(dir).saved(single)).toEqual(state(10))
  })

  it('logs a failed write and carries on in memory', () => {
    const lines: string[] = []
    const store = new WindowStateStore(
      {
        ...memoryStore(),
        set: () => {
          throw Object.assign(new Error('EROFS: read-only file system'), { name: 'Error' })
        },
      },
      createLogger({ write: (line) => lines.push(line) }),
    )
    expect(() => store.remember(single, state(10))).not.toThrow()
    expect(store.saved(single)).toEqual(state(10))
    expect(lines[0]).toMatch(/Could not save the window position/)
  })

  it('runs with defaults when the file can be neither read nor replaced', () => {
    const store = openWindowStateStore(
      join(newDir(), 'missing-folder', 'window-state.json'),
      () => {
        throw new Error('EACCES')
      },
      Date.now,
    )
    expect(store.saved(single)).toBeNull()
    store.remember(single, state(10))
    expect(store.saved(single)).toEqual(state(10))
  })
})

/** A BrowserWindow stand-in: its state and the events Electron would fire. */
class FakeWindow extends EventEmitter implements TrackedWindow {
  bounds: Rect = { x: 10, y: 50, width: 1000, height: 700 }
  maximized = false
  fullScreen = false
  minimized = false
  destroyed = false
  getNormalBounds = () => ({ ...this.bounds })
  isMaximized = () => this.maximized
  isFullScreen = () => this.fullScreen
  isMinimized = () => this.minimized
  isDestroyed = () => this.destroyed
}

describe('trackWindowState', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  function tracked() {
    const window = new FakeWindow()
    const store = new WindowStateStore(memoryStore())
    const remember = vi.spyOn(store, 'remember')
    trackWindowState(window, () => dual, store)
    return { window, store, remember }
  }

  it('saves once, shortly after a drag ends, with the final bounds', () => {
    const { window, store, remember } = tracked()
    for (let x = 10; x <= 400; x += 10) {
      window.bounds = { ...window.bounds, x }
      window.emit('move')
      vi.advanceTimersByTime(20)
    }
    expect(remember).not.toHaveBeenCalled()
    vi.advanceTimersByTime(SAVE_DELAY_MS)
    expect(remember).toHaveBeenCalledTimes(1)
    expect(store.saved(dual)).toEqual(state(400))
  })

  it('records the monitor the window is on', () => {
    const { window, store } = tracked()
    window.bounds = { x: 2500, y: 100, width: 800, height: 600 }
    window.emit('resize')
    vi.advanceTimersByTime(SAVE_DELAY_MS)
    expect(store.saved(dual)?.displayId).toBe(2)
  })

  it('saves at once on close', () => {
    const { window, store } = tracked()
    window.bounds = { ...window.bounds, x: 77 }
    window.emit('close')
    expect(store.saved(dual)).toEqual(state(77))
  })

  it('keeps the normal bounds with the maximized or full-screen mode', () => {
    const { window, store } = tracked()
    window.maximized = true
    window.emit('maximize')
    vi.advanceTimersByTime(SAVE_DELAY_MS)
    expect(store.saved(dual)).toEqual(state(10, 'maximized'))
    window.fullScreen = true
    window.emit('enter-full-screen')
    vi.advanceTimersByTime(SAVE_DELAY_MS)
    expect(store.saved(dual)).toEqual(state(10, 'fullscreen'))
  })

  it('does not remember a minimized window, or touch a destroyed one', () => {
    const { window, remember } = tracked()
    window.minimized = true
    window.emit('close')
    window.minimized = false
    window.emit('move')
    window.destroyed = true
    window.getNormalBounds = () => {
      throw new Error('Object has been destroyed')
    }
    expect(() => vi.advanceTimersByTime(SAVE_DELAY_MS)).not.toThrow()
    expect(remember).not.toHaveBeenCalled()
  })
})
