/**
 * The tray benchmark in a process of its own (see trayBench): opens the
 * data folder given as argv[2] through the core, with a desktop around it,
 * as main holds its store while it rebuilds the tray, then prints the
 * section as JSON.
 */
import { HarnessCipher } from '../src/harness/testOnlyCipher'
import { coreIn } from '../test/helpers/core'
import { countingDesktop, measureTray } from './tray.bench'

const [dir] = process.argv.slice(2)
if (dir === undefined) throw new Error('usage: trayChild <data folder>')
const desktop = countingDesktop()
// The folder's secrets are sealed as the harness seals them (dataFolder.ts).
const core = coreIn(dir, { demoHost: null, cipher: new HarnessCipher(), desktop: desktop.host })
const section = await measureTray(core, desktop.menus)
await core.close()
process.stdout.write(JSON.stringify(section))
