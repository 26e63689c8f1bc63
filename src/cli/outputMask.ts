/**
 * What a secret in a command's output becomes: ASCII, with no quote or
 * backslash, so a JSON or shell line that carried the token stays well formed.
 */
export const MASK_MARKER = '<masked by token-desk>'

/**
 * The forms of a token that a command prints as they are: the raw token
 * (which covers the header's value `Bearer <token>`: `curl -v`, `set -x` and
 * a logged header print it unchanged) and, when it differs, its
 * percent-encoded form (a token put in a query string). A base64 form
 * (`curl -u user:token` logs `Basic <base64>`) depends on the bytes before
 * the token, so it cannot be matched on its own and is not masked.
 */
export function secretForms(token: string): string[] {
  if (token === '') return []
  const encoded = encodeURIComponent(token)
  return encoded === token ? [token] : [token, encoded]
}

/**
 * A streaming masker: every occurrence of a secret becomes MASK_MARKER, even
 * one split across chunks. It replaces as a whole-output replace would
 * (leftmost first, the longest secret at one position), holding back only
 * the shortest tail that could still begin a secret, so other output is
 * never delayed. Works on bytes: a secret's first byte is never a UTF-8
 * continuation byte, so a cut between output and held-back tail never falls
 * inside a character.
 */
export class OutputMask {
  private secrets: Buffer[] = []
  private held: Buffer = Buffer.alloc(0)
  private readonly marker = Buffer.from(MASK_MARKER)

  constructor(secrets: readonly string[]) {
    this.addSecrets(secrets)
  }

  /** Adds the secrets (a renewed token): the ones given before stay masked too. */
  addSecrets(secrets: readonly string[]): void {
    const all = new Map(this.secrets.map((s) => [s.toString('latin1'), s]))
    for (const secret of secrets) {
      if (secret === '') continue
      const bytes = Buffer.from(secret)
      all.set(bytes.toString('latin1'), bytes)
    }
    // Longest first: at one position the longer secret wins, as in a whole-output replace.
    this.secrets = [...all.values()].sort((a, b) => b.length - a.length)
  }

  /** What can be printed now; the rest is held until the next chunk, end() or flush(). */
  push(chunk: Buffer): Buffer {
    return this.mask(this.held.length ? Buffer.concat([this.held, chunk]) : chunk, false)
  }

  /**
   * The held-back tail, masked as if the output ended here: output went
   * quiet, and a prompt that happens to end with a secret's first bytes must
   * still show. Those bytes are printed as they are, and the rest of that
   * secret, if it comes, is no longer a whole secret and is not masked. Rare:
   * the prompt must end with the start of the token itself.
   */
  flush(): Buffer {
    return this.mask(this.held, true)
  }

  /** At the end of the output: nothing more can complete a secret. */
  end(): Buffer {
    return this.flush()
  }

  private mask(data: Buffer, final: boolean): Buffer {
    const out: Buffer[] = []
    let from = 0
    for (;;) {
      const found = this.nextMatch(data, from, final)
      if (found === null) break
      out.push(data.subarray(from, found.at), this.marker)
      from = found.at + found.length
    }
    const cut = final ? data.length : this.tailStart(data, from)
    out.push(data.subarray(from, cut))
    this.held = Buffer.from(data.subarray(cut))
    return Buffer.concat(out)
  }

  /** Bytes held back now. */
  get pending(): number {
    return this.held.length
  }

  /** The next secret to replace; null when none is, or when more bytes could change which. */
  private nextMatch(
    data: Buffer,
    from: number,
    final: boolean,
  ): { at: number; length: number } | null {
    let best: { at: number; length: number } | null = null
    for (const secret of this.secrets) {
      const at = data.indexOf(secret, from)
      if (at !== -1 && (best === null || at < best.at)) best = { at, length: secret.length }
    }
    // A longer secret may still match at or before it once more bytes come (a whole-output
    // replace would take that one): then it waits, with the tail, for them.
    if (best === null || (!final && this.tailStart(data, from) <= best.at)) return null
    return best
  }

  /** Where the shortest tail that is the beginning of a secret starts (data.length: none). */
  private tailStart(data: Buffer, from: number): number {
    const longest = this.secrets[0]?.length ?? 0
    for (let at = Math.max(from, data.length - longest + 1); at < data.length; at++) {
      const tail = data.subarray(at)
      if (this.secrets.some((s) => s.length > tail.length && isPrefixOf(tail, s))) return at
    }
    return data.length
  }
}

const isPrefixOf = (part: Buffer, whole: Buffer): boolean =>
  part.length <= whole.length && whole.compare(part, 0, part.length, 0, part.length) === 0
