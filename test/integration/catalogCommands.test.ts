import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { demoUsers } from '../../src/sandbox/users'
import { EXPORT_FORMAT, EXPORT_VERSION } from '../../src/shared/model/transfer'
import { expectError, unwrap, views, type Api } from '../helpers/api'
import { coreIn } from '../helpers/core'
import { installFakeOp, vaultedUser } from '../helpers/fakeOp'
import { filesUnder, leaksIn } from '../helpers/secretScan'
import { useTempDirs } from '../helpers/tempDir'

/**
 * Issue 35, item 4: a team catalog names a login's password command with a
 * placeholder for each desk's vault. Over a real file, a real process (a fake
 * `op` on PATH) and the sandbox.
 */
const newDir = useTempDirs()
const PASSWORD = 'Team-Vault-Pw-5Rt8'
const OP = ['op', 'read', 'op://{vault}/Acme/password']
let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox({ users: [...demoUsers, vaultedUser(PASSWORD)] })
})
afterAll(() => sandbox.close())
const originalPath = process.env.PATH
afterEach(() => {
  process.env.PATH = originalPath
})

/** A catalog entry of the `vaulted` login, naming `command` (absent: none). */
const entry = (name: string, accountId: string, command?: unknown) => ({
  name,
  accountId,
  portal: 'customer',
  baseUrl: sandbox.urls.portal,
  username: 'vaulted',
  ...(command === undefined ? {} : { passwordCommand: command }),
})
const catalogOf = (...profiles: object[]) =>
  JSON.stringify({ format: EXPORT_FORMAT, version: EXPORT_VERSION, profiles })

async function following(text: string, file = 'team.json') {
  const dir = newDir()
  const path = join(dir, file)
  writeFileSync(path, text)
  const core = coreIn(dir)
  await unwrap(core.api.updateSettings({ passwordCommandVault: 'Support' }))
  const source = await unwrap(
    core.api.addCatalogSource({
      name: 'Support',
      location: path,
      trust: { kind: 'none' },
      refreshMinutes: 30,
    }),
  )
  await unwrap(core.api.syncCatalog({ sourceId: source.id }))
  return { core, api: core.api, dir, path, sourceId: source.id }
}

async function apply(api: Api, sourceId: string, commands: 'use' | 'leave') {
  const { sha256 } = await unwrap(api.catalogPreview({ sourceId }))
  return api.applyCatalog({ sourceId, sha256, hostMoves: 'leave', retire: false, commands })
}

