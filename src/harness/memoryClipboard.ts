import type { Clipboard } from '../main/core/clipboard'

/** The harness's clipboard: readable by tests at GET /__harness/clipboard. */
export class MemoryClipboard implements Clipboard {
  private text = ''

  async writeText(text: string): Promise<void> {
    this.text = text
  }

  async readText(): Promise<string> {
    return this.text
  }
}
