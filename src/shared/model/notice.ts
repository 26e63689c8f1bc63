/** Something the user must be told about at start-up; nothing was lost, here is where it is. */
export type Notice =
  | { kind: 'store-recovered'; store: 'profiles' | 'secrets'; movedTo: string; reason: string }
  | { kind: 'records-quarantined'; count: number; file: string }
