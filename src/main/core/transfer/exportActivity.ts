import { activityLabels, triggerLabels, type ActivityEntry } from '../../../shared/model/activity'
import {
  inActivityFilter,
  type ActivityExportFormat,
  type ActivityFilter,
} from '../../../shared/model/activityFilter'
import type { Profile } from '../../../shared/model/profile'
import type { ExportFile } from '../../../shared/model/transfer'
import { isoLocal } from '../../../shared/time/isoLocal'
import { csvRecord, type CsvSeparator } from '../../../shared/text/csv'

/** One profile's activity, newest first, as the log keeps it. */
export interface ProfileActivity {
  profile: Pick<Profile, 'id' | 'name' | 'account' | 'portal' | 'baseUrl'>
  entries: readonly ActivityEntry[]
}

const columns = [
  'When',
  'Profile',
  'Account ID',
  'Portal',
  'Base URL',
  'What',
  'Kind',
  'How',
  'Trigger',
  'Detail',
  'HTTP status',
  'Error code',
  'Token valid until',
  'Times',
] as const

/**
 * The activity in view as CSV (a spreadsheet's columns, labels beside codes)
 * or JSON Lines (one object per entry, for scripts), newest first across
 * profiles. Times carry their offset. Entries hold no secret (their detail
 * is an error's message, redacted when it was written).
 */
export function exportActivity(
  profiles: readonly ProfileActivity[],
  filter: ActivityFilter,
  format: ActivityExportFormat,
  now: number,
  separator: CsvSeparator = ',',
): ExportFile {
  const rows = profiles
    .flatMap(({ profile, entries }) =>
      entries
        .filter((entry) => inActivityFilter(entry, filter, now))
        .map((entry) => ({ profile, entry })),
    )
    .sort((a, b) => b.entry.at - a.entry.at)
  const fileName = `token-desk-activity-${isoLocal(now).slice(0, 10)}.${format}`
  if (format === 'jsonl') {
    const lines = rows.map(({ profile, entry }) =>
      JSON.stringify({
        at: isoLocal(entry.at),
        profileId: profile.id,
        profile: profile.name,
        accountId: profile.account.id,
        portal: profile.portal,
        baseUrl: profile.baseUrl,
        kind: entry.kind,
        trigger: entry.trigger,
        detail: entry.detail,
        status: entry.status ?? null,
        code: entry.code ?? null,
        expiresAt: entry.expiresAt === null ? null : isoLocal(entry.expiresAt),
        times: entry.times ?? 1,
      }),
    )
    return { fileName, count: rows.length, text: lines.map((line) => `${line}\n`).join('') }
  }
  const body = rows.map(({ profile, entry }) =>
    csvRecord(
      [
        isoLocal(entry.at),
        profile.name,
        profile.account.id,
        profile.portal,
        profile.baseUrl,
        activityLabels[entry.kind],
        entry.kind,
        triggerLabels[entry.trigger],
        entry.trigger,
        entry.detail,
        entry.status === undefined ? '' : String(entry.status),
        entry.code ?? '',
        entry.expiresAt === null ? '' : isoLocal(entry.expiresAt),
        String(entry.times ?? 1),
      ],
      separator,
    ),
  )
  // The byte order mark tells spreadsheets the file is UTF-8.
  return {
    fileName,
    count: rows.length,
    text: `\uFEFF${csvRecord(columns, separator)}${body.join('')}`,
  }
}
