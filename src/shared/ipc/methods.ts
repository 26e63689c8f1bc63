/**
 * Every call the renderer may make into the main process. Dependency-free on
 * purpose: the sandboxed preload bundles this file and nothing heavier.
 */
export const methods = [
  'appInfo',
  'listProfiles',
  'getProfile',
  'createProfile',
  'updateProfile',
  'copyProfile',
  'deleteProfile',
  'undoDelete',
  'exportProfiles',
  'previewImport',
  'applyImport',
  'getToken',
  'passwordLogins',
  'enterLoginPassword',
  'forgetToken',
  'cancelRenewal',
  'verifyToken',
  'listActivity',
  'copy',
  'revealToken',
  'startDemo',
  'demoStatus',
  'setDemoFault',
  'removeDemo',
  'listRequests',
  'saveRequest',
  'deleteRequest',
  'sendRequest',
  'cancelRequest',
  'copyRequestAsCurl',
  'chooseProbe',
  'renewAll',
  'getSettings',
  'updateSettings',
  'networkInfo',
  'shortcutStatus',
  'screenLockWatch',
  'setProxyPassword',
  'getProfileNetwork',
  'updateProfileNetwork',
  'checkForUpdates',
  'installUpdate',
  'copyDiagnostics',
  'cliAccess',
  'revokeCliClient',
  'allowCliClientAlways',
  'declinePassword',
  'lockState',
  'lock',
  'unlock',
  'unlockRequirement',
  'setUnlockPassphrase',
  'turnOffUnlockRequirement',
] as const

export type Method = (typeof methods)[number]

export const channelOf = (method: Method): `token-desk:${Method}` => `token-desk:${method}`

export const isMethod = (value: unknown): value is Method =>
  typeof value === 'string' && (methods as readonly string[]).includes(value)
