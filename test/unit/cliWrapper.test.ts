import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
const wrapper = resolve(import.meta.dirname, '../../resources/cli/token-desk')

/** An installed app's layout with a stand-in executable that prints its arguments. */
function install(executable: string): string {
  const dir = newDir()
  const exe = join(dir, executable)
  mkdirSync(join(exe, '..'), { recursive: true })
  writeFileSync(exe, '#!/bin/sh\nprintf "%s|" "$@"\nexit 5\n', { mode: 0o755 })
  const resources = join(dir, executable.includes('MacOS') ? 'Contents/Resources' : 'resources')
  mkdirSync(join(resources, 'cli'), { recursive: true })
  copyFileSync(wrapper, join(resources, 'cli/token-desk'))
  // As the user installs it: a link in a folder on PATH.
  mkdirSync(join(dir, 'bin'))
  symlinkSync(join(resources, 'cli/token-desk'), join(dir, 'bin/token-desk'))
  return join(dir, 'bin/token-desk')
}

function run(linked: string, args: string[]): { stdout: string; code: number } {
  try {
    return { stdout: execFileSync(linked, args, { encoding: 'utf8' }), code: 0 }
  } catch (error) {
    const failed = error as { stdout: string; status: number }
    return { stdout: failed.stdout, code: failed.status }
  }
}

describe.skipIf(process.platform === 'win32')('the token-desk wrapper shipped with the app', () => {
  it('runs the Linux executable beside resources with --cli and passes the exit code', () => {
    expect(run(install('token-desk'), ['header', 'Acme production'])).toEqual({
      stdout: '--cli|header|Acme production|',
      code: 5,
    })
  })

  it('finds the macOS executable inside the app bundle', () => {
    expect(run(install('Contents/MacOS/Token Desk'), ['list', '--json']).stdout).toBe(
      '--cli|list|--json|',
    )
  })
})
