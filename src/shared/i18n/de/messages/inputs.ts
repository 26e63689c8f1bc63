import type { Translation } from '../../translation'
import type { inputs as en } from '../../en/messages/inputs'

export const inputs: Translation<typeof en> = {
  // With their article: they open the sentences of fields.* (fields.label has the others).
  label: {
    sourceId: 'Die Quellen-ID',
    exchangeId: 'Die Austausch-ID',
    undoId: 'Die Rückgängig-ID',
    requestId: 'Die Anfrage-ID',
    runId: 'Die Lauf-ID',
    linkProfileId: 'Die Profil-ID',
  },
  catalog: {
    locationEmpty: 'Geben Sie einen Dateipfad oder eine https://-URL ein',
    urlNotValid: 'Diese URL ist nicht gültig',
    urlNotHttps:
      'Eine Katalog-URL muss https:// verwenden (ein Katalog nennt die Hosts, an die Passwörter gehen)',
    urlHoldsCredentials: 'Eine Katalog-URL darf keinen Benutzernamen und kein Passwort enthalten',
    pathNotAbsolute:
      'Geben Sie den vollständigen Pfad der Datei ein (z. B. /srv/team/catalog.json)',
    locationNotText: 'Der Speicherort muss Text sein',
    locationTooLong: 'Der Speicherort hat höchstens 2.048 Zeichen',
    locationControl: 'Der Speicherort darf keine Steuerzeichen enthalten',
    pinNotText: 'Die Bindung muss Text sein',
    pinShape:
      'Die Bindung ist der SHA-256 der Datei: 64 Hexadezimalziffern, wie sha256sum sie ausgibt',
    publicKeyNotText: 'Der öffentliche Schlüssel muss Text sein',
    publicKeyTooLong: 'Der öffentliche Schlüssel hat höchstens 1.000 Zeichen',
    nameRequired: 'Ein Name ist erforderlich',
    nameTooLong: 'Der Name hat höchstens 80 Zeichen',
    nameControl: 'Der Name darf keine Steuerzeichen enthalten',
    refreshNotNumber: 'Das Aktualisierungsintervall muss eine Anzahl von Minuten sein',
    refreshNotWhole: 'Das Aktualisierungsintervall besteht aus ganzen Minuten',
    refreshTooOften: 'Lesen Sie ihn höchstens alle {{min}} Minuten',
    refreshTooRare: 'Lesen Sie ihn mindestens einmal am Tag',
    previewMissing: 'Nennen Sie die Vorschau, die übernommen wird (ihren sha256)',
    previewShape: 'Der sha256 der Vorschau besteht aus 64 kleingeschriebenen Hexadezimalziffern',
    chooseHostMoves: 'Wählen Sie, ob die Hostwechsel übernommen oder gelassen werden',
    chooseRetire: 'Wählen Sie, ob die entfernten Profile ausgemustert werden',
    chooseCommands:
      'Wählen Sie, ob die Passwortbefehle des Katalogs verwendet oder gelassen werden',
  },
  transfer: {
    chooseFormat: 'Wählen Sie JSON oder CSV',
    fileNotText: 'Die Datei muss Text sein',
    fileTooLarge: 'Die Datei ist größer als {{mib}} MiB',
    chooseMode: 'Wählen Sie „Hinzufügen und aktualisieren“ oder „Nur hinzufügen“',
    chooseHostMoves:
      'Wählen Sie, ob die Zeilen auf einem anderen Host gelassen, verschoben oder hinzugefügt werden',
  },
  request: {
    nameRequired: 'Ein Name ist erforderlich',
    nameTooLong: 'Der Name hat höchstens 120 Zeichen',
    urlRequired: 'Eine URL ist erforderlich',
    urlTooLong: 'Die URL hat höchstens 2048 Zeichen',
    headerName: "Header-Namen bestehen aus Buchstaben, Ziffern und !#$%&'*+.^_`|~-",
    headerReserved: 'Diesen Header setzt die App selbst',
    headerValueTooLong: 'Ein Header-Wert hat höchstens 8 KiB',
    headerValueLineBreak: 'Ein Header-Wert darf keine Zeilenumbrüche enthalten',
    headerValueLatin1:
      'Ein Header-Wert kann nur Latin-1-Zeichen enthalten (HTTP überträgt keine anderen): Kodieren Sie die übrigen, z. B. als prozentkodiertes UTF-8',
    tooManyHeaders: 'Höchstens 30 Header',
    bodyTooLarge: 'Der Body hat höchstens 256 KiB',
    getHasNoBody: 'Eine GET-Anfrage hat keinen Body',
    bodyNotJson: 'Der Body ist kein gültiges JSON ({{detail}})',
    parseError: 'Lesefehler',
  },
  url: {
    notValid: 'Die URL ist nicht gültig.',
    httpOnly: 'Verwenden Sie eine http://- oder https://-URL.',
    noCredentials: 'Entfernen Sie Benutzername und Passwort aus der URL.',
    dotSegment:
      '{{placeholder}} ist für dieses Profil „{{value}}“, was eine URL als Schritt im Pfad nach oben liest: Die Anfrage ginge woandershin.',
  },
  demo: {
    unknownFault: 'Unbekanntes Verhalten',
    latencyNotNumber: 'Die Verzögerung muss eine Anzahl von Millisekunden sein',
    latencyNotWhole: 'Die Verzögerung muss aus ganzen Millisekunden bestehen',
    latencyNegative: 'Die Verzögerung kann nicht negativ sein',
    latencyTooLong: 'Die Verzögerung beträgt höchstens {{seconds}} s',
  },
  link: {
    accountIdControl: 'Die Konto-ID enthält Steuerzeichen',
    accountIdEmpty: 'Die Konto-ID ist leer',
    accountIdTooLong: 'Die Konto-ID ist länger als die jedes Profils (120 Zeichen)',
    searchControl: 'Die Suche enthält Steuerzeichen',
    searchEmpty: 'Die Suche ist leer',
    searchTooLong: 'Die Suche ist länger, als die Liste annimmt ({{max}} Zeichen)',
    partNotValid: 'Ein Teil davon ist nicht gültig',
    takesOnly: 'Er nimmt „{{name}}“ und sonst nichts',
    notText: 'Er ist kein Text',
    tooLong: 'Er ist länger als jeder Link dieser App ({{max}} Zeichen)',
    spaces: 'Er enthält Leer- oder Steuerzeichen',
    notALink: 'Er ist kein Link',
    wrongScheme: 'Er ist kein {{scheme}}://-Link',
    extraParts:
      'Er hat Teile, die kein Link dieser App hat (einen Benutzer, einen Port oder ein #Fragment)',
    noProfile: 'Er nennt kein Profil oder mehr als eines',
    profileIdNotValid: 'Die Profil-ID ist nicht gültig',
    accountTakesNoParameters: 'Ein Konto-Link nimmt keine Parameter',
    noAccount: 'Er nennt kein Konto oder mehr als eines',
    noPath: 'Ein {{action}}-Link hat keinen Pfad',
    unknownAction:
      '„{{action}}“ ist nichts, was ein Link öffnet (profile, account, search oder copy-header)',
  },
  activity: {
    chooseSpan: 'Wählen Sie einen Zeitraum',
    chooseKinds: 'Wählen Sie, welche Arten von Aktivität',
    chooseTrigger: 'Wählen Sie, wer gefragt hat (oder alle)',
    chooseFormat: 'Wählen Sie CSV oder JSON Lines',
  },
  bulk: {
    idsNotList: 'Die Profil-IDs müssen eine Liste sein',
    chooseOne: 'Wählen Sie mindestens ein Profil',
    tooMany: 'Höchstens 100.000 Profile auf einmal',
    changeKind: 'Die Änderung ist add-tag, remove-tag oder favourite',
  },
  call: {
    noInput: 'Dieser Aufruf nimmt keine Eingabe',
    sortKey: 'Sortieren nach „name“, „lastUsed“ oder „expiry“',
    copyFormat: 'Unbekanntes Kopierformat',
    renewScope: 'Der Umfang ist „due“ oder „without-token“',
    proxyPasswordNotText: 'Das Proxy-Passwort muss Text sein',
    proxyPasswordTooLong: 'Das Proxy-Passwort hat höchstens 1000 Zeichen',
    proxyAddressNotText: 'Die Proxy-Adresse muss Text sein',
    proxyAddressTooLong: 'Die Proxy-Adresse hat höchstens 500 Zeichen',
    proxyAddressInvalid: 'Ungültige Proxy-Adresse',
    proxyForPassword:
      'Nennen Sie den Proxy, für den das Passwort gilt (http://host:port, wie die 407-Meldung ihn nennt): Es wird nur an diesen Proxy gesendet.',
    passphraseNotText: 'Die Passphrase muss Text sein',
    passphraseTooLong: 'Die Passphrase hat höchstens 1000 Zeichen',
  },
  username: {
    'sub-address':
      'Das sieht nach einer E-Mail-Unteradresse aus (name+tag@…). Der Dienst erwartet den Benutzernamen aus der Benutzerverwaltung des Portals, nicht die E-Mail-Adresse.',
    'e-mail':
      'Das sieht nach einer E-Mail-Adresse aus. Der Dienst erwartet den Benutzernamen aus der Benutzerverwaltung des Portals, nicht die E-Mail-Adresse.',
    'plus-tag':
      'Das sieht nach einer +tag-Unteradresse aus. Der Dienst erwartet den Benutzernamen aus der Benutzerverwaltung des Portals, nicht die E-Mail-Adresse.',
  },
}
