import { randomUUID } from 'node:crypto'
import { duplicateKey, newProfileFieldsSchema, type Profile } from '../../../shared/model/profile'
import type {
  ImportFormat,
  ImportPreview,
  ImportResult,
  ImportRow,
} from '../../../shared/model/transfer'
import type { Clock } from '../clock'
import type { ProfileRepository } from '../profiles/profileRepository'
import { parseImport } from './parseImport'

const text = (value: unknown) => (typeof value === 'string' ? value : '')

interface Checked {
  row: ImportRow
  profile: Profile | null
}

/**
 * Previews and applies imports. Stateless: apply re-reads the same text, so
 * what is written is exactly what the preview showed for that file.
 */
export class ImportService {
  constructor(
    private readonly repo: ProfileRepository,
    private readonly clock: Clock,
    private readonly newId: () => string = randomUUID,
  ) {}

  preview(format: ImportFormat, body: string): ImportPreview {
    const rows = this.check(format, body).map((c) => c.row)
    return {
      format,
      rows,
      valid: rows.filter((r) => r.errors.length === 0).length,
      invalid: rows.filter((r) => r.errors.length > 0).length,
      duplicates: rows.filter((r) => r.errors.length === 0 && r.duplicateOf).length,
    }
  }

  /** Writes every valid row (and duplicates only if asked) in one atomic file write, or nothing. */
  apply(format: ImportFormat, body: string, includeDuplicates: boolean): ImportResult {
    const checked = this.check(format, body)
    const chosen = checked.filter(
      (c) => c.profile && (includeDuplicates || c.row.duplicateOf === null),
    )
    this.repo.putMany(chosen.map((c) => c.profile as Profile))
    const valid = checked.filter((c) => c.profile).length
    return {
      imported: chosen.length,
      skippedInvalid: checked.length - valid,
      skippedDuplicates: valid - chosen.length,
    }
  }

  private check(format: ImportFormat, body: string): Checked[] {
    const existing = new Map(this.repo.list().map((p) => [duplicateKey(p), p]))
    const seen = new Map<string, number>()
    const now = this.clock()
    return parseImport(format, body).map(({ row, fields }) => {
      const base: ImportRow = {
        row,
        name: text(fields.name),
        accountId: text(fields.accountId),
        baseUrl: text(fields.baseUrl),
        username: text(fields.username),
        errors: [],
        duplicateOf: null,
      }
      const parsed = newProfileFieldsSchema.safeParse(fields)
      if (!parsed.success) {
        const errors = parsed.error.issues.map((issue) => ({
          field: issue.path.map(String).join('.') || 'row',
          message: issue.message,
        }))
        return { row: { ...base, errors }, profile: null }
      }
      const { accountId, accountName, ...rest } = parsed.data
      const profile: Profile = {
        ...rest,
        id: this.newId(),
        account: { id: accountId, name: accountName },
        lastUsedAt: null,
        createdAt: now,
        updatedAt: now,
      }
      const key = duplicateKey(profile)
      const match = existing.get(key)
      const earlier = seen.get(key)
      seen.set(key, earlier ?? row)
      const duplicateOf = match
        ? { profileId: match.id, name: match.name }
        : earlier !== undefined
          ? { row: earlier }
          : null
      return {
        row: { ...base, name: profile.name, baseUrl: profile.baseUrl, duplicateOf },
        profile,
      }
    })
  }
}
