import { z } from 'zod'
import { says } from '../i18n/fieldSays'
import { bulkIds } from './bulk'
import type { ActivityEntry, ActivityKind, ActivityTrigger } from './activity'
import { lazySchema } from './lazySchema'

/**
 * Which activity entries are in view: a time range, kinds and triggers. The
 * one rule for the activity table's filter and for its export, so a file
 * holds exactly the rows the user was looking at.
 */

/** The time ranges offered, newest entries first: how far back from now. */
export const activitySpans = ['all', '24h', '7d', '30d'] as const
export type ActivitySpan = (typeof activitySpans)[number]

const spanMs: Record<Exclude<ActivitySpan, 'all'>, number> = {
  '24h': 24 * 3_600_000,
  '7d': 7 * 24 * 3_600_000,
  '30d': 30 * 24 * 3_600_000,
}

/**
 * Kinds in the groups a tester asks about: tokens got, failures (a refusal
 * by a request is one), tokens given out, forgotten, certificate pins.
 */
export const activityKindGroups = {
  all: null,
  tokens: ['obtained', 'renewed'],
  failures: ['failed', 'rejected'],
  given: ['given'],
  forgotten: ['forgotten'],
  pins: ['pinned', 'unpinned'],
} as const satisfies Record<string, readonly ActivityKind[] | null>
export type ActivityKindGroup = keyof typeof activityKindGroups

const triggers = [
  'manual',
  'auto',
  'renew-all',
  'request',
  'cli',
] as const satisfies readonly ActivityTrigger[]

export const activityFilterSchema = lazySchema(() =>
  z.strictObject({
    span: z.enum(activitySpans, says('inputs.activity.chooseSpan')).default('all'),
    kinds: z
      .enum(
        Object.keys(activityKindGroups) as [ActivityKindGroup, ...ActivityKindGroup[]],
        says('inputs.activity.chooseKinds'),
      )
      .default('all'),
    trigger: z.enum(['all', ...triggers], says('inputs.activity.chooseTrigger')).default('all'),
  }),
)
export type ActivityFilter = z.output<typeof activityFilterSchema>

export const everyActivity: ActivityFilter = { span: 'all', kinds: 'all', trigger: 'all' }

export const isEveryActivity = (filter: ActivityFilter): boolean =>
  filter.span === 'all' && filter.kinds === 'all' && filter.trigger === 'all'

/** Whether an entry is in view at `now` (the clock is the caller's). */
export function inActivityFilter(
  entry: ActivityEntry,
  filter: ActivityFilter,
  now: number,
): boolean {
  if (filter.span !== 'all' && entry.at < now - spanMs[filter.span]) return false
  const kinds: readonly ActivityKind[] | null = activityKindGroups[filter.kinds]
  if (kinds !== null && !kinds.includes(entry.kind)) return false
  return filter.trigger === 'all' || entry.trigger === filter.trigger
}

export const activityExportFormats = ['csv', 'jsonl'] as const
export type ActivityExportFormat = (typeof activityExportFormats)[number]

/** Export the activity of these profiles (absent: every profile) as the filter shows it. */
export const exportActivityInput = lazySchema(() =>
  z.strictObject({
    format: z.enum(activityExportFormats, says('inputs.activity.chooseFormat')),
    profileIds: bulkIds.optional(),
    filter: activityFilterSchema.default(everyActivity),
  }),
)
