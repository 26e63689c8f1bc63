/** Where a profile's secrets live in the keytar-style store: one service, one account per secret. */
export const SECRET_SERVICE = 'token-desk'
export const passwordKey = (profileId: string) => `password:${profileId}`
export const tokenKey = (profileId: string) => `token:${profileId}`
/** The app-wide proxy's password (one proxy: id "default"). */
export const proxyKey = (id: string) => `proxy:${id}`
/** A profile's client-certificate passphrase. */
export const passphraseKey = (profileId: string) => `passphrase:${profileId}`
/** The demo sandbox's own secrets (the key it signs tokens with), not a profile's. */
export const demoKey = (name: string) => `demo:${name}`

/** Which kind of secret a key in the store holds. */
export const secretKindOf = (account: string): 'password' | 'token' | 'other' =>
  account.startsWith('password:') ? 'password' : account.startsWith('token:') ? 'token' : 'other'
