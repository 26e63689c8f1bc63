import { readFileSync } from 'node:fs'

/**
 * The name of the process that ran this one (`$(token-desk env …)` runs in
 * a subshell of the shell that will eval it), where the system says it
 * cheaply: Linux's /proc. Elsewhere, or when unreadable, undefined.
 */
export function parentProcessName(
  platform: NodeJS.Platform = process.platform,
  ppid: number = process.ppid,
): string | undefined {
  if (platform !== 'linux') return undefined
  try {
    return readFileSync(`/proc/${ppid}/comm`, 'utf8').trim()
  } catch {
    return undefined
  }
}
