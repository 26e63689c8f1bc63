import { z } from 'zod'
import { says } from '../i18n/fieldSays'
import type { Said } from '../i18n/said'
import { lazySchema } from './lazySchema'

/** Marks the profiles "Try the local sandbox" made, so they can be found, moved and removed. */
export const DEMO_TAG = 'sandbox-demo'

/**
 * The sandbox's documented protected endpoint (not in the vendor spec): GET with a token, answers
 * 200 with the account and the token's expiry, or 401. Demo profiles probe it.
 */
export const SANDBOX_WHOAMI_PATH = '/_rest/v4/whoami'

/** Base URLs of the demo service's three hosts, e.g. 'http://127.0.0.1:41234'. */
export interface DemoUrls {
  portal: string
  alternate: string
  apiHost: string
}

/**
 * How the demo's customer portal can misbehave: one demo profile shows each kind all the time, and
 * the demo panel can switch the whole portal to one. None of these is in the spec (only 200 and
 * 401 are); they are what a proxy or a broken deployment in front of the service gives.
 */
export const demoFaultKinds = [
  'status-503',
  'html-page',
  'malformed-json',
  'no-token',
  'oversize',
  'redirect',
  'hang',
  'drop',
] as const
export type DemoFaultKind = (typeof demoFaultKinds)[number]
export const demoFaults = ['none', ...demoFaultKinds] as const
export type DemoFault = (typeof demoFaults)[number]

/** Longer than the longest request time-out a user can set would only make the demo look stuck. */
export const MAX_DEMO_LATENCY_MS = 120_000

export const setDemoFaultInput = lazySchema(() =>
  z.object({
    fault: z.enum(demoFaults, says('inputs.demo.unknownFault')),
    latencyMs: z
      .number(says('inputs.demo.latencyNotNumber'))
      .int(says('inputs.demo.latencyNotWhole'))
      .min(0, says('inputs.demo.latencyNegative'))
      .max(
        MAX_DEMO_LATENCY_MS,
        says('inputs.demo.latencyTooLong', { seconds: MAX_DEMO_LATENCY_MS / 1000 }),
      ),
  }),
)

/** The demo service as the user must see it. */
export type DemoService =
  /** This build has no demo service (e.g. a harness started without one). */
  | { kind: 'unavailable' }
  | { kind: 'stopped' }
  | { kind: 'starting' }
  | {
      kind: 'running'
      urls: DemoUrls
      /** What the customer portal answers token requests with, and after how long. */
      fault: DemoFault
      latencyMs: number
      /** The ports used before were taken at launch: the demo moved, its profiles with it. */
      movedFrom: DemoUrls | null
    }
  | { kind: 'failed'; message: string; said?: Said }

export interface DemoStatus {
  service: DemoService
  /** How many demo profiles exist, and how many "Try the local sandbox" makes. */
  profiles: number
  expectedProfiles: number
}
