import { describe, expect, it } from 'vitest'
import {
  displayFor,
  layoutKey,
  placeWindow,
  titleBarVisible,
  type DisplayInfo,
  type SavedWindow,
  type ScreenLayout,
} from '../../src/main/core/window/windowPlacement'

const size = { width: 1180, height: 760, minWidth: 760, minHeight: 480 }

/** A laptop with a menu bar on top, primary. */
const laptop: DisplayInfo = {
  id: 1,
  bounds: { x: 0, y: 0, width: 1440, height: 900 },
  workArea: { x: 0, y: 25, width: 1440, height: 875 },
  scaleFactor: 2,
}
/** A monitor to its right with a task bar at the bottom. */
const monitor: DisplayInfo = {
  id: 2,
  bounds: { x: 1440, y: 0, width: 2560, height: 1440 },
  workArea: { x: 1440, y: 0, width: 2560, height: 1400 },
  scaleFactor: 1,
}
const docked: ScreenLayout = { displays: [laptop, monitor], primaryId: 1 }
const undocked: ScreenLayout = { displays: [laptop], primaryId: 1 }

const saved = (
  bounds: SavedWindow['bounds'],
  display: DisplayInfo,
  mode: SavedWindow['mode'] = 'normal',
): SavedWindow => ({ bounds, mode, displayId: display.id, scaleFactor: display.scaleFactor })

describe('placeWindow', () => {
  it('opens a first window at the default size, centred on the primary work area', () => {
    expect(placeWindow(null, docked, size)).toEqual({
      bounds: { x: 130, y: 83, width: 1180, height: 760 },
      mode: 'normal',
    })
  })

  it('restores the saved bounds and mode when their monitor is there', () => {
    const onMonitor = saved({ x: 2000, y: 200, width: 1300, height: 900 }, monitor, 'maximized')
    expect(placeWindow(onMonitor, docked, size)).toEqual({
      bounds: onMonitor.bounds,
      mode: 'maximized',
    })
  })

  it('moves the window to the primary monitor when its monitor is gone, keeping its size', () => {
    const onMonitor = saved({ x: 2000, y: 200, width: 1200, height: 800 }, monitor)
    expect(placeWindow(onMonitor, undocked, size)).toEqual({
      bounds: { x: 120, y: 63, width: 1200, height: 800 },
      mode: 'normal',
    })
  })

  it('…and shrinks it to fit there; a full-screen window stays full screen', () => {
    const big = saved({ x: 1500, y: 0, width: 2500, height: 1400 }, monitor, 'fullscreen')
    expect(placeWindow(big, undocked, size)).toEqual({
      bounds: { x: 0, y: 25, width: 1440, height: 875 },
      mode: 'fullscreen',
    })
  })

  it('pulls a partly off-screen window fully onto its monitor', () => {
    // Only 140 px of the title bar are on the laptop: enough to grab, so it stays there.
    const hanging = saved({ x: 1300, y: 300, width: 1180, height: 760 }, laptop)
    expect(placeWindow(hanging, undocked, size).bounds).toEqual({
      x: 260,
      y: 140,
      width: 1180,
      height: 760,
    })
  })

  it('moves a window whose title bar is on no screen to the primary monitor', () => {
    const cases: SavedWindow['bounds'][] = [
      { x: -5000, y: -5000, width: 1000, height: 700 }, // nowhere at all
      { x: 100, y: -650, width: 1000, height: 700 }, // body visible, title bar above the screen
      { x: 100, y: 890, width: 1000, height: 700 }, // title bar below the laptop's work area
      { x: 1400, y: 300, width: 1000, height: 700 }, // only 40 px of title bar on the laptop
    ]
    for (const bounds of cases) {
      expect(placeWindow(saved(bounds, laptop), undocked, size).bounds).toEqual({
        x: 220,
        y: 113,
        width: 1000,
        height: 700,
      })
    }
  })

  it('keeps a title bar half-hidden under the top edge, moving it down', () => {
    const tucked = saved({ x: 100, y: 10, width: 1000, height: 700 }, laptop)
    expect(placeWindow(tucked, undocked, size).bounds).toEqual({
      x: 100,
      y: 25,
      width: 1000,
      height: 700,
    })
  })

  it('fits the window into a monitor whose work area became smaller', () => {
    const smaller: DisplayInfo = {
      ...monitor,
      bounds: { x: 1440, y: 0, width: 1280, height: 720 },
      workArea: { x: 1440, y: 0, width: 1280, height: 680 },
    }
    const before = saved({ x: 1500, y: 100, width: 1400, height: 1000 }, monitor)
    expect(placeWindow(before, { displays: [laptop, smaller], primaryId: 1 }, size).bounds).toEqual(
      { x: 1440, y: 0, width: 1280, height: 680 },
    )
  })

  it('follows a change of DPI scale on the same monitor (smaller in device-independent pixels)', () => {
    const at100: DisplayInfo = {
      id: 7,
      bounds: { x: 0, y: 0, width: 1920, height: 1080 },
      workArea: { x: 0, y: 0, width: 1920, height: 1040 },
      scaleFactor: 1,
    }
    const at200: DisplayInfo = {
      id: 7,
      bounds: { x: 0, y: 0, width: 960, height: 540 },
      workArea: { x: 0, y: 0, width: 960, height: 520 },
      scaleFactor: 2,
    }
    const before = saved({ x: 300, y: 100, width: 1180, height: 760 }, at100)
    expect(placeWindow(before, { displays: [at200], primaryId: 7 }, size).bounds).toEqual({
      x: 0,
      y: 0,
      width: 960,
      height: 520,
    })
  })

  it('keeps the minimum size where the work area allows it', () => {
    const tiny = saved({ x: 100, y: 100, width: 200, height: 100 }, laptop)
    expect(placeWindow(tiny, undocked, size).bounds).toEqual({
      x: 100,
      y: 100,
      width: 760,
      height: 480,
    })
  })

  it('moves the window to another monitor its title bar is on when its own no longer shows it', () => {
    // Saved as on the laptop, but the bounds now lie on the monitor.
    const moved = saved({ x: 2000, y: 300, width: 1000, height: 700 }, laptop)
    expect(placeWindow(moved, docked, size).bounds).toEqual(moved.bounds)
  })

  it('gives Electron the default size when no monitor is reported', () => {
    expect(placeWindow(null, { displays: [], primaryId: 0 }, size)).toEqual({
      bounds: { x: 0, y: 0, width: 1180, height: 760 },
      mode: 'normal',
    })
  })
})

