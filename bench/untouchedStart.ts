import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { attach, connectTo, paintTimes, type DevTools, type PaintTimes } from './devtools'
import { CHROMIUM_FLAGS, chromiumPath, noChromiumMessage } from '../test/helpers/browser'

/** Long enough for any start here (they take about a second); then the page is read. */
const LOAD_WAIT_MS = 4_000

/** The flags every browser test runs Chromium with, the window the size the UI bench uses. */
const FLAGS = [...CHROMIUM_FLAGS, '--window-size=1280,800']

/**
 * A window's start with nothing attached to it: a fresh Chromium (its own
 * profile) is launched on a blank page, `settled()` is awaited (its own start
 * over), then its blank page is navigated to `url` through the browser's
 * DevTools endpoint, which leaves the page at once, no domain enabled. Only
 * once the start is over does it attach again, to read the Element Timing
 * entries the page recorded (`names`).
 *
 * Playwright attaches to every page from its first moment with DevTools'
 * Runtime domain on, and V8 then records a detailed stack for every Error
 * made: react-dom makes five as its module loads, the first of which has V8
 * parse the whole bundle again for its source positions (40 to 80 ms of the
 * window's first task in a trace here), which no window of the app pays.
 */
export async function untouchedStart(
  url: string,
  names: readonly string[],
  settled: () => Promise<void>,
): Promise<PaintTimes> {
  if (!chromiumPath) throw new Error(noChromiumMessage)
  const profile = mkdtempSync(join(tmpdir(), 'td-bench-chromium-'))
  const chromium = spawn(
    chromiumPath,
    [...FLAGS, `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'],
    {
      stdio: 'ignore',
    },
  )
  try {
    const devtools = await connect(profile)
    try {
      await settled()
      // Its first tab, the blank page it opened with (its renderer already running, as a
      // window's is when its page starts loading): navigated, and left at once.
      const { targetInfos } = await devtools.send<{
        targetInfos: { targetId: string; type: string }[]
      }>('Target.getTargets')
      const targetId = targetInfos.find((t) => t.type === 'page')?.targetId
      if (targetId === undefined) throw new Error('Chromium opened no page')
      const navigating = await attach(devtools, targetId)
      await devtools.send('Page.navigate', { url }, navigating)
      await devtools.send('Target.detachFromTarget', { sessionId: navigating })
      await new Promise((resolve) => setTimeout(resolve, LOAD_WAIT_MS))
      const sessionId = await attach(devtools, targetId)
      return await paintTimes(devtools, sessionId, names)
    } finally {
      // Closed as a user closes it: every helper process gone before its profile is removed.
      await devtools.send('Browser.close').catch(() => undefined)
      devtools.close()
    }
  } finally {
    if (chromium.exitCode === null && chromium.signalCode === null) {
      const exited = new Promise((resolve) => chromium.once('exit', resolve))
      chromium.kill()
      await exited
    }
    await removeProfile(profile)
  }
}

/** Its helper processes may still be writing to it for a moment after the browser exits. */
async function removeProfile(profile: string): Promise<void> {
  for (let tries = 1; ; tries++) {
    try {
      rmSync(profile, { recursive: true, force: true })
      return
    } catch (error) {
      if (tries === 50) throw error
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}

/** The browser's DevTools endpoint (DevToolsActivePort in its profile), over WebSocket. */
async function connect(profile: string): Promise<DevTools> {
  const portFile = join(profile, 'DevToolsActivePort')
  const deadline = Date.now() + 10_000
  while (!existsSync(portFile) || readFileSync(portFile, 'utf8').split('\n').length < 2) {
    if (Date.now() > deadline)
      throw new Error('Chromium did not open its DevTools port within 10 s')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  const [port, path] = readFileSync(portFile, 'utf8').split('\n')
  return connectTo(`ws://127.0.0.1:${port}${path}`)
}
