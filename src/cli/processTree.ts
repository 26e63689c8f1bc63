/** A process as the system lists it: `started` tells it from a later one given the same pid. */
export interface ProcessEntry {
  pid: number
  parent: number
  started: string
}

/**
 * Every process of this user the system shows, with its parent: /proc on
 * Linux, `ps` elsewhere (macOS, the BSDs). Windows is not read: taskkill
 * stops a tree there (signalTree).
 */
function processTable(): ProcessEntry[] {
  if (process.platform === 'linux') {
    const { readdirSync, readFileSync } = process.getBuiltinModule('node:fs')
    const entries: ProcessEntry[] = []
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue
      try {
        // "pid (comm) state ppid … starttime": comm may hold spaces and brackets, so read after its last ')'.
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
        entries.push({ pid: Number(name), parent: Number(fields[1]), started: fields[19] ?? '' })
      } catch {
        // Ended while the folder was read.
      }
    }
    return entries
  }
  const { execFileSync } = process.getBuiltinModule('node:child_process')
  const listed = execFileSync('ps', ['-A', '-o', 'pid=', '-o', 'ppid=', '-o', 'lstart='], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  })
  return listed.split('\n').flatMap((line) => {
    const [, pid, parent, started] = /^\s*(\d+)\s+(\d+)\s+(.*\S)\s*$/.exec(line) ?? []
    return started ? [{ pid: Number(pid), parent: Number(parent), started }] : []
  })
}

/** The process and every process it started, and theirs, as they are now. */
export function treeOf(pid: number): ProcessEntry[] {
  if (process.platform === 'win32') return []
  const table = processTable()
  const children = new Map<number, ProcessEntry[]>()
  for (const entry of table) {
    const siblings = children.get(entry.parent)
    if (siblings) siblings.push(entry)
    else children.set(entry.parent, [entry])
  }
  const tree = table.filter((entry) => entry.pid === pid)
  for (const entry of tree) tree.push(...(children.get(entry.pid) ?? []))
  return tree
}

/**
 * Sends `signal` to each process of a tree taken earlier that is still the
 * same process (its pid and start time): its descendants may have been given
 * to another parent since (their own has exited), and a pid may have been
 * given to another process. On Windows, taskkill stops the tree of `root`.
 */
export function signalTree(
  root: number,
  tree: readonly ProcessEntry[],
  signal: NodeJS.Signals,
): void {
  if (process.platform === 'win32') {
    // Windows has no signals: a process is ended, with the ones it started (/T).
    const { spawnSync } = process.getBuiltinModule('node:child_process')
    spawnSync('taskkill', ['/PID', String(root), '/T', '/F'], { stdio: 'ignore' })
    return
  }
  const now = new Map(processTable().map((entry) => [entry.pid, entry.started]))
  for (const entry of tree) {
    if (now.get(entry.pid) !== entry.started) continue
    try {
      process.kill(entry.pid, signal)
    } catch {
      // Ended meanwhile, or not ours to signal.
    }
  }
}
