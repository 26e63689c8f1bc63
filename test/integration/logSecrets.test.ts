import { describe, expect, it } from 'vitest'
import { WITHHELD } from '../../src/main/core/log/logger'
import { coreIn } from '../helpers/core'
import { acmeProfile, unwrap } from '../helpers/api'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
const profile = (password: string) => acmeProfile({ password })

describe("the core's log never writes a secret it knows", () => {
  it.each([
    ['stored on disk', 'test-only', 'stored'],
    ['kept in memory (weak keyring)', 'weak', 'session'],
  ] as const)('a password %s', async (_label, protection, keeping) => {
    const core = coreIn(newDir(), { protection })
    const created = await unwrap(core.api.createProfile(profile('plainword-no-pattern')))
    expect(created.password).toBe(keeping)
    core.logger.warn('a careless message quoting plainword-no-pattern')
    core.logger.info('an ordinary message')
    expect(core.logs.at(-2)).toMatch(new RegExp(`WARN {2}${WITHHELD}$`))
    expect(core.logs.at(-1)).toMatch(/INFO {2}an ordinary message$/)
    expect(core.logs.join('\n')).not.toContain('plainword-no-pattern')
  })

  it('a password read back from disk after a restart', async () => {
    const dir = newDir()
    const first = coreIn(dir)
    const created = await unwrap(first.api.createProfile(profile('read-back-secret')))
    await unwrap(first.api.copyProfile({ profileId: created.id }))
    const restarted = coreIn(dir)
    // Deleting one of the two profiles of the login reads it back (for undo) and keeps it.
    await unwrap(restarted.api.deleteProfile({ profileId: created.id }))
    restarted.logger.info('after read: read-back-secret')
    expect(restarted.logs.at(-1)).toContain(WITHHELD)
  })
})
