import { randomUUID } from 'node:crypto'
import { saidOfIssue } from '../../../shared/i18n/fieldSays'
import { said, type SaidValue, type Worded } from '../../../shared/i18n/said'
import { saying } from '../../../shared/i18n/sayMessage'
import { originOf } from '../../../shared/model/baseUrl'
import { showDirectionControls } from '../../../shared/text/controlCharacters'
import { loginOf } from '../../../shared/model/login'
import { otherAccountsOfLogin } from '../../../shared/model/loginAccounts'
import {
  changedFields,
  duplicateKey,
  fromFields,
  newProfileFieldsSchema,
  profileFields,
  profileMatchKey,
  sameBaseUrlMatchKey,
  type Profile,
  type ProfileFields,
} from '../../../shared/model/profile'
import {
  csvColumns,
  type FieldChange,
  type HostMoveChoice,
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
import { parseImport, unreadColumns, unreadKeys, type RawRow } from './parseImport'
import { keysOf } from './profileKeys'

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const importFields: readonly ImportField[] = csvColumns.map((c) => c.field)

/**
 * A row with what applying it may write: a moved row either updates its
 * profile (`edit`) or is added beside it (`profile`), as the user chooses.
 */
export type Checked =
  | { row: ImportRow & { kind: 'added' }; profile: Profile }
  | { row: ImportRow & { kind: 'changed' }; edit: Edit }
  | { row: ImportRow & { kind: 'moved' }; edit: Edit; profile: Profile }
  | { row: ImportRow & { kind: 'unchanged' | 'repeated' | 'invalid' } }

/** What applying a checked row writes, by the user's choices. */
type Write = { edit: Edit } | { profile: Profile } | null

function writeOf(c: Checked, mode: ImportMode, hostMoves: HostMoveChoice): Write {
  switch (c.row.kind) {
    case 'added':
      return 'profile' in c ? { profile: c.profile } : null
    case 'changed':
      return 'edit' in c && mode === 'add-and-update' ? { edit: c.edit } : null
    case 'moved':
      if (!('edit' in c) || !('profile' in c)) return null
      return hostMoves === 'move'
        ? { edit: c.edit }
        : hostMoves === 'add'
          ? { profile: c.profile }
          : null
    default:
      return null
  }
}

/** A row that passed validation, before it is matched. */
export interface Valid {
  raw: RawRow
  fields: ProfileFields
  /** The fields the file has: only those are compared and changed. */
  present: ImportField[]
}

/** How a row is read beside the profile it matches, before they are compared. */
export type Adjust = (profile: Profile, valid: Valid) => Valid

export interface PlanOptions {
  mode?: ImportMode
  hostMoves?: HostMoveChoice
  adjust?: Adjust
}

const quoted = (name: string) => said('requests.quoted', { name })
/** Rows named in one message: a file of thousands of copies of one row is not listed whole. */
const ROWS_NAMED = 5
const rowList = (rows: readonly number[]): SaidValue =>
  rows.length === 2
    ? said('requests.list.and', { list: String(rows[0]), last: String(rows[1]) })
    : rows.length > ROWS_NAMED
      ? said('requests.list.andMore', {
          list: rows.slice(0, ROWS_NAMED - 1).join(', '),
          count: rows.length - (ROWS_NAMED - 1),
        })
      : rows.join(', ')
/** Appends to the list under `key`, made on first use (no copy per item: files run to thousands of rows). */
const pushTo = <K, V>(map: Map<K, V[]>, key: K, value: V): void => {
  const list = map.get(key)
  if (list === undefined) map.set(key, [value])
  else list.push(value)
}
/** Things said apart, as one list: "“a”, “b”, “c”". */
const listOf = (items: readonly SaidValue[]): SaidValue =>
  items.reduceRight<SaidValue | null>(
    (rest, first) => (rest === null ? first : said('requests.list.comma', { first, rest })),
    null,
  ) ?? ''

/**
 * Previews and applies imports. A row updates the profile with the same
 * account, portal and username at the same base URL (`sameBaseUrlMatchKey`),
 * adds a profile when none has them or the one that has them is on the same
 * host under another path (another tenant: the form allows both), is a host
 * move (`moved`, applied only when the user opts in) when the one profile
 * that has them is on another host,
 * and is invalid, with the reason, when it cannot be read or its match is
 * not clear. Stateless: apply re-reads the same text, so what is written is
 * what the preview showed for that file.
 */
export class ImportService {
  constructor(
    private readonly repo: ProfileRepository,
    private readonly profiles: ProfileService,
    private readonly clock: Clock,
    private readonly newId: () => string = randomUUID,
    /**
     * How an import reads a row beside the profile it matches, unless a plan
     * says otherwise: a team catalog's fields stay the catalog's.
     */
    private readonly importAdjust: Adjust = (_profile, valid) => valid,
  ) {}

  preview(format: ImportFormat, body: string): ImportPreview {
    const rows = this.check(format, body).map((c) => c.row)
    if (format === 'json') return previewOf(format, rows, unreadKeys(body))
    const { unknown, untitled } = unreadColumns(body)
    return { ...previewOf(format, rows, unknown), untitledColumns: untitled }
  }

  /**
   * Adds the new profiles and, unless `add-only`, updates the changed ones,
   * in one write (`ProfileService.commit`): all of it or nothing. Invalid rows are skipped.
   */
  async apply(
    format: ImportFormat,
    body: string,
    mode: ImportMode,
    hostMoves: HostMoveChoice = 'leave',
  ): Promise<ImportResult> {
    return this.write(this.plan(format, body, { mode, hostMoves }), mode, hostMoves)
  }

  /**
   * What each row of a file would do, matched as import matches (the team
   * catalog's sync plans with it too). `adjust` sees a row beside the profile
   * it matches before they are compared: the catalog keeps the user's own
   * fields that way.
   */
  plan(format: ImportFormat, body: string, options: PlanOptions = {}): Checked[] {
    return this.check(format, body, options.mode, options.hostMoves, options.adjust)
  }

  /**
   * Writes what planned rows say, by the user's choices, in one write
   * (`ProfileService.commit`): all of it or nothing. Invalid rows are skipped.
   */
  async write(
    checked: readonly Checked[],
    mode: ImportMode,
    hostMoves: HostMoveChoice = 'leave',
  ): Promise<ImportResult> {
    const created: Profile[] = []
    const edits: Edit[] = []
    const counts = kindsOf(checked.map((c) => c.row))
    let moved = 0
    for (const c of checked) {
      const write = writeOf(c, mode, hostMoves)
      if (write === null) continue
      if ('profile' in write) created.push(write.profile)
      else edits.push(write.edit)
      if (c.row.kind === 'moved' && 'edit' in write) moved++
    }
    const passwordsRemoved = edits.filter((e) => this.profiles.removes(e).password).length
    if (created.length > 0 || edits.length > 0) await this.profiles.commit(edits, created)
    return {
      added: created.length,
      updated: edits.length,
      unchanged: counts.unchanged,
      skippedChanged: mode === 'add-and-update' ? 0 : counts.changed,
      moved,
      skippedMoves: hostMoves === 'leave' ? counts.moved : 0,
      skippedInvalid: counts.invalid,
      passwordsRemoved,
    }
  }

  private check(
    format: ImportFormat,
    body: string,
    mode: ImportMode = 'add-and-update',
    hostMoves: HostMoveChoice = 'leave',
    adjust: Adjust = this.importAdjust,
  ): Checked[] {
    const raws = parseImport(format, body)
    const existing = new Map<string, Profile[]>()
    const onAnyHost = new Map<string, Profile[]>()
    const profiles = this.repo.list()
    for (const profile of profiles) {
      const { sameBaseUrl, anyHost } = keysOf(profile)
      pushTo(existing, sameBaseUrl, profile)
      pushTo(onAnyHost, anyHost, profile)
    }
    const valid = raws.map((raw) => this.validate(raw))
    // Rows naming the same account, portal, username and base URL: which one to use is a guess,
    // unless they agree in every field the file gives (a row pasted twice): the first is read.
    const rowsByKey = new Map<string, Valid[]>()
    for (const v of valid) if (!('errors' in v)) pushTo(rowsByKey, keyOf(v.fields), v)
    // Only rows that share a key are compared whole: a file of distinct rows pays nothing.
    const repeatOf = new Map<number, number>()
    for (const rows of rowsByKey.values()) {
      const [first, ...others] = rows
      if (first === undefined || others.length === 0) continue
      const same = sameness(first)
      if (others.every((v) => sameness(v) === same))
        for (const v of others) repeatOf.set(v.raw.row, first.raw.row)
    }
    // One message per group of same rows, shared by its rows: not one list of them all per row.
    const sameRowsSaid = new Map<string, Worded>()
    const checked = valid.map((v): Checked => {
      if ('errors' in v) return { row: { kind: 'invalid', ...v } }
      const base = baseOf(v.raw.row, v.fields)
      const key = keyOf(v.fields)
      const sameRows = rowsByKey.get(key) ?? []
      const sameAs = repeatOf.get(v.raw.row)
      if (sameAs !== undefined) return { row: { kind: 'repeated', ...base, sameAs } }
      // The first of rows that agree is read as any row; rows that disagree are all refused.
      if (sameRows.length > 1 && !repeatOf.has(sameRows[1]?.raw.row ?? -1)) {
        let same = sameRowsSaid.get(key)
        if (same === undefined) {
          const rows = sameRows.map((r) => r.raw.row)
          same = saying('requests.import.sameRows', { rows: rowList(rows) })
          sameRowsSaid.set(key, same)
        }
        return invalid(base, same)
      }
      const matches = existing.get(key) ?? []
      if (matches.length > 1) {
        return invalid(
          base,
          saying('requests.import.severalMatch', {
            number: matches.length,
            names: listOf(matches.map((p) => quoted(p.name))),
          }),
        )
      }
      const [current] = matches
      if (current !== undefined) return this.compare(base, current, adjust(current, v))
      // Only on another host: a move of that profile, or another profile beside it. Several
      // there: a new host among several is another profile, as nothing says which would move.
      // On this host under another path: another tenant beside it, never an edit of it (a
      // restore of two such profiles must not turn one into the other).
      const elsewhere = onAnyHost.get(anyHostKeyOf(v.fields)) ?? []
      const [other] = elsewhere
      if (
        other !== undefined &&
        elsewhere.length === 1 &&
        originOf(other.baseUrl) !== originOf(v.fields.baseUrl)
      )
        return this.compare(base, other, adjust(other, v))
      return { row: { kind: 'added', ...base, otherAccounts: [] }, profile: this.create(v) }
    })
    return withOtherAccounts(
      excludeSameLogins(checked, profiles, mode, hostMoves),
      profiles,
      mode,
      hostMoves,
    )
  }

  private validate(raw: RawRow): Valid | (RowBaseOf & { errors: ImportRowErrors }) {
    const parsed = newProfileFieldsSchema.safeParse(raw.fields)
    if (!parsed.success || raw.extraCells) {
      const errors: ImportRowErrors = [
        ...(raw.extraCells
          ? [{ field: 'row', ...saying('requests.import.extraCells', raw.extraCells) }]
          : []),
        ...(parsed.error?.issues ?? []).map((issue) => {
          const field = issue.path.map(String).join('.') || 'row'
          const said = saidOfIssue(issue)
          const check: Worded = said ? { message: issue.message, said } : { message: issue.message }
          return { field, ...cellProblem(field, raw.fields, check) }
        }),
      ]
      // As it reads: a direction control refused in a name must not make it show as another.
      return {
        row: raw.row,
        name: showDirectionControls(text(raw.fields.name)),
        accountId: showDirectionControls(text(raw.fields.accountId)),
        portal: showDirectionControls(text(raw.fields.portal)),
        baseUrl: showDirectionControls(text(raw.fields.baseUrl)),
        username: showDirectionControls(text(raw.fields.username)),
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

  /**
   * Changed in the fields the file has, field by field, or unchanged; a
   * change that moves a host (`hostMoves`, the form's rule) is `moved`.
   */
  private compare(base: RowBaseOf, current: Profile, valid: Valid): Checked {
    const { fields, present } = valid
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
    const update = {
      ...base,
      otherAccounts: [],
      profileId: current.id,
      currentName: current.name,
      changes,
      moves: edit.moves,
      // Said only when there is something to remove.
      removes: {
        password: removes.password,
        token: removes.token && this.repo.token(current.id).kind !== 'none',
      },
    }
    return edit.moves.length === 0
      ? { row: { kind: 'changed', ...update }, edit }
      : { row: { kind: 'moved', ...update }, edit, profile: this.create(valid) }
  }
}

type RowBaseOf = Omit<ImportRow & { kind: 'unchanged' }, 'kind' | 'profileId'>
type ImportRowErrors = (ImportRow & { kind: 'invalid' })['errors']

const keyOf = (fields: ProfileFields) =>
  sameBaseUrlMatchKey({
    account: { id: fields.accountId },
    portal: fields.portal,
    username: fields.username,
    baseUrl: fields.baseUrl,
  })

const anyHostKeyOf = (fields: ProfileFields) =>
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

const invalid = (base: RowBaseOf, words: Worded): Checked => ({
  row: { kind: 'invalid', ...base, errors: [{ field: 'row', ...words }] },
})

/**
 * A new profile, or an update that changes a base URL, username or account,
 * must not make a second profile for the same login (`duplicateKey`), as
 * the profile form would not without a yes. Such rows are invalid, with the
 * profile or row they clash with; repeated until none is left, since a row
 * set aside leaves its profile where it was. What a row writes follows the
 * user's choices (`writeOf`).
 */
function excludeSameLogins(
  checked: Checked[],
  profiles: Profile[],
  mode: ImportMode,
  hostMoves: HostMoveChoice,
): Checked[] {
  let rows = checked
  for (;;) {
    // Who holds each login once applied: profiles by id, new rows by row number.
    // Named only when a clash is said: a 10,000-profile re-sync has none.
    const holders = new Map<string, Holder[]>()
    const { edited, created } = applied(rows, mode, hostMoves)
    for (const p of profiles) {
      const profile = edited.get(p.id) ?? p
      pushTo(holders, keysOf(profile).duplicate, { id: p.id, name: p.name })
    }
    for (const [row, profile] of created)
      pushTo(holders, keysOf(profile).duplicate, { id: `row ${row}`, row })
    let clashes = 0
    rows = rows.map((c) => {
      const write = writeOf(c, mode, hostMoves)
      if (write === null) return c
      const after = 'profile' in write ? write.profile : write.edit.next
      if ('edit' in write && duplicateKey(write.edit.current) === duplicateKey(after)) return c
      const self = 'profile' in write ? `row ${c.row.row}` : write.edit.current.id
      const others = (holders.get(duplicateKey(after)) ?? []).filter((h) => h.id !== self)
      if (others.length === 0) return c
      clashes++
      return invalid(
        baseOf(c.row.row, profileFields(after)),
        saying('requests.import.sameLogin', { others: listOf(others.map(holderLabel)) }),
      )
    })
    if (clashes === 0) return rows
  }
}

/** Who holds a login once applied: a profile (by id, named as it was) or a new row. */
type Holder = { id: string; name: string } | { id: string; row: number }

const holderLabel = (h: Holder): SaidValue =>
  'row' in h ? said('requests.import.row', { row: h.row }) : quoted(h.name)

/** The profiles the rows edit (by id) and create (by row), by the user's choices. */
function applied(rows: readonly Checked[], mode: ImportMode, hostMoves: HostMoveChoice) {
  const edited = new Map<string, Profile>()
  const created: [number, Profile][] = []
  for (const c of rows) {
    const write = writeOf(c, mode, hostMoves)
    if (write === null) continue
    if ('edit' in write) edited.set(write.edit.current.id, write.edit.next)
    else created.push([c.row.row, write.profile])
  }
  return { edited, created }
}

/**
 * Each row that writes a profile, with the other accounts its login would
 * serve once the import is applied as chosen (spec 1.4: a token serves one
 * account). A row not applied (a host move left alone, a change under "add
 * new only") is judged as if it were, since that is what it proposes.
 */
function withOtherAccounts(
  rows: Checked[],
  profiles: Profile[],
  mode: ImportMode,
  hostMoves: HostMoveChoice,
): Checked[] {
  const { edited, created } = applied(rows, mode, hostMoves)
  const byLogin = new Map<string, { id: string; name: string; account: { id: string } }[]>()
  const add = (id: string, profile: Profile) =>
    pushTo(byLogin, keysOf(profile).login, { id, name: profile.name, account: profile.account })
  for (const p of profiles) add(p.id, edited.get(p.id) ?? p)
  for (const [row, profile] of created) add(`row ${row}`, profile)
  return rows.map((c) => {
    if (c.row.kind !== 'added' && c.row.kind !== 'changed' && c.row.kind !== 'moved') return c
    const write = writeOf(c, mode, hostMoves)
    const after =
      c.row.kind === 'added' && 'profile' in c ? c.profile : 'edit' in c ? c.edit.next : null
    if (after === null) return c
    const self =
      write !== null && 'profile' in write
        ? `row ${c.row.row}`
        : 'edit' in c
          ? c.edit.current.id
          : null
    const members = (byLogin.get(loginOf(after)) ?? []).filter((m) => m.id !== self)
    const otherAccounts = otherAccountsOfLogin(members, after.account.id, null)
    return otherAccounts.length === 0 ? c : ({ ...c, row: { ...c.row, otherAccounts } } as Checked)
  })
}

/** What a row says: the fields it gives, in a fixed order (rows agreeing in it are one row). */
const sameness = (v: Valid): string =>
  JSON.stringify([...v.present].sort().map((field) => [field, v.fields[field]]))

function kindsOf(rows: readonly ImportRow[]): Record<ImportRowKind, number> {
  const counts: Record<ImportRowKind, number> = {
    added: 0,
    changed: 0,
    moved: 0,
    unchanged: 0,
    repeated: 0,
    invalid: 0,
  }
  for (const row of rows) counts[row.kind]++
  return counts
}

/** The preview of these rows, counted by kind (import's and the team catalog's). */
export const previewOf = (
  format: ImportFormat,
  rows: ImportRow[],
  unreadColumns: readonly string[] = [],
): ImportPreview => ({
  format,
  rows,
  counts: kindsOf(rows),
  unreadColumns,
})
