import type { TokenDeskApi } from '../../shared/ipc/api'

// The preload (or the harness bridge) exposes the contract's API on window.
// src/harness/bridge.ts declares the same property with the identical type; the two merge.
declare global {
  interface Window {
    tokenDesk: TokenDeskApi
  }
}

// Element Timing's attribute (https://w3c.github.io/element-timing/), not yet in React's types:
// the names the window gives are in shared/window/elementTiming.ts.
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merged with React's own, which names it T
  interface HTMLAttributes<T> {
    elementtiming?: string
  }
}
