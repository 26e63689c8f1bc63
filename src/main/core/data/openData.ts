import { copyFileSync, existsSync, mkdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { Notice } from '../../../shared/model/notice'
import type { Clock } from '../clock'
import {
  checkProfileDocument,
  PROFILE_TABLE_DEPTH_CHECKED,
  readDocument,
  type CheckedProfiles,
} from '../profiles/profileDocument'
import { checkProfileNetworkTable } from '../connections/profileNetworkRepository'
import { checkCatalogTables } from '../catalog/catalogStore'
import { checkLoginCommandsTable } from '../profiles/loginCommands'
import { checkRequestTables } from '../requests/requestRepository'
import { checkSettingsTable } from '../settings/settingsService'
import { openRunHistory, type RunHistory } from '../requests/runHistory'
import { READ_LATER, SECRET_TABLE } from '../secrets/secretRows'
import { secretKindOf } from '../secrets/secretKeys'
import { STATE_TABLES } from '../profiles/profileRepository'
import { cachedStore, type DocumentFile } from '../storage/cachedStore'
import { documentFile } from '../storage/documentFile'
import { JournalTables, type Opened } from '../storage/journalTables'
import { errnoOf, StoreAccessError } from '../storage/storeErrors'
import type { JsonStore } from '../storage/jsonStore'
import { openRecovering } from '../storage/openRecovering'
import { DATA_FOLDER_MODE, makeFilesPrivate, makePrivate } from '../storage/privateFolder'
import { openActivityLog, type ActivityLog } from '../tokens/activityLog'
import { openExchangeLog, type ExchangeLog } from '../protocol/exchangeLog'
import { checkLegacyTables, moveToJournal, type DataPaths } from './moveToJournal'

/** Where a disk refusal goes once the core is up (an event to the window, a log line). */
export interface WriteErrors {
  report(error: NodeJS.ErrnoException, file: string): void
  listener: ((error: NodeJS.ErrnoException, file: string) => void) | null
  /** The state journal wrote again after a refusal: what waited in memory is on disk. */
  recovered(file: string): void
  recoveredListener: ((file: string) => void) | null
}

export interface OpenedData {
  /** profiles.json: what a person edits (profiles, settings, saved requests…). */
  profileStore: JsonStore
  /** Its profiles, validated as it was opened (null: a format the repository migrates first). */
  checkedProfiles: CheckedProfiles | null
  /** state.journal: token state and the sealed secrets, one row per change. */
  state: JournalTables
  activity: ActivityLog
  runs: RunHistory
  /** The redacted exchanges of token attempts and test requests (exchanges/). */
  exchanges: ExchangeLog
  notices: Notice[]
  /**
   * Makes the files in activity/, runs/ and logs/ private (once, whoever asks
   * first): after the start, since it is a call per file (makeFilesPrivate),
   * awaiting `between` between slices. The files that could not be changed,
   * as notices.
   */
  filesPrivate(between?: () => Promise<void>): Promise<Notice[]>
  writeErrors: WriteErrors
  /** Writes what is still queued and closes the journal (on quit). */
  close(): Promise<void>
}

export const dataPaths = (dir: string): DataPaths => ({
  profiles: join(dir, 'profiles.json'),
  legacySecrets: join(dir, 'secrets.json'),
  state: join(dir, 'state.journal'),
  activityDir: join(dir, 'activity'),
  runsDir: join(dir, 'runs'),
  exchangesDir: join(dir, 'exchanges'),
})

/**
 * Opens the data folder the same way in the app, the harness and tests
 * (profiles.json written by documentFile, or `writerOf` in a test): the folder made
 * private; a damaged profiles.json moved aside and reported (a table of the
 * wrong type set aside alone), a newer or unreadable one refused (see
 * openRecovering); a folder from
 * format 3 converted once (moveToJournal); the state journal replayed.
 */
export function openData(
  dir: string,
  clock: Clock,
  writerOf: (path: string) => DocumentFile = documentFile,
): OpenedData {
  const paths = dataPaths(dir)
  mkdirSync(dir, { recursive: true, mode: DATA_FOLDER_MODE })
  const profilesFound = existsSync(paths.profiles)
  let checkedProfiles: CheckedProfiles | null = null
  const profiles = openRecovering(
    'profiles',
    paths.profiles,
    (setAside) => {
      const store = cachedStore(paths.profiles, () => writerOf(paths.profiles), {
        depthCheckedByOwner: [PROFILE_TABLE_DEPTH_CHECKED],
        setAside,
      })
      // Each owner of keys in profiles.json checks its own; the profiles are validated as they are.
      checkedProfiles = checkProfileDocument(store)
      checkSettingsTable(store)
      checkRequestTables(store)
      checkProfileNetworkTable(store)
      checkCatalogTables(store)
      checkLoginCommandsTable(store)
      checkLegacyTables(store)
      return store
    },
    clock,
  )
  const moved = moveToJournal(profiles.store, paths, clock)
  const writeErrors: WriteErrors = {
    listener: null,
    report(error, file) {
      this.listener?.(error, file)
    },
    recoveredListener: null,
    recovered(file) {
      this.recoveredListener?.(file)
    },
  }
  const journalFound = journalOnDisk(paths.state)
  const opened = openJournalTables(
    paths.state,
    (error) => writeErrors.report(error, paths.state),
    () => writeErrors.recovered(paths.state),
  )
  const activity = openActivityLog(paths.activityDir, (error) =>
    writeErrors.report(error, paths.activityDir),
  )
  const runs = openRunHistory(paths.runsDir, (error) => writeErrors.report(error, paths.runsDir))
  const exchanges = openExchangeLog(paths.exchangesDir, (error) =>
    writeErrors.report(error, paths.exchangesDir),
  )
  // Only once everything opened: a start refused for an unreadable file changes nothing, modes included.
  const permissions = makePrivate(dir)
  let filesPrivate: Promise<Notice[]> | null = null
  const damaged: Notice[] =
    opened.damaged > 0
      ? [
          {
            kind: 'state-damaged',
            file: paths.state,
            lines: opened.damaged,
            // Kept as it was; the journal itself is rewritten without those lines (below).
            copy: copyAside(paths.state, clock, 'damaged'),
          },
        ]
      : []
  // Within a second, not at the next large compaction: until then every start would find the
  // same lines, say so again and keep another whole copy.
  if (opened.damaged > 0) opened.tables.compactSoon()
  // Written as soon as the start cannot be refused any more (see JOURNAL_MARK).
  opened.tables.mark()
  const lost: Notice[] = []
  // Counted only when the journal is gone: the usual start does not list 10,000 keys for nothing.
  if (journalFound !== 'written') {
    const profileCount = Object.keys(readDocument(profiles.store).profiles).length
    if (profileCount > 0)
      lost.push({
        kind: 'state-missing',
        file: paths.state,
        found: journalFound,
        profiles: profileCount,
      })
  }
  // Profiles gone while their secrets are not: say so before the user rebuilds them by hand.
  if (!profilesFound && journalFound === 'written') {
    const tokens = opened.tables.table(STATE_TABLES.token).size
    const passwords = opened.tables
      .entries(SECRET_TABLE)
      .filter(([key]) => secretKindOf(key.slice(key.indexOf('\u0000') + 1)) === 'password').length
    if (tokens + passwords > 0)
      lost.push({ kind: 'profiles-missing', file: paths.profiles, tokens, passwords })
  }
  return {
    profileStore: profiles.store,
    checkedProfiles,
    state: opened.tables,
    activity,
    runs,
    exchanges,
    notices: [
      ...permissions,
      ...(profiles.notice ? [profiles.notice] : []),
      ...moved,
      ...damaged,
      ...lost,
    ],
    filesPrivate: (between) => (filesPrivate ??= makeFilesPrivate(dir, process.platform, between)),
    writeErrors,
    close: async () => {
      await Promise.all([activity.flush(), runs.flush(), exchanges.flush()]).catch(() => undefined)
      await opened.tables.close()
    },
  }
}

/**
 * Whether the journal is there with something in it. Every journal the app
 * writes holds its mark, so 'missing' or 'empty' beside profiles means its
 * token state and stored passwords were lost (a folder from format 3 got
 * its journal from moveToJournal just before). Other errors are left to the
 * open, which reports them with their errno.
 */
function journalOnDisk(path: string): 'missing' | 'empty' | 'written' {
  try {
    return statSync(path).size === 0 ? 'empty' : 'written'
  } catch (error) {
    return errnoOf(error)?.code === 'ENOENT' ? 'missing' : 'written'
  }
}

/** Replays the journal; a file that cannot be read stops the start with its errno, unchanged. */
function openJournalTables(
  path: string,
  onWriteError: (error: NodeJS.ErrnoException) => void,
  onWriteRecovered: () => void,
): Opened {
  try {
    // The list needs token state, not the sealed secrets: those are kept once one is wanted.
    return JournalTables.open({ path, onWriteError, onWriteRecovered, readLater: READ_LATER })
  } catch (error) {
    const errno = errnoOf(error)
    if (errno === null) throw error
    throw new StoreAccessError('state', path, errno)
  }
}

/** `<file>.<label>-<timestamp>` beside the original, a copy; returns its path. */
function copyAside(path: string, clock: Clock, label: string): string {
  const stamp = new Date(clock()).toISOString().replace(/[:.]/g, '-')
  const copy = `${path.replace(/\.journal$/, '')}.${label}-${stamp}.journal`
  copyFileSync(path, copy)
  return copy
}
