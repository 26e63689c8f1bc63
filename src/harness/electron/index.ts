/**
 * A stand-in for the `electron` module, for the browser harness and the
 * shell's tests: the app's real main entry runs against it unchanged. Each
 * piece behaves as Electron documents and records what it was asked.
 */
import * as modules from './modules'

export * from './modules'
/** `import electron from 'electron'` (electron-store does) gets the same pieces. */
export default modules
