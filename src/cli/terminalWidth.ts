/**
 * How wide the lines `token-desk` prints for people may be: `COLUMNS` when it
 * names a width (as `ls` and `git` honour it: a user or script narrowing the
 * output on purpose), else the terminal's own width, else no limit: a pipe
 * gets whole names, for grep (scripts read --json).
 */
export function terminalWidth(
  env: Readonly<Record<string, string | undefined>>,
  stdout: { isTTY?: boolean; columns?: number },
): number | undefined {
  const fromEnv = /^\d{1,5}$/.test(env.COLUMNS?.trim() ?? '') ? Number(env.COLUMNS) : 0
  if (fromEnv > 0) return fromEnv
  if (stdout.isTTY === true && typeof stdout.columns === 'number' && stdout.columns > 0)
    return stdout.columns
  return undefined
}
