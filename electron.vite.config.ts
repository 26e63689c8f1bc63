import { resolve } from 'node:path'
import { defineConfig } from 'electron-vite'
import { rendererConfig } from './vite.renderer.config'

export default defineConfig({
  main: {
    build: {
      rollupOptions: { input: { index: resolve(import.meta.dirname, 'src/main/index.ts') } },
    },
  },
  preload: {
    // A sandboxed preload cannot load ESM or require anything but 'electron':
    // bundle everything it imports into one CommonJS file.
    build: {
      externalizeDeps: false,
      rollupOptions: {
        input: { index: resolve(import.meta.dirname, 'src/preload/index.ts') },
        external: ['electron'],
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: rendererConfig,
})
