import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ResizableSidebar } from '../../src/renderer/src/components/ResizableSidebar'
import { useSidebar } from '../../src/renderer/src/store/sidebar'
import { resetAll } from './fixtures'

const KEY = 'token-desk:sidebar-width'

/** jsdom's window is as wide as a test says; a resize event tells the page. */
function windowWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true })
  act(() => window.dispatchEvent(new Event('resize')))
}

function showSidebar() {
  render(
    <div className="layout">
      <ResizableSidebar>
        <p>The list</p>
      </ResizableSidebar>
    </div>,
  )
  const splitter = screen.getByRole('separator', { name: 'Resize the profile list' })
  const sidebar = document.querySelector<HTMLElement>('aside.sidebar')!
  const value = () => ({
    now: Number(splitter.getAttribute('aria-valuenow')),
    min: Number(splitter.getAttribute('aria-valuemin')),
    max: Number(splitter.getAttribute('aria-valuemax')),
    shown: sidebar.style.getPropertyValue('--sidebar-width'),
  })
  return { splitter, sidebar, value }
}

beforeEach(() => {
  localStorage.clear()
  windowWidth(1280)
})
afterEach(() => {
  resetAll()
  localStorage.clear()
})

describe('the splitter between the sidebar and the main pane', () => {
  it('is a focusable vertical separator whose value is the sidebar’s width, controlling it', () => {
    const { splitter, sidebar, value } = showSidebar()
    expect(splitter.getAttribute('aria-orientation')).toBe('vertical')
    expect(splitter.tabIndex).toBe(0)
    expect(splitter.getAttribute('aria-controls')).toBe(sidebar.id)
    expect(sidebar.id).not.toBe('')
    // 1280 px: at most 60 % of the window (768), leaving the pane 440 (840): 768.
    expect(value()).toEqual({ now: 320, min: 256, max: 768, shown: '320px' })
  })

  it('resizes with the arrow keys (Shift: a bigger step), Home and End, and Enter folds and unfolds', async () => {
    const { splitter, value } = showSidebar()
    splitter.focus()
    const user = userEvent.setup()
    await user.keyboard('{ArrowRight}')
    expect(value().now).toBe(336)
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}')
    expect(value().now).toBe(400)
    await user.keyboard('{ArrowLeft}')
    expect(value()).toMatchObject({ now: 384, shown: '384px' })
    await user.keyboard('{End}')
    expect(value().now).toBe(768)
    await user.keyboard('{ArrowRight}')
    expect(value().now).toBe(768)
    await user.keyboard('{Home}')
    expect(value().now).toBe(256)
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}')
    expect(value().now).toBe(256)
    // Enter: folded to the narrowest, then back to the width it had.
    await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{/Shift}')
    expect(value().now).toBe(384)
    await user.keyboard('{Enter}')
    expect(value().now).toBe(256)
    await user.keyboard('{Enter}')
    expect(value().now).toBe(384)
    // Keys with Ctrl belong to the app's shortcuts, not the splitter.
    await user.keyboard('{Control>}{ArrowRight}{/Control}')
    expect(value().now).toBe(384)
  })

  it('goes back to the default width on a double-click', () => {
    useSidebar.setState({ width: 600 })
    const { splitter, value } = showSidebar()
    expect(value().now).toBe(600)
    fireEvent.doubleClick(splitter)
    expect(value().now).toBe(320)
  })

  it('keeps the width within what the window allows, and gives it back when the window grows', () => {
    useSidebar.setState({ width: 700 })
    const { value } = showSidebar()
    expect(value()).toMatchObject({ now: 700, max: 768 })
    // 900 px: 60 % is 540, the pane's 440 leaves 460.
    windowWidth(900)
    expect(value()).toEqual({ now: 460, min: 256, max: 460, shown: '460px' })
    // Narrower still: never below the narrowest sidebar.
    windowWidth(600)
    expect(value()).toMatchObject({ now: 256, min: 256, max: 256 })
    windowWidth(1280)
    expect(value().now).toBe(700)
  })

  it('remembers the width on this machine, and a new window starts with it', async () => {
    const { splitter } = showSidebar()
    splitter.focus()
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}')
    expect(localStorage.getItem(KEY)).toBe('384')

    vi.resetModules()
    const fresh = await import('../../src/renderer/src/store/sidebar')
    expect(fresh.useSidebar.getState().width).toBe(384)
    // Something that is not a width (edited by hand, an old version) gives the default.
    for (const saved of ['wide', '0', '-12', '384.5', '']) {
      localStorage.setItem(KEY, saved)
      vi.resetModules()
      const again = await import('../../src/renderer/src/store/sidebar')
      expect(again.useSidebar.getState().width).toBe(320)
    }
  })

  it('shows a width remembered below today’s least (240 px, the least before) at the least', async () => {
    localStorage.setItem(KEY, '240')
    vi.resetModules()
    const fresh = await import('../../src/renderer/src/store/sidebar')
    expect(fresh.useSidebar.getState().width).toBe(240)
    useSidebar.setState({ width: fresh.useSidebar.getState().width })
    const { value } = showSidebar()
    expect(value()).toMatchObject({ now: 256, shown: '256px' })
  })
})
