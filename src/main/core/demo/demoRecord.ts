import { z } from 'zod'
import type { DemoUrls } from '../../../shared/model/demo'
import type { JsonStore } from '../storage/jsonStore'
import type { DemoPorts } from './demoHost'

/** Where in profiles.json: non-secret, so beside the profiles, not in secrets.json. */
const KEY = 'demo'

/** The service's hosts are told apart by port, so a URL without one cannot be brought back. */
const portOf = (url: string): number => (URL.canParse(url) ? Number(new URL(url).port) : 0)
const serviceUrl = z.string().refine((url) => portOf(url) > 0)

const recordSchema = z.object({
  urls: z.object({ portal: serviceUrl, alternate: serviceUrl, apiHost: serviceUrl }),
})

/** Where the demo service last ran, so the next launch brings it back on the same ports. */
export type DemoRecord = z.infer<typeof recordSchema>

/** null when there is none, or it is damaged: the demo then starts on free ports. */
export function readDemoRecord(store: JsonStore): DemoRecord | null {
  const parsed = recordSchema.safeParse(store.get(KEY))
  return parsed.success ? parsed.data : null
}

export function writeDemoRecord(store: JsonStore, record: DemoRecord | null): void {
  if (record === null) store.delete(KEY)
  else store.set(KEY, record)
}

export const portsOf = (urls: DemoUrls): DemoPorts => ({
  portal: portOf(urls.portal),
  alternate: portOf(urls.alternate),
  apiHost: portOf(urls.apiHost),
})
