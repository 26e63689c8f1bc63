import type { Clipboard } from './clipboard'
import type { Clock } from './clock'

/**
 * Writes secrets to the clipboard and clears them after a delay, but only if
 * the clipboard still holds what we put there (KeePassXC's behaviour): a
 * user who copied something else since keeps it.
 */
export class ClipboardGuard {
  private pending: { text: string; timer: ReturnType<typeof setTimeout> } | null = null

  constructor(
    private readonly clipboard: Clipboard,
    private readonly delayMs: () => number,
    private readonly clock: Clock,
  ) {}

  /** Returns when the clipboard will be cleared, or null when clearing is off. */
  async write(text: string): Promise<number | null> {
    await this.clipboard.writeSecret(text)
    if (this.pending) clearTimeout(this.pending.timer)
    this.pending = null
    const delay = this.delayMs()
    if (delay <= 0) return null
    const timer = setTimeout(() => void this.clearIfOurs(), delay)
    timer.unref?.()
    this.pending = { text, timer }
    return this.clock() + delay
  }

  /** Text without a secret: nothing to clear later. */
  async writePlain(text: string): Promise<null> {
    await this.clipboard.writeText(text)
    if (this.pending) clearTimeout(this.pending.timer)
    this.pending = null
    return null
  }

  /** On quit, or when the delay is over. */
  async clearIfOurs(): Promise<void> {
    const pending = this.pending
    if (!pending) return
    clearTimeout(pending.timer)
    this.pending = null
    if ((await this.clipboard.readText()) === pending.text) await this.clipboard.writeText('')
  }
}
