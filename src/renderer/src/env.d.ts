import type { TokenDeskApi } from '../../shared/ipc/api'

// The preload (or the harness bridge) exposes the contract's API on window.
// src/harness/bridge.ts declares the same property with the identical type; the two merge.
declare global {
  interface Window {
    tokenDesk: TokenDeskApi
  }
}
