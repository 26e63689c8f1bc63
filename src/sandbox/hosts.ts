import { show } from './check'

/** The three hosts of spec section 4, each served on its own port (its own origin). */
export type HostKind = 'portal' | 'alternate' | 'apiHost'
export const hostKinds: readonly HostKind[] = ['portal', 'alternate', 'apiHost']

export function checkHost(value: unknown): HostKind {
  if (!hostKinds.includes(value as HostKind)) {
    throw new TypeError(`host must be one of ${hostKinds.join(', ')}, got ${show(value)}`)
  }
  return value as HostKind
}
