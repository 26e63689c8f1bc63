import { join } from 'node:path'
import Conf from 'conf'
import { createCore, type Core } from '../../src/main/core/createCore'
import type { Clock } from '../../src/main/core/clock'
import type { EventSink } from '../../src/main/core/events'
import { storeOptions } from '../../src/main/core/storage/storeOptions'
import { MemoryClipboard } from '../../src/harness/memoryClipboard'
import { TestOnlyCipher, type TestProtection } from '../../src/harness/testOnlyCipher'
import { cachedStore } from '../../src/main/core/storage/cachedStore'
import { openStores } from '../../src/main/core/storage/openStores'

const openConf = (dir: string, name: 'profiles' | 'secrets') =>
  new Conf<Record<string, unknown>>({ ...storeOptions(name), cwd: dir })

/** A store as the app opens it: read once, written through conf. */
export const openStore = (dir: string, name: 'profiles' | 'secrets') =>
  cachedStore(join(dir, `${name}.json`), () => openConf(dir, name))

/** The real core over conf files in `dir`, the test cipher and a memory clipboard. */
export function coreIn(
  dir: string,
  options: {
    clock?: Clock
    timeoutMs?: number
    events?: EventSink
    protection?: TestProtection
  } = {},
): Core & { clipboard: MemoryClipboard; logs: string[] } {
  const clipboard = new MemoryClipboard()
  const logs: string[] = []
  const core = createCore({
    ...openStores(
      (name) => openConf(dir, name),
      (name) => join(dir, `${name}.json`),
      options.clock ?? Date.now,
    ),
    cipher: new TestOnlyCipher(options.protection),
    clipboard,
    runtime: 'harness',
    version: '0.0.0-test',
    log: (line) => logs.push(line),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.events ? { events: options.events } : {}),
  })
  if (options.timeoutMs) core.settings.update({ requestTimeoutMs: options.timeoutMs })
  return { ...core, clipboard, logs }
}
