import type { Clipboard } from '../main/core/clipboard'

/** The core's clipboard in tests: what was written, and whether it was marked secret. */
export class MemoryClipboard implements Clipboard {
  private text = ''
  /** Whether the current text was written as a secret ("do not keep" formats). */
  secret = false

  async writeText(text: string): Promise<void> {
    this.text = text
    this.secret = false
  }

  async writeSecret(text: string): Promise<void> {
    this.text = text
    this.secret = true
  }

  async readText(): Promise<string> {
    return this.text
  }
}
