import type { Translation } from '../catalog'
import type { importing as en } from '../en/importing'

export const importing = {
  dialog: {
    title: 'Profile importieren',
    intro:
      'Wählen Sie eine von Token Desk exportierte JSON-Datei oder eine CSV-Datei, deren erste Zeile die Spalten benennt: <cols>{{required}}</cols> sowie beliebige von <cols>{{optional}}</cols> (Tags durch „;“, „,“ oder „|“ getrennt). Portal ist <code>customer</code>, <code>alternate</code> oder <code>api-host</code>. Eine Zeile mit Konto, Portal, Benutzername und Basis-URL eines Profils aktualisiert dieses; Sie sehen jede Änderung, bevor etwas geschrieben wird.',
    passwords:
      'Passwörter stehen nie in diesen Dateien: Nach dem Import fragt Token Desk einmal pro Anmeldung danach (Profile mit gleicher Adresse und gleichem Benutzernamen teilen sich ein Passwort).',
    file: 'Profildatei',
    reading: '{{file}} wird gelesen…',
    cannotImport: 'Diese Datei kann nicht importiert werden',
    windows1252:
      'Diese Datei ist nicht in UTF-8, daher wurde sie als Windows-1252 (Westeuropäisch) gelesen, so wie Excel „CSV“ speichert. Prüfen Sie unten, ob Namen mit Akzenten oder Sonderzeichen richtig aussehen; falls nicht, speichern Sie die Datei in Excel als „CSV UTF-8“ und wählen Sie sie erneut.',
    untitledColumns_one:
      'Spalte {{columns}} hat Werte, aber keinen Titel; sie wird ausgelassen. Geben Sie ihr einen Titel (Notes, Tags …), damit sie gelesen wird.',
    untitledColumns_other:
      'Die Spalten {{columns}} haben Werte, aber keinen Titel; sie werden ausgelassen. Geben Sie ihnen Titel (Notes, Tags …), damit sie gelesen werden.',
    unreadColumns_one: 'Die Spalte {{columns}} liest Token Desk nicht; sie wird ausgelassen.',
    unreadColumns_other: 'Die Spalten {{columns}} liest Token Desk nicht; sie werden ausgelassen.',
    unreadFields_one: 'Das Feld {{columns}} liest Token Desk nicht; es wird ausgelassen.',
    unreadFields_other: 'Die Felder {{columns}} liest Token Desk nicht; sie werden ausgelassen.',
    unreadPasswords:
      'Passwörter werden nie aus einer Datei gelesen: Nach dem Import fragt Token Desk einmal je Anmeldung danach.',
    importing: 'Wird importiert…',
    tooLarge:
      'Diese Datei ist {{size, number(minimumFractionDigits: 1; maximumFractionDigits: 1)}} MiB groß; Token Desk importiert Dateien bis {{max, number}} MiB. Teilen Sie sie in kleinere Dateien auf.',
    unreadable:
      'Die Datei konnte nicht gelesen werden. Prüfen Sie, ob sie noch vorhanden ist, und versuchen Sie es erneut.',
    workbook:
      '„{{name}}“ ist eine Arbeitsmappe, keine CSV-Datei. Öffnen Sie sie in Ihrem Tabellenprogramm, speichern Sie sie als „CSV UTF-8“ und importieren Sie diese Datei.',
    notText:
      '„{{name}}“ ist keine Textdatei. Importieren Sie eine CSV-Datei oder eine von Token Desk exportierte JSON-Datei.',
  },
  apply: {
    add_one: '{{count, number}} Profil hinzufügen',
    add_other: '{{count, number}} Profile hinzufügen',
    update_one: '{{count, number}} Profil aktualisieren',
    update_other: '{{count, number}} Profile aktualisieren',
    addAndUpdate_one: '{{adding, number}} hinzufügen und {{count, number}} Profil aktualisieren',
    addAndUpdate_other: '{{adding, number}} hinzufügen und {{count, number}} Profile aktualisieren',
  },
  result: {
    added_one: '{{count, number}} Profil hinzugefügt',
    added_other: '{{count, number}} Profile hinzugefügt',
    updated_one: '{{count, number}} Profil aktualisiert',
    updated_other: '{{count, number}} Profile aktualisiert',
    addedAndUpdated_one: '{{added, number}} hinzugefügt und {{count, number}} Profil aktualisiert',
    addedAndUpdated_other:
      '{{added, number}} hinzugefügt und {{count, number}} Profile aktualisiert',
    skipped: '({{count, number}} übersprungen)',
    moved_one: '{{count, number}} Profil auf einen anderen Host verschoben',
    moved_other: '{{count, number}} Profile auf einen anderen Host verschoben',
    passwordsRemoved_one:
      '{{count, number}} Profil verwendet kein gespeichertes Passwort mehr (Host geändert)',
    passwordsRemoved_other:
      '{{count, number}} Profile verwenden kein gespeichertes Passwort mehr (Host geändert)',
  },
  mode: {
    legend: 'Was importiert wird',
    'add-and-update': 'Neue hinzufügen und geänderte aktualisieren',
    'add-only': 'Nur neue hinzufügen',
  },
  hostMove: {
    legend: 'Zeilen auf einem anderen Host',
    leave_one: 'Das Profil unverändert lassen',
    leave_other: 'Die {{count, number}} Profile unverändert lassen',
    move_one: 'Es auf den Host aus der Datei verschieben',
    move_other: 'Sie auf den Host aus der Datei verschieben',
    add_one: 'Die Zeile als neues Profil daneben hinzufügen',
    add_other: 'Die Zeilen als neue Profile daneben hinzufügen',
  },
  preview: {
    label: 'Vorschau',
    rows_one: '{{count, number}} Zeile',
    rows_other: '{{count, number}} Zeilen',
    added: '{{count, number}} neu',
    changed: '{{count, number}} geändert',
    moved: '{{count, number}} auf anderem Host',
    unchanged: '{{count, number}} unverändert',
    repeated_one: '{{count, number}} wiederholte Zeile (einmal gelesen)',
    repeated_other: '{{count, number}} wiederholte Zeilen (einmal gelesen)',
    invalid: '{{count, number}} ungültig',
    movedWarning:
      'Diese Zeilen haben Konto, Portal und Benutzername eines Profils auf einem anderen Host (oder verweisen mit dessen API-Host anderswohin). Das kann ein Umzug sein oder ein weiteres Profil daneben (Staging und Produktion): Sie bleiben unberührt, sofern Sie nichts anderes wählen. Ein gespeichertes Passwort folgt nie einem Host.',
    accountsWarning:
      'Diese Zeilen geben Profilen mehrerer Konten dieselbe Anmeldung (Adresse und Benutzername). Ein Token gilt für das eine Konto, unter dem sein API-Benutzer angelegt wurde; dieselbe Anmeldung kann daher nicht für alle funktionieren: Jedes Konto braucht einen eigenen API-Benutzer. Die Zeilen werden so importiert, wie sie sind; prüfen Sie zuerst die Benutzernamen in der Datei.',
    empty: 'Die Datei enthält keine Profile.',
  },
  group: {
    moved: 'Umzüge auf einen anderen Host',
    accounts: 'Eine Anmeldung für mehrere Konten',
    changed: 'Geändert',
    added: 'Neu',
    invalid: 'Ungültige Zeilen',
    unchanged: 'Unverändert',
    repeated: 'Wiederholte Zeilen, einmal gelesen',
    sameAs: 'Wie Zeile {{row}}',
    inFile: '{{title}} in {{file}}',
    showing: 'Angezeigt werden die ersten {{shown, number}} von {{count, number}}.',
    newProfile: 'Neues Profil',
    updates: 'Aktualisiert „{{name}}“',
    alsoServes: 'Seine Anmeldung würde auch {{accounts}} dienen.',
  },
  column: {
    row: 'Zeile',
    name: 'Name',
    account: 'Konto',
    portal: 'Portal',
    baseUrl: 'Basis-URL',
    username: 'Benutzername',
    profile: 'Profil',
    changes: 'Änderungen',
    login: 'Anmeldung',
    alsoServes: 'Dient auch',
    problem: 'Problem',
    sameAs: 'Wiederholt',
  },
  value: {
    yes: 'Ja',
    no: 'Nein',
    none: '(keine)',
    empty: '(leer)',
    becomes: 'wird zu',
  },
  removal: {
    password:
      'Die Zeile stellt {{moves}} um: Das Profil verwendet das gespeicherte Passwort seiner Anmeldung nicht mehr, da Geheimnisse nur an den Host gehen, für den sie eingegeben oder bezogen wurden.',
    passwordAndToken:
      'Die Zeile stellt {{moves}} um: Das Profil verwendet das gespeicherte Passwort seiner Anmeldung nicht mehr und sein Token wird entfernt, da Geheimnisse nur an den Host gehen, für den sie eingegeben oder bezogen wurden.',
    token:
      'Die Zeile stellt {{moves}} um: Das Token des Profils wird entfernt, da Geheimnisse nur an den Host gehen, für den sie eingegeben oder bezogen wurden.',
    tokenOnly:
      'Das Token des Profils wird entfernt: Es wurde für die Basis-URL und das Konto bezogen, die diese Zeile ändert.',
  },
  logins: {
    title: 'Einzugebende Passwörter',
    dismiss: 'Ausblenden',
    notNow: 'Nicht jetzt',
    noPassword_one: '{{count, number}} Profil hat kein verwendbares Passwort.',
    noPassword_other: '{{count, number}} Profile haben kein verwendbares Passwort.',
    refused_one: 'Der Dienst hat das Passwort von {{count, number}} Profil abgelehnt (401).',
    refused_other: 'Der Dienst hat die Passwörter von {{count, number}} Profilen abgelehnt (401).',
    shareOne_one:
      'Profile mit gleicher Adresse und gleichem Benutzernamen teilen sich eines, daher genügt {{count, number}} Passwort für alle.',
    shareOne_other:
      'Profile mit gleicher Adresse und gleichem Benutzernamen teilen sich eines, daher genügen {{count, number}} Passwörter für alle.',
    enter_one: 'Passwörter eingeben ({{count, number}} Anmeldung)',
    enter_other: 'Passwörter eingeben ({{count, number}} Anmeldungen)',
    summary: '{{tokens}} erhalten für {{profiles}} aus {{logins}}.',
    summarySkipped_one:
      '{{tokens}} erhalten für {{profiles}} aus {{logins}}; {{count, number}} Profil hat weiterhin kein Passwort (übersprungen).',
    summarySkipped_other:
      '{{tokens}} erhalten für {{profiles}} aus {{logins}}; {{count, number}} Profile haben weiterhin kein Passwort (übersprungen).',
    summaryRefusedSkipped_one:
      '{{tokens}} erhalten für {{profiles}} aus {{logins}}; {{count, number}} Profil behält das abgelehnte Passwort (übersprungen).',
    summaryRefusedSkipped_other:
      '{{tokens}} erhalten für {{profiles}} aus {{logins}}; {{count, number}} Profile behalten das abgelehnte Passwort (übersprungen).',
    tokens_one: '{{count, number}} Token',
    tokens_other: '{{count, number}} Tokens',
    profiles_one: '{{count, number}} Profil',
    profiles_other: '{{count, number}} Profile',
    logins_one: '{{count, number}} Anmeldung',
    logins_other: '{{count, number}} Anmeldungen',
    loginName: '<code>{{username}}</code> bei <code>{{baseUrl}}</code>',
  },
  ask: {
    title: 'Passwörter eingeben · Anmeldung {{position, number}} von {{count, number}}',
    stop: 'Beenden',
    keptTyped:
      'Das eingegebene Passwort steht noch im Feld: Dieser Fehler sagt nichts über es aus. Versuchen Sie es erneut, sobald der Dienst erreichbar ist, oder überspringen Sie diese Anmeldung.',
    label: 'Passwort von {{username}}',
    skip: 'Diese Anmeldung überspringen',
    intro_one:
      '<strong><code>{{username}}</code> bei <code>{{baseUrl}}</code></strong> ist die Anmeldung von {{names}}. Geben Sie ihr Passwort ein: Das Profil erhält damit ein Token.',
    intro_other:
      '<strong><code>{{username}}</code> bei <code>{{baseUrl}}</code></strong> ist die Anmeldung von {{names}}. Geben Sie das Passwort einmal ein: Es gilt für alle, und jedes Profil erhält damit ein Token.',
    getting_one: 'Damit wird {{count, number}} Token bezogen…',
    getting_other: 'Damit werden {{count, number}} Tokens bezogen…',
    previous: '{{username}} davor:',
    last: 'Dies ist die letzte Anmeldung.',
    left: 'Danach noch {{logins}} ({{profiles}}).',
    stopNote:
      '„Beenden“ beendet die Runde hier; die nicht beantworteten Anmeldungen bleiben angeboten.',
  },
  outcome: {
    skipped: 'übersprungen: kein Passwort eingegeben',
    skippedAfter: 'übersprungen nach „{{error}}“: kein Passwort hinterlegt',
    skippedRefused: 'übersprungen: kein neues Passwort eingegeben, das abgelehnte bleibt',
    skippedAfterRefused: 'übersprungen nach „{{error}}“: das abgelehnte Passwort bleibt',
    refused:
      'Passwort abgelehnt (401): kein Token. Das Passwort bleibt hinterlegt; ändern Sie es im Profil, falls es falsch ist',
    obtained_one: '{{count, number}} Token erhalten',
    obtained_other: '{{count, number}} Tokens erhalten',
    failed: '{{count, number}} fehlgeschlagen',
    stillValid: '{{count, number}} fehlgeschlagen, das aktuelle Token ist noch gültig',
    cancelled: '{{count, number}} abgebrochen',
    skippedCount: '{{count, number}} übersprungen',
    refusedCount: '{{count, number}} mit abgelehntem Passwort (401)',
    notTriedCount: '{{count, number}} nach einer Ablehnung nicht versucht',
  },
} satisfies Translation<typeof en>
