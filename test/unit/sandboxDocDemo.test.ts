import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { sandboxDemoHost } from '../../src/main/demo/sandboxHost'

const readme = readFileSync(resolve(import.meta.dirname, '../../docs/sandbox.md'), 'utf8')
const { logins } = sandboxDemoHost

/** docs/sandbox.md's table of demo profiles: one row per profile, its cells trimmed. */
function demoTable(): string[][] {
  const lines = readme.split('\n')
  const header = lines.findIndex((line) => /^\|\s*Profile\s*\|\s*Login\s*\|/.test(line))
  if (header < 0) throw new Error('docs/sandbox.md has no "| Profile | Login |" table')
  const rows: string[][] = []
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break
    rows.push(
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    )
  }
  return rows
}

describe("docs/sandbox.md's demo table", () => {
  const rows = demoTable()

  it('lists every demo profile the app creates, in order, and nothing else', () => {
    expect(rows.map(([name]) => name)).toEqual(logins.map((login) => login.name))
  })

  it("names each profile's login, and the account where it is not Acme's", () => {
    const described = rows.map(([, login]) => ({
      username: /^`([^`]+)`/.exec(login ?? '')?.[1],
      account: /\(([A-Z]+-\d+)\)/.exec(login ?? '')?.[1] ?? 'ACME-001',
    }))
    expect(described).toEqual(
      logins.map((login) => ({ username: login.username, account: login.accountId })),
    )
  })

  it('gives the number of profiles the table lists', () => {
    expect(readme).toContain(`creates ${logins.length} profiles`)
  })
})
