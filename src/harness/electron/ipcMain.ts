import { EventEmitter } from 'node:events'
import { logLine, onReset } from './state'
import type { WebContents } from './windows'

/** The frame a call came from, as Electron describes it to main. */
export interface SenderFrame {
  url: string
  /** null for the top-level frame. */
  parent: SenderFrame | null
}

export interface InvokeEvent {
  sender: WebContents
  senderFrame: SenderFrame | null
  frameId: number
  processId: number
}

type Handler = (event: InvokeEvent, ...args: unknown[]) => unknown

/** Electron's ipcMain: one handler per channel for `invoke`, events for `send`. */
export class StandInIpcMain extends EventEmitter {
  private readonly handlers = new Map<string, Handler>()

  handle(channel: string, handler: Handler): void {
    if (this.handlers.has(channel)) {
      throw new Error(`Attempted to register a second handler for '${channel}'`)
    }
    this.handlers.set(channel, handler)
  }

  handleOnce(channel: string, handler: Handler): void {
    this.handle(channel, (event, ...args) => {
      this.removeHandler(channel)
      return handler(event, ...args)
    })
  }

  removeHandler(channel: string): void {
    this.handlers.delete(channel)
  }

  channels(): string[] {
    return [...this.handlers.keys()]
  }

  /**
   * What Electron does with `ipcRenderer.invoke`: runs the channel's handler,
   * or rejects (and logs in main) when there is none or it throws.
   */
  async invoke(channel: string, event: InvokeEvent, args: unknown[]): Promise<unknown> {
    const handler = this.handlers.get(channel)
    if (!handler) {
      logLine(`Error occurred in handler for '${channel}': No handler registered for '${channel}'`)
      throw new Error(`No handler registered for '${channel}'`)
    }
    try {
      return await handler(event, ...args)
    } catch (error) {
      logLine(`Error occurred in handler for '${channel}': ${String(error)}`)
      throw error
    }
  }

  reset(): void {
    this.handlers.clear()
    this.removeAllListeners()
  }
}

export const ipcMain = new StandInIpcMain()
onReset(() => ipcMain.reset())
