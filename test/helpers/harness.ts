import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { spawnHarness, type HarnessOptions, type HarnessProcess } from '../../src/harness/spawn'

const root = resolve(import.meta.dirname, '../..')
const builtFiles = [
  'out/main/index.js',
  'out/preload/index.cjs',
  'out/renderer/index.html',
  'out/harness/electron-renderer.cjs',
]

/** The harness (the app's built main entry over the electron stand-in) in its own process, on a free port. */
export function harnessAt(
  dataDir: string,
  options: Omit<HarnessOptions, 'dataDir'> = {},
): Promise<HarnessProcess> {
  const missing = builtFiles.filter((file) => !existsSync(resolve(root, file)))
  if (missing.length) {
    throw new Error(
      `The app is not built (${missing.join(', ')}): run \`npm run build:harness\` first.`,
    )
  }
  return spawnHarness({ dataDir, ...options })
}

/** Every file under `dir`, read as text: to prove no secret is stored in plaintext. */
export function allText(dir: string): string {
  return readdirSync(dir)
    .map((name) => join(dir, name))
    .filter((path) => !path.endsWith('SingletonSocket'))
    .map((path) => (statSync(path).isDirectory() ? allText(path) : readFileSync(path, 'latin1')))
    .join('\n')
}

/** Main's answer to a call from anything but the app's own top-level page (src/main/adapters/ipc.ts). */
export const senderRefused = {
  ok: false,
  error: {
    code: 'forbidden-sender',
    message: 'Calls are accepted only from the app window.',
    said: { key: 'app.forbiddenSender' },
  },
} as const
