import { spawn } from 'node:child_process'
import { chmodSync, linkSync, copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

/** nobody: the uid a root test runner drops to, so that file modes apply. */
export const OTHER_UID = 65534

const root = resolve(import.meta.dirname, '../..')

/**
 * Runs a TypeScript file (through tsx) in a child process and returns its
 * stdout. As root, the child runs as `nobody`: root ignores file modes, so an
 * unreadable file can only be tried by another user. Node itself lives under
 * /root (mode 0700) here, so the child gets a link to the binary in a folder
 * it may enter.
 */
export async function runTs(script: string, args: string[]): Promise<string> {
  const asRoot = process.getuid?.() === 0
  let binDir: string | null = null
  let node = process.execPath
  if (asRoot) {
    binDir = mkdtempSync(join(tmpdir(), 'token-desk-node-'))
    chmodSync(binDir, 0o755)
    node = join(binDir, 'node')
    try {
      linkSync(process.execPath, node)
    } catch {
      copyFileSync(process.execPath, node)
      chmodSync(node, 0o755)
    }
  }
  try {
    return await new Promise<string>((done, fail) => {
      const child = spawn(node, ['--import', 'tsx', script, ...args], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { PATH: process.env['PATH'] ?? '', TMPDIR: tmpdir() },
        ...(asRoot ? { uid: OTHER_UID, gid: OTHER_UID } : {}),
      })
      let out = ''
      let err = ''
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
      child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
      child.once('error', fail)
      child.once('exit', (code) =>
        code === 0 ? done(out) : fail(new Error(`child exited ${code}: ${err.slice(0, 2000)}`)),
      )
    })
  } finally {
    if (binDir !== null) rmSync(binDir, { recursive: true, force: true })
  }
}
