import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Notice } from '../../../shared/model/notice'
import { said } from '../../../shared/i18n/said'
import type { Clock } from '../clock'
import {
  hasRows,
  migrate,
  PROFILE_FORMAT,
  readDocument,
  validate,
} from '../profiles/profileDocument'
import { STATE_TABLES } from '../profiles/profileRepository'
import { cachedStore, jsonKind } from '../storage/cachedStore'
import { checkListTables, checkTables } from '../storage/documentShape'
import { writeJournalSync } from '../storage/journal'
import { JOURNAL_MARK, rowsOf } from '../storage/journalTables'
import type { JsonStore } from '../storage/jsonStore'
import { openRecovering } from '../storage/openRecovering'
import { READ_LATER, SECRET_TABLE } from '../secrets/secretRows'
import { DamagedStoreError } from '../storage/storeErrors'
import { isPlainTable } from '../util/table'
import { isId } from '../../../shared/model/id'

/** What format 3 kept in profiles.json: token state per profile, and lists per profile. */
const LEGACY_TABLES = ['tokens', 'lastErrors'] as const
export const LEGACY_LISTS = ['activity', 'history'] as const

/** Refuses a format-3 document whose legacy tables have a shape no version wrote. */
export function checkLegacyTables(store: JsonStore): void {
  checkTables(store, LEGACY_TABLES)
  checkListTables(store, LEGACY_LISTS)
}

export interface DataPaths {
  profiles: string
  /** Format 3's secrets file; the vault's rows now live in the state journal. */
  legacySecrets: string
  state: string
  activityDir: string
  runsDir: string
  exchangesDir: string
}

/** The last format that kept token state, activity and history inside profiles.json. */
const LAST_SINGLE_FILE_FORMAT = 3

/**
 * Converts a data folder written by format 3 or older, once: token metadata,
 * last errors and last use (from profiles.json) and every sealed secret
 * (from secrets.json) become the state journal; activity and run history
 * become a small file per profile; profiles.json is rewritten without them
 * in one atomic write, which is the commit point: a crash before it leaves
 * the old files, and the next start converts again from them. The old files
 * are kept as backups beside the new ones.
 */
export function moveToJournal(profileStore: JsonStore, paths: DataPaths, clock: Clock): Notice[] {
  const version = profileStore.get('schemaVersion')
  const hasLegacyVault = existsSync(paths.legacySecrets)
  if (typeof version === 'number' && version > LAST_SINGLE_FILE_FORMAT) {
    // Already converted; a secrets.json left by a crash after the commit is the backup's twin.
    if (hasLegacyVault) rmSync(paths.legacySecrets)
    return []
  }
  const doc = readDocument(profileStore)
  const hasLegacyState = [...LEGACY_TABLES, ...LEGACY_LISTS].some(
    (key) => profileStore.get(key) !== undefined,
  )
  if (!hasLegacyState && !hasLegacyVault && !hasRows(doc.profiles)) return []

  const notices: Notice[] = []
  const vault = hasLegacyVault ? openLegacyVault(paths.legacySecrets, clock, notices) : null
  // The format steps and the validation the repository would run, so that a
  // record set aside keeps its token and error beside it, as before.
  const { tables, quarantine } = validate(migrate(doc))
  // The mark first: a converted folder with no token state yet still has a journal that is not empty.
  const rows: { t: string; k: string; v: unknown }[] = [{ ...JOURNAL_MARK }]
  for (const [id, profile] of Object.entries(tables.profiles)) {
    const token = tables.tokens[id]
    if (token) rows.push({ t: STATE_TABLES.token, k: id, v: token })
    const error = tables.lastErrors[id]
    if (error) rows.push({ t: STATE_TABLES.error, k: id, v: error })
    if (profile.lastUsedAt !== null)
      rows.push({ t: STATE_TABLES.used, k: id, v: profile.lastUsedAt })
  }
  for (const [service, account, sealed] of vault ?? []) {
    rows.push({ t: SECRET_TABLE, k: `${service}\u0000${account}`, v: sealed })
  }
  writeJournalSync(paths.state, rows, rowsOf(READ_LATER))
  writeLists(profileStore.get('activity'), paths.activityDir)
  writeLists(profileStore.get('history'), paths.runsDir)

  const stamp = new Date(clock()).toISOString().replace(/[:.]/g, '-')
  const backups = [backup(paths.profiles, `profiles.v${versionOf(version)}-backup-${stamp}.json`)]
  if (vault)
    backups.push(backup(paths.legacySecrets, `secrets.v${versionOf(version)}-backup-${stamp}.json`))

  const kept = Object.fromEntries(
    profileStore
      .keys()
      .filter((key) => !([...LEGACY_TABLES, ...LEGACY_LISTS] as string[]).includes(key))
      .map((key) => [key, profileStore.get(key)]),
  )
  // The commit point: one atomic write of the document in the new format.
  profileStore.replaceAll({
    ...kept,
    profiles: tables.profiles,
    passwordDropped: tables.passwordDropped,
    quarantine,
    schemaVersion: PROFILE_FORMAT,
  })
  if (vault) rmSync(paths.legacySecrets, { force: true })
  notices.push({
    kind: 'store-upgraded',
    from: versionOf(version),
    backups: backups.filter((path): path is string => path !== null),
  })
  return notices
}

