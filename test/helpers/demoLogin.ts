import type { Sandbox } from '../../src/sandbox/server'
import type { InputOf } from '../../src/shared/ipc/contract'

/** createProfile input for the sandbox's `demo` login (API access, account ACME-001) on its customer portal. */
export const demoLogin = (
  sandbox: Sandbox,
  overrides: Partial<InputOf<'createProfile'>> = {},
): InputOf<'createProfile'> => ({
  name: 'Acme',
  accountId: 'ACME-001',
  accountName: 'Acme Corp',
  portal: 'customer',
  baseUrl: sandbox.urls.portal,
  username: 'demo',
  password: 'demo-password',
  ...overrides,
})
