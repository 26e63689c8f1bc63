import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, normalize, resolve, sep } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTENT_SECURITY_POLICY, contentTypeOf } from '../../src/main/core/contentSecurityPolicy'
import { ELEMENT_TIMING } from '../../src/shared/window/elementTiming'
import { profileViewFixture } from '../fixtures/profile'
import { launchChromium, skipBrowserTests } from '../helpers/browser'

const rendererDir = resolve(import.meta.dirname, '../../out/renderer')
const NOW = Date.UTC(2026, 10, 21, 9)

/** The built renderer as the app's protocol serves it: with the CSP header, nothing else. */
function serveRenderer(): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname
    const file = normalize(join(rendererDir, path === '/' ? 'index.html' : path))
    if (!file.startsWith(rendererDir + sep)) return void res.writeHead(404).end()
    readFile(file).then(
      (body) =>
        res
          .writeHead(200, {
            'Content-Type': contentTypeOf(file),
            'Content-Security-Policy': CONTENT_SECURITY_POLICY,
          })
          .end(body),
      () => res.writeHead(404).end(),
    )
  })
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () =>
      done({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server }),
    ),
  )
}

/** Enough profiles for the virtualized list, with tokens for the lifetime bars. */
const profiles = Array.from({ length: 300 }, (_, i) =>
  profileViewFixture({
    id: `p${i}`,
    name: `Profile ${String(i).padStart(3, '0')}`,
    account: { id: `ACC-${i % 12}`, name: `Account ${i % 12}` },
    colour: i % 2 ? 'teal' : 'none',
    token:
      i % 3 === 0
        ? { kind: 'none' }
        : {
            kind: 'issued',
            issuedAt: NOW - 3_600_000,
            expiresAt: NOW + 20 * 3_600_000,
            rejectedAt: null,
            method: 'POST',
            envelope: 'A',
          },
  }),
)

