import type { Fault } from './faults'

/** Spec 2.1 "Access": API, SMS (second portal flow only), or no API access at all. */
export type Access = 'api' | 'sms' | 'none'

/** A login as the sandbox knows it: the portal fields the token flow actually checks. */
export interface SandboxUser {
  username: string
  password: string
  access: Access
  accountId: string
  accountName: string
  /** Every token request naming this login gets this fault instead of an answer (not in the spec). */
  fault?: Fault
}

/**
 * Fixed, published demo logins: one per outcome a user can try in the app (token everywhere,
 * SMS hosts only, refused everywhere, a password changed since) and a second account to show
 * account scoping. The sandbox copies the list at start, so changing it later does not affect
 * a running sandbox.
 */
export const demoUsers: SandboxUser[] = [
  {
    username: 'demo',
    password: 'demo-password',
    access: 'api',
    accountId: 'ACME-001',
    accountName: 'Acme Corp',
  },
  {
    username: 'sms-only',
    password: 'sms-password',
    access: 'sms',
    accountId: 'ACME-001',
    accountName: 'Acme Corp',
  },
  {
    // The app's "wrong password" demo keeps an old password: the new one ends the refusal.
    username: 'rotated',
    password: 'rotated-password',
    access: 'api',
    accountId: 'ACME-001',
    accountName: 'Acme Corp',
  },
  {
    username: 'no-access',
    password: 'no-access-password',
    access: 'none',
    accountId: 'ACME-001',
    accountName: 'Acme Corp',
  },
  {
    username: 'globex-api',
    password: 'globex-password',
    access: 'api',
    accountId: 'GLOBEX-002',
    accountName: 'Globex Inc',
  },
]
