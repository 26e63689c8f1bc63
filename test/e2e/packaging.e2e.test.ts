import { execFileSync } from 'node:child_process'
import { chmodSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { listPackage } from '@electron/asar'
import { describe, expect, it } from 'vitest'
import { useTempDirs } from '../helpers/tempDir'

const root = resolve(import.meta.dirname, '../..')
const newDir = useTempDirs()
const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX'
// Electron's fuse order: RunAsNode, EnableCookieEncryption,
// EnableNodeOptionsEnvironmentVariable, EnableNodeCliInspectArguments,
// EnableEmbeddedAsarIntegrityValidation, OnlyLoadAppFromAsar, …
const FUSES = 9

/**
 * Packages the app with a stand-in for the Electron binary (downloading the
 * real one is impossible here), which still checks electron-builder.yml, the
 * files that go into the asar and the security fuses written into the binary.
 */
describe('packaging', () => {
  it('builds an unpacked Linux app with the right files and fuses', () => {
    const stub = newDir()
    const out = newDir()
    // A binary with a fuse wire: sentinel, wire version 1, length, all fuses at their defaults.
    writeFileSync(
      join(stub, 'electron'),
      Buffer.concat([
        Buffer.from('#!/bin/sh\nexit 0\n'),
        Buffer.from(SENTINEL),
        Buffer.from([1, FUSES]),
        Buffer.from('1'.repeat(FUSES)),
      ]),
    )
    chmodSync(join(stub, 'electron'), 0o755)
    writeFileSync(join(stub, 'version'), '45.4.1')
    writeFileSync(join(stub, 'LICENSE'), '')
    writeFileSync(join(stub, 'LICENSES.chromium.html'), '')

    execFileSync(join(root, 'node_modules/.bin/electron-vite'), ['build'], {
      cwd: root,
      stdio: 'ignore',
    })
    execFileSync(
      join(root, 'node_modules/.bin/electron-builder'),
      [
        '--linux',
        'dir',
        '--publish',
        'never',
        `-c.electronDist=${stub}`,
        `-c.directories.output=${out}`,
      ],
      { cwd: root, stdio: 'pipe' },
    )

    const app = join(out, 'linux-unpacked')
    const binary = readFileSync(join(app, 'token-desk'))
    const wire = binary.subarray(binary.indexOf(SENTINEL) + SENTINEL.length + 2).subarray(0, 6)
    expect(wire.toString()).toBe('010011')

    const files = listPackage(join(app, 'resources/app.asar'), { isPack: false })
    expect(files).toEqual(
      expect.arrayContaining([
        '/out/main/index.js',
        '/out/preload/index.cjs',
        '/out/renderer/index.html',
        '/package.json',
      ]),
    )
    expect(files.some((f) => f.startsWith('/src/') || f.startsWith('/test/'))).toBe(false)
    expect(files.some((f) => f.startsWith('/node_modules/electron-store/'))).toBe(true)
  }, 120_000)
})
