import { resolve } from 'node:path'
import type { UserConfig } from 'vite'

/**
 * The renderer half of the harness's `electron` stand-in: CommonJS, so the
 * harness can hand it to the app's real preload bundle as `require('electron')`.
 */
export default {
  build: {
    outDir: resolve(import.meta.dirname, 'out/harness'),
    emptyOutDir: true,
    lib: {
      entry: resolve(import.meta.dirname, 'src/harness/page/electronRenderer.ts'),
      formats: ['cjs'],
      fileName: () => 'electron-renderer.cjs',
    },
  },
} satisfies UserConfig
