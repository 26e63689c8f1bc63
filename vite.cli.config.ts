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
 * `token-desk`, the command line: one CommonJS file for Node with nothing
 * but Node built-ins outside it, so it starts nearly as fast as Node does
 * (CommonJS: Node's ES module loader costs several ms of every start; see
 * docs/benchmarks.md). bin/token-desk.cjs runs it.
 */
export default {
  define: { __TOKEN_DESK_VERSION__: JSON.stringify(version) },
  build: {
    outDir: resolve(import.meta.dirname, 'out/cli'),
    emptyOutDir: true,
    // The command line runs on Node 20 too (the app's build needs 22): a terminal's Node is
    // the user's, not the project's.
    target: 'node20',
    minify: false,
    ssr: resolve(import.meta.dirname, 'src/cli/main.ts'),
    rollupOptions: {
      external: [...builtinModules, ...builtinModules.map((m) => `node:${m}`)],
      output: { format: 'cjs', entryFileNames: 'token-desk.cjs', inlineDynamicImports: true },
    },
  },
  ssr: { noExternal: true },
} satisfies UserConfig
