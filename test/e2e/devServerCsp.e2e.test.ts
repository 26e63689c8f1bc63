import type { Browser } from 'playwright-core'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CONTENT_SECURITY_POLICY,
  devContentSecurityPolicy,
} from '../../src/main/core/contentSecurityPolicy'
import { rendererConfig } from '../../vite.renderer.config'
import { launchChromium, skipBrowserTests } from '../helpers/browser'

// Issue 31, item 10: `npm run dev` rendered unstyled, because the page's CSP `style-src 'self'`
// blocked the <style> elements Vite's dev server injects.
describe.skipIf(skipBrowserTests)('the renderer on Vite’s dev server (npm run dev)', () => {
  let server: ViteDevServer
  let browser: Browser
  let url: string
  beforeAll(async () => {
    server = await createServer({
      ...rendererConfig,
      configFile: false,
      logLevel: 'silent',
      server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false },
    })
    await server.listen()
    url = server.resolvedUrls?.local[0] ?? ''
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })

  it('is styled: Vite’s styles load by nonce, and nothing is refused', async () => {
    const page = await browser.newPage()
    const refused: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text())
    })
    await page.goto(url)
    // theme.css sets the body's margin to 0 and its font to 14px: a stylesheet was applied.
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).fontSize))
      .toBe('14px')
    expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px')
    expect(refused).toEqual([])
    await page.close()
  })

  it("keeps every other rule: a nonce, never 'unsafe-inline', and the built policy unchanged", async () => {
    const html = await (await fetch(url)).text()
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1] ?? ''
    const nonce = /'nonce-([^']+)'/.exec(meta)?.[1] ?? ''
    expect(nonce).not.toBe('')
    expect(meta).toBe(devContentSecurityPolicy(nonce))
    expect(meta).not.toContain('unsafe-inline')
    expect(meta).toContain(`style-src 'self' 'nonce-${nonce}'`)
    expect(meta).toContain(`script-src 'self' 'nonce-${nonce}'`)
    expect(CONTENT_SECURITY_POLICY).toContain("style-src 'self';")
    // An inline style without the nonce is still refused.
    const page = await browser.newPage()
    await page.goto(url)
    const applied = await page.evaluate(() => {
      const style = document.createElement('style')
      style.textContent = 'body { letter-spacing: 7px }'
      document.head.append(style)
      return getComputedStyle(document.body).letterSpacing
    })
    expect(applied).not.toBe('7px')
    await page.close()
  })
})
