import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createCore, type Core, type NetworkAdapter } from '../../src/main/core/createCore'
import type { Clock } from '../../src/main/core/clock'
import type { DemoHost } from '../../src/main/core/demo/demoHost'
import type { EventSink } from '../../src/main/core/events'
import { sandboxDemoHost } from '../../src/main/demo/sandboxHost'
import type { Cipher } from '../../src/main/core/secrets/cipher'
import { documentFile } from '../../src/main/core/storage/documentFile'
import { MemoryClipboard } from '../../src/harness/memoryClipboard'
import { TestOnlyCipher, type TestProtection } from '../../src/harness/testOnlyCipher'
import { cachedStore } from '../../src/main/core/storage/cachedStore'
import { openData } from '../../src/main/core/data/openData'
import { replayJournal } from '../../src/main/core/storage/journal'
import { JournalTables } from '../../src/main/core/storage/journalTables'

type JournalRow = { t: string; k: string; v: unknown }
import { journalSecretRows, type SecretRows } from '../../src/main/core/secrets/secretRows'
import type { Updater } from '../../src/main/core/updates/updater'
import { createLogger, type Logger } from '../../src/main/core/log/logger'
import { ScriptedConfirmation } from './confirmations'
import { closeBeforeRemoval } from './tempDir'
import { apiOf, type Api } from './api'
import type { AppEvent } from '../../src/shared/ipc/events'
import type { CliHost } from '../../src/main/core/cli/cliService'
import type { DesktopHost } from '../../src/main/core/desktop/desktopService'
import type { OsUserCheck } from '../../src/main/core/lock/osUserCheck'
import { TEST_SCRYPT_COST } from './scryptCost'

/** A store as the app opens it: read once, written whole by documentFile. */
export const openStore = (dir: string, name: 'profiles' | 'secrets') => {
  const path = join(dir, `${name}.json`)
  return cachedStore(path, () => documentFile(path))
}

/** The vault's rows as the app keeps them: the `secret` table of `dir/state.journal`. */
export const secretRowsIn = (dir: string): SecretRows =>
  journalSecretRows(JournalTables.open({ path: join(dir, 'state.journal') }).tables)

/** What the journal in `dir` holds for the vault, as service → account → sealed text. */
export function vaultOnDisk(dir: string): Record<string, Record<string, string>> {
  // Read-only: replaying never touches the file a live store is appending to.
  const rows = replayJournal(join(dir, 'state.journal'), (value) => value as JournalRow).records
  const vault: Record<string, Record<string, string>> = {}
  for (const { t, k, v } of rows) {
    if (t !== 'secret') continue
    const [service = '', account = ''] = k.split('\u0000')
    if (typeof v === 'string') (vault[service] ??= {})[account] = v
    else delete vault[service]?.[account]
  }
  return vault
}

/** Every core coreIn made that may still hold its files open (see closeOpenCores). */
const openCores = new Set<Core>()

/**
 * Closes every core a test left open, as a quit would: a journal's file
 * handle left to the garbage collector is closed with a warning (DEP0137),
 * an error in a future Node. Errors are the test's folder gone already.
 */
export async function closeOpenCores(): Promise<void> {
  const cores = [...openCores]
  openCores.clear()
  await Promise.all(cores.map((core) => core.close().catch(() => undefined)))
}
// Before the test's folders go, not after: a core still writing would leave rm a folder not empty.
closeBeforeRemoval(closeOpenCores)

/**
 * The real core over conf files in `dir`, the test cipher, a memory clipboard
 * and, as the app has it, the sandbox as its demo service (`demoHost: null`: none),
 * and a scripted user at main's dialogs (who says no unless told otherwise;
 * `confirmation: 'none'` gives the core no confirmation adapter at all).
 * `api` is the typed client over its dispatcher; its `onEvent` hears what
 * main pushes (as `events` does).
 */
export function coreIn(
  dir: string,
  options: {
    clock?: Clock
    timeoutMs?: number
    events?: EventSink
    protection?: TestProtection
    demoHost?: DemoHost | null
    updater?: Updater
    /** Instead of the test cipher, e.g. one reporting another keyring backend. */
    cipher?: Cipher
    confirmation?: ScriptedConfirmation | 'none'
    cli?: CliHost
    /** The OS's idle time in seconds, for "lock after idle". */
    idleSeconds?: () => number
    desktop?: DesktopHost
    /** The system proxy and trust store (the app's Electron adapter, or a stand-in of it). */
    network?: NetworkAdapter
    /** Touch ID as a test plays it. */
    osUserCheck?: OsUserCheck
    /** The system's preferred languages, as Electron's app.getPreferredSystemLanguages answers. */
    systemLanguages?: () => readonly string[]
  } = {},
): Core & {
  clipboard: MemoryClipboard
  logs: string[]
  logger: Logger
  confirmations: ScriptedConfirmation
  api: Api
} {
  const clipboard = new MemoryClipboard()
  const logs: string[] = []
  const logger = createLogger({
    write: (line) => logs.push(line),
    ...(options.clock ? { clock: options.clock } : {}),
  })
  const confirmations =
    options.confirmation instanceof ScriptedConfirmation
      ? options.confirmation
      : new ScriptedConfirmation()
  const listeners = new Set<(event: AppEvent) => void>()
  const events: EventSink = {
    emit: (event) => {
      options.events?.emit(event)
      for (const listener of [...listeners]) listener(event)
    },
  }
  const core = createCore({
    data: openData(dir, options.clock ?? Date.now),
    cipher: options.cipher ?? new TestOnlyCipher(options.protection),
    clipboard,
    runtime: 'harness',
    version: '0.0.0-test',
    log: logger,
    ...(options.confirmation === 'none' ? {} : { confirmation: confirmations }),
    ...(options.clock ? { clock: options.clock } : {}),
    events,
    ...(options.demoHost === null ? {} : { demoHost: options.demoHost ?? sandboxDemoHost }),
    ...(options.updater ? { updater: options.updater } : {}),
    ...(options.cli ? { cli: options.cli } : {}),
    ...(options.idleSeconds ? { idleSeconds: options.idleSeconds } : {}),
    ...(options.desktop ? { desktop: options.desktop } : {}),
    ...(options.network ? { network: options.network } : {}),
    ...(options.osUserCheck ? { osUserCheck: options.osUserCheck } : {}),
    ...(options.systemLanguages ? { systemLanguages: options.systemLanguages } : {}),
    // The unlock passphrase's hash at test cost: the same code, a fraction of the memory and time.
    passphraseCost: TEST_SCRYPT_COST,
  })
  openCores.add(core)
  if (options.timeoutMs) core.settings.update({ requestTimeoutMs: options.timeoutMs })
  const api = apiOf(core, (listener) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  })
  return { ...core, clipboard, logs, logger, confirmations, api }
}

/** The test cipher (same key, so it could read anything) reporting `backend` as its keyring. */
export const cipherOnKeyring = (backend: string, protection?: TestProtection): Cipher =>
  Object.assign(Object.create(new TestOnlyCipher(protection)) as Cipher, { backend })

/** Every file of a data folder and its content, once what the core queued is on disk. */
export async function dataFiles(core: Core, dir: string): Promise<Record<string, string>> {
  await core.flush()
  const files: Record<string, string> = {}
  const walk = (folder: string, prefix: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name)
      if (entry.isDirectory()) walk(path, `${prefix}${entry.name}/`)
      else if (entry.isFile()) files[`${prefix}${entry.name}`] = readFileSync(path, 'utf8')
    }
  }
  walk(dir, '')
  return files
}
