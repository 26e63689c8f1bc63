/** The system clipboard in the app (src/main/adapters/electronClipboard.ts); a memory one in core tests. */
export interface Clipboard {
  writeText(text: string): Promise<void>
  /**
   * Text that holds a secret: also marked with each platform's "do not keep"
   * format, so clipboard history, cloud clipboard and clipboard managers
   * leave it out.
   */
  writeSecret(text: string): Promise<void>
  readText(): Promise<string>
}
