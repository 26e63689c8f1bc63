// @ts-check
/**
 * Is Electron's binary there, judged exactly as the electron package judges
 * it, and if not, fetch it the way the package does.
 *
 * Why this exists: Electron 45's npm package has no install script; it fetches
 * the binary on the first `require('electron')`. electron-vite never requires
 * it: it reads node_modules/electron/path.txt and throws "Electron uninstall"
 * when that is missing. So on a fresh machine nothing fetches the binary before
 * `npm start` unless we do.
 */
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * What the download probe (electron-download-probe.mjs) reports about each
 * request install.js makes.
 * @typedef {{ event: 'request', url: string }
 *   | { event: 'response', url: string, status: number, statusText: string, total: number | null }
 *   | { event: 'progress', url: string, received: number, total: number | null }
 *   | { event: 'done', url: string, received: number }
 *   | { event: 'failed', url: string, reason: string }} DownloadEvent
 */

/**
 * `install` comes first, once, when the binary is missing and install.js starts.
 * @typedef {{ event: 'install', version: string, found: string | undefined } | DownloadEvent} InstallEvent
 */

/**
 * Why Electron cannot be started; each kind has its own message.
 * @typedef {{ kind: 'exec-path-missing', path: string }
 *   | { kind: 'override-missing', path: string }
 *   | { kind: 'unsupported-platform', platform: string }
 *   | { kind: 'download-failed', version: string, url: string, reason: string }
 *   | { kind: 'install-failed', version: string, url: string | undefined, reason: string }
 *   | { kind: 'interrupted', signal: NodeJS.Signals }} Problem
 */

/**
 * How a run of install.js went wrong: a request failed (`url` is the request),
 * or something after it did, e.g. a checksum (`url` is what was fetched, if anything).
 * @typedef {{ kind: 'download-failed', url: string, reason: string }
 *   | { kind: 'install-failed', url: string | undefined, reason: string }} InstallFailure
 */

/**
 * @typedef {{ kind: 'ready', execPath: string }
 *   | { kind: 'unavailable', problem: Problem }} Electron
 * @typedef {Electron | { kind: 'missing', version: string, found: string | undefined }} BinaryStatus
 */

/** install.js's getPlatformPath(), keyed by platform. */
const PLATFORM_PATHS = /** @type {Record<string, string>} */ ({
  mas: 'Electron.app/Contents/MacOS/Electron',
  darwin: 'Electron.app/Contents/MacOS/Electron',
  freebsd: 'electron',
  openbsd: 'electron',
  linux: 'electron',
  win32: 'electron.exe',
})

const PROBE = new URL('./electron-download-probe.mjs', import.meta.url).href

/** @param {string} file */
function readText(file) {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return undefined
  }
}

/**
 * The executable electron-vite should run, or why there is none.
 * ELECTRON_EXEC_PATH is electron-vite's own override; ELECTRON_OVERRIDE_DIST_PATH
 * is the electron package's, and like its index.js we trust it and never
 * download into it. Otherwise this is install.js's isInstalled(): dist/version
 * is this package's version, path.txt names this platform's executable, and
 * that executable exists.
 * @param {string} electronDir the electron package's folder
 * @param {NodeJS.ProcessEnv} env
 * @returns {BinaryStatus}
 */
export function electronBinary(electronDir, env) {
  if (env.ELECTRON_EXEC_PATH) {
    const path = env.ELECTRON_EXEC_PATH
    return existsSync(path)
      ? { kind: 'ready', execPath: path }
      : { kind: 'unavailable', problem: { kind: 'exec-path-missing', path } }
  }
  const pathTxt = readText(join(electronDir, 'path.txt'))
  if (env.ELECTRON_OVERRIDE_DIST_PATH) {
    const path = join(env.ELECTRON_OVERRIDE_DIST_PATH, pathTxt || 'electron')
    return existsSync(path)
      ? { kind: 'ready', execPath: path }
      : { kind: 'unavailable', problem: { kind: 'override-missing', path } }
  }
  const platform = env.ELECTRON_INSTALL_PLATFORM || env.npm_config_platform || process.platform
  const platformPath = PLATFORM_PATHS[platform]
  if (!platformPath)
    return { kind: 'unavailable', problem: { kind: 'unsupported-platform', platform } }

  const { version } = JSON.parse(readFileSync(join(electronDir, 'package.json'), 'utf8'))
  const found = readText(join(electronDir, 'dist', 'version'))?.replace(/^v/, '')
  const execPath = join(electronDir, 'dist', platformPath)
  return found === version && pathTxt === platformPath && existsSync(execPath)
    ? { kind: 'ready', execPath }
    : { kind: 'missing', version, found }
}

