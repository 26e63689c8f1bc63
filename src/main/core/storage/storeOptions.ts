import { STORE_FILE_MODE } from './privateFolder'

/**
 * Options shared by electron-store (the app) and conf (harness, tests), so
 * both read and write the same files the same way.
 */
export const storeOptions = (name: 'window-state') =>
  ({
    name,
    configName: name,
    projectName: 'token-desk',
    // A corrupt file must throw, never be wiped silently.
    clearInvalidConfig: false,
    // Keys are ids and URLs; dots in them are not paths.
    accessPropertiesByDotNotation: false,
    // Owner only, on every write (the atomic write replaces the file); see privateFolder.ts.
    configFileMode: STORE_FILE_MODE,
  }) as const
