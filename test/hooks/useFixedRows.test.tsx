import { act, render } from '@testing-library/react'
import { useRef } from 'react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowWindow, scrollFor, useFixedRows } from '../../src/renderer/src/hooks/useFixedRows'

const ROW = 34
const HEAD = 36

describe('rowWindow', () => {
  it('is the rows the box shows below its header, from its top to its foot', () => {
    // 600 px tall at the top: the header, then rows 0 to 16 (the last cut by the foot).
    expect(rowWindow(0, 600, ROW, HEAD)).toEqual({ first: 0, end: 17 })
    // Scrolled by 10 rows: rows 9 (under the header) to 27.
    expect(rowWindow(340, 600, ROW, HEAD)).toEqual({ first: 8, end: 27 })
    // A box with no height yet shows nothing past where it is.
    expect(rowWindow(0, 0, ROW, HEAD)).toEqual({ first: 0, end: 0 })
  })
})

describe('scrollFor', () => {
  const box = { scrollTop: 340, clientHeight: 600 }
  it('leaves a row already whole in view where it is', () => {
    expect(scrollFor(12, box, ROW, HEAD)).toBeNull()
  })
  it('brings a row under the header out just below it', () => {
    // Row 9 starts at 306 in the rows: under the header while the box is at 340.
    expect(scrollFor(9, box, ROW, HEAD)).toBe(306)
  })
  it('brings a row past the foot up to it', () => {
    // Row 30 ends at 36 + 31 × 34 = 1090: the box's foot must reach it.
    expect(scrollFor(30, box, ROW, HEAD)).toBe(1090 - 600)
  })
})

function List({ count, onRender }: { count: number; onRender: (indexes: number[]) => void }) {
  const box = useRef<HTMLDivElement>(null)
  const rows = useFixedRows({ count, rowHeight: ROW, offset: HEAD, overscan: 2, scrollRef: box })
  onRender(rows.items.map((item) => item.index))
  return (
    <div ref={box} data-testid="box" data-total={rows.totalSize}>
      {rows.items.map((item) => (
        <div key={item.index} style={{ top: item.top }} />
      ))}
    </div>
  )
}

// jsdom lays nothing out: the box is 600 px tall, and scrolls where it is told.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset['testid'] === 'box' ? 600 : 0
    },
  })
})
afterAll(() => {
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight
})

const scrollTo = (box: HTMLElement, top: number) => {
  Object.defineProperty(box, 'scrollTop', { configurable: true, value: top })
  act(() => box.dispatchEvent(new Event('scroll')))
}

describe('useFixedRows', () => {
  it('renders the rows in view and a few either side, again only when they change', () => {
    const renders: number[][] = []
    const { getByTestId } = render(<List count={50_000} onRender={(r) => renders.push(r)} />)
    const box = getByTestId('box')
    // Before the box is read, only the overscan; then the box's rows 0 to 16, two more below.
    expect(renders).toEqual([[0, 1], Array.from({ length: 19 }, (_, i) => i)])
    expect(box.dataset['total']).toBe(String(50_000 * ROW))
    // Scrolled by less than a row: the same rows, no render.
    scrollTo(box, 10)
    expect(renders).toHaveLength(2)
    // Past them: the rows in view now (7, under the header, to 25), two either side.
    scrollTo(box, 34 * 9)
    expect(renders.at(-1)).toEqual(Array.from({ length: 23 }, (_, i) => i + 5))
    // Far down: the rows there.
    scrollTo(box, 34 * 40_000)
    // Row 39,998 is under the header (rows start 36 px down), two more above it.
    expect(renders.at(-1)?.[0]).toBe(39_998 - 2)
    expect(renders.at(-1)?.length).toBeLessThan(25)
  })

  it('shows the last rows, not none, when the rows shrink below where the box is scrolled', () => {
    const renders: number[][] = []
    const { container, rerender } = render(
      <List count={50_000} onRender={(r) => renders.push(r)} />,
    )
    scrollTo(container.querySelector('[data-testid=box]') as HTMLElement, 34 * 40_000)
    rerender(<List count={30} onRender={(r) => renders.push(r)} />)
    // The box's 18 rows in view, and two above them: the last 20 of 30.
    expect(renders.at(-1)).toEqual(Array.from({ length: 21 }, (_, i) => i + 9))
  })

  it('never renders a row past the count', () => {
    const renders: number[][] = []
    render(<List count={3} onRender={(r) => renders.push(r)} />)
    expect(renders.at(-1)).toEqual([0, 1, 2])
  })
})
