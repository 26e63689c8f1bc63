import { resolve } from 'node:path'
import type { UserConfig } from 'vite'

/** Builds the harness's stand-in for the preload: a classic script the harness injects. */
export default {
  build: {
    outDir: resolve(import.meta.dirname, 'out/harness'),
    emptyOutDir: true,
    lib: {
      entry: resolve(import.meta.dirname, 'src/harness/bridge.ts'),
      formats: ['iife'],
      name: 'tokenDeskHarnessBridge',
      fileName: () => 'bridge.js',
    },
  },
} satisfies UserConfig
