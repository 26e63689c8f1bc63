/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import { resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import { startHarness } from '../src/harness/server'
import { launchChromium } from '../test/helpers/browser'
import { writeProfilesFixture } from './profiles10k.bench'
import { median, ms, type BenchSection } from './report'

const root = resolve(import.meta.dirname, '..')
const IDLE_SECONDS = 10

/** The real UI over the harness in headless Chromium with 10,000 profiles. */
export async function uiBench(dataDir: string): Promise<BenchSection> {
  await writeProfilesFixture(dataDir, Date.now())
  const harness = await startHarness({
    port: 0,
    dataDir,
    rendererDir: resolve(root, 'out/renderer'),
    bridgeFile: resolve(root, 'out/harness/bridge.js'),
    version: 'bench',
  })
  const browser = await launchChromium()
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    const rows = page.getByRole('navigation', { name: 'Profiles' }).getByRole('button')
    const start = performance.now()
    await page.goto(harness.url)
    await rows.first().waitFor()
    const openMs = performance.now() - start
    const rendered = await rows.count()

    // Scroll the list 150 times by a screenful, one step per animation frame.
    const frames = await page.evaluate(async () => {
      const nav = document.querySelector('nav[aria-label="Profiles"]')
      const scroller = [nav, ...(nav?.querySelectorAll('*') ?? [])].find(
        (el): el is HTMLElement =>
          el instanceof HTMLElement && el.scrollHeight > el.clientHeight + 10,
      )
      if (!scroller) return []
      const times: number[] = []
      let last = performance.now()
      for (let i = 0; i < 150; i++) {
        scroller.scrollTop += 600
        await new Promise(requestAnimationFrame)
        const now = performance.now()
        times.push(now - last)
        last = now
      }
      return times
    })
    const sorted = [...frames].sort((a, b) => a - b)
    const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? Number.NaN

    // Idle: main-thread task time over 10 s with every countdown ticking.
    await page.evaluate(() =>
      document.querySelector('nav[aria-label="Profiles"] *')?.scrollTo?.(0, 0),
    )
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Performance.enable')
    const taskSeconds = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')
        ?.value ?? 0
    const before = await taskSeconds()
    await page.waitForTimeout(IDLE_SECONDS * 1000)
    const idleCpu = ((await taskSeconds()) - before) / IDLE_SECONDS

    return {
      title: 'UI with 10,000 profiles (headless Chromium, browser harness)',
      method: `The built renderer served by the harness over a data folder with 10,000 profiles. Open: from navigation until the first profile row is shown (includes loading and transferring all profiles). Scroll: 150 steps of 600 px, one per animation frame. Idle: main-thread task time over ${IDLE_SECONDS} s with the window idle and every visible countdown ticking.`,
      rows: [
        { name: 'List open', value: ms(openMs) },
        {
          name: 'Profile rows in the DOM',
          value: `${rendered} of 10,000`,
          note: 'virtualized list',
        },
        {
          name: 'Frame time while scrolling, median',
          value: ms(median(frames)),
          target: '≈ 16.7 ms (60 fps)',
        },
        { name: 'Frame time while scrolling, 95th percentile', value: ms(p95) },
        {
          name: 'Idle main-thread CPU',
          value: `${(idleCpu * 100).toFixed(2)} %`,
          target: 'almost none',
        },
      ],
    }
  } finally {
    await browser.close()
    await harness.close()
  }
}
