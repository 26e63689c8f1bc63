/**
 * keytar's interface, so a real keyring backend can replace the safeStorage
 * one without touching callers.
 */
export interface SecretStore {
  getPassword(service: string, account: string): Promise<string | null>
  setPassword(service: string, account: string, password: string): Promise<void>
  deletePassword(service: string, account: string): Promise<boolean>
  findPassword(service: string): Promise<string | null>
  findCredentials(service: string): Promise<{ account: string; password: string }[]>
}

/** keytar's calls plus a presence check that needs no decryption (and no I/O: it is asked per profile per list). */
export interface SecretVault extends SecretStore {
  has(service: string, account: string): boolean
  /** Resolves once every value written so far is on disk. */
  flush(): Promise<void>
}
