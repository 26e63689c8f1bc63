import { createHash } from 'node:crypto'
import { remembered } from '../../../shared/text/remembered'

/** Where a profile's secrets live in the keytar-style store: one service, one account per secret. */
export const SECRET_SERVICE = 'token-desk'

/**
 * A login's password (shared by every profile with that login, loginOf): the
 * key is a digest of the login, so no username or host is a key in the store.
 * 128 bits: two logins never meet under one key. Made once per login: a few
 * logins serve thousands of profiles.
 */
export const loginKey = remembered(
  (login) => `login:${createHash('sha256').update(login).digest('hex').slice(0, 32)}`,
  10_000,
)

/** Before shared logins each profile kept its own password here; read only to move it. */
export const LEGACY_PASSWORD_PREFIX = 'password:'
export const tokenKey = (profileId: string) => `token:${profileId}`
/** The app-wide proxy's password (one proxy: id "default"). */
export const proxyKey = (id: string) => `proxy:${id}`
/** A profile's client-certificate passphrase. */
export const passphraseKey = (profileId: string) => `passphrase:${profileId}`
/** The demo sandbox's own secrets (the key it signs tokens with), not a profile's. */
export const demoKey = (name: string) => `demo:${name}`

/** Which kind of secret a key in the store holds. */
export const secretKindOf = (account: string): 'password' | 'token' | 'other' =>
  account.startsWith('login:') || account.startsWith(LEGACY_PASSWORD_PREFIX)
    ? 'password'
    : account.startsWith('token:')
      ? 'token'
      : 'other'
