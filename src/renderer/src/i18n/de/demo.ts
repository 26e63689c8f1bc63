import type { Translation } from '../catalog'
import type { demo as en } from '../en/demo'

export const demo = {
  title: 'Demo-Sandbox',
  intro:
    'Die Demo-Profile sprechen mit einem nachgebildeten Anbieterdienst auf diesem Computer. Jedes Fehlerprofil „Demo · …“ scheitert immer auf seine eigene Weise; mit der Auswahl unten scheitert das ganze Kundenportal.',
  loading: 'Wird geladen…',
  unavailable:
    'Die lokale Sandbox ist nicht Teil dieses Builds, daher haben die Demo-Profile kein Gegenüber. Sie können sie entfernen.',
  starting: 'Sandbox wird gestartet…',
  stopped: 'Die Sandbox läuft nicht.',
  start: 'Sandbox starten',
  startAgain: 'Erneut starten',
  addMissing: 'Fehlende hinzufügen',
  startingButton: 'Wird gestartet…',
  host: {
    portal: 'Kundenportal',
    alternate: 'Alternatives Portal',
    apiHost: 'API-Host',
  },
  moved:
    'Die bisherigen Ports ({{ports}}) waren belegt, daher ist die Sandbox auf neue umgezogen und die Demo-Profile mit ihr. Ihre Tokens funktionieren weiterhin.',
  present_one: '{{count, number}} von {{expected, number}} Demo-Profilen ist vorhanden.',
  present_other: '{{count, number}} von {{expected, number}} Demo-Profilen sind vorhanden.',
  faultNowAfter: 'Kundenportal derzeit: {{fault}}, nach {{ms}} ms.',
  faultNowAtOnce: 'Kundenportal derzeit: {{fault}}, sofort.',
  fault: {
    form: 'Verhalten des Kundenportals',
    answers: 'Kundenportal beantwortet Token-Anfragen mit',
    delay: 'Verzögerung (ms)',
    delayHint:
      'Vor jeder Antwort. Ist sie länger als das Zeitlimit für Anfragen in den Einstellungen, läuft die Anfrage ab.',
    delayInvalid: 'Geben Sie ganze Millisekunden von 0 bis {{max}} ein.',
    apply: 'Übernehmen',
    applying: 'Wird übernommen…',
  },
  remove: {
    button: 'Demo-Profile entfernen',
    confirm: 'Entfernen der Demo bestätigen',
    removing: 'Wird entfernt…',
    question_one:
      'Das Demo-Profil entfernen und die Sandbox beenden? Seine gespeicherten Passwörter und Tokens werden ebenfalls entfernt.',
    question_other:
      'Alle {{count, number}} Demo-Profile entfernen und die Sandbox beenden? Ihre gespeicherten Passwörter und Tokens werden ebenfalls entfernt.',
    done_one: '{{count, number}} Demo-Profil entfernt und die Sandbox beendet.',
    done_other: '{{count, number}} Demo-Profile entfernt und die Sandbox beendet.',
  },
} satisfies Translation<typeof en>
