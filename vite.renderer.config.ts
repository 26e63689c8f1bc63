import { randomBytes } from 'node:crypto'
import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import type { Plugin, UserConfig } from 'vite'
import {
  CONTENT_SECURITY_POLICY,
  devContentSecurityPolicy,
} from './src/main/core/contentSecurityPolicy'

/**
 * `npm run dev` only: the page's CSP lets in the <style> elements and the
 * inline preamble Vite's dev server injects, by a nonce Vite puts on each
 * (`html.cspNonce`, also read by its client for the styles it adds later).
 * One nonce per dev-server start, which serves only this machine.
 */
function devContentSecurity(): Plugin {
  const nonce = randomBytes(18).toString('base64')
  const metaPolicy = CONTENT_SECURITY_POLICY.split('; ')
    .filter((d) => !d.startsWith('frame-ancestors'))
    .join('; ')
  return {
    name: 'token-desk:dev-content-security-policy',
    apply: 'serve',
    config: () => ({ html: { cspNonce: nonce } }),
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(`content="${metaPolicy}"`)) {
          throw new Error('index.html no longer carries CONTENT_SECURITY_POLICY as its meta tag')
        }
        return html.replace(
          `content="${metaPolicy}"`,
          `content="${devContentSecurityPolicy(nonce)}"`,
        )
      },
    },
  }
}

/**
 * The renderer's build, shared by electron-vite (the app) and the browser
 * harness, so both serve byte-for-byte the same UI.
 */
export const rendererConfig = {
  root: resolve(import.meta.dirname, 'src/renderer'),
  base: './',
  plugins: [react(), devContentSecurity()],
  build: {
    outDir: resolve(import.meta.dirname, 'out/renderer'),
    emptyOutDir: true,
    // electron-vite leaves the renderer unminified; a third of the bytes is a
    // third less for the window to parse before its first paint.
    minify: true,
    rollupOptions: { input: resolve(import.meta.dirname, 'src/renderer/index.html') },
  },
} satisfies UserConfig

export default rendererConfig
