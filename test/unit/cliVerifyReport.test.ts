import { describe, expect, it } from 'vitest'
import type { CliVerifyRow, CliVerifyState } from '../../src/shared/cli/protocol'
import { cellWidth } from '../../src/cli/cellWidth'
import { verifyExitCode, verifyTable } from '../../src/cli/verifyReport'

const row = (state: CliVerifyState, extra: Partial<CliVerifyRow> = {}): CliVerifyRow => ({
  profile: `Profile ${state}`,
  id: '6f1c0e2a-0000-4000-8000-000000000000',
  account: 'ACME-001',
  state,
  status: null,
  checkedAt: Date.UTC(2026, 10, 29, 9),
  message: 'Something to say about it, long enough to need cutting on a narrow terminal.',
  ...extra,
})

describe('token-desk verify report', () => {
  it.each<[CliVerifyState[], number]>([
    [['accepted'], 0],
    [['accepted', 'no-token', 'no-probe'], 0],
    [[], 0],
    [['accepted', 'inconclusive'], 1],
    [['failed'], 1],
    [['network', 'inconclusive'], 6],
    [['network', 'refused'], 5],
    [['wrong-account', 'network'], 5],
  ])('%j exits %i: refused beats network beats the rest', (states, code) => {
    expect(verifyExitCode(states.map((s) => row(s)))).toBe(code)
  })

  it('fits the terminal by cutting the message, then names; the verdict stays whole', () => {
    const rows = [row('accepted', { status: 200 }), row('wrong-account', { status: 401 })]
    const lines = verifyTable(rows, 80).trimEnd().split('\n')
    for (const line of lines) expect(cellWidth(line)).toBeLessThanOrEqual(80)
    expect(lines[1]).toMatch(/ accepted +200 +\d\d:\d\d:\d\d +Something to sa…$/)
    expect(lines[2]).toContain(' other account  401 ')
    // Without a width (a pipe), nothing is cut.
    expect(verifyTable(rows)).toContain('on a narrow terminal.')
  })
})
