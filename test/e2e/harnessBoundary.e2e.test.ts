import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { HarnessProcess } from '../../src/harness/spawn'
import { CONTENT_SECURITY_POLICY } from '../../src/main/core/contentSecurityPolicy'
import { harnessAt, senderRefused } from '../helpers/harness'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()

/**
 * The harness's loopback boundary plays Electron: pages come from the app's
 * own `app:` protocol handler with its headers, and IPC reaches main with
 * the frame Electron would report, so main's own checks decide.
 */
describe('the harness boundary', () => {
  let harness: HarnessProcess
  beforeAll(async () => {
    harness = await harnessAt(newDir())
  })
  afterAll(() => harness?.stop())

  /** An IPC call as the page's preload sends it, from the top frame or a subframe. */
  const callFrom = (frame: 'top' | 'sub') =>
    fetch(`${harness.base}__ipc/token-desk%3AlistProfiles`, {
      method: 'POST',
      headers: {
        ...harness.headers,
        Origin: new URL(harness.base).origin,
        Referer: harness.base,
        'Content-Type': 'application/json',
        'x-harness-frame': frame,
      },
      body: '{"args":[]}',
    })

  it("serves the window's page with the app's Content-Security-Policy and nosniff", async () => {
    const response = await fetch(harness.base, { headers: harness.headers })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    // The preload runs before any page script, as Electron runs it: a blocking script, which
    // runs before the page's module (deferred), placed after it so the page's fetches start first.
    const html = await response.text()
    const preload = html.indexOf('<script src="/__harness/preload.js"></script>')
    const bundle = html.indexOf('<script type="module"')
    expect(preload).toBeGreaterThan(-1)
    expect(bundle).toBeGreaterThan(-1)
    expect(preload).toBeGreaterThan(bundle)
    expect(html.indexOf('<link rel="stylesheet"')).toBeLessThan(preload)
  })

  it('reports a call from a subframe of our own page as such, and main refuses it', async () => {
    // The same page's top frame is accepted: the refusal below is about the frame alone.
    expect(await (await callFrom('top')).json()).toEqual({
      ok: true,
      value: { ok: true, value: [] },
    })

    const response = await callFrom('sub')
    expect(await response.json()).toEqual({ ok: true, value: senderRefused })
    await expect
      .poll(() => harness.output())
      .toContain('refused listProfiles: a subframe (app://token-desk')
  })

  // The second audit: a web page or another local user answered a reveal dialog through the
  // harness's control URLs (cross-origin requests and a forged Referer were accepted).
  describe('who may call it', () => {
    const controls = [
      ['POST', '__harness/dialogs/1'],
      ['POST', '__harness/clock'],
      ['POST', '__harness/power/resume'],
      ['GET', '__harness/clipboard'],
      ['GET', '__harness/records'],
      ['POST', '__ipc/token-desk%3AlistProfiles'],
      ['GET', ''],
    ] as const

    it.each(controls)(
      'refuses %s /%s from another origin, even with the key',
      async (method, path) => {
        for (const from of ['http://evil.example', 'http://127.0.0.1:1', 'null']) {
          const response = await fetch(`${harness.base}${path}`, {
            method,
            headers: { ...harness.headers, Origin: from, Referer: harness.base },
            ...(method === 'POST' ? { body: '{"response":0}' } : {}),
          })
          expect(response.status, from).toBe(403)
          expect(await response.text()).toMatch(/only the harness's own page may call it/)
        }
        // A browser's Fetch Metadata says where a request comes from when no Origin is sent.
        const crossSite = await fetch(`${harness.base}${path}`, {
          method,
          headers: { ...harness.headers, 'Sec-Fetch-Site': 'same-site' },
        })
        expect(crossSite.status).toBe(403)
      },
    )

    it.each(controls)(
      'refuses %s /%s without the key (another local user)',
      async (method, path) => {
        const response = await fetch(`${harness.base}${path}`, {
          method,
          headers: { Origin: new URL(harness.base).origin, Referer: harness.base },
          ...(method === 'POST' ? { body: '{"response":0}' } : {}),
        })
        expect(response.status).toBe(403)
        expect(await response.text()).toMatch(/needs its key/)
      },
    )

    it('opens the page from the printed address: the key becomes an HttpOnly cookie', async () => {
      const response = await fetch(harness.url, { redirect: 'manual' })
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toBe('/')
      expect(response.headers.get('set-cookie')).toMatch(/HttpOnly; SameSite=Strict; Path=\/$/)
      const wrong = new URL(harness.url)
      wrong.searchParams.set('key', 'guessed')
      expect((await fetch(wrong, { redirect: 'manual' })).status).toBe(403)
    })
  })
})
