import type { Translation } from '../../translation'
import type { fields as en } from '../../en/messages/fields'

export const fields: Translation<typeof en> = {
  // With their article where they open a sentence; the settings' names are quoted there instead.
  label: {
    name: 'Der Name',
    accountId: 'Die Konto-ID',
    accountName: 'Der Kontoname',
    headerStyle: 'Die Header-Art',
    smsMethod: 'Die SMS-Methode',
    colour: 'Die Farbe',
    notes: 'Das Feld „Notizen“',
    username: 'Der Benutzername',
    baseUrl: 'Die Basis-URL',
    apiHostUrl: 'Die API-Host-URL',
    autoRenew: 'Automatisch erneuern',
    favourite: 'Favorit',
    password: 'Das Passwort',
    tag: 'Ein Tag',
    profileId: 'Die Profil-ID',
    clientId: 'Die Client-ID',
    sourceId: 'Die Quellen-ID',
    exchangeId: 'Die Austausch-ID',
    undoId: 'Die Rückgängig-ID',
    requestId: 'Die Anfrage-ID',
    runId: 'Die Lauf-ID',
    passphrase: 'Die Passphrase',
    shortcut: 'Das Tastenkürzel',
    proxyAddress: 'Die Proxy-Adresse',
    proxyUsername: 'Der Proxy-Benutzername',
    keepPasswords: 'Passwörter ohne Schlüsselbund aufbewahren',
    retryOn401: 'Testanfrage nach 401 wiederholen',
    bypassEntry: 'Ein Eintrag der Proxy-Ausnahmen',
    caFile: 'Eine CA-Datei',
    pkcs12File: 'Die PKCS#12-Datei',
    certFile: 'Die Zertifikatsdatei',
    keyFile: 'Die Schlüsseldatei',
    eachArgument: 'Jedes Argument',
    anArgument: 'Ein Argument',
    keepInKeyring: 'Im Schlüsselbund aufbewahren',
    vault: 'Der Tresor',
  },
  required: '{{label}} ist erforderlich',
  notText: '{{label}} muss Text sein',
  empty: '{{label}} darf nicht leer sein',
  atMost: '{{label}} hat höchstens {{max}} Zeichen',
  noControls:
    '{{label}} darf keine Steuerzeichen enthalten (Zeilenumbrüche, Tabulatoren, Escape-Codes oder Schreibrichtungswechsel)',
  noControlsShort: '{{label}} darf keine Steuerzeichen enthalten',
  hidden: {
    invisible: {
      after:
        '{{label}} enthält nach „{{before}}“ ein unsichtbares Zeichen ({{code}}), wohl aus einer Webseite oder E-Mail mitkopiert: Löschen Sie es, denn der Dienst bekäme es mit',
      atStart:
        '{{label}} beginnt mit einem unsichtbaren Zeichen ({{code}}), wohl aus einer Webseite oder E-Mail mitkopiert: Löschen Sie es, denn der Dienst bekäme es mit',
    },
    space: {
      after:
        '{{label}} enthält nach „{{before}}“ ein Leerzeichen anderer Art ({{code}}, kein gewöhnliches): Tippen Sie dieses Leerzeichen neu, denn der Dienst vergleicht genau',
      atStart:
        '{{label}} beginnt mit einem Leerzeichen anderer Art ({{code}}, kein gewöhnliches): Löschen Sie es, denn der Dienst vergleicht genau',
    },
  },
  tagSeparator:
    'Ein Tag darf kein „,“, „;“ oder „|“ enthalten: Sie trennen Tags. Geben Sie jedes Tag einzeln an.',
  yesOrNo: '„{{label}}“ muss Ja oder Nein sein',
  onOrOff: '„{{label}}“ muss ein- oder ausgeschaltet sein',
  trueOrFalse: '„{{label}}“ muss wahr oder falsch sein',
  oneOf: '{{label}} muss einer der Werte {{values}} sein',
  tagsNotList: 'Die Tags müssen eine Liste von Texten sein, z. B. ["prod", "eu"]',
  notValidId: '{{label}} ist keine gültige ID',
  baseUrl: {
    empty: 'Geben Sie die Basis-URL ein, z. B. https://portal.example.com',
    notUrl: 'Keine URL: Beginnen Sie mit https://, gefolgt vom Hostnamen',
    port: 'Port {{port}} gibt es nicht: Ports reichen von 1 bis 65535',
    scheme: 'Verwenden Sie http:// oder https://, nicht {{scheme}}//',
    credentials: 'Entfernen Sie Benutzername und Passwort aus der URL',
    query: 'Entfernen Sie die Abfrage (?…)',
    fragment: 'Entfernen Sie das Fragment (#…)',
    restPath:
      'Geben Sie nur Schema und Host an (und gegebenenfalls ein Pfadpräfix): Die App ergänzt /_rest/v4/… selbst',
  },
  portal: 'Wählen Sie ein Portal',
  tagsTooMany: 'Höchstens {{max}} Tags',
  notesTooLong: 'Notizen haben höchstens 2000 Zeichen',
  notesControls:
    'Notizen dürfen außer Zeilenumbrüchen und Tabulatoren keine Steuerzeichen enthalten',
  proxy: {
    empty: 'Geben Sie die Proxy-Adresse ein, z. B. http://proxy.example.com:8080',
    notAddress: '„{{text}}“ ist keine Proxy-Adresse. Verwenden Sie http://host:port',
    notHttp:
      'Nur HTTP-Proxys werden unterstützt ({{scheme}} wurde angegeben); https-Anfragen laufen in einem CONNECT-Tunnel durch sie hindurch.',
    credentials:
      'Geben Sie Benutzername und Passwort des Proxys in ihren eigenen Feldern ein, nicht in der Adresse.',
    path: 'Eine Proxy-Adresse ist nur http://host:port, ohne Pfad.',
    invalid: 'Ungültige Proxy-Adresse',
    manualNeedsAddress:
      'Geben Sie für einen manuellen Proxy die Proxy-Adresse ein, z. B. http://proxy.example.com:8080',
  },
  file: {
    notPath: '{{label}} muss ein Dateipfad sein',
    empty: '{{label}} ist leer: Wählen Sie eine Datei',
    notFull:
      '{{label}} muss ein vollständiger Pfad sein (beginnend mit / oder einem Laufwerksbuchstaben), nicht „{{input}}“',
  },
  caFilesTooMany: 'Höchstens 20 CA-Dateien',
  bypassShape:
    'Ein Eintrag der Proxy-Ausnahmen ist ein Host, *.domain, eine Adresse oder <local>, nicht „{{input}}“',
  bypassTooMany: 'Höchstens 100 Einträge in den Proxy-Ausnahmen',
  clientCert: 'Wählen Sie „Keines“, eine PKCS#12-Datei oder ein PEM-Paar',
  pin: 'Ein SHA-256-Fingerabdruck besteht aus 64 Hexadezimalziffern (32 Paaren wie AB:CD:…)',
  setting: {
    requestTimeoutMs: 'Zeitlimit einer Anfrage',
    warningMs: 'Warnzeitraum',
    renewConcurrency: 'Parallele Erneuerungen',
    autoRenewLeadMs: 'Vorlauf der automatischen Erneuerung',
    keepPasswordsInWeakStorage: 'Passwörter ohne Schlüsselbund aufbewahren',
    clipboardClearMs: 'Zwischenablage leeren nach',
    cliAccess: 'Zugriff über die Kommandozeile',
    lockAfterIdleMs: 'Sperren nach Inaktivität',
    expiryNotifications: 'Benachrichtigungen vor Ablauf',
    proxyMode: 'Proxy',
    proxyUrl: 'Proxy-Adresse',
    proxyBypass: 'Ohne Proxy für',
    proxyUsername: 'Proxy-Benutzername',
    extraCaFiles: 'Zusätzliche CA-Zertifikate',
    retryOn401: 'Testanfrage nach 401 wiederholen',
    globalShortcut: 'Tastenkürzel der Schnellsuche',
    openAtLogin: 'Beim Anmelden am Computer öffnen',
    keepFavouritesFresh: 'Tokens der Favoriten frisch halten',
    passwordCommandVault: 'Tresor für Passwortbefehle',
    language: 'Sprache',
    csvSeparator: 'Trennzeichen in CSV-Dateien',
    letterShortcuts: 'Buchstaben-Tastenkürzel',
  },
  numberSetting: {
    must: '„{{title}}“ muss {{range}} sein',
    mustOrZero: '„{{title}}“ muss {{range}} sein, oder 0, um {{zero}}',
    range: {
      seconds: 'eine ganze Zahl von {{min}} bis {{max}} Sekunden',
      minutes: 'eine ganze Zahl von {{min}} bis {{max}} Minuten',
      count: 'eine ganze Zahl von {{min}} bis {{max}}',
    },
    zero: {
      clipboardClearMs: 'die Zwischenablage nie zu leeren',
      lockAfterIdleMs: 'nie zu sperren',
    },
  },
  proxyMode: 'Wählen Sie den Proxy des Systems, keinen Proxy oder einen manuellen Proxy',
  language: 'Wählen Sie die Sprache des Systems, English oder Deutsch',
  csvSeparator: 'Wählen Sie , oder ; als Trennzeichen in CSV-Dateien',
  shortcut: {
    format:
      'Schreiben Sie das Tastenkürzel als Modifikatortasten und eine Taste, verbunden mit +, z. B. {{example}}',
    key: '„{{key}}“ ist keine Taste, auf die ein Tastenkürzel enden kann: Verwenden Sie einen Buchstaben, eine Ziffer, F1–F24 oder eine benannte Taste wie Space',
    noModifier:
      'Ein globales Tastenkürzel braucht eine Modifikatortaste (CommandOrControl, Alt, Shift…): Eine Taste allein würde allen Apps weggenommen',
    modifier:
      '„{{modifier}}“ ist keine Modifikatortaste: Verwenden Sie CommandOrControl, Control, Command, Alt, Option, Shift oder Super',
    twice: 'Jede Modifikatortaste darf nur einmal vorkommen',
    shiftOnly:
      'Shift allein genügt nicht: Fügen Sie CommandOrControl oder Alt hinzu, sonst würde jeder Großbuchstabe die Schnellsuche öffnen',
    taken:
      '{{keys}} {{does}}: Von Token Desk belegt, würde es in allen anderen Apps nicht mehr funktionieren. Wählen Sie ein anderes, z. B. {{example}}',
    does: {
      closesWindow: 'schließt das vordere Fenster',
      switchesApps: 'wechselt zwischen Apps',
      switchesTabs: 'wechselt in den meisten Apps den Tab',
      system: 'gehört dem System',
      spotlight: 'öffnet Spotlight oder wechselt die Eingabesprache',
      locks: 'sperrt den Computer',
      everyday: 'ist in jeder App ein alltägliches Tastenkürzel',
    },
  },
  passphrase: {
    tooShort: 'Die Passphrase braucht mindestens {{min}} Zeichen',
    enter: 'Geben Sie die Passphrase zum Entsperren ein',
  },
  command: {
    notList: 'Der Befehl muss eine Liste von Argumenten sein',
    enter: 'Geben Sie den Befehl ein, der das Passwort ausgibt',
    tooMany: 'Ein Befehl hat höchstens {{max}} Argumente',
    program: 'Nennen Sie zuerst das Programm, das ausgeführt werden soll',
    noVault:
      'Dieser Befehl verwendet {vault}, aber es ist kein Tresor festgelegt. Legen Sie ihn unter {{setting}} fest.',
    vaultSetting: 'Einstellungen → Passwörter → Tresor für Passwortbefehle',
    comment:
      '# beginnt in einer Shell einen Kommentar: Setzen Sie es in Anführungszeichen, um es weiterzugeben',
    needsShell:
      '{{op}} braucht eine Shell, aber ein Passwortbefehl läuft ohne: Setzen Sie es in Anführungszeichen, um es weiterzugeben, oder legen Sie die Pipeline in ein Skript und führen Sie dieses aus',
  },
  profileIds: {
    notList: 'Die Profil-IDs müssen eine Liste sein',
    atLeastOne: 'Nennen Sie mindestens ein Profil',
    tooMany: 'Höchstens 100.000 Profile auf einmal',
  },
}
