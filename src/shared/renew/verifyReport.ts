import type { BulkVerifyOutcome } from '../model/bulk'
import { portalLabels } from '../model/portal'
import type { ProfileRow } from '../model/profile'
import { csvRecord, type CsvSeparator } from '../text/csv'
import { escapeMarkup } from '../text/escapeMarkup'
import { isoLocal } from '../time/isoLocal'

/**
 * What a Verify found for each profile, in the groups a tester reports:
 * never sent (no token, no probe), refused (or another account's token),
 * failing on the way (network, the service), could not tell, accepted.
 * The Board's results, Verify all and the reports they save use this one rule.
 */
export const verifyGroups = [
  'no-token',
  'refused',
  'wrong-account',
  'failing',
  'no-probe',
  'inconclusive',
  'accepted',
] as const
export type VerifyGroup = (typeof verifyGroups)[number]

export const verifyGroupOf = (o: BulkVerifyOutcome): VerifyGroup => {
  switch (o.kind) {
    case 'failed':
      return o.code === 'no-token' ? 'no-token' : o.code === 'no-probe' ? 'no-probe' : 'failing'
    case 'rejected':
      return 'refused'
    default:
      return o.kind
  }
}

export const verifyGroupTitles: Record<VerifyGroup, string> = {
  'no-token': 'No token to verify',
  refused: 'Refused by the service',
  'wrong-account': "Another account's token",
  failing: 'Not verified: the request failed',
  'no-probe': 'No request to verify with',
  inconclusive: 'Could not tell',
  accepted: 'Accepted',
}

/** The outcome in one sentence, as the results list and a report say it. */
export const verifyDetail = (o: BulkVerifyOutcome): string =>
  o.kind === 'accepted'
    ? `Accepted (${o.status}).`
    : o.kind === 'rejected'
      ? `Refused (${o.status}): the token no longer works.`
      : o.kind === 'wrong-account'
        ? `Refused (${o.status}): this login's token is for account ${o.account}; a new token will not change that.`
        : o.message

/** A profile as a report names it; null when it was deleted since. */
export type ReportedProfile = Pick<ProfileRow, 'account' | 'portal' | 'baseUrl'> | null

export interface VerifyReportRow {
  outcome: BulkVerifyOutcome
  profile: ReportedProfile
}

export const verifyReportFormats = ['csv', 'json', 'html'] as const
export type VerifyReportFormat = (typeof verifyReportFormats)[number]

const statusOf = (o: BulkVerifyOutcome): number | null => (o.kind === 'failed' ? null : o.status)

/** Rows in the groups' order (what needs doing first), by name within a group. */
function ordered(rows: readonly VerifyReportRow[]): VerifyReportRow[] {
  const rank = (row: VerifyReportRow) => verifyGroups.indexOf(verifyGroupOf(row.outcome))
  return [...rows].sort((a, b) => rank(a) - rank(b) || a.outcome.name.localeCompare(b.outcome.name))
}

function counts(rows: readonly VerifyReportRow[]): Record<VerifyGroup, number> {
  const result = Object.fromEntries(verifyGroups.map((g) => [g, 0])) as Record<VerifyGroup, number>
  for (const row of rows) result[verifyGroupOf(row.outcome)] += 1
  return result
}

export interface VerifyReportFile {
  fileName: string
  type: string
  text: string
}

/**
 * A Verify's results as a file a tester attaches: CSV for a spreadsheet,
 * JSON for a script, an HTML page to print. Times carry their offset; no
 * token or password is in an outcome, so none is in a report.
 */
