import { activityLabels, triggerLabels } from '../../../../shared/model/activity'
import { portalLabels } from '../../../../shared/model/portal'
import { stateLabels } from '../../../../shared/model/token'
import { statusFilterLabels } from '../../../../shared/search/statusFilter'

/**
 * The shared model's names (portals, token states, status views…) as the
 * window shows them; in English, the shared maps main and the command line
 * use too, where there are such.
 */
export const labels = {
  activity: activityLabels,
  trigger: triggerLabels,
  demoFault: {
    none: 'Normal answers',
    'status-503': '503 Service unavailable',
    'html-page': 'HTML error page (502)',
    'malformed-json': 'Malformed JSON',
    'no-token': '200 without a token',
    oversize: 'Oversize answer (2 MiB)',
    redirect: 'Redirect to a login page (302)',
    hang: 'No answer (waits for the time-out)',
    drop: 'Dropped connection',
  },
  copyFormat: {
    header: 'Authorization header',
    token: 'Token only',
    curl: 'curl command',
    fetch: 'fetch snippet',
    httpie: 'HTTPie command',
    powershell: 'PowerShell Invoke-RestMethod',
    env: '.env line',
  },
  activitySpan: {
    all: 'Any time',
    '24h': 'Last 24 hours',
    '7d': 'Last 7 days',
    '30d': 'Last 30 days',
  },
  activityKindGroup: {
    all: 'Everything',
    tokens: 'Tokens obtained or renewed',
    failures: 'Failures and refusals',
    given: 'Given to the command line',
    forgotten: 'Tokens forgotten',
    pins: 'Certificate pins',
  },
  secureReason: {
    'screen-locked': 'the screen was locked',
    suspend: 'the computer went to sleep',
    idle: 'nobody used the computer for a while',
    manual: 'you locked it',
  },
  portal: portalLabels,
  tokenState: stateLabels,
  proxyMode: {
    system: 'Use the system proxy settings (PAC scripts included)',
    none: 'No proxy',
    manual: 'Manual proxy',
  },
  pin: {
    none: 'no pin',
    matched: 'pin matched',
    mismatch: 'pin did NOT match',
  },
  verifyGroup: {
    'no-token': 'No token to verify',
    refused: 'Refused by the service',
    'wrong-account': "Another account's token",
    failing: 'Not verified: the request failed',
    'no-probe': 'No request to verify with',
    inconclusive: 'Could not tell',
    accepted: 'Accepted',
  },
  boardColumn: {
    name: 'Name',
    account: 'Account',
    portal: 'Portal',
    host: 'Host',
    state: 'State',
    expires: 'Expires',
    lastUsed: 'Last used',
    tags: 'Tags',
  },
  statusView: statusFilterLabels,
  statusViewShort: {
    all: 'All',
    expiring: 'Expiring',
    expired: 'Expired',
    failing: 'Failed',
    none: 'No token',
    favourites: 'Favourites',
  },
  sort: {
    name: 'Name',
    lastUsed: 'Last used',
    expiry: 'Soonest expiry',
  },
  colour: {
    none: 'None',
    red: 'Red',
    orange: 'Orange',
    yellow: 'Yellow',
    green: 'Green',
    teal: 'Teal',
    blue: 'Blue',
    purple: 'Purple',
    pink: 'Pink',
    grey: 'Grey',
  },
  headerStyle: {
    bearer: 'Bearer <token>',
    bare: 'Bare token',
  },
}
