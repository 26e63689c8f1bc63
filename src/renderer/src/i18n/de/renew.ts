import type { Translation } from '../catalog'
import type { renew as en } from '../en/renew'

export const renew = {
  progress: {
    checking: 'Es wird geprüft, welche Tokens erneuert werden müssen…',
    renewing: 'Erneuerung {{done, number}} von {{total, number}}…',
    label: 'Fortschritt der Erneuerung',
    starting: 'Startet',
    done: '{{done, number}} von {{total, number}} erledigt',
  },
  results: {
    title: {
      due: 'Ergebnisse von „Alle erneuern“',
      'without-token': 'Neue Tokens',
      selected: 'Token-Ergebnisse',
    },
    dismiss: 'Ausblenden',
    dismissLabel: 'Ergebnisse ausblenden',
    enterPasswords_one: 'Passwort für {{count, number}} Profil eingeben',
    enterPasswords_other: 'Passwörter für {{count, number}} Profile eingeben',
    retry_one: 'Erneut versuchen',
    retry_other: '{{count, number}} Profile erneut versuchen',
    noPasswordNote: 'Es ist kein Passwort hinterlegt: Geben Sie es einmal pro Anmeldung ein.',
    enterNewPasswords_one: 'Neues Passwort für {{count, number}} Profil eingeben',
    enterNewPasswords_other: 'Neue Passwörter für {{count, number}} Profile eingeben',
    refusedNote:
      'Nicht erneut versucht: Wird ein abgelehntes Passwort noch einmal gesendet, kann der Dienst den Benutzer sperren. Geben Sie das neue einmal pro Anmeldung ein.',
    getMissing_one: 'Token für {{count, number}} Profil ohne Token holen',
    getMissing_other: 'Tokens für {{count, number}} Profile ohne Token holen',
  },
  outcome: {
    validUntil: 'Gültig bis {{time}}.',
    expiredSince: 'Token erhalten; es ist um {{time}} abgelaufen.',
    stillValid:
      'Erneuerung fehlgeschlagen, das aktuelle Token ist noch gültig bis {{time}}. {{message}}',
    keptExpired:
      'Erneuerung fehlgeschlagen; das behaltene Token ist um {{time}} abgelaufen. {{message}}',
    cancelled: 'Sie haben sie abgebrochen; das bisherige Token bleibt unverändert.',
    noPassword: 'Es ist kein Passwort hinterlegt: Geben Sie es ein, um ein Token zu erhalten.',
    loginRefused:
      'Das Passwort seiner Anmeldung wurde für „{{name}}“ abgelehnt (401), und seither wurde keines eingegeben: nicht erneut gesendet.',
  },
  group: {
    'no-password': 'Passwort erforderlich',
    failed: 'Fehlgeschlagen',
    'still-valid': 'Erneuerung fehlgeschlagen, bisheriges Token behalten',
    cancelled: 'Abgebrochen',
    refused: 'Passwort abgelehnt',
    renewed: 'Erneuert',
    gotToken: 'Token erhalten',
    more: 'und {{count, number}} weitere',
  },
  problem: {
    failed: 'Fehlgeschlagen',
    'failed-still-valid': 'Token behalten',
    cancelled: 'Abgebrochen',
    skipped: 'Übersprungen',
  },
  activityFilter: {
    label: 'Aktivität anzeigen',
    when: 'Wann',
    what: 'Was',
    who: 'Auslöser',
    anyone: 'Alle',
  },
  export: {
    label: 'Exportieren',
    as: 'Exportieren als',
    json: 'JSON (Token-Desk-Export)',
    csv: 'CSV (Tabellenkalkulation)',
    note: 'Nur die Profilfelder: kein Passwort oder Token, keine gespeicherte Testanfrage und kein Verlauf.',
    activityLabel: 'Aktivität exportieren',
    activityAs: 'Aktivität exportieren als',
    jsonl: 'JSON Lines (ein Eintrag pro Zeile)',
    activityNote: 'Was geschah, wann (mit Zeitzone) und warum: kein Passwort und kein Token.',
    failed: 'Export fehlgeschlagen: {{message}}',
    profiles_one: '{{count, number}} Profil nach {{fileName}} exportiert',
    profiles_other: '{{count, number}} Profile nach {{fileName}} exportiert',
    activity_one: '{{count, number}} Aktivitätseintrag nach {{fileName}} exportiert',
    activity_other: '{{count, number}} Aktivitätseinträge nach {{fileName}} exportiert',
  },
} satisfies Translation<typeof en>
