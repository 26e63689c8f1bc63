/** Where a profile's secrets live in the keytar-style store: one service, one account per secret. */
export const SECRET_SERVICE = 'token-desk'
export const passwordKey = (profileId: string) => `password:${profileId}`
export const tokenKey = (profileId: string) => `token:${profileId}`
