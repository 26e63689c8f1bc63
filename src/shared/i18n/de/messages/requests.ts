import type { Translation } from '../../translation'
import type { requests as en } from '../../en/messages/requests'

export const requests: Translation<typeof en> = {
  quoted: '„{{name}}“',
  list: {
    comma: '{{first}}, {{rest}}',
    and: '{{list}} und {{last}}',
    andMore: '{{list}} und {{count, number}} weitere',
  },
  run: {
    savedGone: 'Diese gespeicherte Anfrage gibt es nicht mehr.',
    copyTarget: '{{method}} {{url}} ({{label}})',
    target: {
      probe: 'Prüfanfrage „{{name}}“',
      lastSent: 'zuletzt gesendete Anfrage „{{name}}“',
      sandboxWhoami: 'whoami der Sandbox',
    },
    copyNotApproved:
      'Die Anfrage ({{target}}) ruft {{origin}} auf, das Sie für dieses Token nicht freigegeben haben: Senden Sie die Anfrage einmal unter „Testanfragen“ (die App fragt dort zuerst), und kopieren Sie dann den Befehl.',
    otherAccount:
      'Diese Anfrage nennt das Konto {{found}}, das Token gehört aber zum Konto {{expected}}. Ein Token gilt nur für sein eigenes Konto, daher wird der Dienst sie wahrscheinlich ablehnen (401 oder 403).',
    noPasswordNoToken:
      'Es gibt noch kein Token, und es ist kein Passwort hinterlegt: Geben Sie das Passwort ein, um eines zu holen.',
    noPasswordInvalid:
      'Das Token ist nicht mehr gültig, und es ist kein Passwort hinterlegt: Geben Sie das Passwort ein, um es zu erneuern.',
    noTokenToSend: 'Es gibt kein Token zum Senden. Holen Sie zuerst eines.',
    renewalFailed: 'Die Erneuerung ist fehlgeschlagen.',
    renewedTokenGone: 'Das erneuerte Token ist nicht mehr vorhanden.',
    noProbe:
      'Prüfen braucht eine GET-Anfrage, die es mit dem Token aufruft: Speichern Sie eine unter „Testanfragen“ und wählen Sie sie als Prüfanfrage (ein POST könnte eine Nachricht senden oder einen Ablauf starten).',
    probeNotApproved:
      'Die Prüfanfrage ruft {{origin}} auf, das Sie für dieses Token noch nicht freigegeben haben: Senden Sie sie zuerst einmal unter „Testanfragen“.',
    inconclusive:
      'Der Dienst hat mit {{status}} geantwortet, was nichts Sicheres über das Token aussagt: Kontrollieren Sie die Prüfanfrage.',
    inconclusiveRedirected:
      'Die Prüfanfrage wurde an {{location}} weitergeleitet, das kein Token bekam, und hat dort mit {{status}} geantwortet: Das sagt nichts über das Token. Richten Sie die Prüfanfrage auf eine Adresse des Dienstes, die selbst antwortet.',
    cancelled: 'Anfrage abgebrochen.',
    verifyFailed: 'Die Prüfung ist unerwartet fehlgeschlagen.',
    verifyExpired:
      'Das Token ist abgelaufen: Es gibt nichts zu prüfen, und nichts wurde gesendet. Erneuern Sie es zuerst.',
    verifyRefused:
      'Es gibt kein Token: Der Dienst hat das Passwort beim letzten Abruf abgelehnt (401). Geben Sie zuerst das richtige Passwort ein.',
    verifyFailedBefore:
      'Es gibt kein Token: Der letzte Versuch, eines zu holen, ist fehlgeschlagen (das Profil sagt, warum). Holen Sie zuerst ein Token.',
  },
  links: {
    notOpened: 'Dieser Link wurde nicht geöffnet: {{reason}}.',
    nothingToCopy: 'Keines dieser Profile existiert mehr: Es gibt keinen Link zu kopieren.',
    notOnThisDesk: 'Das Profil dieses Links ist nicht auf diesem Arbeitsplatz. ',
    noneServes: '{{before}}Hier dient kein Profil dem Konto „{{account}}“.',
    serving_one:
      '{{before}}{{count, number}} Profil dient dem Konto „{{account}}“: Die Liste zeigt es.',
    serving_other:
      '{{before}}{{count, number}} Profile dienen dem Konto „{{account}}“: Die Liste zeigt sie.',
    copyLocked:
      'Der Header von „{{name}}“ wurde nicht kopiert: Token Desk ist gesperrt. Entsperren Sie es und öffnen Sie den Link dann erneut.',
    copyDeclined: 'Der Header von „{{name}}“ wurde nicht kopiert: Der Link wurde nicht bestätigt.',
    copyFailed: 'Der Header von „{{name}}“ wurde nicht kopiert: {{reason}}',
    copied: 'Header von „{{name}}“ kopiert.',
    noProfileWithId:
      'Kein Profil hat die ID aus diesem Link: Es wurde vielleicht gelöscht, oder der Link wurde an einem anderen Arbeitsplatz erstellt.',
  },
  profiles: {
    gone: 'Dieses Profil existiert nicht mehr. Es wurde vielleicht in einem anderen Fenster gelöscht.',
    goneShort: 'Dieses Profil existiert nicht mehr.',
    undoExpired:
      'Dieses Löschen kann nicht mehr rückgängig gemacht werden (Rückgängig geht eine Minute lang).',
    duplicate:
      '„{{name}}“ verwendet bereits diese Basis-URL, diesen Benutzernamen und dieses Konto.',
    formatVersion: 'seine Formatversion ist {{version}}, die keine Version von Token Desk schreibt',
    setAside: {
      field: '{{field}}: {{problem}}',
      idNotKey: 'seine ID ist nicht der Schlüssel, unter dem es gespeichert ist',
      keyNotId: 'sein Schlüssel ist keine Profil-ID',
    },
  },
  import: {
    notOneOf: '„{{value}}“ ist keiner der Werte {{values}}',
    notYesNo: '„{{value}}“ ist weder yes noch no (auch {{spellings}} werden gelesen)',
    row: 'Zeile {{row}}',
    extraCells:
      'Diese Zeile hat {{cells, number}} Werte, die Kopfzeile aber {{columns, number}} Spalten: Ein Wert mit dem Trennzeichen muss in doppelten Anführungszeichen stehen. Von der Zeile wurde nichts gelesen.',
    sameRows:
      'Die Zeilen {{rows}} haben dasselbe Konto, Portal, denselben Benutzernamen und dieselbe Basis-URL; welche gelten soll, ist daher unklar. Behalten Sie nur eine davon.',
    severalMatch:
      '{{number}} Profile haben dieses Konto, Portal, diesen Benutzernamen und diese Basis-URL ({{names}}); welches diese Zeile aktualisiert, ist daher unklar. Ändern oder löschen Sie alle bis auf eines, und importieren Sie dann erneut.',
    sameLogin:
      'Dieselbe Basis-URL, derselbe Benutzername und dasselbe Konto wie {{others}}: Das wäre ein zweites Profil für dieselbe Anmeldung.',
  },
  file: {
    empty: 'Die Datei ist leer.',
    notJson: 'Die Datei ist kein gültiges JSON ({{detail}}).',
    parseError: 'Lesefehler',
    notExport: 'Das ist kein Token-Desk-Export: Erwartet wurde ein Objekt mit "profiles".',
    otherFormat: 'Das ist kein Token-Desk-Export (sein "format" ist nicht "{{format}}").',
    noVersion:
      'Der Export hat keine "version": Jeder Token-Desk-Export nennt die Version seines Formats. Wurde die Datei bearbeitet?',
    badVersion:
      'Die "version" des Exports ist {{version}}, was kein Token-Desk-Export hat (eine ganze Zahl ab 1). Wurde die Datei bearbeitet?',
    newerVersion:
      'Der Export hat die Version {{version}}; diese App liest Version {{supported}}. Aktualisieren Sie Token Desk, um ihn zu importieren.',
    noProfiles: 'Der Export hat keine "profiles"-Liste.',
    csvUnreadable: 'Die CSV-Datei konnte nicht gelesen werden: {{detail}}',
    csvStrayQuote:
      'Die CSV-Datei konnte nicht gelesen werden: In Zeile {{line, number}} enthält ein Wert ein doppeltes Anführungszeichen, beginnt aber nicht damit. Setzen Sie den ganzen Wert in doppelte Anführungszeichen und schreiben Sie jedes Anführungszeichen darin doppelt ("Monitor 24"" Tisch").',
    csvAfterQuote:
      'Die CSV-Datei konnte nicht gelesen werden: In Zeile {{line, number}} folgt Text auf das schließende doppelte Anführungszeichen eines Werts. Schreiben Sie innerhalb doppelter Anführungszeichen jedes Anführungszeichen doppelt.',
    csvQuoteNotClosed:
      'Die CSV-Datei konnte nicht gelesen werden: Ein doppeltes Anführungszeichen in Zeile {{line, number}} öffnet einen Wert, der nie geschlossen wird. Schließen Sie ihn, oder schreiben Sie ein Anführungszeichen in einem Wert doppelt.',
    csvNoHeader: 'Die CSV-Datei hat keine Kopfzeile.',
    csvColumnTwice:
      'Die Kopfzeile der CSV-Datei nennt eine Spalte mehrmals ({{titles}}); welche gelesen werden soll, ist unklar. Behalten Sie nur eine davon.',
    csvColumnsMissing:
      'In der Kopfzeile der CSV-Datei fehlt {{missing}}. Erwartete Spalten: {{required}}, optional {{optional}}.',
  },
  demo: {
    notInBuild: 'Die lokale Sandbox ist in diesem Build nicht verfügbar.',
    notRunning: 'Die Demo-Sandbox läuft nicht. Starten Sie sie zuerst.',
    didNotStart: 'Die lokale Sandbox ist nicht gestartet: {{reason}}',
  },
  cli: {
    clientGone:
      'Dieser Client ist nicht mehr freigegeben: Er fragt bei seinem nächsten Befehl erneut.',
  },
  confirm: {
    busy: '{{notDone}}: Eine andere Bestätigung ist offen. Beantworten Sie zuerst diese, und versuchen Sie es dann erneut.',
    declined: '{{notDone}}: Es wurde im Dialog nicht bestätigt.',
    notDone: {
      sent: 'Nicht gesendet',
      copied: 'Nicht kopiert',
      run: 'Nicht ausgeführt',
      revealed: 'Nicht angezeigt',
      turnedOn: 'Nicht eingeschaltet',
      nothingApplied: 'Nichts wurde übernommen',
    },
  },
}
