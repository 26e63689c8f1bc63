import stringWidth from 'string-width'
import { describe, expect, it, vi } from 'vitest'
import { columns, cutEnd, profileJson, profileTable } from '../../src/cli/table'
import { terminalWidth } from '../../src/cli/terminalWidth'
import type { CliProfileRow } from '../../src/shared/cli/protocol'

const NOW = Date.UTC(2026, 10, 29, 9, 0)

const row = (name: string, i: number): CliProfileRow => ({
  id: `6f1c1a52-0a55-4d4e-8f7e-${String(i).padStart(12, '0')}`,
  name,
  accountId: `ACCT-${i}`,
  accountName: 'Acme Corp',
  portal: 'customer',
  state: 'valid',
  expiresAt: NOW + 3_600_000,
  remainingMs: 3_600_000,
  password: 'stored',
  failure: null,
})

/** Sixty rows like an imported fleet: one name of 250 characters among them. */
const fleet = [
  row(`Dundee ${'Logistics '.repeat(24)}– production`, 0),
  ...Array.from({ length: 59 }, (_, i) => row(`Customer ${i + 1} – production`, i + 1)),
]

describe('token-desk list fits the terminal', () => {
  it('keeps every line within the width: the id to what a command takes, then names cut at the end', () => {
    const lines = profileTable(fleet, 120).trimEnd().split('\n')
    expect(lines).toHaveLength(61)
    for (const line of lines) expect(stringWidth(line)).toBeLessThanOrEqual(120)
    const dundee = lines.find((l) => l.startsWith('Dundee'))!
    expect(dundee).toMatch(
      /^Dundee Logistics Logistics Logistics Logistics Logistics Logi… +ACCT-0 /,
    )
    expect(dundee).toMatch(/ 6f1c1a52$/)
    // Wide enough for every name: the id is whole.
    expect(profileTable(fleet.slice(1), 120)).toMatch(/ 6f1c1a52-0a55-4d4e-8f7e-000000000001\n/)
    // Short names are not cut when the long one gave way enough.
    expect(lines.some((l) => l.startsWith('Customer 59 – production '))).toBe(true)
  })

  it('prints whole names when no width is known (a pipe)', () => {
    const text = profileTable(fleet)
    expect(text).toContain(fleet[0]!.name)
    expect(text).not.toContain('…')
  })

  it('counts wide characters as two columns and cuts between characters', () => {
    expect(cutEnd('東京支店の本番環境', 9)).toBe('東京支店…')
    expect(stringWidth(cutEnd('東京支店の本番環境', 9))).toBeLessThanOrEqual(9)
    expect(cutEnd('Café 👩‍💻 team', 7)).toBe('Café …')
    const table = columns(
      [
        ['東京支店', 'x'],
        ['Acme', 'y'],
      ],
      { width: 80, shrink: [[0, 4]] },
    )
    expect(table.split('\n')).toEqual(['東京支店  x', 'Acme      y'])
  })

  it('fits 80 columns: ids to the eight characters a command takes, then accounts and names', () => {
    const lines = profileTable(fleet, 80).trimEnd().split('\n')
    for (const line of lines) expect(stringWidth(line)).toBeLessThanOrEqual(80)
    expect(lines[0]).toMatch(/^NAME +ACCOUNT +PORTAL +TOKEN +EXPIRES +ID/)
    const dundee = lines.find((l) => l.startsWith('Dundee'))!
    expect(dundee).toMatch(/^Dundee Logistics Logi… +ACCT-0 \(Acme Corp\) .* in 1h 0m +6f1c1a52$/)
  })

  it('stops cutting at the minimum and lets a too-narrow terminal wrap', () => {
    const lines = profileTable(fleet, 20).trimEnd().split('\n')
    expect(lines[1]!.startsWith('Dundee Logi… ')).toBe(true)
    expect(lines[1]).toMatch(/ 6f1c1a52$/)
  })

  it('says what is left by the app’s clock, whatever this machine’s says', () => {
    // The app's clock is a day ahead of this one (a VM, the harness's clock control).
    const expired = { ...row('Acme', 1), state: 'expired' as const, remainingMs: -3_600_000 }
    expect(profileTable([expired])).toMatch(/expired +1h 0m ago/)
  })
})

