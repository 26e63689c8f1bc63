import { existsSync, readFileSync } from 'node:fs'

/**
 * Whether a process with this pid is still running (signal 0 only asks). A
 * zombie (killed, waiting for a parent to reap it: in a container, PID 1 may
 * never do) runs no more: Linux's /proc says so.
 */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch {
    return false
  }
  const stat = `/proc/${pid}/stat`
  if (!existsSync(stat)) return true
  // The state follows the command's name in parentheses: `pid (comm) S ...`.
  const state = readFileSync(stat, 'utf8').replace(/^.*\) /s, '')[0]
  return state !== 'Z' && state !== 'X'
}
