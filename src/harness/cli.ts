import { mkdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { startHarness } from './server'

const root = resolve(import.meta.dirname, '../..')
const usage =
  'Usage: npm run harness -- --port <P> --data-dir <DIR> [--protection test-only|weak|unavailable]'
const protections = ['test-only', 'weak', 'unavailable'] as const

function fail(message: string): never {
  console.error(`${message}\n${usage}`)
  process.exit(2)
}

let values: { port?: string; 'data-dir'?: string; protection?: string }
try {
  ;({ values } = parseArgs({
    options: {
      port: { type: 'string' },
      'data-dir': { type: 'string' },
      protection: { type: 'string' },
    },
    strict: true,
  }))
} catch (error) {
  fail(error instanceof Error ? error.message : String(error))
}

const port = Number(values.port ?? '5174')
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`Not a port: ${values.port}`)
const protection = protections.find((p) => p === (values.protection ?? 'test-only'))
if (!protection) fail(`Unknown protection: ${values.protection}`)
const dataDir = resolve(values['data-dir'] ?? resolve(root, '.harness-data'))
mkdirSync(dataDir, { recursive: true })
const { version } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
  version: string
}

const harness = await startHarness({
  port,
  dataDir,
  rendererDir: resolve(root, 'out/renderer'),
  bridgeFile: resolve(root, 'out/harness/bridge.js'),
  version,
  protection,
}).catch((error: unknown) => {
  const code = (error as { code?: string }).code
  fail(
    code === 'EADDRINUSE' ? `Port ${port} is already in use.` : `Could not start: ${String(error)}`,
  )
})

console.log(`Token Desk harness (a test and development tool, not the app)
  UI:        ${harness.url}
  Data dir:  ${dataDir}
  Clipboard: ${harness.url}__harness/clipboard
Secrets are encrypted with a published test key: use test credentials only.
Press Ctrl+C to stop.`)

const stop = () => void harness.close().then(() => process.exit(0))
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
