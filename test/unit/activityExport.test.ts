import { describe, expect, it } from 'vitest'
import { parse } from 'csv-parse/sync'
import type { ActivityEntry } from '../../src/shared/model/activity'
import {
  activityFilterSchema,
  everyActivity,
  inActivityFilter,
} from '../../src/shared/model/activityFilter'
import { isoLocal } from '../../src/shared/time/isoLocal'
import { exportActivity, type ProfileActivity } from '../../src/main/core/transfer/exportActivity'

const HOUR = 3_600_000
const now = Date.UTC(2026, 10, 29, 12)
const entry = (hoursAgo: number, extra: Partial<ActivityEntry> = {}): ActivityEntry => ({
  at: now - hoursAgo * HOUR,
  kind: 'obtained',
  trigger: 'manual',
  detail: '',
  expiresAt: now - hoursAgo * HOUR + 24 * HOUR,
  ...extra,
})
const profile = (id: string, name: string): ProfileActivity['profile'] => ({
  id,
  name,
  account: { id: `${id.toUpperCase()}-001`, name: '' },
  portal: 'customer',
  baseUrl: 'https://portal.example.test',
})

const acme: ProfileActivity = {
  profile: profile('acme', 'Acme – production'),
  entries: [
    entry(1, {
      kind: 'failed',
      trigger: 'auto',
      detail: 'The service answered 503',
      expiresAt: null,
    }),
    entry(30),
    entry(24 * 10, { kind: 'given', trigger: 'cli', times: 3 }),
  ],
}
const umbrella: ProfileActivity = {
  profile: profile('umbrella', '=HYPERLINK("http://evil.test","Umbrella")'),
  entries: [entry(2, { kind: 'rejected', trigger: 'request', detail: '=1+1', expiresAt: null })],
}

describe('the activity filter', () => {
  it('keeps entries by time range, kind group and trigger, with the clock given', () => {
    const f = (input: object) => activityFilterSchema.parse(input)
    const kept = (filter: object) =>
      acme.entries.filter((e) => inActivityFilter(e, f(filter), now)).map((e) => e.kind)
    expect(kept({})).toEqual(['failed', 'obtained', 'given'])
    expect(kept({ span: '24h' })).toEqual(['failed'])
    expect(kept({ span: '7d' })).toEqual(['failed', 'obtained'])
    expect(kept({ kinds: 'failures' })).toEqual(['failed'])
    expect(kept({ kinds: 'tokens', span: '30d' })).toEqual(['obtained'])
    expect(kept({ trigger: 'cli' })).toEqual(['given'])
    expect(kept({ trigger: 'cli', span: '7d' })).toEqual([])
  })

  it('refuses what it does not know, with a message that says what to choose', () => {
    const wrong = activityFilterSchema.safeParse({ span: '1y' })
    expect(wrong.error?.issues[0]?.message).toBe('Choose a time range')
    expect(activityFilterSchema.safeParse({ kinds: 'secrets' }).error?.issues[0]?.message).toBe(
      'Choose which kinds of activity',
    )
    expect(activityFilterSchema.safeParse({ extra: 1 }).success).toBe(false)
  })
})

describe('exportActivity', () => {
  it('writes JSON Lines, newest first across profiles, times with their offset', () => {
    const file = exportActivity([acme, umbrella], everyActivity, 'jsonl', now)
    expect(file.fileName).toBe(`token-desk-activity-${isoLocal(now).slice(0, 10)}.jsonl`)
    const lines = file.text
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(file.count).toBe(4)
    expect(lines.map((l) => [l.profileId, l.kind])).toEqual([
      ['acme', 'failed'],
      ['umbrella', 'rejected'],
      ['acme', 'obtained'],
      ['acme', 'given'],
    ])
    expect(lines[0]).toMatchObject({
      at: isoLocal(now - HOUR),
      accountId: 'ACME-001',
      trigger: 'auto',
      detail: 'The service answered 503',
      expiresAt: null,
      times: 1,
    })
    expect(lines[3].times).toBe(3)
    expect(lines[0].at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/)
  })

  it('writes CSV a spreadsheet reads, with formulas neutralised, holding only the rows in view', () => {
    const filter = activityFilterSchema.parse({ kinds: 'failures' })
    const file = exportActivity([acme, umbrella], filter, 'csv', now)
    expect(file.count).toBe(2)
    const [header, ...rows] = parse(file.text.replace(/^\uFEFF/, ''), {}) as string[][]
    expect(header?.slice(0, 6)).toEqual([
      'When',
      'Profile',
      'Account ID',
      'Portal',
      'Base URL',
      'What',
    ])
    expect(rows.map((r) => r[6])).toEqual(['failed', 'rejected'])
    // A name or detail that a spreadsheet would run as a formula is text.
    expect(rows[1]?.[1]).toBe(`'=HYPERLINK("http://evil.test","Umbrella")`)
    expect(rows[1]?.[9]).toBe(`'=1+1`)
    expect(rows[0]?.[5]).toBe('Failed')
    expect(rows[0]?.[7]).toBe('auto-renew')
  })

  it('gives an empty file with its header when nothing is in view', () => {
    const file = exportActivity(
      [acme],
      activityFilterSchema.parse({ trigger: 'renew-all' }),
      'csv',
      now,
    )
    expect(file.count).toBe(0)
    expect(file.text.split('\r\n').filter(Boolean)).toHaveLength(1)
    expect(exportActivity([], everyActivity, 'jsonl', now).text).toBe('')
  })
})

describe('isoLocal', () => {
  it('matches the date the machine shows, with the offset in force', () => {
    const at = Date.UTC(2026, 6, 1, 23, 30)
    const text = isoLocal(at)
    // Reading it back gives the same moment, whatever the machine's zone.
    expect(Date.parse(text)).toBe(Math.floor(at / 1000) * 1000)
  })
})
