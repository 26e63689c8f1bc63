import { saidSchema } from '../../../shared/i18n/saidSchema'
import { z } from 'zod'
import { ACTIVITY_LENGTH, type ActivityEntry } from '../../../shared/model/activity'
import { HistoryFiles } from '../storage/historyFiles'
import { lazySchema } from '../../../shared/model/lazySchema'

const entrySchema = lazySchema(
  () =>
    z.object({
      at: z.number(),
      kind: z.enum([
        'obtained',
        'renewed',
        'failed',
        'rejected',
        'forgotten',
        'given',
        'pinned',
        'unpinned',
      ]),
      trigger: z.enum(['manual', 'auto', 'renew-all', 'request', 'cli']),
      detail: z.string(),
      detailSaid: saidSchema.optional(),
      expiresAt: z.number().nullable(),
      times: z.number().int().positive().optional(),
      exchangeId: z.string().optional(),
      code: z.string().optional(),
      status: z.number().int().optional(),
    }) satisfies z.ZodType<ActivityEntry>,
)

/** What happened to each profile's token, newest first, capped; a small file per profile. */
export type ActivityLog = HistoryFiles<ActivityEntry>

export const openActivityLog = (
  dir: string,
  onWriteError?: (error: NodeJS.ErrnoException) => void,
): ActivityLog =>
  new HistoryFiles<ActivityEntry>({
    dir,
    cap: ACTIVITY_LENGTH,
    parse: (value) => entrySchema.safeParse(value).data ?? null,
    ...(onWriteError ? { onWriteError } : {}),
  })
