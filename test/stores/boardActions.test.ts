import { afterEach, describe, expect, it, vi } from 'vitest'
import { useBoardActions } from '../../src/renderer/src/store/boardActions'
import { useProfileList } from '../../src/renderer/src/store/profileList'
import { profileRow } from '../../src/shared/model/profile'
import type { BulkVerifyOutcome } from '../../src/shared/model/bulk'
import { profileViewFixture } from '../fixtures/profile'
import { mockApi, ok, resetAll } from '../components/fixtures'
import { useBoard } from '../../src/renderer/src/store/board'
import { useStatus } from '../../src/renderer/src/store/status'

const initial = useBoardActions.getState()
const initialBoard = useBoard.getState()
afterEach(() => {
  resetAll()
  useBoardActions.setState(initial, true)
  useBoard.setState(initialBoard, true)
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

  it('Undo of a delete chooses the profiles again, unless others were chosen since', async () => {
    const all = ['a', 'b', 'c'].map((id) => profileRow(profileViewFixture({ id })))
    let listed = all
    mockApi({
      deleteProfiles: vi.fn(() => {
        listed = all.filter((p) => p.id === 'c')
        return ok({ deleted: 2, undoId: 'u1', until: Date.now() + 60_000, missing: [] })
      }),
      undoDeleteProfiles: vi.fn(() => {
        listed = all
        return ok({ restored: 2 })
      }),
      listProfiles: vi.fn(() => ok(listed)),
    })
    useProfileList.setState({ status: 'ready', profiles: all })
    useBoard.setState({ selected: new Set(['a', 'b']) })
    expect(await useBoardActions.getState().remove(['a', 'b'])).toBe(true)
    expect(useBoard.getState().selected.size).toBe(0)
    const undo = useStatus.getState().message?.action
    undo?.run()
    await vi.waitFor(() => expect([...useBoard.getState().selected].sort()).toEqual(['a', 'b']))

    // Deleted again, then another profile chosen: Undo leaves that choice alone.
    await useBoardActions.getState().remove(['a', 'b'])
    useBoard.setState({ selected: new Set(['c']) })
    useStatus.getState().message?.action?.run()
    await vi.waitFor(() => expect(useProfileList.getState().profiles).toHaveLength(3))
    expect([...useBoard.getState().selected]).toEqual(['c'])
  })
})