/**
 * The binary, fetched first by the package's own install.js when it is missing.
 * @param {{
 *   electronDir: string,
 *   env: NodeJS.ProcessEnv,
 *   onEvent?: (event: InstallEvent) => void,
 *   onSpawn?: (child: import('node:child_process').ChildProcess) => void,
 * }} options onSpawn receives install.js's process, to forward signals to it
 * @returns {Promise<Electron>}
 */
export async function ensureElectron({ electronDir, env, onEvent = () => {}, onSpawn = () => {} }) {
  const before = electronBinary(electronDir, env)
  if (before.kind !== 'missing') return before
  onEvent({ event: 'install', version: before.version, found: before.found })

  const run = await runInstall(electronDir, env, onEvent, onSpawn)
  if (run.kind === 'interrupted') return { kind: 'unavailable', problem: run }
  const after = electronBinary(electronDir, env)
  if (after.kind !== 'missing') return after
  const failure =
    run.kind === 'finished'
      ? {
          kind: /** @type {const} */ ('install-failed'),
          url: run.url,
          reason:
            'install.js finished, but node_modules/electron has no binary for this platform ' +
            '(dist/version, path.txt or the executable is missing)',
        }
      : run
  return { kind: 'unavailable', problem: { ...failure, version: before.version } }
}

/**
 * Runs install.js unchanged, with the caller's environment (so ELECTRON_MIRROR,
 * electron_config_cache, electron_use_remote_checksums, ... keep working) and
 * the probe on fd 3.
 * Its stderr is kept, not shown: on failure it is a stack trace.
 * @param {string} electronDir
 * @param {NodeJS.ProcessEnv} env
 * @param {(event: InstallEvent) => void} onEvent
 * @param {(child: import('node:child_process').ChildProcess) => void} onSpawn
 * @returns {Promise<{ kind: 'finished', url: string | undefined } | InstallFailure
 *   | { kind: 'interrupted', signal: NodeJS.Signals }>}
 */
function runInstall(electronDir, env, onEvent, onSpawn) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', PROBE, join(electronDir, 'install.js')], {
      env,
      stdio: ['ignore', 'inherit', 'pipe', 'pipe'],
    })
    onSpawn(child)

    /** @type {DownloadEvent[]} */
    const events = []
    let pending = ''
    const reports = /** @type {import('node:stream').Readable} */ (child.stdio[3])
    reports.setEncoding('utf8').on('data', (/** @type {string} */ text) => {
      const lines = (pending + text).split('\n')
      pending = lines.pop() ?? ''
      for (const line of lines) {
        const event = parseEvent(line)
        if (!event) continue
        events.push(event)
        onEvent(event)
      }
    })
    let stderr = ''
    child.stderr?.setEncoding('utf8').on('data', (/** @type {string} */ text) => {
      if (stderr.length < 65_536) stderr += text
    })

    child.on('error', (error) =>
      resolve({ kind: 'install-failed', url: undefined, reason: error.message }),
    )
    child.on('close', (code, signal) => {
      if (signal) resolve({ kind: 'interrupted', signal })
      else if (code === 0) resolve({ kind: 'finished', url: firstRequest(events) })
      else resolve(whatFailed(events, stderr))
    })
  })
}

/**
 * @param {string} line
 * @returns {DownloadEvent | undefined}
 */
function parseEvent(line) {
  try {
    return JSON.parse(line)
  } catch {
    return undefined // not from the probe; a report is never worth a crash
  }
}

