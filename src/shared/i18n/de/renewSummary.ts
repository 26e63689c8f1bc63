import type { renewSummary as en } from '../en/renewSummary'
import type { Translation } from '../translation'

export const renewSummary = {
  line: '{{of}}: {{outcomes}}.',
  leftAlone: 'Nicht angefasst: {{list}}.',
  outcomeSeparator: ', ',
  leftSeparator: '; ',
  leftValid_one: '{{count, number}} Token noch über das Warnfenster hinaus gültig',
  leftValid_other: '{{count, number}} Tokens noch über das Warnfenster hinaus gültig',
  leftWithoutToken_one: '{{count, number}} Profil noch ohne Token',
  leftWithoutToken_other: '{{count, number}} Profile noch ohne Token',
  leftRenewing_one: '{{count, number}} Erneuerung bereits im Gange',
  leftRenewing_other: '{{count, number}} Erneuerungen bereits im Gange',
  nothingDue: 'Nichts zu erneuern: Kein Token läuft bald ab, ist abgelaufen oder abgelehnt.',
  nothingWithout: 'Jedes Profil hat bereits ein Token.',
  renewed_one: '{{count, number}} Token erneuert',
  renewed_other: '{{count, number}} Tokens erneuert',
  renewedFrom_one: '{{count, number}} Token erneuert ({{from}})',
  renewedFrom_other: '{{count, number}} Tokens erneuert ({{from}})',
  from: {
    expired: '{{count, number}} abgelaufen',
    expiring: '{{count, number}} bald ablaufend',
    rejected: '{{count, number}} abgelehnt',
  },
  gotToken_one: '{{count, number}} Profil hat ein Token erhalten',
  gotToken_other: '{{count, number}} Profile haben ein Token erhalten',
  failed: '{{count, number}} fehlgeschlagen',
  stillValid_one: '{{count, number}} Erneuerung fehlgeschlagen, das aktuelle Token ist noch gültig',
  stillValid_other:
    '{{count, number}} Erneuerungen fehlgeschlagen, die aktuellen Tokens sind noch gültig',
  cancelled: '{{count, number}} abgebrochen',
  skipped: '{{count, number}} übersprungen',
  ofDue: '{{count, number}} fällig',
  ofSelected_one: '{{count, number}} Profil ausgewählt',
  ofSelected_other: '{{count, number}} Profile ausgewählt',
  ofWithout: '{{count, number}} ohne Token',
} satisfies Translation<typeof en>
