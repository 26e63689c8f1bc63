import { describe, expect, it } from 'vitest'
import { coreIn } from '../helpers/core'
import { acmeProfile, unwrap, views } from '../helpers/api'
import { useTempDirs } from '../helpers/tempDir'

/**
 * Issue 33: a CSV sharing account, portal and username with the demo
 * profiles but naming another host was a plain change the default applied,
 * and rows giving the ACME login to three other accounts passed silently.
 */
const newDir = useTempDirs()
const now = Date.UTC(2026, 10, 21, 9)
const clock = () => now
const portal = 'https://portal.example.test'
const alt = 'https://alt.example.test'
const elsewhere = 'https://portal.elsewhere.test'
const altElsewhere = 'https://alt.elsewhere.test'

const header = 'Name,Account ID,Portal,Base URL,Username,Tags'
const csvOf = (...rows: string[]) => [header, ...rows].join('\n')

async function demoFleet() {
  const core = coreIn(newDir(), { clock })
  const customer = await unwrap(
    core.api.createProfile(
      acmeProfile({ name: 'Demo · customer', baseUrl: portal, username: 'demo' }),
    ),
  )
  const alternate = await unwrap(
    core.api.createProfile(
      acmeProfile({
        name: 'Demo · alternate',
        portal: 'alternate',
        baseUrl: alt,
        username: 'demo',
      }),
    ),
  )
  return { core, customer, alternate }
}

describe('a row matches a profile only on the same host', () => {
  it('rows for another host are host moves, which the default import leaves alone', async () => {
    const { core, customer, alternate } = await demoFleet()
    const text = csvOf(
      `Demo · customer,ACME-001,customer,${elsewhere},demo,moved`,
      `Demo · alternate,ACME-001,alternate,${altElsewhere},demo,moved`,
    )
    const seen = await unwrap(core.api.previewImport({ format: 'csv', text }))
    expect(seen.counts).toEqual({
      added: 0,
      changed: 0,
      moved: 2,
      unchanged: 0,
      repeated: 0,
      invalid: 0,
    })
    expect(seen.rows).toMatchObject([
      {
        kind: 'moved',
        profileId: customer.id,
        moves: [{ field: 'baseUrl', from: portal, to: elsewhere }],
      },
      { kind: 'moved', profileId: alternate.id },
    ])
    expect(await unwrap(core.api.applyImport({ format: 'csv', text }))).toMatchObject({
      added: 0,
      updated: 0,
      skippedMoves: 2,
    })
    expect((await views(core.api)).map((p) => [p.baseUrl, p.tags])).toEqual([
      [portal, []],
      [alt, []],
    ])
    // Opted in: added beside them, on the other host, leaving the two as they are.
    expect(
      await unwrap(core.api.applyImport({ format: 'csv', text, hostMoves: 'add' })),
    ).toMatchObject({ added: 2, updated: 0, moved: 0, skippedInvalid: 0 })
    expect((await views(core.api)).map((p) => p.baseUrl).sort()).toEqual([
      altElsewhere,
      alt,
      elsewhere,
      portal,
    ])
  })

  it('the same host under another path is another profile beside it (another tenant)', async () => {
    const { core, customer } = await demoFleet()
    const text = csvOf(`Demo · customer v2,ACME-001,customer,${portal}/v2,demo,`)
    const seen = await unwrap(core.api.previewImport({ format: 'csv', text }))
    expect(seen.rows).toMatchObject([{ kind: 'added', name: 'Demo · customer v2' }])
    await unwrap(core.api.applyImport({ format: 'csv', text }))
    expect(await unwrap(core.api.getProfile({ profileId: customer.id }))).toMatchObject({
      baseUrl: portal,
    })
  })

  it('restores two tenants on one host from the app’s own export, and re-imports it unchanged', async () => {
    const from = coreIn(newDir())
    for (const [name, path] of [
      ['Tenant 1', '/t1'],
      ['Tenant 2', '/t2'],
    ] as const) {
      await unwrap(
        from.api.createProfile({
          name,
          accountId: 'A-1',
          portal: 'customer',
          baseUrl: `https://p.example.test${path}`,
          username: 'u1',
        }),
      )
    }
    for (const format of ['csv', 'json'] as const) {
      const { text } = await unwrap(from.api.exportProfiles({ format }))
      // Back into the same app: every row unchanged.
      const again = await unwrap(from.api.previewImport({ format, text }))
      expect(again.rows.map((r) => r.kind)).toEqual(['unchanged', 'unchanged'])
      // Into a new one (a restore): both come back.
      const to = coreIn(newDir())
      expect(await unwrap(to.api.applyImport({ format, text }))).toMatchObject({
        added: 2,
        skippedInvalid: 0,
      })
      const restored = await unwrap(to.api.listProfiles())
      expect(restored.map((p) => [p.name, p.baseUrl]).sort()).toEqual([
        ['Tenant 1', 'https://p.example.test/t1'],
        ['Tenant 2', 'https://p.example.test/t2'],
      ])
    }
  })
})

describe('rows whose login would serve other accounts', () => {
  it('name the other accounts (the ACME demo login given to INITECH, UMBRELLA and HOOLI)', async () => {
    const { core } = await demoFleet()
    const text = csvOf(
      `Initech,INITECH-003,customer,${portal},demo,`,
      `Umbrella,UMBRELLA-005,alternate,${alt}/,demo,`,
      `Hooli,HOOLI-004,api-host,${portal},demo,`,
      `Acme copy,ACME-001,api-host,${portal},acme-other,`,
    )
    const seen = await unwrap(core.api.previewImport({ format: 'csv', text }))
    const customer = { accountId: 'ACME-001', profiles: 1, names: ['Demo · customer'] }
    expect(seen.rows.map((r) => (r.kind === 'added' ? [r.name, r.otherAccounts] : r.kind))).toEqual(
      [
        ['Initech', [customer, { accountId: 'HOOLI-004', profiles: 1, names: ['Hooli'] }]],
        ['Umbrella', [{ accountId: 'ACME-001', profiles: 1, names: ['Demo · alternate'] }]],
        ['Hooli', [customer, { accountId: 'INITECH-003', profiles: 1, names: ['Initech'] }]],
        // Another username: another login, nothing to say.
        ['Acme copy', []],
      ],
    )
    // A warning, not a refusal: they are imported.
    expect(await unwrap(core.api.applyImport({ format: 'csv', text }))).toMatchObject({ added: 4 })
  })
})
