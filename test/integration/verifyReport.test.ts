import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { DEMO_TAG } from '../../src/shared/model/demo'
import { verifyReport, verifyReportFormats } from '../../src/shared/renew/verifyReport'
import { coreIn } from '../helpers/core'
import { copied, unwrap, views } from '../helpers/api'
import { demoLogin } from '../helpers/demoLogin'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox()
})
afterAll(() => sandbox.close())

describe('Verify all, as a report', () => {
  it('groups every profile by what the service said and writes files without a token', async () => {
    const core = coreIn(newDir())
    const input = (name: string, extra = {}) =>
      demoLogin(sandbox, { name, allowDuplicate: true, ...extra })
    const accepted = await unwrap(core.api.createProfile(input('Probed <b>', { tags: [DEMO_TAG] })))
    const noProbe = await unwrap(core.api.createProfile(input('No probe')))
    const noToken = await unwrap(
      core.api.createProfile(input('No token', { username: 'nobody', password: undefined })),
    )
    await unwrap(core.api.renewProfiles({ profileIds: [accepted.id, noProbe.id] }))
    const token = await copied(core, accepted.id, 'token')

    const all = (await views(core.api)).map((p) => p.id)
    const { outcomes } = await unwrap(core.api.verifyProfiles({ profileIds: all }))
    const rows = await views(core.api)
    const byId = new Map(rows.map((p) => [p.id, p]))
    const reportRows = outcomes.map((outcome) => ({
      outcome,
      profile: byId.get(outcome.profileId) ?? null,
    }))

    const json = JSON.parse(verifyReport(reportRows, 'json', Date.now(), 'Token Desk test').text)
    expect(json.counts).toMatchObject({ accepted: 1, 'no-probe': 1, 'no-token': 1 })
    // What needs doing first comes first.
    expect(
      json.results.map((r: { profile: string; group: string }) => [r.profile, r.group]),
    ).toEqual([
      ['No token', 'no-token'],
      ['No probe', 'no-probe'],
      ['Probed <b>', 'accepted'],
    ])
    expect(json.results[2]).toMatchObject({ status: 200, accountId: noToken.account.id })

    for (const format of verifyReportFormats) {
      const { text } = verifyReport(reportRows, format, Date.now(), 'Token Desk test')
      expect(text).not.toContain(token)
      expect(text).not.toContain('demo-password')
      expect(text).toContain(sandbox.urls.portal)
    }
    // Settings › Spreadsheet files: semicolons, read back cell by cell as a spreadsheet would.
    const semicolons = verifyReport(reportRows, 'csv', Date.now(), 'Token Desk test', ';').text
    const lines = semicolons
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines[0]).toBe('Profile;Account ID;Portal;Base URL;Result;HTTP status;Detail;Checked at')
    expect(lines).toHaveLength(4)
    // Saved a minute after the checks: the page and the JSON say when they ran, and when saved.
    const savedAt = Math.max(...outcomes.map((o) => o.at)) + 60_000
    const checked = new Date(savedAt - 60_000).toISOString().slice(0, 16)
    const saved = new Date(savedAt).toISOString().slice(0, 16)
    expect(JSON.parse(verifyReport(reportRows, 'json', savedAt, 'x').text)).toMatchObject({
      checkedAt: expect.stringContaining(checked.slice(0, 11)),
      createdAt: expect.stringContaining(saved.slice(0, 11)),
    })
    const page = verifyReport(reportRows, 'html', savedAt, 'x').text
    const shown = /<p>3 profiles checked, (\S+) \(the last check\) · saved (\S+) · x<\/p>/.exec(
      page,
    )
    expect(Date.parse(shown?.[2] ?? '') - Date.parse(shown?.[1] ?? '')).toBe(60_000)
    const html = verifyReport(reportRows, 'html', Date.now(), 'Token Desk test').text
    // A name is text on the page, never markup; the page loads nothing and runs nothing.
    expect(html).toContain('Probed &lt;b&gt;')
    expect(html).not.toContain('Probed <b>')
    expect(html).toContain("default-src 'none'")
    expect(html).not.toMatch(/<script|src=|href=/i)
  })
})
