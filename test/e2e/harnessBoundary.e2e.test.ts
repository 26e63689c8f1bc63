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
    fetch(`${harness.url}__ipc/token-desk%3AlistProfiles`, {
      method: 'POST',
      headers: {
        Origin: new URL(harness.url).origin,
        Referer: harness.url,
        'Content-Type': 'application/json',
        'x-harness-frame': frame,
      },
      body: '{"args":[]}',
    })

  it("serves the window's page with the app's Content-Security-Policy and nosniff", async () => {
    const response = await fetch(harness.url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    // The preload runs before any page script, as Electron runs it.
    expect(await response.text()).toContain('<script src="/__harness/preload.js"></script>')
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
})
