import { execFileSync } from 'node:child_process'
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { listPackage } from '@electron/asar'
import type { Configuration } from 'electron-builder'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')
const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  desktopName: string
  homepage: string
}

const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX'
/**
 * Electron's fuse wire in @electron/fuses' order (FuseV1Options), with the
 * defaults a real Electron 45 binary ships: '1' on, '0' off.
 */
const FUSES = [
  ['runAsNode', '1'],
  ['enableCookieEncryption', '0'],
  ['enableNodeOptionsEnvironmentVariable', '1'],
  ['enableNodeCliInspectArguments', '1'],
  ['enableEmbeddedAsarIntegrityValidation', '0'],
  ['onlyLoadAppFromAsar', '0'],
  ['loadBrowserProcessSpecificV8Snapshot', '0'],
  ['grantFileProtocolExtraPrivileges', '1'],
  ['wasmTrapHandlers', '1'],
] as const

/** Where the packed app must find its update feed; set for the build, never published to. */
const FEED_REPO = { owner: 'example-owner', repo: 'token-desk-feed' }

/** What test/e2e/packagingProbe.hook.mjs reports from inside electron-builder. */
interface Probe {
  config: Configuration
  linux: {
    executableName: string
    desktopFileName: string
    icons: number[]
    deb: {
      name: string
      maintainer: string
      url: string
      synopsis: string
      description: string
      entry: string
    }
    appImage: { entry: string }
  }
  mac: { entitlements: unknown }
}

/** A stand-in Electron folder: a shell script carrying a fuse wire at its defaults. */
function electronStub(stub: string): string {
  mkdirSync(stub)
  writeFileSync(
    join(stub, 'electron'),
    Buffer.concat([
      Buffer.from('#!/bin/sh\nexit 0\n'),
      Buffer.from(SENTINEL),
      Buffer.from([1, FUSES.length]),
      Buffer.from(FUSES.map(([, state]) => state).join('')),
    ]),
  )
  chmodSync(join(stub, 'electron'), 0o755)
  writeFileSync(join(stub, 'version'), '45.4.1')
  writeFileSync(join(stub, 'LICENSE'), '')
  writeFileSync(join(stub, 'LICENSES.chromium.html'), '')
  return stub
}

/** The build's environment: the feed under test, and nothing that could sign or publish. */
function buildEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        !/^(GH_TOKEN|GITHUB_TOKEN|GITHUB_RELEASE_TOKEN|CSC_|WIN_CSC_|APPLE_|AZURE_|TOKEN_DESK_)/.test(
          name,
        ),
    ),
  )
  return {
    ...env,
    TOKEN_DESK_GITHUB_REPO: `${FEED_REPO.owner}/${FEED_REPO.repo}`,
    // electron-builder's own "new version available" check would go to the internet.
    NO_UPDATE_NOTIFIER: '1',
  }
}

/** `[Desktop Entry]` text as key → value. */
function desktopEntry(text: string): Record<string, string> {
  const [head, ...lines] = text.trim().split('\n')
  expect(head).toBe('[Desktop Entry]')
  return Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  )
}

function pngSize(file: string): { width: number; height: number } {
  const png = readFileSync(file)
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR')
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) }
}

/**
 * Packages the app with a stand-in for the Electron binary (downloading the
 * real one is impossible here). That still runs electron-builder.yml with the
 * environment-driven part merged in, fills the asar, writes the fuses and
 * app-update.yml; a hook reports what the installer targets would use.
 * Signing, notarizing and the installers themselves need a connected machine.
 */
