import { afterAll, afterEach, beforeAll } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { makeTestPki, type TestPki } from './certificates'

/**
 * What a test file of TLS journeys shares: one sandbox and one set of
 * throwaway certificates for the file, and the servers a test starts
 * (`track`: TLS fronts, proxies), closed after each test.
 */
export function useTlsRig() {
  let sandbox: Sandbox | null = null
  let pki: TestPki | null = null
  const closing: { close(): Promise<void> }[] = []
  beforeAll(async () => {
    sandbox = await startSandbox()
    pki = makeTestPki()
  })
  afterAll(async () => {
    await sandbox?.close()
    pki?.remove()
  })
  afterEach(async () => {
    for (const server of closing.splice(0)) await server.close()
  })
  const ready = <T>(value: T | null): T => {
    if (value === null) throw new Error('useTlsRig: used before its beforeAll')
    return value
  }
  return {
    get sandbox(): Sandbox {
      return ready(sandbox)
    },
    get pki(): TestPki {
      return ready(pki)
    },
    track<T extends { close(): Promise<void> }>(server: T): T {
      closing.push(server)
      return server
    },
  }
}
