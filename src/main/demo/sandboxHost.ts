import type { DemoHost, DemoLogin } from '../core/demo/demoHost'
import type { DemoFaultKind } from '../../shared/model/demo'
import { demoFaultKinds } from '../../shared/model/demo'
import { startSandbox } from '../../sandbox/server'
import type { Fault, SandboxUser } from '../../sandbox/server'
import { demoUsers } from '../../sandbox/users'

/**
 * The project's sandbox (src/sandbox) as the core's DemoHost. It lives here,
 * outside the core, so the core never imports the fake service, and outside
 * src/sandbox, so the sandbox stays a stand-alone tool that knows nothing of the
 * app. Both the Electron main process and the harness pass it to createCore.
 */

const acme = { accountId: 'ACME-001', accountName: 'Acme Corp' }

/** The demo logins that work or are refused, one per endpoint variant and kind of 401. */
const plainLogins: DemoLogin[] = [
  {
    name: 'Demo · customer portal',
    portal: 'customer',
    username: 'demo',
    password: 'demo-password',
    ...acme,
    smsMethod: 'POST',
    shows: 'Gets a token from the customer portal (spec 4.1, envelope A).',
  },
  {
    name: 'Demo · alternate portal',
    portal: 'alternate',
    username: 'demo',
    password: 'demo-password',
    ...acme,
    smsMethod: 'POST',
    shows: 'Gets a token from the alternate portal (spec 4.2, envelope B).',
  },
  {
    name: 'Demo · SMS API host (POST)',
    portal: 'api-host',
    username: 'sms-only',
    password: 'sms-password',
    ...acme,
    smsMethod: 'POST',
    shows: 'Gets a token for an SMS-only login from the API host by POST (spec 4.3).',
  },
  {
    name: 'Demo · SMS API host (GET)',
    portal: 'api-host',
    username: 'demo',
    password: 'demo-password',
    ...acme,
    smsMethod: 'GET',
    shows: 'Gets a token from the API host by GET (spec 4.3 leaves the method open).',
  },
  {
    name: 'Demo · wrong password',
    portal: 'customer',
    username: 'rotated',
    password: 'not-the-password',
    ...acme,
    smsMethod: 'POST',
    shows:
      'Refused with 401 and the spec’s checklist: the password changed. The new one is rotated-password: enter it (Edit profile, or Enter new passwords after a batch) and the refusal goes.',
  },
  {
    name: 'Demo · no API access',
    portal: 'customer',
    username: 'no-access',
    password: 'no-access-password',
    ...acme,
    smsMethod: 'POST',
    shows: 'Refused with 401: the login has no API access (spec 2.1).',
  },
  {
    name: 'Demo · Globex (another account)',
    portal: 'customer',
    username: 'globex-api',
    password: 'globex-password',
    accountId: 'GLOBEX-002',
    accountName: 'Globex Inc',
    smsMethod: 'POST',
    shows: 'Gets a token for account GLOBEX-002; a test request naming ACME-001 gets 403.',
  },
]

interface FaultDemo {
  name: string
  fault: Fault
  shows: string
}

/**
 * What the sandbox does for each fault kind: for its demo login always, and for
 * the whole customer portal when the demo panel says so.
 */
const faultDemos: Record<DemoFaultKind, FaultDemo> = {
  'status-503': {
    name: 'Demo · 503 Service unavailable',
    fault: { kind: 'status', status: 503 },
    shows: 'The token request gets 503 with a JSON error: “unexpected response (503)”.',
  },
  'html-page': {
    name: 'Demo · HTML error page',
    fault: { kind: 'html', status: 502 },
    shows: 'A proxy’s 502 HTML page instead of JSON: the app names it and shows an excerpt.',
  },
  'malformed-json': {
    name: 'Demo · malformed JSON',
    fault: { kind: 'malformed-json' },
    shows: 'Status 200 with a body cut off mid-JSON: “a body that is not JSON”.',
  },
  'no-token': {
    name: 'Demo · 200 without a token',
    fault: { kind: 'no-token' },
    shows: 'Status 200 with JSON that holds no token: “JSON without a token or data field”.',
  },
  oversize: {
    name: 'Demo · oversize answer',
    // Twice the app's 1 MiB cap, so it is refused rather than read.
    fault: { kind: 'oversize', bytes: 2 * 1024 * 1024 },
    shows: 'A 2 MiB answer: the app stops reading at 1 MiB and says so.',
  },
  redirect: {
    name: 'Demo · redirect to a login page',
    fault: { kind: 'redirect', status: 302, location: '/login' },
    shows: 'A 302 to /login, as a single sign-on proxy does: not followed, and the app says why.',
  },
  hang: {
    name: 'Demo · no answer (time-out)',
    fault: { kind: 'hang' },
    shows: 'The service never answers: the request times out (Settings sets how long).',
  },
  drop: {
    name: 'Demo · dropped connection',
    fault: { kind: 'drop' },
    shows: 'The connection is closed before any answer: “dropped the connection”.',
  },
}

const FAULT_PASSWORD = 'fault-password'
const faultUsername = (kind: DemoFaultKind): string => `fault-${kind}`

/** Logins whose token requests always get one fault, so every kind can be seen at once. */
const faultUsers: SandboxUser[] = demoFaultKinds.map((kind) => ({
  username: faultUsername(kind),
  password: FAULT_PASSWORD,
  access: 'api',
  ...acme,
  fault: faultDemos[kind].fault,
}))

const faultLogins: DemoLogin[] = demoFaultKinds.map((kind) => ({
  name: faultDemos[kind].name,
  portal: 'customer',
  username: faultUsername(kind),
  password: FAULT_PASSWORD,
  ...acme,
  smsMethod: 'POST',
  shows: faultDemos[kind].shows,
}))

export const sandboxDemoHost: DemoHost = {
  logins: [...plainLogins, ...faultLogins],
  async start({ ports, tokenKey }) {
    const sandbox = await startSandbox({
      customerEnvelope: 'A',
      users: [...demoUsers, ...faultUsers],
      tokenKey,
      ...(ports ? { ports } : {}),
    })
    return {
      urls: sandbox.urls,
      setFault: (fault, latencyMs) => {
        sandbox.setFault(
          fault === 'none' ? null : { fault: faultDemos[fault].fault, host: 'portal' },
        )
        sandbox.setLatency(latencyMs, 'portal')
      },
      stop: () => sandbox.close(),
    }
  },
}
