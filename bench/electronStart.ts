/**
 * `npm run bench:electron`: the first profile row of the app's start in real
 * Electron, where Electron runs (the CI workflow, on Linux, macOS and
 * Windows; our own machines cannot download it). Prints a Markdown section,
 * and appends it to the job summary when GITHUB_STEP_SUMMARY is set.
 *
 * The UI benchmark (ui.bench.ts) times the same row in Chromium over the
 * harness with a fresh browser profile each start: no V8 code cache, as the
 * first start after an install. The app registers app:// with `codeCache`
 * and asks V8 to cache from the first run (`v8CacheOptions`), so every later
 * start reads compiled code from its data folder: only real Electron can
 * show what that is worth, and this is where it is measured.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { describeProblem, electronBinary } from '../scripts/electron-binary.mjs'
import { ELEMENT_TIMING } from '../src/shared/window/elementTiming'
import { writeDataFolder } from './dataFolder'
import { attach, connectTo, evaluate, paintTimes } from './devtools'
import { median, ms, sectionLines, verdict, type BenchSection } from './report'

const COUNT = 10_000
/** The first start, then as many as the UI benchmark times. */
const LATER_STARTS = 5
const FIRST_ROW_MS = 400
/** Long enough for any start (about a second); only then is anything attached to the page. */
const LOAD_WAIT_MS = 5_000
const root = resolve(import.meta.dirname, '..')

interface Start {
  /** From the window's navigation (Element Timing), as the UI benchmark times it. */
  shell: number
  firstRow: number
  /** From the process launch: what a user waits after opening the app. */
  fromLaunch: number
}

const binary = electronBinary(resolve(root, 'node_modules/electron'), process.env)
if (binary.kind !== 'ready') {
  console.error(
    binary.kind === 'missing'
      ? `Electron ${binary.version} is not installed in node_modules/electron: run \`npm start\` once on a connected machine, or set ELECTRON_EXEC_PATH.`
      : describeProblem(binary.problem),
  )
  process.exit(1)
}

const dataDir = mkdtempSync(join(tmpdir(), 'token-desk-electron-start-'))
try {
  // Secrets sealed as the harness seals them: this Electron's keyring cannot open them, so the
  // window may show its keyring notice, as for a data folder brought from another machine.
  // No start reads a secret: nothing is due for renewal.
  writeDataFolder(dataDir, COUNT, Date.now())
  const starts: Start[] = []
  for (let i = 0; i <= LATER_STARTS; i++) {
    const start = await timedStart(binary.execPath, dataDir)
    starts.push(start)
    console.error(`start ${i + 1}: first row ${ms(start.firstRow)}`)
  }
  const text = `${sectionLines(section(starts)).join('\n')}\n`
  console.log(text)
  const summary = process.env['GITHUB_STEP_SUMMARY']
  if (summary) appendFileSync(summary, `${text}\n`)
} finally {
  rmSync(dataDir, { recursive: true, force: true, maxRetries: 20 })
}

function section(starts: Start[]): BenchSection {
  const [first, ...later] = starts as [Start, ...Start[]]
  const firstRows = later.map((s) => s.firstRow)
  return {
    title: `Start in Electron ${electronVersion()} on ${process.platform} (${COUNT.toLocaleString('en')} profiles)`,
    method: `The app as \`npm start\` runs it (Electron on the project folder, its built main entry, preload and renderer) over a data folder of ${COUNT.toLocaleString('en')} profiles with history, started ${LATER_STARTS + 1} times in turn on the same data folder. Each start is launched with DevTools' port open and nothing attached to the window until ${LOAD_WAIT_MS / 1000} s later, when the browser's Element Timing entries are read: when the sidebar's title (the app shell) and the first profile row's name were first painted, from the window's navigation, as the UI benchmark times them. The first start is the first after an install: no V8 code cache yet. The later ones read the compiled code the earlier ones left in the data folder (app:// has \`codeCache\`, and the window caches from its first run). Beside them, the time from launching the process, which includes Electron's own start and main loading the data folder.`,
    rows: [
      {
        name: `First profile row painted, later starts, median of ${later.length}`,
        value: ms(median(firstRows)),
        ...verdict(median(firstRows), FIRST_ROW_MS),
      },
      {
        name: 'First profile row painted, later starts, slowest',
        value: ms(Math.max(...firstRows)),
        note: `starts: ${firstRows.map(ms).join(', ')}`,
      },
      {
        name: 'First profile row painted, first start (no code cache)',
        value: ms(first.firstRow),
        note: 'information: the first start after an install',
      },
      {
        name: 'App shell painted, later starts, median',
        value: ms(median(later.map((s) => s.shell))),
      },
      { name: 'App shell painted, first start', value: ms(first.shell) },
      {
        name: 'From launch to first profile row, later starts, median',
        value: ms(median(later.map((s) => s.fromLaunch))),
        note: "information: Electron's own start and main's load of the data folder included",
      },
      { name: 'From launch to first profile row, first start', value: ms(first.fromLaunch) },
    ],
  }
}

