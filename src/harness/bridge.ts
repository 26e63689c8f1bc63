import { createApi, type TokenDeskApi } from '../shared/ipc/api'
import type { AppEvent } from '../shared/ipc/events'

/**
 * The harness's stand-in for the preload: the same API object, carried over
 * loopback HTTP (calls) and server-sent events (pushes) to the same
 * main-process handlers instead of Electron IPC.
 */
declare global {
  interface Window {
    tokenDesk: TokenDeskApi
  }
}

const listeners = new Set<(event: AppEvent) => void>()
let source: EventSource | null = null

function subscribe(listener: (event: AppEvent) => void): () => void {
  listeners.add(listener)
  if (!source) {
    source = new EventSource('/__events')
    source.onmessage = (message: MessageEvent<string>) => {
      const event = JSON.parse(message.data) as AppEvent
      for (const each of listeners) each(event)
    }
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) {
      source?.close()
      source = null
    }
  }
}

window.tokenDesk = createApi(async (method, input) => {
  try {
    const response = await fetch(`/__ipc/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input === undefined ? {} : { input }),
    })
    return await response.json()
  } catch {
    return {
      ok: false,
      error: {
        code: 'internal',
        message: 'The harness server is not answering. Is it still running?',
      },
    }
  }
}, subscribe)
