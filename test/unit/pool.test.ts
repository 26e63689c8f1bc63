import { describe, expect, it } from 'vitest'
import { mapPool, type Release } from '../../src/main/core/util/pool'

/** A promise the test settles by hand. */
function deferred<T = void>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => (resolve = done))
  return { promise, resolve }
}

const turn = () => new Promise((resolve) => setImmediate(resolve))

describe('mapPool', () => {
  it('keeps at most `limit` in flight and the results in the order of the items', async () => {
    let inFlight = 0
    let most = 0
    const results = await mapPool([5, 1, 4, 2, 3], 2, async (n) => {
      most = Math.max(most, ++inFlight)
      await new Promise((resolve) => setTimeout(resolve, n))
      inFlight--
      return n * 10
    })
    expect(most).toBe(2)
    expect(results).toEqual([50, 10, 40, 20, 30])
  })

  it('starts the next item when a work releases its slot, before that work is over', async () => {
    const started: number[] = []
    const finish = [deferred(), deferred(), deferred()]
    const releases: Release[] = []
    const pool = mapPool([0, 1, 2], 1, async (n, release) => {
      started.push(n)
      releases.push(release)
      await finish[n]!.promise
      return n
    })
    await turn()
    expect(started).toEqual([0])
    releases[0]!()
    await turn()
    expect(started).toEqual([0, 1]) // item 0 still runs: only its slot is free
    finish[1]!.resolve()
    await turn()
    expect(started).toEqual([0, 1, 2]) // a work that ends without releasing frees its slot too
    let settled = false
    void pool.then(() => (settled = true))
    finish[2]!.resolve()
    await turn()
    expect(settled).toBe(false) // the pool waits for released work to end
    finish[0]!.resolve()
    expect(await pool).toEqual([0, 1, 2])
  })

  it('starts one next item however often a work releases', async () => {
    const started: number[] = []
    const finish = deferred()
    const pool = mapPool([0, 1, 2], 1, async (n, release) => {
      started.push(n)
      if (n === 0) {
        release()
        release()
      }
      if (n === 1) await finish.promise
      return n
    })
    await turn()
    expect(started).toEqual([0, 1])
    finish.resolve()
    expect(await pool).toEqual([0, 1, 2])
  })

  it('frees the slot of a work that throws, and rejects once all have ended', async () => {
    const started: number[] = []
    const pool = mapPool([0, 1, 2], 1, async (n) => {
      started.push(n)
      await turn()
      if (n === 0) throw new Error('boom')
      return n
    })
    await expect(pool).rejects.toThrow('boom')
    expect(started).toEqual([0, 1, 2])
  })

  it('answers an empty list at once', async () => {
    expect(await mapPool([], 6, async () => 1)).toEqual([])
  })
})
