import { z } from 'zod'
import { isId } from '../../../shared/model/id'
import type { DemoUrls } from '../../../shared/model/demo'
import type { JsonStore } from '../storage/jsonStore'
import type { DemoPorts } from './demoHost'
import { lazySchema } from '../../../shared/model/lazySchema'

/** Where in profiles.json: non-secret, so beside the profiles, not in secrets.json. */
const KEY = 'demo'

/** The service's hosts are told apart by port, so a URL without one cannot be brought back. */
const portOf = (url: string): number => (URL.canParse(url) ? Number(new URL(url).port) : 0)
const serviceUrl = lazySchema(() => z.string().refine((url) => portOf(url) > 0))

/** Each part is read on its own: damaged ports must not lose which profiles are the demo's. */
const recordSchema = lazySchema(() =>
  z.object({
    /** null when damaged: the demo then starts on free ports. */
    urls: z
      .object({ portal: serviceUrl, alternate: serviceUrl, apiHost: serviceUrl })
      .nullable()
      .catch(null),
    /**
     * The profiles the demo made. Only these are the demo's: a tag anyone can
     * edit never makes a profile one the demo may move or delete. Null in a
     * record written before ids were kept, or damaged (see DemoService.demoProfiles).
     */
    profileIds: z
      .array(z.string())
      .max(1000)
      .transform((ids) => ids.filter(isId))
      .nullable()
      .catch(null),
  }),
)

/** Where the demo service last ran and what it made: the next launch brings it back on the same ports. */
export type DemoRecord = z.infer<typeof recordSchema>

/** null when there is none: the demo has not run since it was last removed. */
export function readDemoRecord(store: JsonStore): DemoRecord | null {
  const stored = store.get(KEY)
  if (stored === undefined) return null
  const parsed = recordSchema.safeParse(stored)
  return parsed.success ? parsed.data : { urls: null, profileIds: null }
}

export function writeDemoRecord(
  store: JsonStore,
  record: { urls: DemoUrls; profileIds: string[] } | null,
): void {
  if (record === null) store.delete(KEY)
  else store.set(KEY, record)
}

export const portsOf = (urls: DemoUrls): DemoPorts => ({
  portal: portOf(urls.portal),
  alternate: portOf(urls.alternate),
  apiHost: portOf(urls.apiHost),
})
