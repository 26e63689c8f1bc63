import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { session } from '../../src/harness/electron/system'
import { useTempDirs } from '../helpers/tempDir'
import { bootApp, quitApp } from './boot'

const newDir = useTempDirs()
const foreign = [
  'https://example.com/',
  'app://token-desk.evil/index.html',
  'app://evil@token-desk/index.html',
  'app://token-desk:8080/index.html',
  'http://token-desk/index.html',
  'file:///etc/passwd',
  'javascript:alert(1)',
  'not a url',
]

describe('the app window and its hardening (src/main/index.ts, window.ts, security.ts)', () => {
  afterEach(quitApp)

  it('creates one window with every security-relevant webPreferences value set', async () => {
    const { window } = await bootApp(newDir())
    expect(window!.options['show']).toBe(false)
    expect(window!.options['webPreferences']).toEqual({
      preload: join(resolve(import.meta.dirname, '../../src/preload'), 'index.cjs'),
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      spellcheck: false,
      v8CacheOptions: 'bypassHeatCheck',
    })
    expect(window!.webContents.getURL()).toBe('app://token-desk/index.html')
  })

  it('shows the window only when the page is ready', async () => {
    const { window } = await bootApp(newDir())
    expect(window!.isVisible()).toBe(false)
    window!.pageLoaded()
    expect(window!.isVisible()).toBe(true)
  })

  it('denies every permission request and check, and logs the request', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await bootApp(newDir())
    for (const permission of [
      'media',
      'geolocation',
      'notifications',
      'clipboard-read',
      'openExternal',
    ]) {
      expect(await session.defaultSession.requestPermission(permission)).toBe(false)
      expect(session.defaultSession.checkPermission(permission, 'app://token-desk')).toBe(false)
    }
    expect(logged.mock.calls.flat().join('\n')).toContain('refused permission request: geolocation')
    logged.mockRestore()
  })

  it('keeps the window on our pages: navigation and redirects elsewhere are blocked', async () => {
    const { window } = await bootApp(newDir())
    const contents = window!.webContents
    for (const url of foreign) {
      expect(contents.navigate(url), url).toBe(false)
      expect(contents.navigate(url, 'will-redirect'), url).toBe(false)
    }
    expect(contents.navigate('app://token-desk/index.html#profile')).toBe(true)
  })

  it('denies window.open for every URL, ours included, and refuses webviews', async () => {
    const { window } = await bootApp(newDir())
    for (const url of [...foreign, 'app://token-desk/index.html']) {
      expect(window!.webContents.openWindow(url), url).toBe('deny')
    }
    expect(window!.webContents.attachWebview('https://example.com/')).toBe(false)
    expect(window!.webContents.attachWebview('app://token-desk/index.html')).toBe(false)
  })
})
