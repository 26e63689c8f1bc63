import type { Sandbox } from '../../src/sandbox/server'

/** createProfile input for the sandbox's `demo` login (API access, account ACME-001) on its customer portal. */
export const demoLogin = (sandbox: Sandbox, overrides: Record<string, unknown> = {}) => ({
  name: 'Acme',
  accountId: 'ACME-001',
  accountName: 'Acme Corp',
  portal: 'customer',
  baseUrl: sandbox.urls.portal,
  username: 'demo',
  password: 'demo-password',
  ...overrides,
})