export function verifyReport(
  rows: readonly VerifyReportRow[],
  format: VerifyReportFormat,
  now: number,
  app: string,
  separator: CsvSeparator = ',',
): VerifyReportFile {
  const sorted = ordered(rows)
  const stamp = isoLocal(now)
  // When the checks ran (the last of them), apart from when the file is saved.
  const lastCheck = rows.reduce((last, row) => Math.max(last, row.outcome.at), -Infinity)
  const checkedAt = rows.length === 0 ? stamp : isoLocal(lastCheck)
  const fileName = `token-desk-verify-${stamp.slice(0, 16).replace(':', '')}.${format}`
  const fields = (row: VerifyReportRow) => ({
    profile: row.outcome.name,
    profileId: row.outcome.profileId,
    accountId: row.profile?.account.id ?? '',
    portal: row.profile ? portalLabels[row.profile.portal] : '',
    baseUrl: row.profile?.baseUrl ?? '',
    group: verifyGroupOf(row.outcome),
    status: statusOf(row.outcome),
    detail: verifyDetail(row.outcome),
    checkedAt: isoLocal(row.outcome.at),
  })
  if (format === 'json') {
    const text = JSON.stringify(
      { app, createdAt: stamp, checkedAt, counts: counts(sorted), results: sorted.map(fields) },
      null,
      2,
    )
    return { fileName, type: 'application/json', text: `${text}\n` }
  }
  if (format === 'csv') {
    const head = csvRecord(
      [
        'Profile',
        'Account ID',
        'Portal',
        'Base URL',
        'Result',
        'HTTP status',
        'Detail',
        'Checked at',
      ],
      separator,
    )
    const body = sorted.map((row) => {
      const f = fields(row)
      return csvRecord(
        [
          f.profile,
          f.accountId,
          f.portal,
          f.baseUrl,
          verifyGroupTitles[f.group],
          f.status === null ? '' : String(f.status),
          f.detail,
          f.checkedAt,
        ],
        separator,
      )
    })
    return { fileName, type: 'text/csv', text: `\uFEFF${head}${body.join('')}` }
  }
  return {
    fileName,
    type: 'text/html',
    text: verifyPage(sorted.map(fields), counts(sorted), { checkedAt, savedAt: stamp }, app),
  }
}

function verifyPage(
  rows: {
    profile: string
    accountId: string
    portal: string
    baseUrl: string
    group: VerifyGroup
    status: number | null
    detail: string
    checkedAt: string
  }[],
  tally: Record<VerifyGroup, number>,
  { checkedAt, savedAt }: { checkedAt: string; savedAt: string },
  app: string,
): string {
  const e = escapeMarkup
  const summary = verifyGroups
    .filter((g) => tally[g] > 0)
    .map((g) => `<li><strong>${tally[g]}</strong> ${e(verifyGroupTitles[g])}</li>`)
    .join('')
  const body = rows
    .map(
      (r) =>
        `<tr class="${r.group}"><td>${e(r.profile)}</td><td>${e(r.accountId)}</td><td>${e(r.portal)}</td><td><code>${e(r.baseUrl)}</code></td><td>${e(verifyGroupTitles[r.group])}</td><td>${r.status ?? ''}</td><td>${e(r.detail)}</td><td>${e(r.checkedAt)}</td></tr>`,
    )
    .join('\n')
  // A page of its own: no script, no remote resource; prints on A4 landscape.
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>Token Desk · Verify ${e(checkedAt)}</title>
<style>
body{font:13px/1.4 system-ui,sans-serif;margin:24px;color:#1b1f24}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #c9ced6;padding:4px 6px;text-align:left;vertical-align:top}
th{background:#eef1f5}code{font-size:12px}
td:nth-child(2),td:nth-child(8){white-space:nowrap}
.refused td:nth-child(5),.wrong-account td:nth-child(5){color:#a3161f;font-weight:600}
.failing td:nth-child(5),.no-token td:nth-child(5),.no-probe td:nth-child(5),.inconclusive td:nth-child(5){color:#8a4b00;font-weight:600}
.accepted td:nth-child(5){color:#17652f}
@page{size:A4 landscape;margin:12mm}
</style>
</head>
<body>
<h1>Verify results</h1>
<p>${rows.length} profile${rows.length === 1 ? '' : 's'} checked, ${e(checkedAt)} (the last check) · saved ${e(savedAt)} · ${e(app)}</p>
<ul>${summary}</ul>
<table>
<thead><tr><th>Profile</th><th>Account ID</th><th>Portal</th><th>Base URL</th><th>Result</th><th>HTTP status</th><th>Detail</th><th>Checked at</th></tr></thead>
<tbody>
${body}
</tbody>
</table>
</body>
</html>
`
}
