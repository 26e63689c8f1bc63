#!/usr/bin/env node
// @ts-check
/**
 * `node scripts/require-node.mjs && …`: the first step of every npm script
 * that runs project code under this Node (the harness, tests, benchmarks,
 * screenshots). On a Node older than package.json's "engines" it says so in
 * the launcher's own paragraph and exits 1, instead of letting the script
 * build for a minute and then die with a SyntaxError. Runs on old Node.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { nodeVersionProblem } from './node-version.mjs'

const script = process.env.npm_lifecycle_event
const rerun = !script || script === 'start' ? 'npm start' : `npm run ${script}`
const { engines } = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8'))
const problem = nodeVersionProblem(engines.node, process.versions.node, rerun)
if (problem) {
  console.error(`\n${problem}\n`)
  process.exit(1)
}
