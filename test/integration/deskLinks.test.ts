import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import type { AppEvent } from '../../src/shared/ipc/events'
import { sayIn } from '../../src/shared/i18n/sayIn'
import { deskLinkOf } from '../../src/shared/model/deskLink'
import { expectError, unwrap } from '../helpers/api'
import { coreIn } from '../helpers/core'
import { demoLogin } from '../helpers/demoLogin'
import { useTempDirs } from '../helpers/tempDir'

/** Issue 37, item 1: tokendesk:// links as the OS hands them to the running app. */
const newDir = useTempDirs()
let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox()
})
afterAll(() => sandbox.close())
const OTHER_DESK_ID = '0b6f3c1e-7d2a-4c5b-9e8f-1a2b3c4d5e6f'

async function desk() {
  const events: AppEvent[] = []
  const core = coreIn(newDir(), { events: { emit: (event) => events.push(event) } })
  const create = (name: string, accountId: string) =>
    unwrap(core.api.createProfile(demoLogin(sandbox, { name, accountId, allowDuplicate: true })))
  const acme = await create('Acme prod', 'ACME-001')
  const globex = [
    await create('Globex EU', 'GLOBEX-7'),
    await create('Globex US', 'GLOBEX-7'),
    await create('Globex test', 'globex-7'),
  ]
  return { core, api: core.api, events, acme, globex }
}

