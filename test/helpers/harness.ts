import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { startHarness, type Harness } from '../../src/harness/server'

const root = resolve(import.meta.dirname, '../..')
const rendererDir = resolve(root, 'out/renderer')
const bridgeFile = resolve(root, 'out/harness/bridge.js')

/** The harness over the built renderer (`npm run build:harness`), on a free port. */
export function harnessAt(dataDir: string): Promise<Harness> {
  if (!existsSync(resolve(rendererDir, 'index.html')) || !existsSync(bridgeFile)) {
    throw new Error('The renderer is not built: run `npm run build:harness` first.')
  }
  return startHarness({ port: 0, dataDir, rendererDir, bridgeFile, version: '0.0.0-e2e' })
}

/** Every file under `dir`, read as text: to prove no secret is stored in plaintext. */
export function allText(dir: string): string {
  return readdirSync(dir)
    .map((name) => join(dir, name))
    .map((path) => (statSync(path).isDirectory() ? allText(path) : readFileSync(path, 'latin1')))
    .join('\n')
}
