import { randomUUID } from 'node:crypto'
import {
  changedFields,
  duplicateKey,
  fromFields,
  newProfileFieldsSchema,
  profileFields,
  profileMatchKey,
  type Profile,
  type ProfileFields,
} from '../../../shared/model/profile'
import {
  csvColumns,
  type FieldChange,
  type ImportField,
  type ImportFormat,
  type ImportMode,
  type ImportPreview,
  type ImportResult,
  type ImportRow,
  type ImportRowKind,
} from '../../../shared/model/transfer'
import type { Clock } from '../clock'
import type { ProfileRepository } from '../profiles/profileRepository'
import type { Edit, ProfileService } from '../profiles/profileService'
import { cellProblem } from './csv'
import { parseImport, type RawRow } from './parseImport'

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const importFields: readonly ImportField[] = csvColumns.map((c) => c.field)

/** A row with what applying it writes. */
type Checked =
  | { row: ImportRow & { kind: 'added' }; profile: Profile }
  | { row: ImportRow & { kind: 'changed' }; edit: Edit }
  | { row: ImportRow & { kind: 'unchanged' | 'invalid' } }

/** A row that passed validation, before it is matched. */
interface Valid {
  raw: RawRow
  fields: ProfileFields
  /** The fields the file has: only those are compared and changed. */
  present: ImportField[]
}

const quoted = (name: string) => `“${name}”`
const rowList = (rows: number[]) =>
  rows.length === 2 ? `${rows[0]} and ${rows[1]}` : rows.join(', ')

/**
 * Previews and applies imports. A row updates the profile with the same
 * account, portal and username (`profileMatchKey`), adds a profile when
 * none has them, and is invalid, with the reason, when it cannot be read or
 * its match is not clear. Stateless: apply re-reads the same text, so what
 * is written is what the preview showed for that file.
 */
export class ImportService {
  constructor(
    private readonly repo: ProfileRepository,
    private readonly profiles: ProfileService,
    private readonly clock: Clock,
    private readonly newId: () => string = randomUUID,
  ) {}

  preview(format: ImportFormat, body: string): ImportPreview {
    const rows = this.check(format, body).map((c) => c.row)
    const counts: Record<ImportRowKind, number> = { added: 0, changed: 0, unchanged: 0, invalid: 0 }
    for (const row of rows) counts[row.kind]++
    return { format, rows, counts }
  }

  /**
   * Adds the new profiles and, unless `add-only`, updates the changed ones,
   * in one write (`ProfileService.commit`): all of it or nothing. Invalid rows are skipped.
   */
  async apply(format: ImportFormat, body: string, mode: ImportMode): Promise<ImportResult> {
    const checked = this.check(format, body)
    const created: Profile[] = []
    const edits: Edit[] = []
    const counts = { unchanged: 0, invalid: 0, changed: 0 }
    for (const c of checked) {
      if ('profile' in c) created.push(c.profile)
      else if ('edit' in c) counts.changed++
      else counts[c.row.kind]++
      if ('edit' in c && mode === 'add-and-update') edits.push(c.edit)
    }
    const passwordsRemoved = edits.filter((e) => this.profiles.removes(e).password).length
    if (created.length > 0 || edits.length > 0) await this.profiles.commit(edits, created)
    return {
      added: created.length,
      updated: edits.length,
      unchanged: counts.unchanged,
      skippedChanged: counts.changed - edits.length,
      skippedInvalid: counts.invalid,
      passwordsRemoved,
    }
  }

  private check(format: ImportFormat, body: string): Checked[] {
    const raws = parseImport(format, body)
    const existing = new Map<string, Profile[]>()
    for (const profile of this.repo.list()) {
      const key = profileMatchKey(profile)
      existing.set(key, [...(existing.get(key) ?? []), profile])
    }
    const valid = raws.map((raw) => this.validate(raw))
    // Rows naming the same account, portal and username: which one to use is a guess.
    const rowsByKey = new Map<string, number[]>()
    for (const v of valid) {
      if ('errors' in v) continue
      const key = keyOf(v.fields)
      rowsByKey.set(key, [...(rowsByKey.get(key) ?? []), v.raw.row])
    }
    const checked = valid.map((v): Checked => {
      if ('errors' in v) return { row: { kind: 'invalid', ...v } }
      const base = baseOf(v.raw.row, v.fields)
      const sameRows = rowsByKey.get(keyOf(v.fields)) ?? []
      if (sameRows.length > 1) {
        return invalid(
          base,
          `Rows ${rowList(sameRows)} have the same account, portal and username, so it is not clear which one to use. Keep one of them.`,
        )
      }
      const matches = existing.get(keyOf(v.fields)) ?? []
      if (matches.length > 1) {
        return invalid(
          base,
          `${matches.length} profiles have this account, portal and username (${matches.map((p) => quoted(p.name)).join(', ')}), so it is not clear which one this row updates. Change or delete all but one of them, then import again.`,
        )
      }
      const [current] = matches
      if (current === undefined) return { row: { kind: 'added', ...base }, profile: this.create(v) }
      return this.compare(base, current, v)
    })
    return excludeSameLogins(checked, this.repo.list())
  }

