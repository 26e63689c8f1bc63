/**
 * Every call the renderer may make into the main process. Dependency-free on
 * purpose: the sandboxed preload bundles this file and nothing heavier.
 */
export const methods = [
  'appInfo',
  'listProfiles',
  'createProfile',
  'updateProfile',
  'copyProfile',
  'deleteProfile',
  'undoDelete',
  'exportProfiles',
  'previewImport',
  'applyImport',
  'getToken',
  'forgetToken',
  'listActivity',
  'copy',
  'revealToken',
  'startDemo',
  'listRequests',
  'saveRequest',
  'deleteRequest',
  'sendRequest',
  'cancelRequest',
  'copyRequestAsCurl',
  'renewAll',
  'getSettings',
  'updateSettings',
] as const

export type Method = (typeof methods)[number]

export const channelOf = (method: Method): `token-desk:${Method}` => `token-desk:${method}`

export const isMethod = (value: unknown): value is Method =>
  typeof value === 'string' && (methods as readonly string[]).includes(value)