/** @param {readonly DownloadEvent[]} events */
const firstRequest = (events) => events.find((event) => event.event === 'request')?.url

/**
 * The first failed request with its socket-level reason, else the first HTTP
 * error, else (a checksum mismatch, a failed extraction) the error install.js
 * printed, against the artifact it fetched first.
 * @param {readonly DownloadEvent[]} events
 * @param {string} stderr install.js's, which ends in a stack trace
 * @returns {InstallFailure}
 */
export function whatFailed(events, stderr) {
  for (const event of events) {
    if (event.event === 'failed') {
      return { kind: 'download-failed', url: event.url, reason: event.reason }
    }
    if (event.event === 'response' && event.status >= 400) {
      const reason = `HTTP ${event.status} ${event.statusText}`.trim()
      return { kind: 'download-failed', url: event.url, reason }
    }
  }
  const lines = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
  const error = lines.find((line) => /^[A-Za-z]*Error\b/.test(line)) ?? lines[0]
  return {
    kind: 'install-failed',
    url: firstRequest(events),
    reason: error?.replace(/^Error: /, '') ?? 'install.js failed without saying why',
  }
}

const HARNESS = 'Meanwhile `npm run harness` shows the UI in a browser.'

/**
 * One paragraph: what is missing, why, how to fix it.
 * @param {Problem} problem
 * @returns {string}
 */
export function describeProblem(problem) {
  const cannot = 'Cannot start Token Desk:'
  switch (problem.kind) {
    case 'download-failed':
      return [
        `${cannot} Electron ${problem.version} is not installed yet and downloading it failed.`,
        problem.url
          ? `  Fetching ${problem.url} failed: ${problem.reason}`
          : `  The download failed: ${problem.reason}`,
        "The first `npm start` fetches Electron's binary (about 100 MB) into node_modules/electron.",
        'Check the network connection or proxy (HTTPS_PROXY with ELECTRON_GET_USE_PROXY=1);',
        "where GitHub is blocked, point ELECTRON_MIRROR at a mirror of Electron's releases",
        '(ELECTRON_MIRROR=https://mirror.example.com/electron/). Then run `npm start` again.',
        HARNESS,
      ].join('\n')
    case 'install-failed':
      return [
        `${cannot} Electron ${problem.version} is not installed yet and installing it failed.`,
        `  ${problem.reason}${problem.url ? ` (${problem.url})` : ''}`,
        "If ELECTRON_MIRROR is set, check that it serves Electron's own release files. Then delete",
        'node_modules/electron/dist and run `npm start` again; if it fails the same way, also empty',
        "Electron's download cache (docs/development.md says where).",
        HARNESS,
      ].join('\n')
    case 'exec-path-missing':
      return [
        `${cannot} ELECTRON_EXEC_PATH is set to ${problem.path}, which does not exist.`,
        'Point it at an Electron executable, or unset it to use the Electron that npm installs.',
        HARNESS,
      ].join('\n')
    case 'override-missing':
      return [
        `${cannot} ELECTRON_OVERRIDE_DIST_PATH is set, but ${problem.path} does not exist.`,
        'Point it at a folder holding an Electron build, or unset it to use the Electron that npm installs.',
        HARNESS,
      ].join('\n')
    case 'unsupported-platform':
      return [
        `${cannot} Electron has no builds for the platform "${problem.platform}"`,
        '(from ELECTRON_INSTALL_PLATFORM, npm_config_platform or this system).',
        'Electron runs on macOS, Windows and Linux.',
        HARNESS,
      ].join('\n')
    case 'interrupted':
      return `Electron download interrupted (${problem.signal}).`
  }
}

/**
 * "12.3 of 104.6 MB (12%)", or "12.3 MB" when the server sent no length.
 * @param {number} received
 * @param {number | null} total
 */
export function formatProgress(received, total) {
  const mb = (/** @type {number} */ bytes) => (bytes / 1_000_000).toFixed(1)
  return total
    ? `${mb(received)} of ${mb(total)} MB (${Math.floor((received / total) * 100)}%)`
    : `${mb(received)} MB`
}