const versionOf = (version: unknown): number => (typeof version === 'number' ? version : 1)

function backup(from: string, name: string): string | null {
  if (!existsSync(from)) return null
  const to = join(from, '..', name)
  copyFileSync(from, to)
  return to
}

/** Format 3's vault: services of accounts of sealed text. A damaged file is moved aside. */
function openLegacyVault(
  path: string,
  clock: Clock,
  notices: Notice[],
): [string, string, string][] {
  const { store, notice } = openRecovering(
    'secrets',
    path,
    () => {
      const store = cachedStore(path, () => {
        throw new Error('secrets.json is only read now')
      })
      checkVault(store.get('secrets'))
      return store
    },
    clock,
  )
  if (notice) notices.push(notice)
  const vault = store.get('secrets')
  if (!isPlainTable(vault)) return []
  return Object.entries(vault).flatMap(([service, accounts]) =>
    Object.entries(accounts as Record<string, string>).map(
      ([account, sealed]) => [service, account, sealed] as [string, string, string],
    ),
  )
}

/** Refuses a vault that is not services of accounts of sealed text (it is moved aside instead). */
function checkVault(vault: unknown): void {
  if (vault === undefined) return
  if (!isPlainTable(vault)) {
    throw new DamagedStoreError(
      said('app.damaged.notTable', { key: 'secrets', kind: jsonKind(vault) }),
    )
  }
  for (const [service, entries] of Object.entries(vault)) {
    const where = JSON.stringify(service.slice(0, 60))
    if (!isPlainTable(entries)) {
      throw new DamagedStoreError(
        said('app.damaged.secretsNotTable', { service: where, kind: jsonKind(entries) }),
      )
    }
    for (const sealed of Object.values(entries)) {
      if (typeof sealed !== 'string') {
        throw new DamagedStoreError(
          said('app.damaged.notSecret', { service: where, kind: jsonKind(sealed) }),
        )
      }
    }
  }
}

/** Per-profile lists (newest first) as files of `{"add": entry}` lines, oldest first. */
function writeLists(table: unknown, dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  if (!isPlainTable(table)) return
  for (const [id, list] of Object.entries(table)) {
    if (!isId(id) || !Array.isArray(list) || list.length === 0) continue
    const text = [...list]
      .reverse()
      .map((entry) => `${JSON.stringify({ add: entry })}\n`)
      .join('')
    writeFileSync(join(dir, `${id}.jsonl`), text, { mode: 0o600 })
  }
}
