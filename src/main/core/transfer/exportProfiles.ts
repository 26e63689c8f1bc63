import { EXPORT_FORMAT, EXPORT_VERSION, type ExportFile } from '../../../shared/model/transfer'
import type { Profile } from '../../../shared/model/profile'

/** Versioned JSON of the profiles' fields: no ids, no passwords, no tokens. */
export function exportProfiles(profiles: Profile[], now: number): ExportFile {
  const rows = profiles.map((p) => ({
    name: p.name,
    accountId: p.account.id,
    accountName: p.account.name,
    portal: p.portal,
    baseUrl: p.baseUrl,
    apiHostUrl: p.apiHostUrl,
    username: p.username,
    headerStyle: p.headerStyle,
    smsMethod: p.smsMethod,
    autoRenew: p.autoRenew,
    tags: p.tags,
    colour: p.colour,
    notes: p.notes,
    favourite: p.favourite,
  }))
  const date = new Date(now).toISOString()
  return {
    fileName: `token-desk-profiles-${date.slice(0, 10)}.json`,
    count: rows.length,
    text: `${JSON.stringify({ format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: date, profiles: rows }, null, 2)}\n`,
  }
}
