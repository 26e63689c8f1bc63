import { join } from 'node:path'
import { afterEach, expect } from 'vitest'
import { app } from '../../src/harness/electron/app'
import type { InvokeEvent, SenderFrame } from '../../src/harness/electron/ipcMain'
import { ipcMain } from '../../src/harness/electron/ipcMain'
import {
  config as standInConfig,
  machinePlatform,
  records,
  resetStandIn,
  standInPlatforms,
  type StandInConfig,
  type StandInPlatform,
} from '../../src/harness/electron/state'
import { playPlatform } from '../../src/harness/platform'
import { BrowserWindow } from '../../src/harness/electron/windows'
import { createApi } from '../../src/shared/ipc/api'
import { channelOf } from '../../src/shared/ipc/methods'

let boots = 0

// Every test file that boots the app gets the machine's platform back after each test.
afterEach(() => playPlatform(machinePlatform()))

/** The platforms a behaviour differs on, for `describe.each`, as Electron's specs guard with `ifdescribe`. */
export const allPlatforms: readonly StandInPlatform[] = standInPlatforms

/** Quits a booted app and waits for its will-quit work, so it cannot reach into the next test's boot. */
export async function quitApp(): Promise<void> {
  if (!app.isReady() || records.exits.length > 0) return
  app.quit()
  await expect.poll(() => records.exits.length).toBeGreaterThan(0)
}

export const appPage = 'app://token-desk/index.html'
export const topFrame = (url = appPage): SenderFrame => ({ url, parent: null })

/**
 * Boots the app's real main entry (src/main/index.ts) against the electron
 * stand-in, in a fresh stand-in state, and waits until it opened its window
 * or gave up (a start-up failure, a second instance).
 *
 * `userData` is given to the app as TOKEN_DESK_USER_DATA; null boots without
 * it (the app's own default folder, under `config.appData`). `config.platform`
 * is played to the app as `process.platform` (default: the machine's), as the
 * harness does with `--platform`.
 */
export async function bootApp(
  userData: string | null,
  config: Partial<StandInConfig> = {},
  /** Runs after the entry's top level and before ready (what the OS does in between: open-url). */
  beforeReady?: () => void,
) {
  const appData = userData === null ? undefined : join(userData, '.appData')
  resetStandIn({ ...(appData && { appData }), ...config })
  playPlatform(standInConfig.platform)
  if (userData === null) delete process.env['TOKEN_DESK_USER_DATA']
  else process.env['TOKEN_DESK_USER_DATA'] = userData
  // A new module instance per boot: the entry runs its top level again, like a new process.
  await import(/* @vite-ignore */ `../../src/main/index.ts?boot=${++boots}`)
  beforeReady?.()
  app.start()
  await expect
    .poll(
      () =>
        Boolean(BrowserWindow.getAllWindows()[0]?.webContents.getURL()) || records.exits.length > 0,
    )
    .toBe(true)
  const window = BrowserWindow.getAllWindows()[0] ?? null
  return {
    window,
    /** An IPC call as Electron delivers it, from the given frame (default: our top-level page). */
    invoke: (channel: string, input: unknown, senderFrame: SenderFrame | null = topFrame()) => {
      const event: InvokeEvent = {
        sender: window!.webContents,
        senderFrame,
        frameId: 1,
        processId: 1,
      }
      return ipcMain.invoke(channel, event, input === undefined ? [] : [input])
    },
    /**
     * The typed client the preload builds (createApi), over IPC calls from our
     * top-level page: method names and inputs are checked against the contract.
     */
    api: createApi(
      (method, input) =>
        ipcMain.invoke(
          channelOf(method),
          { sender: window!.webContents, senderFrame: topFrame(), frameId: 1, processId: 1 },
          [input],
        ),
      () => () => undefined,
    ),
    /** Quits as Electron does and waits for the app's will-quit work to finish. */
    quit: async () => {
      const before = records.exits.length
      app.quit()
      await expect.poll(() => records.exits.length).toBe(before + 1)
    },
  }
}