  private validate(raw: RawRow): Valid | (RowBaseOf & { errors: ImportRowErrors }) {
    const parsed = newProfileFieldsSchema.safeParse(raw.fields)
    if (!parsed.success) {
      const errors = parsed.error.issues.map((issue) => {
        const field = issue.path.map(String).join('.') || 'row'
        return { field, message: cellProblem(field, raw.fields, issue.message) }
      })
      return {
        row: raw.row,
        name: text(raw.fields.name),
        accountId: text(raw.fields.accountId),
        portal: text(raw.fields.portal),
        baseUrl: text(raw.fields.baseUrl),
        username: text(raw.fields.username),
        errors,
      }
    }
    const present = importFields.filter((field) => Object.hasOwn(raw.fields, field))
    return { raw, fields: parsed.data, present }
  }

  private create({ fields }: Valid): Profile {
    const now = this.clock()
    return {
      ...fromFields(fields),
      id: this.newId(),
      lastUsedAt: null,
      createdAt: now,
      updatedAt: now,
    }
  }

  /** Changed in the fields the file has, field by field, or unchanged. */
  private compare(base: RowBaseOf, current: Profile, { fields, present }: Valid): Checked {
    const before = profileFields(current)
    const changes: FieldChange[] = changedFields(before, fields, present).map((field) => ({
      field,
      from: before[field],
      to: fields[field],
    }))
    if (changes.length === 0) return { row: { kind: 'unchanged', ...base, profileId: current.id } }
    const patch = Object.fromEntries(changes.map((c) => [c.field, c.to])) as Partial<ProfileFields>
    const edit = this.profiles.planEdit(current, patch)
    const removes = this.profiles.removes(edit)
    return {
      row: {
        kind: 'changed',
        ...base,
        profileId: current.id,
        currentName: current.name,
        changes,
        moves: edit.moves,
        // Said only when there is something to remove.
        removes: {
          password: removes.password,
          token: removes.token && this.repo.token(current.id).kind !== 'none',
        },
      },
      edit,
    }
  }
}

type RowBaseOf = Omit<ImportRow & { kind: 'added' }, 'kind'>
type ImportRowErrors = (ImportRow & { kind: 'invalid' })['errors']

const keyOf = (fields: ProfileFields) =>
  profileMatchKey({
    account: { id: fields.accountId },
    portal: fields.portal,
    username: fields.username,
  })

const baseOf = (row: number, fields: ProfileFields): RowBaseOf => ({
  row,
  name: fields.name,
  accountId: fields.accountId,
  portal: fields.portal,
  baseUrl: fields.baseUrl,
  username: fields.username,
})

const invalid = (base: RowBaseOf, message: string): Checked => ({
  row: { kind: 'invalid', ...base, errors: [{ field: 'row', message }] },
})

/**
 * A new profile, or an update that changes a base URL, username or account,
 * must not make a second profile for the same login (`duplicateKey`), as
 * the profile form would not without a yes. Such rows are invalid, with the
 * profile or row they clash with; repeated until none is left, since a row
 * set aside leaves its profile where it was.
 */
function excludeSameLogins(checked: Checked[], profiles: Profile[]): Checked[] {
  let rows = checked
  for (;;) {
    // Who holds each login once applied: profiles by id, new rows by row number.
    const holders = new Map<string, { id: string; label: string }[]>()
    const hold = (profile: Profile, id: string, label: string) => {
      const key = duplicateKey(profile)
      holders.set(key, [...(holders.get(key) ?? []), { id, label }])
    }
    const edited = new Map<string, Profile>()
    for (const c of rows) if ('edit' in c) edited.set(c.edit.current.id, c.edit.next)
    for (const p of profiles) hold(edited.get(p.id) ?? p, p.id, quoted(p.name))
    for (const c of rows)
      if ('profile' in c) hold(c.profile, `row ${c.row.row}`, `row ${c.row.row}`)
    let clashes = 0
    rows = rows.map((c) => {
      if (!('profile' in c) && !('edit' in c)) return c
      const after = 'profile' in c ? c.profile : c.edit.next
      if ('edit' in c && duplicateKey(c.edit.current) === duplicateKey(after)) return c
      const self = 'profile' in c ? `row ${c.row.row}` : c.edit.current.id
      const others = (holders.get(duplicateKey(after)) ?? []).filter((h) => h.id !== self)
      if (others.length === 0) return c
      clashes++
      return invalid(
        baseOf(c.row.row, profileFields(after)),
        `Same base URL, username and account as ${others.map((h) => h.label).join(', ')}: that would be a second profile for the same login.`,
      )
    })
    if (clashes === 0) return rows
  }
}
