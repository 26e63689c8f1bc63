import { DATA_FOLDER_NAME } from './core/cli/endpoint'

/**
 * The name Electron finds the OS keyring's key by. It reads app.name once the
 * main script's first run ends, before `ready`: the Keychain item
 * "<name> Safe Storage" (shell/browser/electron_browser_main_parts.cc), the
 * Secret Service item and KWallet folder likewise (browser_process_impl.cc).
 * Releases before productName ran as "token-desk" and sealed every secret
 * under that name; with "Token Desk" the keyring would hand out another key
 * and every stored password and token would be unreadable. So the app keeps
 * this name until ready, then takes the product's name for menus and dialogs.
 */
export const KEYRING_APP_NAME = DATA_FOLDER_NAME

/** Keyring keys keep their name; menus, About and dialogs say the product's. */
export function keepKeyringName(app: {
  getName(): string
  setName(name: string): void
  whenReady(): Promise<void>
}): void {
  const productName = app.getName()
  app.setName(KEYRING_APP_NAME)
  // Registered before any other whenReady handler, so menus are built with the product's name.
  void app.whenReady().then(() => app.setName(productName))
}
