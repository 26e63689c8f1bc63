#!/usr/bin/env node
// `token-desk`: runs the built command line (src/cli), or says how to build it.
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const built = new URL('../out/cli/token-desk.mjs', import.meta.url)
if (!existsSync(built)) {
  const root = fileURLToPath(new URL('..', import.meta.url))
  process.stderr.write(`token-desk is not built yet. In ${root} run:\n  npm run build:cli\n`)
  process.exit(1)
}
await import(built.href)
