import { execFile } from 'node:child_process'
import { resolve } from 'node:path'
import { promisify } from 'node:util'

const root = resolve(import.meta.dirname, '..')

/**
 * Runs Node with `args` in a fresh process (cold code, an empty heap: as a
 * start is, or as the window's code runs in its own process) and answers
 * the JSON of its last line of output.
 */
export async function inFreshNode<T>(args: string[]): Promise<T> {
  const { stdout } = await promisify(execFile)(process.execPath, args, {
    cwd: root,
    maxBuffer: 1 << 20,
  })
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? 'null') as T
}

/** inFreshNode for a TypeScript file of bench/. */
export const inFreshProcess = <T>(script: string, args: string[] = []): Promise<T> =>
  inFreshNode<T>(['--import', 'tsx', resolve(import.meta.dirname, script), ...args])
