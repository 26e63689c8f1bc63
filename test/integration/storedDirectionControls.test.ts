import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { coreIn } from '../helpers/core'
import { acmeProfile, unwrap } from '../helpers/api'
import { useTempDirs } from '../helpers/tempDir'

/*
 * Direction controls are refused where names come in (7094868), but a
 * profile stored before, from a team catalog or an import, kept its name as
 * made: "Globex \u202E10-DORP" showed in the list, the Board, the tray and
 * the detail as "Globex PROD-01". Loaded now, such text shows each control
 * as its escape, as token-desk prints it.
 */

const newDir = useTempDirs()
const clock = () => Date.UTC(2026, 11, 1, 9)
const RLO = '\u202e'
const FSI = '\u2068'
const PDI = '\u2069'

/** A folder holding a profile as a version that took direction controls wrote it. */
async function storedBefore(): Promise<{ dir: string; id: string; otherId: string }> {
  const dir = newDir()
  const core = coreIn(dir, { clock })
  const made = await unwrap(
    core.api.createProfile(acmeProfile({ name: 'Globex', username: 'globex-api' })),
  )
  const other = await unwrap(core.api.createProfile(acmeProfile({ name: 'Plain' })))
  await core.close()
  const file = join(dir, 'profiles.json')
  const doc = JSON.parse(readFileSync(file, 'utf8'))
  const stored = doc.profiles[made.id]
  stored.name = `Globex ${RLO}10-DORP`
  stored.account = { id: `GLOBEX-${RLO}100`, name: `${FSI}Globex${PDI}` }
  stored.tags = [`${RLO}dorp`, 'eu']
  stored.notes = `line one\nsee ${RLO}txt.exe`
  stored.username = `globex-${RLO}api`
  writeFileSync(file, JSON.stringify(doc))
  return { dir, id: made.id, otherId: other.id }
}

describe('a profile stored with direction controls', () => {
  it('shows each one as its escape in the list and the detail; the username is sent as stored', async () => {
    const { dir, id, otherId } = await storedBefore()
    const core = coreIn(dir, { clock })
    const rows = await unwrap(core.api.listProfiles())
    const row = rows.find((r) => r.id === id)!
    expect(row.name).toBe('Globex \\u202e10-DORP')
    expect(row.account).toEqual({ id: 'GLOBEX-\\u202e100', name: '\\u2068Globex\\u2069' })
    expect(row.tags).toEqual(['\\u202edorp', 'eu'])
    expect(row.username).toBe(`globex-${RLO}api`)
    const view = await unwrap(core.api.getProfile({ profileId: id }))
    expect(view.notes).toBe('line one\nsee \\u202etxt.exe')
    // Nothing of the other profile changes.
    expect(rows.find((r) => r.id === otherId)!.name).toBe('Plain')
    for (const r of rows)
      expect(`${r.name}${r.account.id}${r.account.name}${r.tags}`).not.toMatch(
        /[\u202a-\u202e\u2066-\u2069]/,
      )
  })

  it('writes the escapes back with the next change, and the name can be edited as shown', async () => {
    const { dir, id } = await storedBefore()
    const core = coreIn(dir, { clock })
    const shown = await unwrap(core.api.getProfile({ profileId: id }))
    // The form sends the name as shown with the escape taken out: accepted.
    await unwrap(
      core.api.updateProfile({ id, fields: { name: shown.name.replace('\\u202e', '') } }),
    )
    await core.close()
    const stored = JSON.parse(readFileSync(join(dir, 'profiles.json'), 'utf8')).profiles[id]
    expect(stored.name).toBe('Globex 10-DORP')
    expect(stored.account.id).toBe('GLOBEX-\\u202e100')
    expect(stored.username).toBe(`globex-${RLO}api`)
  })
})
