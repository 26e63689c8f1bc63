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
    rollupOptions: { input: resolve(import.meta.dirname, 'src/renderer/index.html') },
  },
} satisfies UserConfig

export default rendererConfig
