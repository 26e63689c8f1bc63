#!/usr/bin/env node
// @ts-check
/**
 * What `npm start` and `npm run dev` run: `node scripts/launch.mjs <electron-vite arguments>`.
 * Checks the Node version, makes sure Electron's binary is there (fetching it
 * on first use, see electron-binary.mjs), then runs electron-vite with the
 * arguments and ends as it ends: same exit code, same signal; signals sent
 * here are passed on. A failure it can foresee ends in one paragraph on stderr
 * and exit code 1, never a stack trace. Like electron-vite, it works on the
 * project in the current directory (npm runs scripts there).
 */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describeProblem, ensureElectron, formatProgress } from './electron-binary.mjs'
import { nodeVersionProblem } from './node-version.mjs'

const root = process.cwd()
const args = process.argv.slice(2)
const script = process.env.npm_lifecycle_event
const rerun = !script || script === 'start' ? 'npm start' : `npm run ${script}`

/**
 * @param {string} paragraph
 * @returns {never}
 */
function fail(paragraph) {
  console.error(`\n${paragraph}\n`)
  process.exit(1)
}

/** @param {string} file */
function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'))
}

let manifest
try {
  manifest = readJson(join(root, 'package.json'))
} catch {
  fail(
    `Cannot start Token Desk: no package.json in ${root}. Run \`${rerun}\` in the project folder.`,
  )
}
const tooOld = nodeVersionProblem(manifest.engines.node, process.versions.node, rerun)
if (tooOld) fail(tooOld)

const requireHere = createRequire(join(root, 'package.json'))
/** @param {string} name */
function packageDir(name) {
  try {
    return dirname(requireHere.resolve(`${name}/package.json`))
  } catch {
    return fail(
      `Cannot start Token Desk: ${name} is not installed. Run \`npm install\` first, then \`${rerun}\`.`,
    )
  }
}
const electronDir = packageDir('electron')
const viteDir = packageDir('electron-vite')
const viteBin = join(viteDir, readJson(join(viteDir, 'package.json')).bin['electron-vite'])

// Signals: a terminal's Ctrl+C reaches every process in the group; `kill`
// reaches only this one, so pass it on. Either way, wait for the child.
const SIGNALS = /** @type {NodeJS.Signals[]} */ (
  process.platform === 'win32' ? ['SIGINT', 'SIGTERM'] : ['SIGINT', 'SIGTERM', 'SIGHUP']
)
/** @type {import('node:child_process').ChildProcess | undefined} */
let child
/** @type {NodeJS.Signals | undefined} */
let stopping
/** @param {NodeJS.Signals} signal */
function forward(signal) {
  stopping ??= signal
  child?.kill(signal)
}
for (const signal of SIGNALS) process.on(signal, forward)

/**
 * Ends this process by the signal that ended the child, so the shell sees the same status.
 * @param {NodeJS.Signals} signal
 * @returns {never}
 */
function endBy(signal) {
  for (const each of SIGNALS) process.off(each, forward)
  process.kill(process.pid, signal)
  return process.exit(1) // where a signal cannot end a process (Windows)
}

/** @type {string | undefined} */
let fetching
/** A progress line is open on the terminal and needs ending. */
let lineOpen = false
/** Which tenth (or 10 MB) of the current file was last shown; -1 before any. */
let shownStep = -1
/** @param {string} line */
function say(line) {
  if (lineOpen) process.stderr.write('\n')
  lineOpen = false
  console.error(line)
}
/**
 * @param {number} received
 * @param {number | null} total
 * @param {boolean} done
 */
function showBytes(received, total, done) {
  const line = `  ${formatProgress(received, total)}`
  const step = total ? Math.floor((received * 10) / total) : Math.floor(received / 1e7)
  if (process.stderr.isTTY) {
    process.stderr.write(`\r${line}\u001b[K${done ? '\n' : ''}`)
    lineOpen = !done
  } else if (step !== shownStep) {
    console.error(line) // in a log, one line per tenth
  }
  shownStep = step
}
/** @param {import('./electron-binary.mjs').InstallEvent} event */
function showProgress(event) {
  switch (event.event) {
    case 'install':
      fetching = event.version
      say(
        event.found
          ? `node_modules/electron has Electron ${event.found}; fetching ${event.version} (about 100 MB, once):`
          : `Electron ${event.version} is not installed yet; fetching it (about 100 MB, once):`,
      )
      return
    case 'request':
      say(`  ${event.url}`)
      shownStep = -1
      return
    case 'progress':
      showBytes(event.received, event.total, false)
      return
    case 'done':
      // Small files (the checksum list) finish before any progress is shown.
      if (shownStep !== -1) showBytes(event.received, event.received, true)
      return
    default:
      return
  }
}

const env = { ...process.env }
// The renderer-only dev server runs no Electron; everything else does.
if (!args.includes('--rendererOnly')) {
  const electron = await ensureElectron({
    electronDir,
    env,
    onEvent: showProgress,
    onSpawn: (installer) => {
      child = installer
    },
  })
  child = undefined
  if (stopping) endBy(stopping)
  if (electron.kind === 'unavailable') {
    if (electron.problem.kind === 'interrupted') endBy(electron.problem.signal)
    fail(describeProblem(electron.problem))
  }
  if (fetching) say(`Electron ${fetching} is ready.\n`)
  // electron-vite reads path.txt and ignores ELECTRON_OVERRIDE_DIST_PATH: tell it
  // exactly which executable was checked.
  env.ELECTRON_EXEC_PATH = electron.execPath
}

if (stopping) endBy(stopping)
child = spawn(process.execPath, [viteBin, ...args], { env, stdio: 'inherit' })
child.on('error', (error) => fail(`Cannot start electron-vite (${viteBin}): ${error.message}`))
child.on('close', (code, signal) => (signal ? endBy(signal) : process.exit(code ?? 1)))
