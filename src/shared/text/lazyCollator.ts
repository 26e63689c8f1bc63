/** What sorting needs of an Intl.Collator. */
export interface Compare {
  compare(a: string, b: string): number
}

/**
 * A collator made on its first comparison, not when its module is imported:
 * the first collator a process makes loads ICU's collation data (10 to 30 ms
 * in a fresh window), which the window's first frame need not wait for.
 * Its bound `compare` is kept: sorting calls it a million times.
 */
export function lazyCollator(options?: Intl.CollatorOptions): Compare {
  let compare: ((a: string, b: string) => number) | null = null
  return { compare: (a, b) => (compare ??= new Intl.Collator(undefined, options).compare)(a, b) }
}
