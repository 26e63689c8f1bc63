import { existsSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import type { AppEvent } from '../../src/shared/ipc/events'
import type { Said } from '../../src/shared/i18n/said'
import { sayIn } from '../../src/shared/i18n/sayIn'
import { coreIn } from '../helpers/core'
import { demoProfile, expectError, unwrap, views } from '../helpers/api'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox()
})
afterAll(() => sandbox.close())

// /dev/full answers every write with ENOSPC: a full disk without filling one.
const fullDevice = '/dev/full'

describe.skipIf(!existsSync(fullDevice))('a full disk during a write', () => {
  it('tells the user, keeps running on what is in memory, loses nothing, and saves once there is room', async () => {
    const dir = newDir()
    const first = coreIn(dir)
    const profile = await demoProfile(first.api, sandbox, { password: 'demo-password' })
    await first.close()
    // The next start has read the journal and holds no handle on it yet.
    const events: AppEvent[] = []
    const core = coreIn(dir, { events: { emit: (event) => events.push(event) } })

    // The disk fills up: every write to the state journal is refused from now on.
    const journal = join(dir, 'state.journal')
    const before = readFileSync(journal)
    rmSync(journal)
    symlinkSync(fullDevice, journal)

    const got = await unwrap(core.api.getToken({ profileId: profile.id }))
    expect(got.token.kind).toBe('issued')
    await vi.waitFor(() =>
      expect(events).toContainEqual({
        type: 'storage-error',
        message: expect.stringMatching(
          /^Could not save to .*state\.journal \(ENOSPC: no space left on the disk\)\. Nothing stored before is lost/,
        ) as string,
        said: expect.objectContaining({ key: 'app.storage.writeRefused' }) as Said,
      }),
    )
    // The window says it in its language: the errno as it is, its words and the rest in German.
    const told = events.find((event) => event.type === 'storage-error') as unknown as { said: Said }
    expect(sayIn('de', told.said)).toMatch(
      /^Speichern in .*state\.journal nicht möglich \(ENOSPC: kein Speicherplatz mehr auf der Festplatte\)\. Nichts zuvor Gespeichertes geht verloren/,
    )
    // The app works on: the token is there to copy, the list answers.
    await unwrap(core.api.copy({ profileId: profile.id, format: 'header' }))
    const header = await core.clipboard.readText()
    expect(header).toMatch(/^Authorization: Bearer \S+$/)
    expect((await views(core.api)).map((p) => p.token)).toEqual([got.token])
    // A durable write (a typed password) says it is not on disk yet, rather than pretending.
    expect(
      await expectError(
        core.api.updateProfile({ id: profile.id, fields: {}, password: 'typed-while-full' }),
      ),
    ).toEqual({
      code: 'storage',
      message: expect.stringMatching(
        /^Could not save to disk \(ENOSPC: no space left on the disk\)\. The change is in effect and kept in memory/,
      ) as string,
      said: expect.objectContaining({ key: 'app.storage.keptInMemory' }) as Said,
    })

    // Room again (the same file back): what waited in memory is written.
    rmSync(journal)
    writeFileSync(journal, before)
    expect(events.filter((event) => event.type === 'storage-recovered')).toEqual([])
    await core.flush()
    // The window hears that the error's "kept in memory" no longer holds.
    expect(events.filter((event) => event.type === 'storage-recovered')).toEqual([
      { type: 'storage-recovered', file: journal },
    ])
    const restarted = coreIn(dir)
    const [after] = await views(restarted.api)
    expect(after?.token).toEqual(got.token)
    await unwrap(restarted.api.copy({ profileId: profile.id, format: 'header' }))
    expect(await restarted.clipboard.readText()).toBe(header)
  })
})
