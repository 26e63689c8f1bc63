import type { DemoFault, DemoUrls } from '../../../shared/model/demo'
import type { AuthMethod, PortalKind } from '../../../shared/model/portal'

/** One login the demo service knows; "Try the local sandbox" makes a profile of each. */
export interface DemoLogin {
  name: string
  portal: PortalKind
  username: string
  password: string
  accountId: string
  accountName: string
  smsMethod: AuthMethod
  /** What getting a token with it shows; put in the profile's notes. */
  shows: string
}

export type DemoPorts = Record<keyof DemoUrls, number>

/** The demo service while it runs. */
export interface RunningDemo {
  readonly urls: DemoUrls
  /** How the customer portal answers token requests from now on; 'none' and 0 restore it. */
  setFault(fault: DemoFault, latencyMs: number): void
  stop(): Promise<void>
}

/**
 * The fake vendor service behind "Try the local sandbox". The app passes it in
 * (createCore's `demoHost`); the core never imports the sandbox, which is a
 * test tool and no part of the app's behaviour.
 */
export interface DemoHost {
  readonly logins: readonly DemoLogin[]
  /**
   * Starts on loopback, on `ports` or else on free ones; rejects when a port is
   * taken. Tokens are signed with `tokenKey`, so a service started again with
   * the same key accepts the tokens it issued before, as a real one would.
   */
  start(options: { ports?: DemoPorts; tokenKey: string }): Promise<RunningDemo>
}

/** Which of the service's hosts a profile of each portal kind talks to. */
export const demoUrlOf: Record<PortalKind, keyof DemoUrls> = {
  customer: 'portal',
  alternate: 'alternate',
  'api-host': 'apiHost',
}
