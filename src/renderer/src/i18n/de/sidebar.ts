import type { Translation } from '../catalog'
import type { sidebar as en } from '../en/sidebar'

export const sidebar = {
  appName: 'Token Desk',
  list: {
    label: 'Profile',
    board: 'Board',
    renewAll: 'Alle erneuern',
    verifyAll: 'Alle prüfen',
    verifyAllHint:
      'Das Token jedes Profils mit seiner gespeicherten Anfrage prüfen; die Ergebnisse zeigt das Board',
    newProfile: 'Neues Profil',
    search: 'Profile durchsuchen',
    searchHint: 'Name, Konto, Benutzer, Host oder #Tag; außerdem {{qualifiers}}',
    searchPlaceholder: 'Name, Konto, Benutzer, #Tag',
    sortBy: 'Sortieren nach',
    compact: 'Kompakt',
    shown_one: '{{shown, number}} von {{count, number}} Profil',
    shown_other: '{{shown, number}} von {{count, number}} Profilen',
    loading: 'Profile werden geladen…',
    none: 'Noch keine Profile.',
    emptyView: 'Kein Profil ist gerade in „{{view}}“.',
    noMatch: 'Kein Profil passt zu „{{query}}“.',
    noMatchInView: 'Kein Profil in „{{view}}“ passt zu „{{query}}“.',
  },
  query: {
    notAState: '„is:{{value}}“ ist kein Zustand: Verwenden Sie {{qualifiers}}',
    negated:
      '„{{word}}“ wird nicht gesucht: Ein Qualifizierer lässt sich nicht verneinen. Verwenden Sie „{{without}}“ oder eine Statusansicht.',
    cut: 'Nur die ersten {{terms, number}} Wörter ({{characters, number}} Zeichen) werden durchsucht',
  },
  item: {
    favourite: ', Favorit',
    colour: ', {{colour}}',
    colours: {
      none: 'keine Farbe',
      red: 'rot',
      orange: 'orange',
      yellow: 'gelb',
      green: 'grün',
      teal: 'türkis',
      blue: 'blau',
      purple: 'violett',
      pink: 'rosa',
      grey: 'grau',
    },
    retiredFrom: 'Ausgemustert aus {{source}}',
    mixedLogin: 'Anmeldung mehrerer Konten',
  },
  statusViews: {
    label: 'Anzeigen',
  },
  splitter: {
    label: 'Breite der Profilliste ändern',
    hint: 'Zum Ändern der Breite ziehen oder die Pfeiltasten verwenden; Doppelklick für die Standardbreite',
  },
  palette: {
    title: 'Schnellsuche',
    actionsFor: 'Aktionen für {{name}}',
    find: 'Ein Profil oder einen Befehl suchen',
    findAction: 'Eine Aktion suchen',
    placeholder: 'Profil oder Befehl…',
    placeholderAction: 'Aktion…',
    results: 'Ergebnisse',
    command: 'Befehl',
    nothing: 'Nichts passt zu „{{query}}“.',
    loading:
      'Die Profile werden noch geladen: Enter öffnet den besten Treffer, sobald sie da sind.',
    moreProfiles_one: '{{count, number}} weiteres Profil: Tippen Sie, um es zu finden.',
    moreProfiles_other: '{{count, number}} weitere Profile: Tippen Sie, um eines zu finden.',
    moreMatches_one:
      '{{count, number}} weiteres Profil passt: Tippen Sie weiter, um die Suche einzugrenzen.',
    moreMatches_other:
      '{{count, number}} weitere Profile passen: Tippen Sie weiter, um die Suche einzugrenzen.',
    keysFind: '↑↓ bewegen · Enter öffnen · → Aktionen · Esc schließen',
    keysAct: '↑↓ bewegen · Enter ausführen · ← zurück · Esc zurück',
    commands: {
      'renew-all': 'Alle erneuern',
      'verify-all': 'Alle prüfen',
      board: 'Board',
      'new-profile': 'Neues Profil',
      settings: 'Einstellungen',
    },
    actions: {
      open: 'Öffnen',
      getToken: 'Neues Token holen',
      copy: {
        header: 'Authorization-Header kopieren',
        curl: 'curl-Befehl kopieren',
        token: 'Nur das Token kopieren',
      },
    },
    noRequestToCopy:
      'Nichts kopiert: Speichern Sie unter „Testanfragen“ eine Anfrage, um sie als Befehl zu kopieren.',
    noTokenToCopy:
      'Nichts kopiert: „{{name}}“ hat noch kein Token. Wählen Sie zuerst „Neues Token holen“.',
  },
  empty: {
    title: 'Ihre API-Tokens der Anbieter, griffbereit',
    lead: 'Token Desk führt ein Profil je Konto und Portal-Anmeldung, holt dessen 24-Stunden-API-Token und zeigt, wie lange das Token noch gilt. Es kopiert einen fertigen <code>Authorization</code>-Header oder curl-Befehl und prüft, ob eine Anmeldung funktioniert und warum nicht.',
    newProfile: 'Neues Profil',
    import: 'Importieren',
    sandbox: 'Lokale Sandbox ausprobieren',
    sandboxStarting: 'Wird gestartet…',
    note: 'Importieren liest einen Export von Token Desk oder eine CSV-Datei. Die Sandbox ist ein nachgebildeter Dienst auf diesem Computer, mit Demo-Profilen, die so funktionieren und scheitern wie beim echten Dienst.',
    sandboxFailed: 'Die lokale Sandbox ist nicht gestartet. {{message}}',
    stepsTitle: 'Was ein echtes Profil braucht',
    step1:
      'Legen Sie im Kundenportal für das Konto eine Anmeldung mit <strong>Access: API</strong> an. Das Portal schickt deren Passwort per E-Mail.',
    step2:
      'Fügen Sie ein Profil mit dem Benutzernamen dieser Anmeldung (nicht der E-Mail-Adresse) und ihrem Passwort hinzu.',
    step3: 'Holen Sie ein Token und kopieren Sie dann den Header in Ihr Werkzeug.',
  },
  footer: {
    import: 'Importieren',
    settings: 'Einstellungen',
    lock: 'Sperren',
    version: 'Token Desk {{version}}',
    harness: 'Browser-Testumgebung',
  },
  pane: {
    loading: 'Profile werden geladen…',
    select: 'Wählen Sie ein Profil in der Liste aus.',
    tryAgain: 'Erneut versuchen',
  },
  failure: {
    panelTitle: 'In diesem Bereich ist ein Problem aufgetreten.',
    panelDetail:
      'Der Rest der App funktioniert weiterhin. Versuchen Sie es erneut, oder kopieren Sie die Details für einen Fehlerbericht.',
    tryAgain: 'Erneut versuchen',
    windowTitle: 'In Token Desk ist ein Problem aufgetreten, das sich nicht beheben ließ.',
    windowDetail:
      'Es ging nichts verloren: Ihre Profile und Geheimnisse verwahrt die App, nicht dieses Fenster. Laden Sie das Fenster neu, oder kopieren Sie die Details für einen Fehlerbericht.',
    reload: 'Neu laden',
    copyDetails: 'Details kopieren',
  },
  state: {
    failed: 'Fehlgeschlagen',
    getting: 'Token wird geholt…',
    wrongAccount: 'Falsches Konto: {{account}}',
    timeLeft: 'Verbleibende Zeit',
    lifetimeLeft: 'Verbleibende Gültigkeit',
    lifetimeText: '{{percent, number}} % von 24 h übrig',
  },
  outage: {
    label: 'Störung bei {{origin}}',
    failing_one:
      '<strong>{{portal}} unter {{origin}}: {{count, number}} Profil schlägt seit {{since}} fehl</strong> ({{way}}): Wahrscheinlich liegt es am Dienst, nicht an Ihren Zugangsdaten.',
    failing_other:
      '<strong>{{portal}} unter {{origin}}: {{count, number}} Profile schlagen seit {{since}} fehl</strong> ({{way}}): Wahrscheinlich liegt es am Dienst, nicht an Ihren Zugangsdaten.',
    retryAt:
      'Die automatische Erneuerung wartet auf diesen Host und versucht es um {{time}} mit einem Profil.',
    retryAll: 'Alle auf diesem Host erneut versuchen',
    portal: {
      customer: 'Kundenportal',
      alternate: 'Alternatives Portal',
      'api-host': 'API-Host (SMS-Variante)',
    },
    way: {
      timeout: 'keine Antwort in der vorgesehenen Zeit',
      unreachable: 'keine Verbindung',
      'server-error': 'Serverfehler',
      'rate-limited': 'zu viele Anfragen',
      html: 'eine HTML-Seite statt eines Tokens',
      tls: 'eine fehlschlagende sichere Verbindung (TLS)',
    },
  },
  protection: {
    label: 'Speicher für Geheimnisse',
    title: {
      weak: 'Schwacher Passwortschutz',
      'test-only': 'Testspeicher',
      unavailable: 'Passwörter können nicht gespeichert werden',
    },
    consequence: {
      weak: 'Passwörter werden daher nur im Arbeitsspeicher gehalten und nach dem Beenden erneut abgefragt, es sei denn, Sie entscheiden sich, sie trotzdem auf der Festplatte aufzubewahren. Tokens (24 h gültig) werden weiterhin auf der Festplatte aufbewahrt.',
      unavailable:
        'Nichts Geheimes wird auf der Festplatte gespeichert: Passwörter und Tokens bleiben bis zum Beenden im Arbeitsspeicher und werden danach erneut abgefragt bzw. geholt.',
    },
    keepOnDisk: 'Passwörter trotzdem auf der Festplatte aufbewahren',
    keepOnDiskHint:
      'Wer Ihre Dateien lesen kann, könnte sie dann wiederherstellen. Wenn Sie dies wieder ausschalten, gilt das für Passwörter, die Sie ab dann eingeben.',
    notChanged: 'Nicht geändert: {{message}}',
    reason: {
      publishedKey:
        'Testumgebung: Geheimnisse werden mit einem festen, im Quelltext veröffentlichten Schlüssel verschlüsselt. Verwenden Sie nur Test-Zugangsdaten.',
      testOnly:
        'Testumgebung (gespielt mit {{keyring}}): Geheimnisse werden mit im Quelltext veröffentlichten Schlüsseln verschlüsselt. Verwenden Sie nur Test-Zugangsdaten.',
      noKeyring:
        'Kein Schlüsselbund hat geantwortet (es läuft kein Secret Service, und Electron erkennt diesen Desktop nicht), daher werden Geheimnisse mit einem fest in Electron eingebauten Schlüssel verschlüsselt, der wenig schützt. Installieren oder starten Sie einen Schlüsselbund (GNOME Keyring, KWallet oder einen anderen Secret Service) und starten Sie Token Desk dann neu.',
      keyringLocked:
        'Von {{keyring}} hat Token Desk seinen Schlüssel nicht erhalten (gesperrt oder nicht gestartet), daher werden Geheimnisse mit einem fest in Electron eingebauten Schlüssel verschlüsselt, der wenig schützt. Entsperren Sie Ihren Schlüsselbund und starten Sie Token Desk dann neu.',
      unavailable: {
        darwin:
          'Der macOS-Schlüsselbund hat Token Desk seinen Schlüssel nicht gegeben (er ist gesperrt, oder der Zugriff wurde verweigert), daher können Passwörter und Tokens in dieser Sitzung nicht auf der Festplatte gespeichert werden: Sie bleiben bis zum Beenden im Speicher. Entsperren Sie den Schlüsselbund, erlauben Sie Token Desk den Zugriff und starten Sie Token Desk dann neu.',
        win32:
          'Windows (DPAPI) konnte den Schlüssel von Token Desk nicht entschlüsseln, daher können Passwörter und Tokens in dieser Sitzung nicht auf der Festplatte gespeichert werden: Sie bleiben bis zum Beenden im Speicher. Melden Sie sich bei Windows mit dem Konto an, das Token Desk zuvor gestartet hat, und starten Sie Token Desk dann neu.',
        other:
          'Das Betriebssystem hat Token Desk keinen Verschlüsselungsschlüssel gegeben, daher können Passwörter und Tokens in dieser Sitzung nicht auf der Festplatte gespeichert werden: Sie bleiben bis zum Beenden im Speicher. Entsperren Sie Ihren Schlüsselbund und starten Sie Token Desk dann neu.',
      },
    },
  },
  screenLock:
    'Dieser Desktop teilt Token Desk nicht mit, wann der Bildschirm gesperrt wird ({{reason}}); das Sperren des Bildschirms löscht hier daher nichts. Sperren nach Inaktivität, Sperren in der Seitenleiste, der Ruhezustand und die Frist für die Zwischenablage wirken weiterhin.',
  lock: {
    title: 'Token Desk ist gesperrt',
    since:
      'Gesperrt um {{since}}, weil {{reason}}. Die Kopie in der Zwischenablage und die nur für diese Sitzung aufbewahrten Passwörter wurden gelöscht.',
    passphrase: 'Passphrase zum Entsperren',
    enterPassphrase: 'Geben Sie die Passphrase zum Entsperren ein.',
    unlock: 'Entsperren',
    touchId: 'Touch ID verwenden',
    forgotten: 'Passphrase vergessen?',
    forgottenHelp:
      'Die Passphrase schützt dieses Fenster; Ihre Daten sind nicht damit verschlüsselt. Um sie zu entfernen, beenden Sie Token Desk und löschen Sie den Eintrag "unlockPassphrase" aus profiles.json im Datenordner. Jeder, der Ihre Dateien ändern kann, kann dasselbe tun. Deshalb schützt sie vor jemandem an Ihrem entsperrten Computer, nicht vor Software, die unter Ihrem Konto läuft.',
  },
  notices: {
    title: 'Beim Start',
    hide: 'Hinweis ausblenden',
    profilesRecovered:
      'profiles.json konnte nicht gelesen werden ({{reason}}). Die Datei wurde nach <code>{{movedTo}}</code> verschoben, und Token Desk hat ohne Profile gestartet. Es wurde nichts gelöscht.',
    secretsRecovered:
      'Gespeicherte Passwörter konnten nicht gelesen werden ({{reason}}). Die Datei wurde nach <code>{{movedTo}}</code> verschoben; geben Sie die Passwörter daher erneut ein, wenn Sie danach gefragt werden. Es wurde nichts gelöscht.',
    upgraded:
      'Ihre Daten wurden in den schnelleren Speicher dieser Version umgewandelt (Tokens, Aktivität und Verlauf schreiben nicht mehr die ganze Datei neu). Die bisherigen Dateien wurden aufbewahrt: <files></files>.',
    damaged_one:
      '{{count, number}} Eintrag in <code>{{file}}</code> konnte nicht gelesen werden und wurde übersprungen; alles andere wurde gelesen.',
    damaged_other:
      '{{count, number}} Einträge in <code>{{file}}</code> konnten nicht gelesen werden und wurden übersprungen; alles andere wurde gelesen.',
    damagedCopy: 'Die Datei im vorherigen Zustand ist unter <code>{{copy}}</code> aufbewahrt.',
    damagedLost:
      'Ein Token oder ein gespeichertes Passwort, dessen Eintrag verloren ging, wird als fehlend angezeigt: Holen Sie das Token erneut, oder geben Sie das Passwort ein, wenn das Profil danach fragt.',
    stateMissing_one:
      '<code>{{file}}</code>, wo Tokens und gespeicherte Passwörter aufbewahrt werden, fehlte; Ihr Profil startet daher ohne sein Token und sein gespeichertes Passwort. Die Profile selbst wurden gelesen. Wenn Sie eine Sicherung dieser Datei haben, beenden Sie Token Desk und legen Sie sie zurück; andernfalls holen Sie die Tokens neu und geben die Passwörter erneut ein.',
    stateMissing_other:
      '<code>{{file}}</code>, wo Tokens und gespeicherte Passwörter aufbewahrt werden, fehlte; Ihre {{count, number}} Profile starten daher ohne ihre Tokens und gespeicherten Passwörter. Die Profile selbst wurden gelesen. Wenn Sie eine Sicherung dieser Datei haben, beenden Sie Token Desk und legen Sie sie zurück; andernfalls holen Sie die Tokens neu und geben die Passwörter erneut ein.',
    stateEmpty_one:
      '<code>{{file}}</code>, wo Tokens und gespeicherte Passwörter aufbewahrt werden, war leer; Ihr Profil startet daher ohne sein Token und sein gespeichertes Passwort. Die Profile selbst wurden gelesen. Wenn Sie eine Sicherung dieser Datei haben, beenden Sie Token Desk und legen Sie sie zurück; andernfalls holen Sie die Tokens neu und geben die Passwörter erneut ein.',
    stateEmpty_other:
      '<code>{{file}}</code>, wo Tokens und gespeicherte Passwörter aufbewahrt werden, war leer; Ihre {{count, number}} Profile starten daher ohne ihre Tokens und gespeicherten Passwörter. Die Profile selbst wurden gelesen. Wenn Sie eine Sicherung dieser Datei haben, beenden Sie Token Desk und legen Sie sie zurück; andernfalls holen Sie die Tokens neu und geben die Passwörter erneut ein.',
    profilesMissing:
      '<code>{{file}}</code> fehlte, daher wurde kein Profil gelesen, aber {{secrets}} früherer Profile sind weiterhin aufbewahrt. Wenn Sie eine Kopie dieser Datei haben, beenden Sie Token Desk und legen Sie sie zurück: Die Profile kommen dann mit ihnen zurück. Es wurde nichts gelöscht.',
    tablesSetAside_one:
      '<code>{{file}}</code> enthielt eine Tabelle vom falschen Typ: {{reasons}}. Sie beginnt leer, mit ihren Standardwerten; alles andere, einschließlich Ihrer Profile, wurde gelesen. Die Datei im vorherigen Zustand ist unter <code>{{copy}}</code> aufbewahrt: Um die Tabelle zurückzuerhalten, korrigieren Sie sie dort und ersetzen Sie die andere Datei durch diese, während Token Desk geschlossen ist. Es wurde nichts gelöscht.',
    tablesSetAside_other:
      '<code>{{file}}</code> enthielt {{count, number}} Tabellen vom falschen Typ: {{reasons}}. Sie beginnen leer, mit ihren Standardwerten; alles andere, einschließlich Ihrer Profile, wurde gelesen. Die Datei im vorherigen Zustand ist unter <code>{{copy}}</code> aufbewahrt: Um die Tabellen zurückzuerhalten, korrigieren Sie sie dort und ersetzen Sie die andere Datei durch diese, während Token Desk geschlossen ist. Es wurde nichts gelöscht.',
    settingsReset_one:
      'Eine Einstellung in der gespeicherten Datei hatte einen Wert, den diese Version nicht verwenden kann, und gilt daher mit ihrem Standardwert: {{fields}}. Prüfen Sie sie in den Einstellungen; beim Speichern dort wird sie neu geschrieben.',
    settingsReset_other:
      '{{count, number}} Einstellungen in der gespeicherten Datei hatten Werte, die diese Version nicht verwenden kann, und gelten daher mit ihrem Standardwert: {{fields}}. Prüfen Sie sie in den Einstellungen; beim Speichern dort werden sie neu geschrieben.',
    quarantined_one:
      '{{count, number}} Profil konnte nicht gelesen werden und wurde mit seinem Token in <code>{{file}}</code> unter „quarantine“ beiseitegelegt: {{names}}. Legen Sie es neu an, oder korrigieren Sie es in der Datei, während Token Desk geschlossen ist.',
    quarantined_other:
      '{{count, number}} Profile konnten nicht gelesen werden und wurden mit ihren Tokens in <code>{{file}}</code> unter „quarantine“ beiseitegelegt: {{names}}. Legen Sie sie neu an, oder korrigieren Sie sie in der Datei, während Token Desk geschlossen ist.',
    keyringChanged_one:
      '{{secrets}} wurde mit {{before}} gespeichert, dessen Schlüssel diese Sitzung nicht erhalten hat ({{now}}); es kann daher jetzt nicht gelesen werden. Ist der Schlüsselbund gesperrt, entsperren Sie ihn und starten Sie Token Desk neu; gehört er zu einer anderen Anmeldung oder einem anderen Computer, starten Sie Token Desk dort; oder geben Sie es erneut ein. Es wurde nichts gelöscht.',
    keyringChanged_other:
      '{{secrets}} wurden mit {{before}} gespeichert, dessen Schlüssel diese Sitzung nicht erhalten hat ({{now}}); sie können daher jetzt nicht gelesen werden. Ist der Schlüsselbund gesperrt, entsperren Sie ihn und starten Sie Token Desk neu; gehört er zu einer anderen Anmeldung oder einem anderen Computer, starten Sie Token Desk dort; oder geben Sie sie erneut ein. Es wurde nichts gelöscht.',
    nothingEncrypts: 'nichts kann in dieser Sitzung verschlüsseln',
    encryptsWith: 'verschlüsselt wird stattdessen mit {{keyring}}',
    passwordsShared:
      'Profile mit derselben Adresse und demselben Benutzernamen teilen sich jetzt ein Passwort. Wo sie verschiedene hatten, wurde das des zuletzt benutzten Profils behalten: {{logins}}. Falls ein ersetztes Passwort das richtige war, geben Sie es erneut ein: Es gilt dann für alle.',
    replaced: 'das von „{{kept}}“ ersetzte das von {{replaced}}',
    permissionsOpen:
      '<code>{{path}}</code> ist möglicherweise für andere Benutzer dieses Computers lesbar (Modus {{mode}}), und Token Desk konnte das nicht ändern ({{errno}}). Der Eigentümer kann <code>chmod go-rwx</code> darauf ausführen.',
    savedPasswords_one: '{{count, number}} gespeichertes Passwort',
    savedPasswords_other: '{{count, number}} gespeicherte Passwörter',
    tokens_one: '{{count, number}} Token',
    tokens_other: '{{count, number}} Tokens',
    savedTokens_one: '{{count, number}} gespeichertes Token',
    savedTokens_other: '{{count, number}} gespeicherte Tokens',
    both: '{{first}} und {{second}}',
    quoted: '„{{name}}“',
    quotedWithReason: '„{{name}}“ ({{reason}})',
    andMore: '{{names}} und {{count, number}} weitere',
    keyring: {
      basic_text: 'dem fest eingebauten Schlüssel von Electron',
      secret_service: 'einem Secret-Service-Schlüsselbund',
      secret_portal: 'dem Secret-Portal des Desktops',
      darwin: 'dem macOS-Schlüsselbund',
      unknown: 'keinem nutzbaren Schlüsselbund',
      harness: 'dem Schlüssel der Testumgebung',
    },
  },
  status: {
    hide: 'Meldung ausblenden',
    storageRecovered:
      'Gespeichert: Die Festplatte nimmt wieder Schreibvorgänge an, und die im Arbeitsspeicher gehaltenen Änderungen stehen jetzt in {{file}}.',
  },
} satisfies Translation<typeof en>