describe('packaging', () => {
  // One build for every check below, removed at the end.
  const work = mkdtempSync(join(tmpdir(), 'token-desk-packaging-'))
  const out = join(work, 'dist')
  const app = join(out, 'linux-unpacked')
  let probe: Probe
  afterAll(() => rmSync(work, { recursive: true, force: true }))

  beforeAll(() => {
    execFileSync(join(root, 'node_modules/.bin/electron-vite'), ['build'], {
      cwd: root,
      stdio: 'ignore',
    })
    execFileSync(
      join(root, 'node_modules/.bin/electron-builder'),
      [
        '--linux',
        'dir',
        '--publish',
        'never',
        `-c.electronDist=${electronStub(join(work, 'electron'))}`,
        `-c.directories.output=${out}`,
        '-c.afterPack=./test/e2e/packagingProbe.hook.mjs',
      ],
      { cwd: root, stdio: 'pipe', env: buildEnv() },
    )
    probe = JSON.parse(readFileSync(join(out, 'packaging-probe.json'), 'utf8')) as Probe
  }, 180_000)

  it('puts the built app and its runtime dependencies in the asar, no sources', () => {
    const files = listPackage(join(app, 'resources/app.asar'), { isPack: false })
    expect(files).toEqual(
      expect.arrayContaining([
        '/out/main/index.js',
        '/out/preload/index.cjs',
        '/out/renderer/index.html',
        '/package.json',
      ]),
    )
    expect(files.some((f) => f.startsWith('/src/') || f.startsWith('/test/'))).toBe(false)
    expect(files.some((f) => f.endsWith('.map'))).toBe(false)
    expect(files.some((f) => f.startsWith('/node_modules/electron-store/'))).toBe(true)
    expect(files.some((f) => f.startsWith('/node_modules/electron-updater/'))).toBe(true)
    // Loaded at run time on Linux only (the screen lock over D-Bus): a missing one would not show elsewhere.
    expect(files).toContain('/node_modules/@jellybrick/dbus-next/dist/index.mjs')
  })

  it('ships the token-desk wrappers beside the asar, the POSIX one executable', () => {
    const wrapper = join(app, 'resources/cli/token-desk')
    expect(statSync(wrapper).mode & 0o111).not.toBe(0)
    expect(readFileSync(wrapper, 'utf8')).toContain('--cli "$@"')
    expect(readFileSync(join(app, 'resources/cli/token-desk.cmd'), 'utf8')).toContain('--cli %*')
  })

  it('ships the tray icons beside the asar: a macOS template and a coloured one, each with @2x', () => {
    for (const name of ['trayTemplate', 'tray']) {
      expect(pngSize(join(app, `resources/tray/${name}.png`))).toEqual({ width: 16, height: 16 })
      expect(pngSize(join(app, `resources/tray/${name}@2x.png`))).toEqual({ width: 32, height: 32 })
    }
  })

  it('loads electron-updater only on demand: the main bundle never imports it up front', () => {
    const bundle = readdirSync(join(root, 'out/main'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(root, 'out/main', file), 'utf8'))
      .join('\n')
    // Whatever mentions it must be the dynamic import the adapter uses.
    const mentions = bundle.match(/.{0,20}["']electron-updater["']/g) ?? []
    for (const mention of mentions) expect(mention).toMatch(/import\(\s*["']electron-updater["']$/)
  })

  it('writes the security fuses, file:// privileges off, and leaves the others alone', () => {
    const binary = readFileSync(join(app, probe.linux.executableName))
    const start = binary.indexOf(SENTINEL) + SENTINEL.length
    expect(binary[start]).toBe(1) // wire version
    const wire = binary.subarray(start + 2, start + 2 + FUSES.length).toString()
    const fuses = probe.config.electronFuses as Record<string, boolean | undefined>
    const expected = FUSES.map(([name, initial]) =>
      fuses[name] === undefined ? initial : fuses[name] ? '1' : '0',
    ).join('')
    expect(fuses['grantFileProtocolExtraPrivileges']).toBe(false)
    expect(wire).toBe(expected)
    expect(wire).toBe('010011001')
  })

  it('writes app-update.yml naming the feed from the environment', () => {
    const feed = readFileSync(join(app, 'resources/app-update.yml'), 'utf8')
    expect(feed).toContain('provider: github')
    expect(feed).toContain(`owner: ${FEED_REPO.owner}`)
    expect(feed).toContain(`repo: ${FEED_REPO.repo}`)
    expect(feed).toContain('updaterCacheDirName: token-desk-updater')
  })

  it('gives the deb and the AppImage a complete desktop entry that matches the window', () => {
    const wmClass = packageJson.desktopName.replace(/\.desktop$/, '')
    expect(probe.linux.desktopFileName).toBe(packageJson.desktopName)
    expect(probe.linux.executableName).toBe('token-desk')
    for (const text of [probe.linux.deb.entry, probe.linux.appImage.entry]) {
      const entry = desktopEntry(text)
      expect(entry).toMatchObject({
        Type: 'Application',
        Name: 'Token Desk',
        GenericName: 'API Token Manager',
        Terminal: 'false',
        Icon: 'token-desk',
        StartupWMClass: wmClass,
        Categories: 'Development;',
      })
      expect(entry['Comment']).toMatch(/short-lived vendor API tokens/)
      expect(entry['Keywords']?.split(';')).toEqual(
        expect.arrayContaining(['token', 'bearer', 'authorization', 'api']),
      )
    }
    expect(desktopEntry(probe.linux.deb.entry)['Exec']).toBe('"/opt/Token Desk/token-desk" %U')
    expect(desktopEntry(probe.linux.appImage.entry)['Exec']).toMatch(/^AppRun .*%U$/)
  })

  it('gives the deb a maintainer, homepage, synopsis and description', () => {
    expect(probe.linux.deb).toMatchObject({
      name: 'token-desk',
      maintainer: expect.stringMatching(/^.+ <[^@\s]+@[^@\s]+>$/),
      url: packageJson.homepage,
      synopsis: expect.stringMatching(/^.{10,80}$/),
      description: expect.stringMatching(/short-lived vendor API tokens/),
    })
  })

  it('makes the icons from a 1024×1024 source', () => {
    expect(pngSize(join(root, 'resources/icon.png'))).toEqual({ width: 1024, height: 1024 })
    expect(Math.max(...probe.linux.icons)).toBe(1024)
    for (const platform of [probe.config.mac, probe.config.win, probe.config.linux]) {
      expect(platform?.icon).toBe('resources/icon.png')
    }
  })

  it('signs macOS with the hardened runtime and only the entitlements V8 needs', () => {
    const mac = probe.config.mac!
    expect(mac).toMatchObject({
      hardenedRuntime: true,
      gatekeeperAssess: false,
      notarize: true,
      entitlements: 'resources/entitlements.mac.plist',
      entitlementsInherit: 'resources/entitlements.mac.plist',
    })
    expect(mac.entitlements?.startsWith(`${probe.config.directories?.buildResources}/`)).toBe(true)
    expect(probe.mac.entitlements).toEqual({
      'com.apple.security.cs.allow-jit': true,
      'com.apple.security.cs.allow-unsigned-executable-memory': true,
    })
  })

  it('targets dmg and zip, nsis, AppImage and deb, for x64 and arm64 where they exist', () => {
    const { mac, win, linux } = probe.config
    expect(mac?.target).toEqual([
      { target: 'dmg', arch: ['x64', 'arm64'] },
      { target: 'zip', arch: ['x64', 'arm64'] },
    ])
    expect(win?.target).toEqual([{ target: 'nsis', arch: ['x64', 'arm64'] }])
    expect(linux?.target).toEqual(['AppImage', 'deb'])
    // No Azure signing without its variables: unsigned Windows builds still work.
    expect(win?.azureSignOptions).toBeUndefined()
  })
})
