import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import type { Said } from '../../src/shared/i18n/said'
import { sayIn } from '../../src/shared/i18n/sayIn'
import { coreIn } from '../helpers/core'
import { demoLogin } from '../helpers/demoLogin'
import { expectError, unwrap } from '../helpers/api'
import { useTempDirs } from '../helpers/tempDir'

/*
 * A username holding a zero-width space is refused where it comes in now;
 * one stored before (pasted into an earlier version, imported, synced) is
 * still sent as stored, and the service's 401 said nothing of it.
 */

const newDir = useTempDirs()
let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox()
})
afterAll(() => sandbox.close())

describe('a username stored with a character no one can see', () => {
  it('is sent as stored, and the 401 names the character in its checklist', async () => {
    const dir = newDir()
    const made = await unwrap(coreIn(dir).api.createProfile(demoLogin(sandbox)))
    const file = join(dir, 'profiles.json')
    const doc = JSON.parse(readFileSync(file, 'utf8'))
    doc.profiles[made.id].username = 'demo\u200b'
    writeFileSync(file, JSON.stringify(doc))

    const core = coreIn(dir)
    const error = await expectError(
      core.api.getToken({ profileId: made.id, password: 'demo-password' }),
    )
    expect(error).toMatchObject({ code: 'auth-rejected', status: 401 })
    const checklist = 'checklist' in error ? error.checklist : []
    expect(checklist).toContain(
      'The username holds a character you cannot see (U+200B) after “demo”, which the service received too: edit the profile and type the username again.',
    )
    const said = ('checklistSaid' in error ? error.checklistSaid : []) as Said[]
    expect(said.map((s) => sayIn('de', s))).toContain(
      'Der Benutzername enthält nach „demo“ ein unsichtbares Zeichen (U+200B), das auch der Dienst erhielt: Bearbeiten Sie das Profil und tippen Sie den Benutzernamen neu.',
    )
  })
})