describe('a catalog naming a login’s password command', () => {
  it('is reviewed, confirmed in main’s dialog, and then gives every profile of the login its password', async () => {
    const op = installFakeOp(newDir(), PASSWORD)
    const { core, api, dir, sourceId } = await following(
      catalogOf(entry('Acme prod', 'ACME-001', OP), entry('Acme test', 'ACME-002', OP)),
    )
    const preview = await unwrap(api.catalogPreview({ sourceId }))
    expect(preview.commands).toEqual([
      {
        username: 'vaulted',
        host: new URL(sandbox.urls.portal).host,
        profiles: ['Acme prod', 'Acme test'],
        argv: OP,
        current: null,
        reviewed: false,
      },
    ])
    // Two new profiles and one command wait for the first sync's answer.
    expect((await unwrap(api.catalogSources()))[0]?.status.pending).toBe(3)

    core.confirmations.answer('run-command', true)
    expect(await unwrap(apply(api, sourceId, 'use'))).toMatchObject({ added: 2, commands: 1 })
    const [asked] = core.confirmations.asked
    expect(asked).toMatchObject({
      kind: 'run-command',
      message: 'Use the password command the catalog “Support” names?',
    })
    expect(asked?.detail).toContain(
      `vaulted at ${new URL(sandbox.urls.portal).host}: op read op://{vault}/Acme/password`,
    )
    const list = await views(api)
    expect(list.map((p) => p.password)).toEqual(['command', 'command'])

    // The first token runs the command ({vault} filled from the setting); the second needs no run.
    for (const profile of list) {
      expect((await unwrap(api.getToken({ profileId: profile.id }))).token.kind).toBe('issued')
    }
    expect(op.runs()).toBe(1)
    // Asked once: the catalog's command is the login's, so running it asks no more.
    expect(core.confirmations.kinds()).toEqual(['run-command'])
    await core.flush()
    expect(leaksIn([...filesUnder(dir), ['main log', core.logs.join('\n')]], [PASSWORD])).toEqual(
      [],
    )
    // Nothing left to review, and the same catalog read again asks nothing.
    await unwrap(api.syncCatalog({ sourceId }))
    expect((await unwrap(api.catalogPreview({ sourceId }))).commands).toEqual([])
  })

  it('a no in main’s dialog writes nothing; Leave adds the profiles and asks no more until the command changes', async () => {
    const op = installFakeOp(newDir(), PASSWORD)
    const { core, api, path, sourceId } = await following(
      catalogOf(entry('Acme prod', 'ACME-001', OP)),
    )
    // The page asked to use it; only the user's yes in main's dialog could let it.
    core.confirmations.answer('run-command', false)
    const refused = await expectError(apply(api, sourceId, 'use'), 'declined')
    expect(refused.message).toMatch(/^Nothing was applied: it was not confirmed/)
    expect(await views(api)).toEqual([])

    expect(await unwrap(apply(api, sourceId, 'leave'))).toMatchObject({ added: 1, commands: 0 })
    const [profile] = await views(api)
    expect(profile?.password).not.toBe('command')
    expect(op.runs()).toBe(0)

    // Read again unchanged: answered, so nothing waits; the review still shows it, answered.
    writeFileSync(path, catalogOf(entry('Acme prod', 'ACME-001', OP)) + '\n')
    await unwrap(api.syncCatalog({ sourceId }))
    expect((await unwrap(api.catalogSources()))[0]?.status.pending).toBe(0)
    expect((await unwrap(api.catalogPreview({ sourceId }))).commands).toMatchObject([
      { reviewed: true },
    ])
    // A changed command waits for the user again, and a later sync never applies it alone.
    const moved = ['op', 'read', 'op://{vault}/Acme-2/password']
    writeFileSync(path, catalogOf(entry('Acme prod', 'ACME-001', moved)))
    expect(await unwrap(api.syncCatalog({ sourceId }))).toMatchObject({ pending: 1 })
    expect((await views(api))[0]?.password).not.toBe('command')
    expect((await unwrap(api.catalogPreview({ sourceId }))).commands).toMatchObject([
      { argv: moved, current: null, reviewed: false },
    ])
  })

  it('a command that cannot be read, or two for one login, makes its row invalid with the reason', async () => {
    const { api, sourceId } = await following(
      catalogOf(
        entry('Piped', 'ACME-001', 'op read op://x | cat'),
        { ...entry('Number', 'ACME-002', 7), username: 'other' },
        { ...entry('First', 'ACME-003', OP), username: 'shared' },
        { ...entry('Second', 'ACME-004', ['pass', 'show', 'acme']), username: 'shared' },
      ),
    )
    const { preview, commands } = await unwrap(api.catalogPreview({ sourceId }))
    const errors = Object.fromEntries(
      preview.rows.map((row) => [row.name, row.kind === 'invalid' ? row.errors[0]?.message : null]),
    )
    expect(errors).toEqual({
      Piped: expect.stringMatching(/^The password command cannot be read: \| needs a shell/),
      Number: 'The password command is not valid: The command must be a list of arguments.',
      First: null,
      Second: expect.stringMatching(/^Row 3 names another password command for this login/),
    })
    expect(commands.map((c) => c.profiles)).toEqual([['First']])
  })

  it('a CSV catalog names it in a “Password command” column, as the profile form reads a command', async () => {
    const csv = [
      'Name,Account ID,Portal,Base URL,Username,Password command',
      `Acme,ACME-001,customer,${sandbox.urls.portal},vaulted,"op read ""op://{vault}/Acme/password"""`,
      `Plain,ACME-002,customer,${sandbox.urls.portal},typed,`,
    ].join('\n')
    const { api, sourceId } = await following(csv, 'team.csv')
    const { commands, preview } = await unwrap(api.catalogPreview({ sourceId }))
    expect(preview.counts).toMatchObject({ added: 2, invalid: 0 })
    expect(commands).toMatchObject([{ profiles: ['Acme'], argv: OP }])
  })

  it('is never a secret: the catalog is read, while a password beside it is refused', async () => {
    const { api, sourceId, path } = await following(catalogOf(entry('Acme', 'ACME-001', OP)))
    expect((await unwrap(api.catalogSources()))[0]?.status.error).toBeNull()
    writeFileSync(path, catalogOf({ ...entry('Acme', 'ACME-001', OP), password: 'x' }))
    const result = await unwrap(api.syncCatalog({ sourceId }))
    expect(result).toMatchObject({ kind: 'failed' })
    expect(readFileSync(path, 'utf8')).toContain('passwordCommand')
  })
})
