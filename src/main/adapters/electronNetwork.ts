import { session } from 'electron'
import tls from 'node:tls'
import type { NetworkAdapter } from '../core/createCore'

/**
 * The app's network: the transport stays Node's (axios, with the hand-written
 * redirect and size policy, client certificates from files and pins), but
 * asks Chromium which proxy to use for each URL — the system's settings, PAC
 * scripts and WPAD included — and trusts the operating system's certificate
 * store on top of Node's bundled roots. See docs/network.md for why Chromium
 * is not the transport itself.
 */
export function electronNetwork(): NetworkAdapter {
  // Node 22.15+ (Electron 36+) reads the OS store: Keychain, the Windows store, /etc/ssl.
  const readsSystemStore = typeof tls.getCACertificates === 'function'
  return {
    systemProxy: (url) => session.defaultSession.resolveProxy(url),
    trustedCa: () =>
      readsSystemStore
        ? [...new Set([...tls.getCACertificates('default'), ...tls.getCACertificates('system')])]
        : tls.rootCertificates,
    sources: { trustStore: readsSystemStore ? 'system' : 'node', systemProxy: 'chromium' },
  }
}
