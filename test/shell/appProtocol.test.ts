import { resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { protocol } from '../../src/harness/electron/protocol'
import { records } from '../../src/harness/electron/state'
import { rendererFileFor } from '../../src/main/appProtocol'
import { CONTENT_SECURITY_POLICY } from '../../src/main/core/contentSecurityPolicy'
import { useTempDirs } from '../helpers/tempDir'
import { bootApp, quitApp } from './boot'

const newDir = useTempDirs()
// Booted from src/main/index.ts, the app serves ../renderer: the renderer's source folder.
const rendererDir = resolve(import.meta.dirname, '../../src/renderer')

const get = (url: string) => protocol.request(new Request(url))

describe('app:// serves the renderer and nothing else (src/main/appProtocol.ts)', () => {
  afterEach(quitApp)

  it('registers app: before ready as a standard, secure scheme whose compiled code V8 keeps', async () => {
    // The stand-in throws as Electron does when it comes after ready, or asks a code cache of a
    // scheme that is not standard.
    await bootApp(newDir())
    expect(records.privilegedSchemes).toEqual([
      {
        scheme: 'app',
        privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
      },
    ])
  })

  it('serves the start page with the CSP and nosniff headers', async () => {
    await bootApp(newDir())
    for (const url of ['app://token-desk/index.html', 'app://token-desk/']) {
      const response = await get(url)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY)
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(await response.text()).toContain('<div id="root">')
    }
  })

  it.each([
    ['a parent folder', 'app://token-desk/../../package.json'],
    ['an encoded parent folder', 'app://token-desk/%2e%2e/%2e%2e/package.json'],
    ['a double-encoded parent folder', 'app://token-desk/%252e%252e/package.json'],
    ['an encoded slash and parent', 'app://token-desk/..%2f..%2fpackage.json'],
    ['a backslash parent', 'app://token-desk/..%5c..%5cpackage.json'],
    ['a malformed escape', 'app://token-desk/%E0%A4%A'],
    ['a NUL byte', 'app://token-desk/index.html%00.png'],
    ['an absolute path', 'app://token-desk//etc/passwd'],
    ['another host', 'app://evil/index.html'],
    ['a host that only starts like ours', 'app://token-desk.evil/index.html'],
    ['a port', 'app://token-desk:1/index.html'],
    ['a missing file', 'app://token-desk/nope.js'],
    ['a folder', 'app://token-desk/src'],
  ])('refuses %s with a plain 404 carrying the same headers', async (_kind, url) => {
    await bootApp(newDir())
    const response = await get(url)
    expect(response.status).toBe(404)
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await response.text()).toBe('Not found')
  })

  it('maps only paths inside the renderer folder to files', () => {
    expect(rendererFileFor('app://token-desk/index.html', rendererDir)).toBe(
      resolve(rendererDir, 'index.html'),
    )
    expect(rendererFileFor('app://token-desk/src/main.tsx', rendererDir)).toBe(
      resolve(rendererDir, 'src/main.tsx'),
    )
    // The URL parser resolves dot segments at the root: they cannot climb out.
    expect(rendererFileFor('app://token-desk/a/../../../x', rendererDir)).toBe(
      resolve(rendererDir, 'x'),
    )
    expect(rendererFileFor('app://user@token-desk/index.html', rendererDir)).toBeNull()
    expect(rendererFileFor('https://token-desk/index.html', rendererDir)).toBeNull()
    expect(rendererFileFor('::', rendererDir)).toBeNull()
  })
})
