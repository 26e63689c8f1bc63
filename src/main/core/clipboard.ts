/** The system clipboard in the app; an in-memory one in the harness. */
export interface Clipboard {
  writeText(text: string): Promise<void>
  readText(): Promise<string>
}
