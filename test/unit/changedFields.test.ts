import { describe, expect, it } from 'vitest'
import { changedFields, profileFields } from '../../src/shared/model/profile'
import { profileFixture } from '../fixtures/profile'

describe('changedFields: what an edit or an imported row would change', () => {
  const before = profileFields(profileFixture({ name: 'Acme prod', tags: ['eu', 'tier-1'] }))

  it('names the fields given another value, and none that keep theirs', () => {
    expect(changedFields(before, { name: 'Acme prod', username: 'someone-else' })).toEqual([
      'username',
    ])
    expect(changedFields(before, { name: 'Acme prod' })).toEqual([])
  })

  it('compares lists by their items, in order', () => {
    expect(changedFields(before, { tags: ['eu', 'tier-1'] })).toEqual([])
    expect(changedFields(before, { tags: ['tier-1', 'eu'] })).toEqual(['tags'])
  })

  it('compares only the keys asked for (an import compares the columns its file has)', () => {
    const after = { ...before, name: 'Renamed', notes: 'new notes' }
    expect(changedFields(before, after, ['name'])).toEqual(['name'])
    expect(changedFields(before, after)).toEqual(['name', 'notes'])
  })
})
