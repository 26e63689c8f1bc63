/**
 * One start of the app's built main entry (out/main/index.js) against the
 * electron stand-in, in its own process: prints, as JSON, how long until the
 * window loaded and whether axios was loaded by then. `--axios-first` imports
 * axios before the entry, as the app did before the transport loaded it lazily.
 */
import { registerHooks } from 'node:module'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import { useElectronStandIn } from '../src/harness/electronHook'

const [main = '', userData = '', mode = ''] = process.argv.slice(2)
let axiosLoaded = false
registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context)
    if (/\/node_modules\/axios\//.test(resolved.url)) axiosLoaded = true
    return resolved
  },
})
useElectronStandIn()
const { app } = await import('../src/harness/electron/app')
const { BrowserWindow } = await import('../src/harness/electron/windows')
const { resetStandIn } = await import('../src/harness/electron/state')
resetStandIn({ appData: `${userData}/.appData`, onExit: () => undefined })
process.env['TOKEN_DESK_USER_DATA'] = userData

const start = performance.now()
if (mode === '--axios-first') await import('axios')
await import(pathToFileURL(main).href)
app.start()
await new Promise<void>((done) => {
  const check = () =>
    BrowserWindow.getAllWindows()[0]?.webContents.getURL() ? done() : setImmediate(check)
  check()
})
const windowMs = performance.now() - start
process.stdout.write(`${JSON.stringify({ windowMs, axiosLoaded })}\n`)
process.exit(0)
