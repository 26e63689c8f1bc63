import { isAbsolute, join } from 'node:path'
import { DATA_FOLDER_NAME } from './core/cli/endpoint'

export type UserDataChoice = { ok: true; path: string } | { ok: false; message: string }

/**
 * The folder the app keeps its data in: TOKEN_DESK_USER_DATA when set, else
 * `<appData>/token-desk`, named explicitly: Electron's default would follow
 * productName ("Token Desk") and move every user's data. A relative path is
 * refused in words here, before Electron's setPath would throw ("Path must
 * be absolute") ahead of the crash guards: which folder it names depends on
 * where the app was started.
 */
export function chooseUserData(
  env: Record<string, string | undefined>,
  appData: string,
): UserDataChoice {
  const given = env['TOKEN_DESK_USER_DATA']
  if (!given) return { ok: true, path: join(appData, DATA_FOLDER_NAME) }
  if (!isAbsolute(given)) {
    return {
      ok: false,
      message:
        `TOKEN_DESK_USER_DATA must be an absolute path, e.g. ${join(appData, DATA_FOLDER_NAME)}; ` +
        `it is "${given}". Set it to the full path of the data folder, or unset it to use the default.`,
    }
  }
  return { ok: true, path: given }
}
