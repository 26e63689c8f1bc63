/** The tray benchmark in a process of its own (see trayBench): prints its section as JSON. */
import { measureTray } from './tray.bench'

process.stdout.write(JSON.stringify(measureTray()))
