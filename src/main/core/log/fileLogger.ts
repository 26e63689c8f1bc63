import type { Clock } from '../clock'
import { NotAFileError, refuseIrregular } from '../storage/regularFile'
import { createLogger, type Logger } from './logger'
import { createRotatingFile } from './rotatingFile'

export interface FileLogger extends Logger {
  /** The current log file (`<dir>/main.log`). */
  readonly path: string
  /** Resolves when every line so far is on disk (or given up on); call before quitting. */
  flush(): Promise<void>
  /**
   * A FIFO, socket or device where the log file goes, found as the logger
   * was made: lines are dropped rather than waited on, and the start stops
   * with this (src/main/index.ts).
   */
  readonly problem: NotAFileError | null
}

/**
 * Main's log in `dir` (the app passes Electron's `logs` folder): rotated at
 * 1 MiB, three files kept, appended asynchronously. `echo` also prints each
 * line (the console in development).
 */
export function createFileLogger(
  dir: string,
  options: { clock?: Clock; echo?: (line: string) => void } = {},
): FileLogger {
  const file = createRotatingFile({ dir })
  const logger = createLogger({
    write: (line) => {
      file.write(line)
      options.echo?.(line)
    },
    ...(options.clock ? { clock: options.clock } : {}),
  })
  return { ...logger, path: file.path, flush: () => file.flush(), problem: problemOf(file.path) }
}

function problemOf(path: string): NotAFileError | null {
  try {
    refuseIrregular(path, 'refuse')
    return null
  } catch (error) {
    if (error instanceof NotAFileError) return error
    throw error
  }
}