describe.skipIf(skipBrowserTests)('Content-Security-Policy without inline styles', () => {
  let browser: Browser
  let served: { url: string; server: Server }
  beforeAll(async () => {
    browser = await launchChromium()
    served = await serveRenderer()
  })
  afterAll(async () => {
    await browser?.close()
    served?.server.close()
  })

  it("has no 'unsafe-inline' anywhere, and the page's meta tag says the same", async () => {
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-inline')
    const html = await readFile(join(rendererDir, 'index.html'), 'utf8')
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1]
    // frame-ancestors only works as a header; everything else is the same policy.
    expect(meta).toBe(
      CONTENT_SECURITY_POLICY.split('; ')
        .filter((d) => !d.startsWith('frame-ancestors'))
        .join('; '),
    )
    expect(html).not.toMatch(/<style|style="/)
  })

  /**
   * The app on fake data, and every CSP violation it reports (console and event);
   * `language`: as chosen in Settings and remembered on this machine.
   */
  async function openApp(language: 'en' | 'de' = 'en') {
    const page = await browser.newPage()
    const scripts: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
    })
    const violations: string[] = []
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text())
    })
    await page.addInitScript(
      ({ profiles, language }) => {
        localStorage.setItem('token-desk:language', language)
        // What the sidebar's buttons said when the first of them appeared: the first frame's words.
        const first = new MutationObserver(() => {
          const buttons = [...document.querySelectorAll('nav button')]
          if (buttons.length === 0) return
          first.disconnect()
          ;(window as unknown as { __firstWords: string[] }).__firstWords = buttons.map(
            (b) => b.textContent ?? '',
          )
        })
        first.observe(document, { childList: true, subtree: true })
        const events: string[] = []
        ;(window as unknown as { __csp: string[] }).__csp = events
        document.addEventListener('securitypolicyviolation', (e) =>
          events.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
        )
        const answers: Record<string, unknown> = {
          appInfo: {
            version: '0.0.0',
            runtime: 'harness',
            protection: { kind: 'test-only', keyring: 'test-only', description: 'test' },
            systemLanguages: ['en-US'],
            notices: [],
          },
          listProfiles: profiles,
          getSettings: {
            requestTimeoutMs: 15000,
            warningMs: 3600000,
            renewConcurrency: 6,
            autoRenewLeadMs: 900000,
            keepPasswordsInWeakStorage: false,
            clipboardClearMs: 30000,
            proxyMode: 'system',
            proxyUrl: '',
            proxyBypass: ['localhost', '127.0.0.1', '[::1]'],
            proxyUsername: '',
            extraCaFiles: [],
            language,
          },
          listRequests: { requests: [], history: [], probe: null },
          listActivity: [],
        }
        const api: Record<string, unknown> = {
          onEvent: () => () => undefined,
        }
        for (const name of Object.keys(answers))
          api[name] = () => Promise.resolve({ ok: true, value: answers[name] })
        api['getProfile'] = ({ profileId }: { profileId: string }) =>
          Promise.resolve({ ok: true, value: profiles.find((p) => p.id === profileId) })
        // Any other call: a clear failure, not a hang.
        const proxy = new Proxy(api, {
          get: (target, key: string) =>
            target[key] ??
            (() =>
              Promise.resolve({ ok: false, error: { code: 'internal', message: `no ${key}` } })),
        })
        Object.defineProperty(window, 'tokenDesk', { value: proxy })
      },
      { profiles, language },
    )
    await page.goto(served.url)
    await page.getByRole('heading', { name: 'Profile 000', level: 1 }).waitFor()
    const reported = async () => [
      ...violations,
      ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)),
    ]
    const firstWords = () =>
      page.evaluate(() => (window as unknown as { __firstWords: string[] }).__firstWords)
    return { page, reported, scripts, firstWords }
  }

  it('names its first text for Element Timing, so a start can be timed without watching it', async () => {
    const { page } = await openApp()
    // Entries come with the frames that paint them: the names recorded so far, until both are.
    const painted = () =>
      page.evaluate(
        () =>
          new Promise<string[]>((resolve) => {
            const names: string[] = []
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries())
                names.push((entry as PerformanceEntry & { identifier: string }).identifier)
            }).observe({ type: 'element', buffered: true })
            setTimeout(() => resolve(names), 0)
          }),
      )
    await expect
      .poll(painted, { timeout: 10_000 })
      .toEqual(expect.arrayContaining([ELEMENT_TIMING.shell, ELEMENT_TIMING.profileRow]))
    await page.close()
  })

  it('loads German only for a German window, as a chunk of its own the policy allows', async () => {
    const english = await openApp('en')
    expect(await english.page.evaluate(() => document.documentElement.lang)).toBe('en')
    const englishScripts = [...english.scripts]
    await english.page.close()

    const german = await openApp('de')
    // Its first frame speaks German: the window waited for the catalog before rendering.
    expect((await german.firstWords()).join(' ')).toContain('Alle erneuern')
    expect((await german.firstWords()).join(' ')).not.toContain('Renew all')
    expect(await german.page.evaluate(() => document.documentElement.lang)).toBe('de')
    const germanOnly = german.scripts.filter((path) => !englishScripts.includes(path))
    expect(germanOnly).toHaveLength(1)
    expect(await german.reported()).toEqual([])
    await german.page.close()
    // The English window's code holds no German message; the chunk only it skipped does.
    const read = (path: string) => readFile(join(rendererDir, path), 'utf8')
    for (const path of englishScripts) expect(await read(path)).not.toContain('Einstellungen')
    expect(await read(germanOnly[0] as string)).toContain('Einstellungen')
  })

  it('renders the list, a profile, the form and settings with no violation, styled', async () => {
    const { page, reported } = await openApp()
    // The virtualized rows are placed by style props (CSSOM, which CSP allows).
    const transform = await page
      .locator('[style*="translateY"]')
      .first()
      .evaluate((el) => getComputedStyle(el).transform)
    expect(transform).not.toBe('none')
    // The stylesheet applied (a <link>, allowed by style-src 'self').
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    expect(background).not.toBe('rgba(0, 0, 0, 0)')
    await page.getByRole('button', { name: 'Edit profile' }).click()
    await page.getByRole('heading', { name: 'Edit profile' }).waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Settings', exact: true }).click()
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor()
    await page.mouse.wheel(0, 4000)

    expect(await reported()).toEqual([])
    await page.close()
  })

  it('would see an inline style: the policy blocks one and the test hears of it', async () => {
    const { page, reported } = await openApp()
    await page.evaluate(() => {
      const style = document.createElement('style')
      style.textContent = 'body { color: red }'
      document.head.append(style)
    })
    await expect.poll(reported).toContainEqual(expect.stringMatching(/style-src/))
    await page.close()
  })
})
