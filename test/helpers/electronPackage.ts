import { copyFileSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:net'
import { join, resolve } from 'node:path'

export const projectRoot = resolve(import.meta.dirname, '../..')
const realElectron = join(projectRoot, 'node_modules/electron')

/** The version of the electron package the project installs. */
export const electronVersion: string = JSON.parse(
  readFileSync(join(realElectron, 'package.json'), 'utf8'),
).version

/**
 * Copies the electron package's own files (index.js, install.js, package.json,
 * checksums.json, ...) to <dir>/node_modules/electron, never a binary this
 * machine may have installed, so tests can install into the copy. Its
 * install.js finds @electron/get when NODE_PATH is the project's node_modules.
 * Returns the copy's folder.
 */
export function copyElectronPackage(dir: string): string {
  const electron = join(dir, 'node_modules/electron')
  mkdirSync(electron, { recursive: true })
  for (const name of readdirSync(realElectron)) {
    if (name !== 'path.txt' && statSync(join(realElectron, name)).isFile()) {
      copyFileSync(join(realElectron, name), join(electron, name))
    }
  }
  return electron
}

/** A loopback port with nothing listening: connections to it are refused at once. */
export async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready))
  const { port } = server.address() as { port: number }
  await new Promise((closed) => server.close(closed))
  return port
}
