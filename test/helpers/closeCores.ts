import { afterEach } from 'vitest'
import { closeOpenCores } from './core'

// After each test, whatever it left open: the next test and the process find no stray handles.
afterEach(closeOpenCores)
