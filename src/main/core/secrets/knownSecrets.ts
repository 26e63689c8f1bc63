/** Shorter values would match ordinary words in log lines; they are masked nowhere, so keep them rare. */
export const MIN_KNOWN_SECRET = 6

/**
 * The secret values this process has handled (typed, decrypted, stored), so
 * the log can refuse a line that contains one. Held only in memory, where
 * the same values already live while the app uses them.
 */
export class KnownSecrets {
  private readonly values = new Map<string, string>()

  remember(key: string, value: string): void {
    if (value.length >= MIN_KNOWN_SECRET) this.values.set(key, value)
    else this.values.delete(key)
  }

  forget(key: string): void {
    this.values.delete(key)
  }

  readonly foundIn = (text: string): boolean => {
    for (const value of this.values.values()) if (text.includes(value)) return true
    return false
  }
}
