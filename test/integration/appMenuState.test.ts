import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppMenuState } from '../../src/main/core/menu/appMenu'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { unwrap } from '../helpers/api'
import { coreIn } from '../helpers/core'
import { demoLogin } from '../helpers/demoLogin'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox()
})
afterAll(() => sandbox.close())

describe("the application menu's state after the window's calls", () => {
  it('follows the first profile made, and the last one deleted and brought back', async () => {
    const core = coreIn(newDir())
    const states: AppMenuState[] = []
    const stop = core.appMenu.watch((state) => states.push(state))
    try {
      const made = await unwrap(core.api.createProfile(demoLogin(sandbox)))
      expect(states).toEqual([{ locked: false, profiles: 1 }])

      // A second profile changes nothing the menu shows: no rebuild.
      const second = await unwrap(
        core.api.createProfile(
          demoLogin(sandbox, {
            name: 'Globex',
            accountId: 'GLOBEX-002',
            accountName: 'Globex',
            username: 'globex-api',
          }),
        ),
      )
      expect(states).toHaveLength(1)

      await unwrap(core.api.deleteProfile({ profileId: second.id }))
      expect(states).toHaveLength(1)
      const deleted = await unwrap(core.api.deleteProfile({ profileId: made.id }))
      expect(states.at(-1)).toEqual({ locked: false, profiles: 0 })

      await unwrap(core.api.undoDelete({ undoId: deleted.undoId }))
      expect(states.at(-1)).toEqual({ locked: false, profiles: 1 })
      expect(states).toHaveLength(3)
    } finally {
      stop()
      await core.close()
    }
  })
})
