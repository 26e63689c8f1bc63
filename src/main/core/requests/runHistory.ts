import { z } from 'zod'
import { httpMethods, type RunSummary } from '../../../shared/model/request'
import { HistoryFiles } from '../storage/historyFiles'
import { lazySchema } from '../../../shared/model/lazySchema'

/** How many runs each profile keeps. */
export const HISTORY_LENGTH = 20

const runSchema = lazySchema(
  () =>
    z.object({
      at: z.number(),
      method: z.enum(httpMethods),
      target: z.string(),
      outcome: z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('response'), status: z.number() }),
        z.object({ kind: z.literal('error'), code: z.string() }),
      ]),
      durationMs: z.number(),
    }) satisfies z.ZodType<RunSummary>,
)

/** Each profile's test-request runs, newest first, capped; a small file per profile. */
export type RunHistory = HistoryFiles<RunSummary>

export const openRunHistory = (
  dir: string,
  onWriteError?: (error: NodeJS.ErrnoException) => void,
): RunHistory =>
  new HistoryFiles<RunSummary>({
    dir,
    cap: HISTORY_LENGTH,
    parse: (value) => runSchema.safeParse(value).data ?? null,
    ...(onWriteError ? { onWriteError } : {}),
  })
