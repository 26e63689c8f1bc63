/**
 * A finished Renew all in one sentence, as the window's status line and the
 * tray's notification say it.
 */
export const renewSummary = {
  line: '{{of}}: {{outcomes}}.',
  leftAlone: 'Left alone: {{list}}.',
  /** Between the outcomes of `line`, and between the things left alone. */
  outcomeSeparator: ', ',
  leftSeparator: '; ',
  leftValid_one: '{{count, number}} token still valid beyond the warning window',
  leftValid_other: '{{count, number}} tokens still valid beyond the warning window',
  leftWithoutToken_one: '{{count, number}} profile without a token yet',
  leftWithoutToken_other: '{{count, number}} profiles without a token yet',
  leftRenewing_one: '{{count, number}} renewal already under way',
  leftRenewing_other: '{{count, number}} renewals already under way',
  nothingDue: 'Nothing to renew: no token is expiring, expired or rejected.',
  nothingWithout: 'Every profile already has a token.',
  renewed_one: '{{count, number}} token renewed',
  renewed_other: '{{count, number}} tokens renewed',
  renewedFrom_one: '{{count, number}} token renewed ({{from}})',
  renewedFrom_other: '{{count, number}} tokens renewed ({{from}})',
  from: {
    expired: '{{count, number}} expired',
    expiring: '{{count, number}} expiring',
    rejected: '{{count, number}} rejected',
  },
  gotToken_one: '{{count, number}} profile got a token',
  gotToken_other: '{{count, number}} profiles got a token',
  failed: '{{count, number}} failed',
  stillValid_one: '{{count, number}} renewal failed with the current token still valid',
  stillValid_other: '{{count, number}} renewals failed with the current token still valid',
  refused_one: '{{count, number}} password refused',
  refused_other: '{{count, number}} passwords refused',
  notTried: '{{count, number}} not tried after a refusal',
  cancelled: '{{count, number}} cancelled',
  skipped: '{{count, number}} skipped',
  ofDue: '{{count, number}} due',
  ofSelected_one: '{{count, number}} profile chosen',
  ofSelected_other: '{{count, number}} profiles chosen',
  ofWithout: '{{count, number}} without a token',
}
