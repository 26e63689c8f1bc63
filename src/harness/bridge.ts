import { createApi, type TokenDeskApi } from '../shared/ipc/api'

/**
 * The harness's stand-in for the preload: the same API object, carried over
 * loopback HTTP to the same main-process handlers instead of Electron IPC.
 */
declare global {
  interface Window {
    tokenDesk: TokenDeskApi
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
})
