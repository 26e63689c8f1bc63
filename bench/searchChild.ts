/** The search benchmark in a process of its own (see searchBench): prints its section as JSON. */
import { measureSearch } from './search.bench'

process.stdout.write(JSON.stringify(measureSearch()))
