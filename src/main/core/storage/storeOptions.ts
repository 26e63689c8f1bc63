/**
 * Options shared by electron-store (the app) and conf (harness, tests), so
 * both read and write the same files the same way.
 */
export const storeOptions = (name: 'profiles' | 'secrets') =>
  ({
    name,
    configName: name,
    projectName: 'token-desk',
    // A corrupt file must throw, never be wiped silently.
    clearInvalidConfig: false,
    // Keys are ids and URLs; dots in them are not paths.
    accessPropertiesByDotNotation: false,
  }) as const
