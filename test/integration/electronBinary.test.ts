import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { describeProblem, electronBinary, formatProgress } from '../../scripts/electron-binary.mjs'
import {
  closedPort,
  copyElectronPackage,
  electronVersion as version,
  projectRoot,
} from '../helpers/electronPackage'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()

/** Writes files (path relative to `dir` → content), creating folders. */
function files(dir: string, contents: Record<string, string>) {
  for (const [path, content] of Object.entries(contents)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), content)
  }
}

/**
 * The electron package's own verdict: install.js exits 0 at once when it
 * judges the binary installed, and otherwise tries to download it, here from
 * a closed loopback port, so it fails.
 */
async function installJsSaysInstalled(electronDir: string, env: NodeJS.ProcessEnv) {
  const port = await closedPort()
  const result = spawnSync(process.execPath, [join(electronDir, 'install.js')], {
    env: {
      PATH: process.env.PATH,
      NODE_PATH: join(projectRoot, 'node_modules'),
      ELECTRON_MIRROR: `http://127.0.0.1:${port}/`,
      electron_config_cache: join(electronDir, '..', 'cache'),
      ...env,
    },
  })
  return result.status === 0
}

interface Case {
  state: string
  installed: Record<string, string>
  env: NodeJS.ProcessEnv
}

const linuxInstall = { 'dist/version': version, 'path.txt': 'electron', 'dist/electron': '' }

describe('whether the Electron binary is installed', () => {
  it.each<Case>([
    { state: 'nothing installed', installed: {}, env: {} },
    { state: 'a complete install', installed: linuxInstall, env: {} },
    {
      state: 'a "v" before the version',
      installed: { ...linuxInstall, 'dist/version': `v${version}` },
      env: {},
    },
    {
      state: 'another version in dist',
      installed: { ...linuxInstall, 'dist/version': '44.0.0' },
      env: {},
    },
    {
      state: 'no dist/version',
      installed: { 'path.txt': 'electron', 'dist/electron': '' },
      env: {},
    },
    { state: 'no path.txt', installed: { 'dist/version': version, 'dist/electron': '' }, env: {} },
    {
      state: "another platform's path.txt",
      installed: { ...linuxInstall, 'path.txt': 'electron.exe' },
      env: {},
    },
    {
      state: 'no executable',
      installed: { 'dist/version': version, 'path.txt': 'electron' },
      env: {},
    },
    {
      state: 'a Windows install chosen by ELECTRON_INSTALL_PLATFORM',
      installed: { 'dist/version': version, 'path.txt': 'electron.exe', 'dist/electron.exe': '' },
      env: { ELECTRON_INSTALL_PLATFORM: 'win32' },
    },
    {
      state: 'a macOS install chosen by npm_config_platform',
      installed: {
        'dist/version': version,
        'path.txt': 'Electron.app/Contents/MacOS/Electron',
        'dist/Electron.app/Contents/MacOS/Electron': '',
      },
      env: { npm_config_platform: 'darwin' },
    },
  ])(
    'agrees with install.js on $state',
    async ({ installed, env }) => {
      const electronDir = copyElectronPackage(newDir())
      files(electronDir, installed)
      const ours = electronBinary(electronDir, env)
      expect(ours.kind === 'ready').toBe(await installJsSaysInstalled(electronDir, env))
      if (ours.kind === 'ready') {
        expect(ours.execPath).toBe(join(electronDir, 'dist', installed['path.txt']!))
      } else {
        expect(ours.kind).toBe('missing')
      }
    },
    15_000,
  )

  it('says which version is there when it is the wrong one', () => {
    const electronDir = copyElectronPackage(newDir())
    files(electronDir, { ...linuxInstall, 'dist/version': 'v44.0.0' })
    expect(electronBinary(electronDir, {})).toEqual({ kind: 'missing', version, found: '44.0.0' })
  })

  it('takes ELECTRON_EXEC_PATH as it is, as electron-vite does', () => {
    const dir = newDir()
    const electronDir = copyElectronPackage(dir)
    files(dir, { 'my-electron': '' })
    expect(electronBinary(electronDir, { ELECTRON_EXEC_PATH: join(dir, 'my-electron') })).toEqual({
      kind: 'ready',
      execPath: join(dir, 'my-electron'),
    })
    expect(electronBinary(electronDir, { ELECTRON_EXEC_PATH: join(dir, 'nothing') })).toEqual({
      kind: 'unavailable',
      problem: { kind: 'exec-path-missing', path: join(dir, 'nothing') },
    })
  })

  it("takes ELECTRON_OVERRIDE_DIST_PATH as electron's index.js does, never downloading into it", () => {
    const dir = newDir()
    const electronDir = copyElectronPackage(dir)
    files(dir, { 'my-build/electron': '' })
    const env = { ELECTRON_OVERRIDE_DIST_PATH: join(dir, 'my-build') }
    expect(electronBinary(electronDir, env)).toEqual({
      kind: 'ready',
      execPath: join(dir, 'my-build/electron'),
    })
    files(electronDir, { 'path.txt': 'Electron.app/Contents/MacOS/Electron' })
    expect(electronBinary(electronDir, env)).toEqual({
      kind: 'unavailable',
      problem: {
        kind: 'override-missing',
        path: join(dir, 'my-build/Electron.app/Contents/MacOS/Electron'),
      },
    })
  })

  it('names a platform Electron has no builds for', () => {
    const electronDir = copyElectronPackage(newDir())
    const status = electronBinary(electronDir, { ELECTRON_INSTALL_PLATFORM: 'aix' })
    expect(status).toEqual({
      kind: 'unavailable',
      problem: { kind: 'unsupported-platform', platform: 'aix' },
    })
  })
})

describe('what the launcher says', () => {
  it('shows download progress in MB', () => {
    expect(formatProgress(12_345_678, 104_600_000)).toBe('12.3 of 104.6 MB (11%)')
    expect(formatProgress(104_600_000, 104_600_000)).toBe('104.6 of 104.6 MB (100%)')
    expect(formatProgress(5_000_000, null)).toBe('5.0 MB')
  })

  it.each([
    { kind: 'exec-path-missing', path: '/opt/electron' },
    { kind: 'override-missing', path: '/opt/build/electron' },
    { kind: 'unsupported-platform', platform: 'aix' },
    { kind: 'download-failed', version, url: 'https://example.test/e.zip', reason: 'ETIMEDOUT' },
    { kind: 'install-failed', version, url: undefined, reason: 'EACCES: permission denied' },
  ] as const)('explains $kind in one paragraph with the way to the harness', (problem) => {
    const text = describeProblem(problem)
    expect(text).toMatch(/^Cannot start Token Desk: /)
    expect(text).not.toMatch(/\n\s*\n/)
    expect(text).toContain('`npm run harness`')
  })
})
