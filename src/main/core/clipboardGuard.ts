import type { Clipboard } from './clipboard'
import type { Clock } from './clock'

/**
 * Writes secrets to the clipboard and clears them after a delay, but only if
 * the clipboard still holds what we put there (KeePassXC's behaviour): a
 * user who copied something else since keeps it.
 *
 * The last secret copy is remembered even when the delay is off (0), so a
 * screen lock, sleep, "Lock now" or quit still clears it.
 */
export class ClipboardGuard {
  /** Our last secret copy, and its clearing timer when the delay is on. */
  private pending: { text: string; timer: ReturnType<typeof setTimeout> | null } | null = null

  constructor(
    private readonly clipboard: Clipboard,
    private readonly delayMs: () => number,
    private readonly clock: Clock,
  ) {}

  /** Returns when the clipboard will be cleared, or null when clearing after a delay is off. */
  async write(text: string): Promise<number | null> {
    await this.clipboard.writeSecret(text)
    this.forget()
    const delay = this.delayMs()
    if (delay <= 0) {
      this.pending = { text, timer: null }
      return null
    }
    const timer = setTimeout(() => void this.clearIfOurs(), delay)
    timer.unref?.()
    this.pending = { text, timer }
    return this.clock() + delay
  }

  /** Text without a secret: nothing to clear later. */
  async writePlain(text: string): Promise<null> {
    await this.clipboard.writeText(text)
    this.forget()
    return null
  }

  /** On quit, lock or sleep, or when the delay is over. */
  async clearIfOurs(): Promise<void> {
    const pending = this.pending
    if (!pending) return
    this.forget()
    if ((await this.clipboard.readText()) === pending.text) await this.clipboard.writeText('')
  }

  private forget(): void {
    if (this.pending?.timer) clearTimeout(this.pending.timer)
    this.pending = null
  }
}
