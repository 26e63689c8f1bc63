import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { findOutages, OutageWatch, type AttemptEntry } from '../../src/main/core/tokens/outages'
import type { AppError } from '../../src/shared/ipc/errors'
import type { Outage } from '../../src/shared/model/outage'
import type { Profile } from '../../src/shared/model/profile'
import type { IssuedToken } from '../../src/shared/model/token'
import { profileFixture } from '../fixtures/profile'

const HOSTS = ['https://a.example', 'https://b.example:8443', 'http://127.0.0.1:9']
const T0 = Date.UTC(2026, 10, 30, 9)

type Last =
  | { kind: 'none' }
  | { kind: 'issued'; at: number }
  | { kind: 'failed'; at: number; cause: 'timeout' | 'refused' | 'proxy' }

interface Row {
  profile: Profile
  last: Last
}

const network = (cause: string, at: number): AppError =>
  ({ code: 'network', message: '', cause, at }) as AppError

const issued = (at: number): IssuedToken => ({
  kind: 'issued',
  issuedAt: at,
  expiresAt: at + 86_400_000,
  rejectedAt: null,
  method: 'POST',
  envelope: 'A',
})

/** The watch over a repository holding these profiles' last attempts. */
function watchOver(rows: readonly Row[]) {
  const changes: Outage[][] = []
  const watch = new OutageWatch({
    repo: {
      forEach: (visit) => rows.forEach(({ profile }) => visit(profile, null)),
      lastError: (id) => {
        const last = rows.find((r) => r.profile.id === id)?.last
        return last?.kind === 'failed' ? network(last.cause, last.at) : null
      },
      token: (id) => {
        const last = rows.find((r) => r.profile.id === id)?.last
        return last?.kind === 'issued' ? issued(last.at) : { kind: 'none' }
      },
    },
    clock: () => T0 + 3_600_000,
    changed: (outages) => changes.push(outages),
  })
  return { watch, changes }
}

/** Every profile's last attempt as its own entry: what the outages are read from. */
const everyEntry = (rows: readonly Row[]): AttemptEntry[] =>
  rows.flatMap(({ profile, last }): AttemptEntry[] => {
    const base = {
      profileId: profile.id,
      origin: new URL(profile.baseUrl).origin,
      portal: profile.portal,
    }
    if (last.kind === 'failed') return [{ ...base, error: network(last.cause, last.at) }]
    if (last.kind === 'issued') return [{ ...base, succeededAt: last.at }]
    return []
  })

const withoutRetry = (outages: readonly Outage[]) => outages.map(({ retryAt: _, ...o }) => o)

const rowsOf = (lasts: { host: number; last: Last }[]): Row[] =>
  lasts.map(({ host, last }, i) => ({
    profile: profileFixture({
      id: `p${String(i).padStart(4, '0')}`,
      baseUrl: HOSTS[host] as string,
    }),
    last,
  }))

describe("the outage watch's read of every profile's last attempt", () => {
  it('a host whose profiles fail together is out until one of them gets a token after it', () => {
    const minute = 60_000
    const lasts: { host: number; last: Last }[] = [
      // Host a: tokens from before the failures do not end them.
      { host: 0, last: { kind: 'issued', at: T0 } },
      { host: 0, last: { kind: 'issued', at: T0 + minute } },
      ...[2, 3, 4].map((m) => ({
        host: 0,
        last: { kind: 'failed', at: T0 + m * minute, cause: 'timeout' } as Last,
      })),
      // Host b: only tokens.
      { host: 1, last: { kind: 'issued', at: T0 + 5 * minute } },
    ]
    const { watch } = watchOver(rowsOf(lasts))
    watch.refresh()
    expect(watch.current().map((o) => [o.origin, o.way, o.count])).toEqual([
      ['https://a.example', 'timeout', 3],
    ])

    lasts[1] = { host: 0, last: { kind: 'issued', at: T0 + 10 * minute } }
    const later = watchOver(rowsOf(lasts))
    later.watch.refresh()
    expect(later.watch.current()).toEqual([])
  })

  it('finds what every profile read one by one finds, for any mix of hosts, tokens and failures', () => {
    const last: fc.Arbitrary<Last> = fc.oneof(
      fc.constant({ kind: 'none' as const }),
      fc.record({
        kind: fc.constant('issued' as const),
        at: fc.integer({ min: T0, max: T0 + 3_600_000 }),
      }),
      fc.record({
        kind: fc.constant('failed' as const),
        at: fc.integer({ min: T0, max: T0 + 3_600_000 }),
        cause: fc.constantFrom('timeout' as const, 'refused' as const, 'proxy' as const),
      }),
    )
    fc.assert(
      fc.property(
        fc.array(fc.record({ host: fc.nat(HOSTS.length - 1), last }), { maxLength: 60 }),
        (lasts) => {
          const rows = rowsOf(lasts)
          const { watch } = watchOver(rows)
          watch.refresh()
          expect(withoutRetry(watch.current())).toEqual(findOutages(everyEntry(rows)))
        },
      ),
    )
  })
})
