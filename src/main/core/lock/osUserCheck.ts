/**
 * The operating system's own check that the user is there: Touch ID on
 * macOS (Electron's systemPreferences.promptTouchID). The app's adapter
 * exists only where the OS offers one; the page can ask main to ask, but
 * cannot answer.
 */
export interface OsUserCheck {
  /** Whether the check can be asked now (hardware present, a finger enrolled). */
  available(): boolean
  /**
   * True only when the OS confirmed the user; a failure, a cancel or an
   * error is false. macOS shows `reason` as "Token Desk is trying to …".
   */
  confirm(reason: string): Promise<boolean>
}
