import { z } from 'zod'
import type { ProxyAddress } from '../protocol/network/transport'
import type { JsonStore } from '../storage/jsonStore'
import { lazySchema } from '../../../shared/model/lazySchema'

/** The key of profiles.json naming the proxy the kept proxy password belongs to. */
export const PROXY_PASSWORD_KEY = 'proxyPassword'

const recordSchema = lazySchema(() =>
  z.strictObject({
    host: z.string().min(1),
    port: z.number().int().min(1).max(65535),
  }),
)

/**
 * Which proxy (host and port) the proxy password was typed for. The
 * password itself is kept in the secret store under that proxy's name, so
 * even a record out of step with the store can only ever find a password
 * for the proxy it was saved for. Not a secret: the proxy address is a
 * setting too.
 */
export class ProxyPasswordRecord {
  constructor(private readonly store: JsonStore) {}

  get(): ProxyAddress | null {
    return recordSchema.safeParse(this.store.get(PROXY_PASSWORD_KEY)).data ?? null
  }

  set(proxy: ProxyAddress | null): void {
    if (proxy === null) this.store.delete(PROXY_PASSWORD_KEY)
    else this.store.set(PROXY_PASSWORD_KEY, { host: proxy.host, port: proxy.port })
  }
}
