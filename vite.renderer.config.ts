import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import type { UserConfig } from 'vite'

/**
 * The renderer's build, shared by electron-vite (the app) and the browser
 * harness, so both serve byte-for-byte the same UI.
 */
export const rendererConfig = {
  root: resolve(import.meta.dirname, 'src/renderer'),
  base: './',
  plugins: [react()],
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
