#!/usr/bin/env node
// `token-desk`: runs the built command line (src/cli), or says how to build it.
// CommonJS, like the bundle: Node starts it without its ES module loader.
'use strict'
const { existsSync } = require('node:fs')
const { join } = require('node:path')

const built = join(__dirname, '..', 'out', 'cli', 'token-desk.cjs')
if (!existsSync(built)) {
  process.stderr.write(
    `token-desk is not built yet. In ${join(__dirname, '..')} run:\n  npm run build:cli\n`,
  )
  process.exit(1)
}
// Node keeps the bundle's compiled code between runs, beside the bundle: as trusted as the bundle
// itself (Node's default, a folder in the shared temporary folder, could be another user's).
require('node:module').enableCompileCache?.(join(__dirname, '..', 'out', 'cli', '.compile-cache'))
require(built)