describe('titleBarVisible', () => {
  const area = { x: 0, y: 0, width: 1000, height: 800 }
  it.each([
    [{ x: 0, y: 0, width: 500, height: 400 }, true],
    [{ x: 872, y: 0, width: 500, height: 400 }, true], // 128 px of title bar
    [{ x: 873, y: 0, width: 500, height: 400 }, false],
    [{ x: 0, y: -16, width: 500, height: 400 }, true], // half the title bar
    [{ x: 0, y: -17, width: 500, height: 400 }, false],
    [{ x: 0, y: 784, width: 500, height: 400 }, true],
    [{ x: 0, y: 785, width: 500, height: 400 }, false],
    [{ x: 950, y: 0, width: 50, height: 400 }, true], // a narrow window, wholly on screen
  ])('%j → %s', (bounds, visible) => {
    expect(titleBarVisible(bounds, area)).toBe(visible)
  })
})

describe('displayFor and layoutKey', () => {
  it('finds the monitor showing most of a window', () => {
    expect(displayFor({ x: 1000, y: 0, width: 1000, height: 500 }, docked)?.id).toBe(2)
    expect(displayFor({ x: 900, y: 0, width: 1000, height: 500 }, docked)?.id).toBe(1)
    expect(displayFor({ x: -9000, y: 0, width: 10, height: 10 }, docked)?.id).toBe(1)
  })

  it('names a monitor set-up independently of order, and tells set-ups apart', () => {
    expect(layoutKey(docked)).toBe(layoutKey({ displays: [monitor, laptop], primaryId: 1 }))
    expect(layoutKey(docked)).not.toBe(layoutKey(undocked))
    expect(layoutKey(undocked)).not.toBe(
      layoutKey({ displays: [{ ...laptop, scaleFactor: 1 }], primaryId: 1 }),
    )
  })
})
