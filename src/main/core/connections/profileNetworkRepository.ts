import {
  defaultProfileNetwork,
  profileNetworkSchema,
  type ProfileNetwork,
} from '../../../shared/model/network'
import type { ProfileData } from '../profiles/profileData'
import { PROXY_PASSWORD_KEY } from './proxyPasswordRecord'
import { checkTables } from '../storage/documentShape'
import type { JsonStore } from '../storage/jsonStore'
import { tableOf, withRow, type Table } from '../util/table'

/** The key of profiles.json: profile id → that profile's network settings. */
export const PROFILE_NETWORK_KEY = 'profileNetwork'

/** This folder's tables in profiles.json: each profile's network row, and the proxy password's proxy. */
export const checkProfileNetworkTable = (store: JsonStore): void =>
  checkTables(store, [PROFILE_NETWORK_KEY, PROXY_PASSWORD_KEY])

/**
 * Each profile's own network settings (extra CAs, client certificate, pin),
 * in their own table so the profile record and its migrations stay as they
 * are. A row that does not validate reads as the defaults.
 */
export class ProfileNetworkRepository implements ProfileData<ProfileNetwork | null> {
  private rows: Table<unknown>

  constructor(private readonly store: JsonStore) {
    const value = store.get(PROFILE_NETWORK_KEY)
    this.rows = tableOf(
      value && typeof value === 'object' && !Array.isArray(value)
        ? (value as Record<string, unknown>)
        : {},
    )
  }

  get(profileId: string): ProfileNetwork {
    const row = this.rows[profileId]
    if (row === undefined) return defaultProfileNetwork
    return profileNetworkSchema.safeParse(row).data ?? defaultProfileNetwork
  }

  set(profileId: string, network: ProfileNetwork): void {
    const isDefault =
      network.caFiles.length === 0 &&
      network.clientCert.kind === 'none' &&
      network.pinSha256 === null
    this.write(withRow(this.rows, profileId, isDefault ? undefined : network))
  }

  async take(profileId: string): Promise<ProfileNetwork | null> {
    if (this.rows[profileId] === undefined) return null
    const taken = this.get(profileId)
    this.write(withRow(this.rows, profileId, undefined))
    return taken
  }

  async give(profileId: string, taken: ProfileNetwork | null): Promise<void> {
    if (taken) this.write(withRow<unknown>(this.rows, profileId, taken))
  }

  private write(next: Table<unknown>): void {
    this.store.set(PROFILE_NETWORK_KEY, next)
    this.rows = next
  }
}
