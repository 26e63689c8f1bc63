/** Renew all and the outcome of batch actions, exports of profiles and activity. */
export const renew = {
  /** While a run goes on (components/RenewAllProgress.tsx). */
  progress: {
    checking: 'Checking which tokens need renewal…',
    renewing: 'Renewing {{done, number}} of {{total, number}}…',
    label: 'Renewal progress',
    starting: 'Starting',
    done: '{{done, number}} of {{total, number}} done',
  },
  /** The results of a run (components/RenewAllResults.tsx). */
  results: {
    title: {
      due: 'Renew all results',
      'without-token': 'New tokens',
      selected: 'Token results',
    },
    dismiss: 'Dismiss',
    dismissLabel: 'Dismiss results',
    enterPasswords_one: 'Enter passwords for {{count, number}} profile',
    enterPasswords_other: 'Enter passwords for {{count, number}} profiles',
    retry_one: 'Retry',
    retry_other: 'Retry {{count, number}} profiles',
    noPasswordNote: 'No password is kept: enter it once per login.',
    enterNewPasswords_one: 'Enter a new password for {{count, number}} profile',
    enterNewPasswords_other: 'Enter new passwords for {{count, number}} profiles',
    refusedNote:
      'Not retried: a refused password sent again can lock its user out. Enter the new one once per login.',
    getMissing_one: 'Get tokens for {{count, number}} profile without one',
    getMissing_other: 'Get tokens for {{count, number}} profiles without one',
  },
  /** The one sentence on a finished run (the tray says the same in English). */
  /** One profile's outcome (lib/renewOutcomeText.ts). */
  outcome: {
    validUntil: 'Valid until {{time}}.',
    /** The token it got has expired since (the results stay up: after a weekend, or sleep). */
    expiredSince: 'Got a token; it expired at {{time}}.',
    stillValid: 'Renewal failed, current token still valid until {{time}}. {{message}}',
    keptExpired: 'Renewal failed; the token it kept expired at {{time}}. {{message}}',
    cancelled: 'You cancelled it; the token that stood is untouched.',
    noPassword: 'No password is kept: enter it to get a token.',
    loginRefused:
      "Its login's password was refused for “{{name}}” (401) and none has been entered since: not sent again.",
  },
  /** The groups' headings. */
  group: {
    'no-password': 'Need a password',
    failed: 'Failed',
    'still-valid': 'Renewal failed, earlier token kept',
    cancelled: 'Cancelled',
    refused: 'Password refused',
    renewed: 'Renewed',
    gotToken: 'Got a token',
    more: 'and {{count, number}} more',
  },
  /** The short label each problem wears (components/OutcomeProblems.tsx). */
  problem: {
    failed: 'Failed',
    'failed-still-valid': 'Token kept',
    cancelled: 'Cancelled',
    skipped: 'Skipped',
  },
  /** Which activity is in view (components/ActivityFilterBar.tsx). */
  activityFilter: {
    label: 'Show activity',
    when: 'When',
    what: 'What',
    who: 'Who asked',
    anyone: 'Anyone',
  },
  /** Export menus and what they say when done. */
  export: {
    label: 'Export',
    as: 'Export as',
    json: 'JSON (Token Desk export)',
    csv: 'CSV (spreadsheet)',
    note: 'Profile fields only: no password or token, and no saved test request or history.',
    activityLabel: 'Export activity',
    activityAs: 'Export activity as',
    jsonl: 'JSON Lines (one entry per line)',
    activityNote: 'What happened, when (with the time zone) and why: no password or token.',
    failed: 'Export failed: {{message}}',
    profiles_one: 'Exported {{count, number}} profile to {{fileName}}',
    profiles_other: 'Exported {{count, number}} profiles to {{fileName}}',
    activity_one: 'Exported {{count, number}} activity entry to {{fileName}}',
    activity_other: 'Exported {{count, number}} activity entries to {{fileName}}',
  },
}
