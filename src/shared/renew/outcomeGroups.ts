import type { RenewOutcome } from '../ipc/events'

/** Profiles that came to the same end in a batch, under one key. */
export interface OutcomeGroup<Key extends string, Item> {
  key: Key
  items: Item[]
  /** Whether the group has a next step for the user (its button comes first in it). */
  actionable: boolean
}

/**
 * A batch's results grouped by outcome, in the order the reader needs them:
 * the groups with something to do first, the largest of those first (ties in
 * `order`), then the rest in `order`. Every item is in a group: successes are
 * listed, never left out. One pass over the items.
 */
export function groupOutcomes<Key extends string, Item>(
  items: readonly Item[],
  keyOf: (item: Item) => Key,
  order: readonly Key[],
  actionable: (key: Key) => boolean,
): OutcomeGroup<Key, Item>[] {
  const byKey = new Map<Key, Item[]>()
  for (const item of items) {
    const key = keyOf(item)
    const group = byKey.get(key)
    if (group) group.push(item)
    else byKey.set(key, [item])
  }
  const rankOf = (key: Key): number => {
    const at = order.indexOf(key)
    return at === -1 ? order.length : at
  }
  return [...byKey]
    .map(([key, grouped]) => ({ key, items: grouped, actionable: actionable(key) }))
    .sort(
      (a, b) =>
        Number(b.actionable) - Number(a.actionable) ||
        (a.actionable ? b.items.length - a.items.length : 0) ||
        rankOf(a.key) - rankOf(b.key),
    )
}

/**
 * The groups of a batch of token requests. `refused`: the service refused the
 * login's password (401), or the profile was not tried because its login's
 * was refused in the same batch; never retried as it is, since a refused
 * password sent again can lock its user out.
 */
export type RenewGroupKey =
  'no-password' | 'refused' | 'failed' | 'still-valid' | 'cancelled' | 'renewed'

export const renewGroupOf = (outcome: RenewOutcome): RenewGroupKey => {
  switch (outcome.kind) {
    case 'renewed':
      return 'renewed'
    case 'failed':
      return outcome.error.code === 'auth-rejected' ? 'refused' : 'failed'
    case 'failed-still-valid':
      return outcome.error.code === 'auth-rejected' ? 'refused' : 'still-valid'
    case 'cancelled':
      return 'cancelled'
    case 'skipped':
      return outcome.why === 'no-password' ? 'no-password' : 'refused'
  }
}

const renewOrder: readonly RenewGroupKey[] = [
  'no-password',
  'refused',
  'failed',
  'still-valid',
  'cancelled',
  'renewed',
]

/** Enter passwords, Enter new passwords, or Retry: every group but the successes. */
const renewActionable = (key: RenewGroupKey): boolean => key !== 'renewed'

export const groupRenewOutcomes = (
  outcomes: readonly RenewOutcome[],
): OutcomeGroup<RenewGroupKey, RenewOutcome>[] =>
  groupOutcomes(outcomes, renewGroupOf, renewOrder, renewActionable)