describe('tokendesk:// links', () => {
  it('a profile link opens it; the window takes the command once, told by links-waiting', async () => {
    const { core, api, events, acme } = await desk()
    const link = deskLinkOf({ kind: 'profile', profileId: acme.id, accountId: 'ACME-001' })
    expect(await core.links.open(link)).toEqual({ kind: 'opened', profileId: acme.id })
    expect(events.filter((e) => e.type === 'links-waiting')).toHaveLength(1)
    expect(await unwrap(api.takeLinkCommands())).toEqual([
      { kind: 'open-profile', profileId: acme.id, focus: 'none' },
    ])
    expect(await unwrap(api.takeLinkCommands())).toEqual([])
  })

  it('says what a link did in English and as data, which a German window says in German', async () => {
    const { core, api } = await desk()
    expect(await core.links.open('tokendesk://account/INITECH-3')).toEqual({
      kind: 'not-found',
      message: 'No profile here serves the account “INITECH-3”.',
      said: {
        key: 'requests.links.noneServes',
        values: { before: '', account: 'INITECH-3' },
      },
    })
    await core.links.open('tokendesk://account/GLOBEX-7')
    const commands = await unwrap(api.takeLinkCommands())
    expect(commands.map((c) => c.kind)).toEqual(['notice', 'search', 'notice'])
    expect(
      commands.map((c) => (c.kind === 'notice' ? [c.text, c.said && sayIn('de', c.said)] : c)),
    ).toEqual([
      [
        'No profile here serves the account “INITECH-3”.',
        'Hier dient kein Profil dem Konto „INITECH-3“.',
      ],
      { kind: 'search', query: 'account:GLOBEX-7' },
      [
        '3 profiles serve the account “GLOBEX-7”: the list shows them.',
        '3 Profile dienen dem Konto „GLOBEX-7“: Die Liste zeigt sie.',
      ],
    ])
  })

  it('an account link opens its one profile, lists several (any case), and says when none', async () => {
    const { core, api, acme } = await desk()
    expect(await core.links.open('tokendesk://account/acme-001')).toEqual({
      kind: 'opened',
      profileId: acme.id,
    })
    expect(await core.links.open('tokendesk://account/GLOBEX-7')).toEqual({
      kind: 'listed',
      count: 3,
      query: 'account:GLOBEX-7',
    })
    expect(await core.links.open('tokendesk://account/INITECH-3')).toMatchObject({
      kind: 'not-found',
      message: 'No profile here serves the account “INITECH-3”.',
    })
    expect(await unwrap(api.takeLinkCommands())).toMatchObject([
      { kind: 'open-profile', profileId: acme.id, focus: 'none' },
      { kind: 'search', query: 'account:GLOBEX-7' },
      {
        kind: 'notice',
        text: '3 profiles serve the account “GLOBEX-7”: the list shows them.',
        tone: 'ok',
      },
      { kind: 'notice', text: 'No profile here serves the account “INITECH-3”.', tone: 'error' },
    ])
  })

  it('a profile link made on another desk shows its account’s profiles here, and says so', async () => {
    const { core } = await desk()
    const fromElsewhere = deskLinkOf({
      kind: 'profile',
      profileId: OTHER_DESK_ID,
      accountId: 'ACME-001',
    })
    expect(await core.links.open(fromElsewhere)).toEqual({
      kind: 'listed',
      count: 1,
      query: 'account:ACME-001',
    })
    expect(core.links.take().at(-1)).toMatchObject({
      kind: 'notice',
      text: 'This link’s profile is not on this desk. 1 profile serves the account “ACME-001”: the list shows it.',
      tone: 'ok',
    })
    // Without an account to fall back on: said, nothing shown.
    expect(await core.links.open(`tokendesk://profile/${OTHER_DESK_ID}`)).toMatchObject({
      kind: 'not-found',
    })
  })

  it('a malformed link changes nothing and is told with its reason; the log has the reason, never the link', async () => {
    const { core, api } = await desk()
    const before = await unwrap(api.listProfiles())
    const hostile = `tokendesk://delete-all?token=sk-live-9Zx&q=${'x'.repeat(50)}`
    expect(await core.links.open(hostile)).toMatchObject({
      kind: 'refused',
      message:
        'This link was not opened: “delete-all” is not something a link opens (profile, account, search or copy-header).',
    })
    expect(await core.links.open({ url: 'tokendesk://profile/x' })).toMatchObject({
      kind: 'refused',
      message: 'This link was not opened: It is not text.',
    })
    expect(await unwrap(api.listProfiles())).toEqual(before)
    expect(core.logs.join('\n')).toContain('a link was refused')
    expect(core.logs.join('\n')).not.toContain('sk-live-9Zx')
  })

  it('copy-header asks in main’s dialog, naming the profile and account; no copies nothing, yes copies', async () => {
    const { core, api, acme } = await desk()
    await unwrap(api.getToken({ profileId: acme.id }))
    await core.clipboard.writeText('what the user had')
    const link = deskLinkOf({ kind: 'copy-header', profileId: acme.id })

    core.confirmations.answer('link-copy-header', false)
    expect(await core.links.open(link)).toMatchObject({ kind: 'declined' })
    expect(await core.clipboard.readText()).toBe('what the user had')
    expect(core.confirmations.asked.at(-1)).toMatchObject({
      kind: 'link-copy-header',
      message: 'Copy the header of “Acme prod” (account ACME-001) to the clipboard?',
      cancelLabel: 'Cancel',
    })

    core.confirmations.answer('link-copy-header', true)
    expect(await core.links.open(link)).toEqual({ kind: 'copied', profileId: acme.id })
    expect(await core.clipboard.readText()).toMatch(/^Authorization: Bearer \S+$/)
  })

  it('copy-header while locked asks nothing and copies nothing; the commands wait for the unlock', async () => {
    const { core, api, acme } = await desk()
    await unwrap(api.getToken({ profileId: acme.id }))
    await unwrap(api.lock())
    core.confirmations.answer('link-copy-header', true)
    const outcome = await core.links.open(deskLinkOf({ kind: 'copy-header', profileId: acme.id }))
    expect(outcome).toMatchObject({ kind: 'refused', message: expect.stringMatching(/locked/) })
    expect(core.confirmations.asked).toEqual([])
    expect(await core.clipboard.readText()).toBe('')
    // Locked, the window cannot take them: they wait.
    await expectError(api.takeLinkCommands(), 'locked')
    await unwrap(api.unlock())
    expect((await unwrap(api.takeLinkCommands())).map((c) => c.kind)).toEqual(['notice'])
  })

  it('copy-header of a profile with no token says why, after the yes', async () => {
    const { core, acme } = await desk()
    core.confirmations.answer('link-copy-header', true)
    const outcome = await core.links.open(deskLinkOf({ kind: 'copy-header', profileId: acme.id }))
    expect(outcome).toMatchObject({
      kind: 'failed',
      message: expect.stringMatching(/^The header of “Acme prod” was not copied: /),
    })
  })

  it('Copy link puts each profile’s link on the clipboard; on another desk it finds the account', async () => {
    const { core, api, acme, globex } = await desk()
    expect(await unwrap(api.copyLinks({ profileIds: [acme.id] }))).toEqual({
      copied: 1,
      missing: [],
    })
    const link = await core.clipboard.readText()
    expect(link).toBe(`tokendesk://profile/${acme.id}?account=ACME-001`)
    expect(await core.links.open(link)).toEqual({ kind: 'opened', profileId: acme.id })

    const [eu, us] = globex
    const several = await unwrap(api.copyLinks({ profileIds: [eu!.id, us!.id, OTHER_DESK_ID] }))
    expect(several).toEqual({ copied: 2, missing: [OTHER_DESK_ID] })
    expect((await core.clipboard.readText()).split('\n')).toEqual([
      `Globex EU: tokendesk://profile/${eu!.id}?account=GLOBEX-7`,
      `Globex US: tokendesk://profile/${us!.id}?account=GLOBEX-7`,
    ])
    await expectError(api.copyLinks({ profileIds: [OTHER_DESK_ID] }), 'not-found')

    // Another desk has the same account under its own ids: the link lists its profiles there.
    const elsewhere = await desk()
    expect(await elsewhere.core.links.open(link)).toEqual({
      kind: 'listed',
      count: 1,
      query: 'account:ACME-001',
    })
  })

  it('a search link asks the list for it; at most ten commands wait for a window that never takes them', async () => {
    const { core } = await desk()
    for (let i = 0; i < 15; i++) await core.links.open(`tokendesk://search?q=acme+${i}`)
    const waiting = core.links.take()
    expect(waiting).toHaveLength(10)
    expect(waiting.at(-1)).toEqual({ kind: 'search', query: 'acme 14' })
  })
})