/** The version npm installed (ELECTRON_EXEC_PATH may name another executable: said so). */
function electronVersion(): string {
  const { version } = JSON.parse(
    readFileSync(resolve(root, 'node_modules/electron/package.json'), 'utf8'),
  ) as { version: string }
  return process.env['ELECTRON_EXEC_PATH'] ? `(${process.env['ELECTRON_EXEC_PATH']})` : version
}

/** One start of the app: launched, left alone until LOAD_WAIT_MS, read, then quit. */
async function timedStart(execPath: string, userData: string): Promise<Start> {
  const launchedAt = Date.now()
  const app = spawn(execPath, ['--remote-debugging-port=0', root], {
    cwd: root,
    env: { ...process.env, TOKEN_DESK_USER_DATA: userData },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  const exited = new Promise<void>((done) => app.once('exit', () => done()))
  try {
    const endpoint = await devtoolsEndpoint(app)
    await new Promise((wait) => setTimeout(wait, LOAD_WAIT_MS))
    const devtools = await connectTo(endpoint)
    try {
      const { targetInfos } = await devtools.send<{
        targetInfos: { targetId: string; type: string; url: string }[]
      }>('Target.getTargets')
      const window = targetInfos.find((t) => t.type === 'page' && t.url.startsWith('app://'))
      if (!window)
        throw new Error(`the app opened no app:// window: ${JSON.stringify(targetInfos)}`)
      const sessionId = await attach(devtools, window.targetId)
      const painted = await paintTimes(devtools, sessionId, [
        ELEMENT_TIMING.shell,
        ELEMENT_TIMING.profileRow,
      ])
      // The page's time origin, in ms since the epoch on this machine's clock: its navigation.
      const origin = await evaluate<number>(devtools, sessionId, 'performance.timeOrigin')
      const firstRow = painted[ELEMENT_TIMING.profileRow] as number
      return {
        shell: painted[ELEMENT_TIMING.shell] as number,
        firstRow,
        fromLaunch: origin + firstRow - launchedAt,
      }
    } finally {
      devtools.close()
    }
  } finally {
    await quit(app, exited)
  }
}

/** Chromium, and so Electron, says on stderr where its DevTools endpoint listens. */
function devtoolsEndpoint(app: ChildProcess): Promise<string> {
  return new Promise((found, failed) => {
    if (!app.stderr) return failed(new Error('no stderr to read'))
    const lines = createInterface({ input: app.stderr })
    const timer = setTimeout(() => failed(new Error('no DevTools endpoint within 30 s')), 30_000)
    lines.on('line', (line) => {
      const match = /^DevTools listening on (ws:\/\/\S+)/.exec(line)
      if (!match) return
      clearTimeout(timer)
      found(match[1] as string)
    })
    app.once('exit', (code) => {
      clearTimeout(timer)
      failed(new Error(`Electron exited (${code}) before its DevTools endpoint opened`))
    })
  })
}

/**
 * Quits as the system asks an app to: SIGTERM, which Electron answers with an
 * orderly quit on Linux and macOS (the next start needs the single-instance
 * lock free, and its code cache written). Windows has no such signal for a
 * process without a console: its tree is ended. Either way, all of it is gone
 * before the next start.
 */
async function quit(app: ChildProcess, exited: Promise<void>): Promise<void> {
  if (app.exitCode !== null || app.signalCode !== null) return
  if (process.platform === 'win32') spawnSync('taskkill', ['/PID', String(app.pid), '/T', '/F'])
  else app.kill('SIGTERM')
  const late = setTimeout(() => app.kill('SIGKILL'), 15_000)
  await exited
  clearTimeout(late)
}