describe('terminalWidth', () => {
  it('takes COLUMNS first, then the terminal, else no limit', () => {
    expect(terminalWidth({ COLUMNS: '100' }, { isTTY: true, columns: 200 })).toBe(100)
    expect(terminalWidth({ COLUMNS: '100' }, {})).toBe(100)
    expect(terminalWidth({}, { isTTY: true, columns: 132 })).toBe(132)
    expect(terminalWidth({}, { isTTY: false, columns: 132 })).toBeUndefined()
    for (const bad of ['', '0', '-5', 'wide', '1e3', '80px'])
      expect(terminalWidth({ COLUMNS: bad }, { isTTY: true, columns: 90 })).toBe(90)
  })
})

describe('cellWidth', () => {
  it('builds no Intl.Segmenter for plain ASCII (one costs 15–25 ms, a whole command’s budget)', async () => {
    vi.resetModules()
    const made = vi.fn()
    const Real = Intl.Segmenter
    vi.stubGlobal(
      'Intl',
      Object.assign(Object.create(Intl) as typeof Intl, {
        Segmenter: class extends Real {
          constructor(...args: ConstructorParameters<typeof Intl.Segmenter>) {
            super(...args)
            made()
          }
        },
      }),
    )
    try {
      const { cellWidth } = await import('../../src/cli/cellWidth')
      const { profileTable: table } = await import('../../src/cli/table')
      expect(made).not.toHaveBeenCalled()
      expect(cellWidth('Acme production - EU')).toBe(20)
      table([row('Acme production EU', 1), row('Globex staging', 2)], 80)
      expect(made).not.toHaveBeenCalled()
      // A name that is not plain ASCII is measured by its characters.
      expect(cellWidth('東京 Café 👩‍💻')).toBe(2 + 2 + 1 + 4 + 1 + 2)
      expect(made).toHaveBeenCalledTimes(1)
      expect(stringWidth('東京 Café 👩‍💻')).toBe(cellWidth('東京 Café 👩‍💻'))
    } finally {
      vi.unstubAllGlobals()
    }
  })
})

describe('token-desk list --json', () => {
  it('lists the profiles in the table’s order, by account and then name', () => {
    const rows = [row('Zeta', 2), row('Beta', 1), row('Alpha', 2)]
    const names = (JSON.parse(profileJson(rows)) as { name: string }[]).map((r) => r.name)
    expect(names).toEqual(['Beta', 'Alpha', 'Zeta'])
    const table = profileTable(rows).trimEnd().split('\n').slice(1)
    expect(table.map((line) => line.split(/\s{2,}/)[0])).toEqual(names)
  })

  it('says a failure that stands beside the state: a refused login never reads as merely not fetched', () => {
    const refused = {
      ...row('Wrong password', 1),
      state: 'none' as const,
      expiresAt: null,
      remainingMs: null,
      failure: { code: 'auth-rejected', status: 401 },
    }
    const down = {
      ...row('Outage', 2),
      state: 'expired' as const,
      remainingMs: -60_000,
      failure: { code: 'network', status: null },
    }
    const table = profileTable([refused, down, row('Fine', 3)])
    expect(table).toMatch(
      /Wrong password +ACCT-1 \(Acme Corp\) +customer +no token, refused \(401\) /,
    )
    expect(table).toMatch(
      /Outage +ACCT-2 \(Acme Corp\) +customer +expired, failed \(network\) +1m ago/,
    )
    expect(table).toMatch(/Fine +ACCT-3 \(Acme Corp\) +customer +valid +in 1h 0m/)
    expect(JSON.parse(profileJson([refused]))[0]).toMatchObject({
      state: 'none',
      failure: { code: 'auth-rejected', status: 401 },
    })
  })
})
