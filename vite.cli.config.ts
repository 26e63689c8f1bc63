import { readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { resolve } from 'node:path'
import type { UserConfig } from 'vite'

const { version } = JSON.parse(
  readFileSync(resolve(import.meta.dirname, 'package.json'), 'utf8'),
) as {
  version: string
}

/**
 * `token-desk`, the command line: one ESM file for Node with nothing but
 * Node built-ins outside it, so it starts as fast as Node does.
 * bin/token-desk.mjs runs it.
 */
export default {
  define: { __TOKEN_DESK_VERSION__: JSON.stringify(version) },
  build: {
    outDir: resolve(import.meta.dirname, 'out/cli'),
    emptyOutDir: true,
    target: 'node22',
    minify: false,
    ssr: resolve(import.meta.dirname, 'src/cli/main.ts'),
    rollupOptions: {
      external: [...builtinModules, ...builtinModules.map((m) => `node:${m}`)],
      output: { format: 'es', entryFileNames: 'token-desk.mjs', inlineDynamicImports: true },
    },
  },
  ssr: { noExternal: true },
} satisfies UserConfig
