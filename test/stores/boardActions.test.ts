import { afterEach, describe, expect, it } from 'vitest'
import { useBoardActions } from '../../src/renderer/src/store/boardActions'
import { useProfileList } from '../../src/renderer/src/store/profileList'
import { profileRow } from '../../src/shared/model/profile'
import type { BulkVerifyOutcome } from '../../src/shared/model/bulk'
import { profileViewFixture } from '../fixtures/profile'
import { resetAll } from '../components/fixtures'

const initial = useBoardActions.getState()
afterEach(() => {
  resetAll()
  useBoardActions.setState(initial, true)
})

const accepted = (profileId: string): BulkVerifyOutcome => ({
  profileId,
  name: profileId,
  at: 1,
  kind: 'accepted',
  status: 200,
})

describe("the Board's results", () => {
  it('drop the profiles deleted since, counted among those that no longer exist', () => {
    useProfileList.setState({
      profiles: ['a', 'b', 'c'].map((id) => profileRow(profileViewFixture({ id }))),
    })
    useBoardActions.setState({
      result: { kind: 'verified', outcomes: ['a', 'b', 'c'].map(accepted), missing: 1 },
    })
    // A renewal replaces a row: nothing is gone, the result stays as it was.
    const before = useBoardActions.getState().result
    useProfileList.setState((s) => ({ profiles: [...s.profiles] }))
    expect(useBoardActions.getState().result).toBe(before)

    useProfileList.getState().remove('b')
    expect(useBoardActions.getState().result).toEqual({
      kind: 'verified',
      outcomes: [accepted('a'), accepted('c')],
      missing: 2,
    })
  })
})
