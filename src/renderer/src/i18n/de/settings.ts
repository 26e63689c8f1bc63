import type { Translation } from '../catalog'
import type { settings as en } from '../en/settings'

export const settings = {
  form: {
    title: 'Einstellungen',
    intro:
      'Sie gelten für alle Profile. Jeder Abschnitt wird mit seiner eigenen Schaltfläche gespeichert.',
    close: 'Einstellungen schließen',
    loadFailed:
      'Die gespeicherten Einstellungen konnten nicht gelesen werden, daher werden die Standardwerte angezeigt. {{message}}',
  },
  save: {
    saving: 'Wird gespeichert…',
    saved: 'Gespeichert.',
    network: 'Netzwerkeinstellungen speichern',
    networkSaved: 'Gespeichert. Die nächste Anfrage verwendet sie.',
  },
  unsaved: {
    general: 'den allgemeinen Einstellungen',
    theme: 'dem Farbschema',
    language: 'der Sprache',
    spreadsheets: 'dem Trennzeichen von Tabellendateien',
    notifications: 'der Benachrichtigungseinstellung',
    startup: 'den Starteinstellungen',
    shortcut: 'dem Tastenkürzel der Schnellsuche',
    keyboard: 'der Tastatureinstellung',
    network: 'den Netzwerkeinstellungen',
    vault: 'dem Tresor für Passwortbefehle',
    cli: 'der Einstellung zur Kommandozeile',
  },
  general: {
    heading: 'Allgemein',
    labelWithUnit: '{{title}} ({{unit}})',
    unit: { seconds: 'Sekunden', minutes: 'Minuten' },
    range: {
      unit: 'Eine ganze Zahl von {{min, number}} bis {{max, number}} {{unit}}',
      count: 'Eine ganze Zahl von {{min, number}} bis {{max, number}}',
    },
    invalid: {
      unit: '„{{title}}“ muss eine ganze Zahl von {{min, number}} bis {{max, number}} {{unit}} sein',
      count: '„{{title}}“ muss eine ganze Zahl von {{min, number}} bis {{max, number}} sein',
      unitOrZero:
        '„{{title}}“ muss eine ganze Zahl von {{min, number}} bis {{max, number}} {{unit}} sein, oder 0, um {{zero}}',
      countOrZero:
        '„{{title}}“ muss eine ganze Zahl von {{min, number}} bis {{max, number}} sein, oder 0, um {{zero}}',
    },
    zero: {
      clipboardClearMs: 'die Zwischenablage nie zu leeren',
      lockAfterIdleMs: 'nie zu sperren',
    },
    hint: {
      requestTimeoutMs:
        'Wie lange auf den Token-Endpunkt gewartet wird, bevor aufgegeben wird. {{range}}.',
      warningMs:
        'Ein Token, das so kurz vor dem Ablauf steht, wird als „{{expiring}}“ angezeigt und von „Alle erneuern“ erneuert. {{range}}.',
      renewConcurrency:
        'Wie viele Token-Anfragen „Alle erneuern“ und die automatische Erneuerung gleichzeitig senden. {{range}}.',
      autoRenewLeadMs:
        'Profile mit automatischer Erneuerung werden so lange vor dem Ablauf erneuert. {{range}}.',
      clipboardClearMs:
        'Ein kopiertes Token wird nach dieser Zeit aus der Zwischenablage gelöscht, sofern Sie seither nichts anderes kopiert haben. {{range}}; bei 0 bleibt es dort, bis der Bildschirm gesperrt wird, der Computer in den Ruhezustand geht oder Token Desk beendet wird.',
      lockAfterIdleMs:
        'Nach dieser Zeit ohne Tastatur- oder Mauseingabe leert Token Desk seine Kopie in der Zwischenablage, vergisst nur für diese Sitzung aufbewahrte Passwörter und zeigt einen Sperrbildschirm. {{range}}; bei 0 wird nie gesperrt. Der Ruhezustand leert immer, ebenso eine Bildschirmsperre, wo das System sie meldet (unter Linux über D-Bus: „Diagnose kopieren“ zeigt, ob es das tut).',
    },
    needsLook: 'Einige Einstellungen müssen überprüft werden.',
    retryLabel: 'Testanfrage nach 401 einmal wiederholen',
    retryHint:
      'Erhält eine Testanfrage 401, obwohl das Token noch gültig war, und ist ein Passwort hinterlegt: Token erneuern und die Anfrage noch einmal senden (nie zweimal, nie für eine Anfrage, die ein anderes Konto nennt). Die Antwortansicht weist darauf hin.',
    save: 'Allgemeine Einstellungen speichern',
  },
  appearance: {
    heading: 'Darstellung',
    theme: 'Farbschema',
    themes: { system: 'Wie das System', light: 'Hell', dark: 'Dunkel' },
    save: 'Darstellung speichern',
  },
  language: {
    save: 'Sprache speichern',
  },
  keyboard: {
    heading: 'Tastatur',
    letters:
      'Buchstaben wirken auf das gezeigte Profil: R erneuert sein Token, C kopiert seinen Header',
    lettersHint:
      'Nur wenn der Fokus auf dem Profil oder seiner Liste liegt, nie in einem Feld. Schalten Sie es für Spracheingabe aus, bei der ein gesprochenes Wort als Buchstaben ankommen kann. {{palette}} und {{search}} bleiben.',
    save: 'Tastatureinstellung speichern',
  },
  spreadsheets: {
    heading: 'Tabellendateien',
    legend: 'Zellen in CSV-Dateien trennen mit',
    comma: 'Kommas (,): die meisten Tabellenprogramme und Skripte',
    semicolon: 'Semikolons (;): Excel, wo das Komma Dezimalzeichen ist (Deutsch, Französisch …)',
    note: 'Für den Export von Profilen und Aktivität und für Prüfberichte. Der Import liest beides.',
    save: 'Trennzeichen speichern',
  },
  notifications: {
    heading: 'Benachrichtigungen',
    label:
      'Mich 15 Minuten vor dem Ablauf des Tokens eines favorisierten oder kürzlich verwendeten Profils benachrichtigen (eine Benachrichtigung für alle)',
    save: 'Benachrichtigungen speichern',
  },
  startup: {
    heading: 'Start',
    loginLabel: 'Beim Anmelden am Computer öffnen (verborgen im Infobereich)',
    loginHint:
      'Token Desk startet mit Ihrer Sitzung, mit geschlossenem Fenster: Skripte finden es bereits laufend vor. Öffnen Sie es über den Infobereich.',
    freshLabel: 'Tokens der Favoriten frisch halten',
    freshHint:
      'Beim Start und nach dem Ruhezustand die fälligen Tokens der Favoriten erneuern, nach den Regeln der automatischen Erneuerung (mit deren Vorlauf; sie hält bei einem abgelehnten Passwort an).',
    save: 'Starteinstellungen speichern',
    held: {
      'needs-approval':
        'macOS wartet auf Ihre Zustimmung: Erlauben Sie Token Desk unter Systemeinstellungen › Allgemein › Anmeldeobjekte, sonst öffnet es sich nicht bei der Anmeldung.',
      'not-found':
        'macOS findet Token Desk nicht, um es bei der Anmeldung zu öffnen: Verschieben Sie es in den Ordner „Programme“ und speichern Sie diese Einstellung erneut.',
      'turned-off-in-startup-apps':
        'Windows hat Token Desk unter Autostart-Apps ausgeschaltet: Schalten Sie es dort ein (Einstellungen › Apps › Autostart), sonst öffnet es sich nicht bei der Anmeldung.',
    },
  },
  shortcut: {
    heading: 'Tastenkürzel der Schnellsuche',
    onLabel: 'Schnellsuche aus jeder App öffnen',
    onHint:
      'Standardmäßig aus: Ein globales Tastenkürzel nimmt allen anderen Apps seine Tasten weg. Strg+K (⌘K) funktioniert in diesem Fenster in jedem Fall.',
    field: 'Tastenkürzel',
    typedHint:
      'Modifikatortasten und eine Taste, verbunden mit +, z. B. {{example}} (CommandOrControl ist Strg, unter macOS ⌘).',
    recordHint:
      'Klicken Sie in das Feld oder fokussieren Sie es, und drücken Sie dann die Tasten gleichzeitig, z. B. Strg+Alt+K (⌘⌥K auf einem Mac).',
    recordInstead: 'Stattdessen Tasten aufnehmen',
    typeInstead: 'Stattdessen eintippen',
    notSaved: 'Nicht gespeichert.',
    save: 'Tastenkürzel speichern',
    status: {
      registered: 'Funktioniert in jeder App: Drücken Sie {{keys}}.',
      taken: 'Eine andere App verwendet bereits {{keys}}: Wählen Sie andere Tasten.',
      unavailable: 'Hier nicht verfügbar: Um dieses Fenster gibt es keinen Desktop.',
      unconfirmed:
        'Unter Wayland nicht bestätigbar: Ihr Desktop entscheidet, ob {{keys}} Token Desk erreicht, und teilt es der App nicht mit (GNOME fragt Sie beim ersten Mal und lehnt womöglich ohne Hinweis ab). Passiert beim Drücken nichts, legen Sie in den Tastatureinstellungen Ihres Desktops ein eigenes Tastenkürzel an (GNOME: Einstellungen › Tastatur › Tastaturkürzel › Eigene Tastenkürzel; KDE: Systemeinstellungen › Kurzbefehle), das <code>{{command}}</code> ausführt — es holt Token Desk in den Vordergrund, wo Strg+K die Schnellsuche öffnet.',
    },
    problem: {
      unnamed:
        'Ein Tastenkürzel kann „{{key}}“ hier nicht verwenden: Electron hat keinen Namen für diese Taste. Verwenden Sie einen Buchstaben, eine Ziffer, F1–F24 oder eine Taste wie Space.',
    },
  },
  recorder: {
    recording: 'Aufnahme: Drücken Sie die Tasten. Eingabe oder Esc beendet, Rücktaste löscht.',
    empty: 'Noch keine Tasten: Drücken Sie die Eingabetaste, um sie aufzunehmen.',
    again: 'Drücken Sie die Eingabetaste, um andere Tasten aufzunehmen.',
    pressKeys: 'Tasten drücken…',
    none: 'Keine',
    keys: '{{keys}}. ',
  },
  network: {
    heading: 'Netzwerk',
    proxy: 'Proxy',
    systemProxy: {
      chromium:
        'Wird für jede Adresse beim Betriebssystem erfragt, einschließlich PAC-Skripten. Lokale Adressen verwenden nie einen Proxy.',
      environment:
        'Wird aus HTTPS_PROXY, HTTP_PROXY und NO_PROXY gelesen (dies ist nicht die Desktop-App). Lokale Adressen verwenden nie einen Proxy.',
    },
    urlLabel: 'Proxy-Adresse',
    urlPlaceholder: 'http://proxy.example.com:8080',
    urlHint: 'http://host:port — https-Anfragen laufen in einem Tunnel hindurch.',
    bypassLabel: 'Proxy nicht verwenden für',
    bypassHint: 'Hosts, .domains, Adressen oder <local>, durch Kommas getrennt.',
    userLabel: 'Proxy-Benutzername',
    userHint: 'Nur wenn der Proxy danach fragt (407). Andernfalls leer lassen.',
    passwordLabel: 'Proxy-Passwort',
    forgetPassword: 'Proxy-Passwort verwerfen',
    passwordProxyLabel: 'Proxy, für den das Passwort gilt',
    passwordProxyPlaceholder: 'proxy.example.com:8080',
    passwordProxyHint:
      'host:port, wie die 407-Meldung ihn nennt. Das Passwort wird nur an diesen Proxy gesendet: Nennen die Systemeinstellungen einen anderen, wird es dorthin nicht gesendet.',
    caLabel: 'Zusätzliche CA-Zertifikate (PEM-Dateien)',
    caPlaceholder: '/etc/ssl/company-root-ca.pem',
    caHint: {
      system:
        'Ein vollständiger Pfad pro Zeile, für alle Profile zusätzlich zu den Zertifikaten des Betriebssystems vertrauenswürdig. Fragen Sie Ihre IT nach der CA des Unternehmens, wenn TLS-Fehler eine unbekannte CA nennen.',
      bundled:
        'Ein vollständiger Pfad pro Zeile, für alle Profile zusätzlich zu den mit Node gelieferten Zertifikaten vertrauenswürdig. Fragen Sie Ihre IT nach der CA des Unternehmens, wenn TLS-Fehler eine unbekannte CA nennen.',
    },
    password: {
      none: 'Wird im Geheimnisspeicher aufbewahrt, nie in der Profildatei. Wird nur an den Proxy gesendet, für den es eingegeben wurde, sobald dieser danach fragt (407).',
      unbound:
        'Ein Passwort aus einer früheren Version ist hinterlegt, gehört aber zu keinem Proxy und wird daher nie gesendet.',
      unboundWarning:
        'Geben Sie das Proxy-Passwort erneut ein: Es gehört dann zu dem Proxy, für den es eingegeben wird.',
      otherProxy: 'Das gespeicherte Passwort gehört zum Proxy {{proxy}}.',
      otherProxyWarning:
        'Das gespeicherte Passwort gehört zu {{proxy}}, nicht zu {{chosen}}: Es wird nicht an {{chosen}} gesendet. Geben Sie es erneut ein, um es mit {{chosen}} zu verwenden.',
      keptSystem:
        'Für den Proxy {{proxy}} ist ein Passwort hinterlegt. Es geht nur an diesen Proxy, sobald er danach fragt; nennen die Systemeinstellungen einen anderen Proxy, wird es dorthin nicht gesendet. Geben Sie ein neues ein, um es zu ersetzen.',
      keptManual:
        'Für den Proxy {{proxy}} ist ein Passwort hinterlegt, das nur an ihn gesendet wird, sobald er danach fragt. Geben Sie ein neues ein, um es zu ersetzen.',
    },
  },
  passwords: {
    heading: 'Passwörter',
    vaultLabel: 'Tresor für Passwortbefehle',
    vaultHint:
      'Wofür {vault} in einem Passwortbefehl steht, z. B. Support für op://{vault}/Acme/password. Leer: Ein Befehl, der {vault} verwendet, schlägt fehl und meldet das.',
    save: 'Tresor speichern',
    saved: 'Gespeichert. Der nächste Befehl verwendet ihn.',
  },
  unlock: {
    heading: 'Passphrase zum Entsperren',
    label: 'Zum Entsperren von Token Desk nach einer Passphrase fragen',
    hint: 'Standardmäßig aus. Ist sie eingeschaltet, fragen das Entsperren des Fensters, „Token anzeigen“ und „Immer erlauben“ für einen Kommandozeilen-Client nach dieser Passphrase (oder nach Touch ID, auf einem Mac, der es hat). Nach jedem Fehlversuch dauert die Wartezeit länger.',
    hintTouchId:
      'Standardmäßig aus. Ist sie eingeschaltet, fragen das Entsperren des Fensters, „Token anzeigen“ und „Immer erlauben“ für einen Kommandozeilen-Client nach dieser Passphrase (oder nach Touch ID, auf einem Mac, der es hat). Nach jedem Fehlversuch dauert die Wartezeit länger. Dieser Mac bietet Touch ID.',
    notProtectedTitle: 'Was sie nicht schützt:',
    notProtected: {
      encrypts:
        'Sie verschlüsselt nichts: Software, die unter Ihrem Benutzer läuft, kann den Speicher und die Dateien der App weiterhin lesen und die Passphrase entfernen.',
      clipboard:
        'Ein Header oder Token, das bereits in der Zwischenablage liegt, bleibt dort, bis die App sie leert oder etwas anderes kopiert wird.',
      approved:
        'Bereits freigegebene Kommandozeilen-Clients behalten ihren Zugriff, solange das Fenster entsperrt ist: Widerrufen Sie ihn unter „Kommandozeile“.',
      alwaysAllow:
        'Ohne Touch ID gewährt „Immer erlauben“ in der Abfrage der Kommandozeile 8 Stunden (diese Abfrage kann keine Passphrase entgegennehmen); machen Sie die Freigabe unter „Kommandozeile“ mit der Passphrase dauerhaft.',
    },
    tooShort: 'Die Passphrase braucht mindestens {{min, number}} Zeichen.',
    notSame: 'Die beiden Passphrasen stimmen nicht überein.',
    enterCurrent: 'Geben Sie die aktuelle Passphrase ein.',
    isOn: 'Die Passphrase zum Entsperren ist eingeschaltet.',
    isChanged: 'Die Passphrase zum Entsperren wurde geändert.',
    isOff: 'Die Passphrase zum Entsperren ist ausgeschaltet.',
    current: 'Aktuelle Passphrase',
    next: 'Passphrase',
    newPassphrase: 'Neue Passphrase',
    repeat: 'Wiederholen',
    turnOn: 'Einschalten',
    turnOff: 'Ausschalten',
    change: 'Passphrase ändern',
    changeOpen: 'Passphrase ändern…',
  },
  proof: {
    empty: 'Geben Sie die Passphrase zum Entsperren ein.',
    touchId: 'Touch ID verwenden',
  },
  cli: {
    heading: 'Kommandozeile',
    label: 'Die Kommandozeile token-desk erlauben',
    hint: 'Skripte und Terminals erhalten Tokens mit token-desk header, token, env und exec. Jeder neue Client wird einmal in diesem Fenster freigegeben; jedes ausgegebene Token erscheint in der Aktivität des Profils.',
    save: 'Einstellung zur Kommandozeile speichern',
    listening: 'Erreichbar unter <code>{{path}}</code>',
    unreachable: 'Die Kommandozeile erreicht die App nicht: {{message}} ({{path}})',
    unavailable: 'Dieser Build bedient die Kommandozeile nicht.',
    clients: 'Freigegebene Clients',
    noClients:
      'Keine. „Einmal erlauben“ gibt einen einzelnen Befehl frei und wird hier nicht aufgeführt.',
    column: {
      client: 'Client',
      allowed: 'Erlaubt',
      lastUsed: 'Zuletzt verwendet',
      action: 'Aktion',
    },
    always: 'Immer',
    until: 'Bis {{time}}',
    alwaysAllow: 'Immer erlauben',
    alwaysAllowClient: '{{name}} immer erlauben',
    revoke: 'Widerrufen',
    revokeClient: '{{name}} widerrufen',
    proofLabel: 'Passphrase zum Entsperren, um {{name}} immer zu erlauben',
  },
  updates: {
    heading: 'Updates',
    version: 'Version {{version}}',
    unavailable: {
      'development-build': 'Kein installierter Build',
      'no-feed': 'Kein Update-Feed in diesem Build',
      'unsupported-install': 'Diese Kopie kann sich nicht selbst aktualisieren',
    },
    progress: 'Download-Fortschritt',
    starting: 'Startet',
    percent: '{{percent}} %',
    upToDate: 'Token Desk ist auf dem neuesten Stand (Version {{version}}).',
    available: 'Version {{version}} ist verfügbar.',
    downloading: 'Wird heruntergeladen…',
    downloadingPercent: 'Wird heruntergeladen… {{percent}} %',
    ready: 'Version {{version}} ist bereit zur Installation.',
    readyNote:
      'Starten Sie Token Desk neu, um jetzt zu aktualisieren; andernfalls wird das Update beim Beenden installiert.',
    failed: 'Die Suche nach Updates ist fehlgeschlagen',
    restarting: 'Wird neu gestartet…',
    restart: 'Neu starten und aktualisieren',
    checking: 'Wird gesucht…',
    tryAgain: 'Erneut versuchen',
    check: 'Nach Updates suchen',
    checkingLong: 'Es wird nach Updates gesucht…',
    idle: 'Token Desk sucht nur dann nach einer neueren Version, wenn Sie es verlangen.',
  },
  diagnostics: {
    heading: 'Fehlerbehebung',
    intro:
      'Kopiert die Versionen von App und System, wie Geheimnisse geschützt sind, die Anzahl der Profile, Tokens und Anfragen, diese Einstellungen und das aktuelle Protokoll. Passwörter, Tokens, Header-Werte und Profildetails bleiben außen vor.',
    copy: 'Diagnose kopieren',
    copied:
      'In die Zwischenablage kopiert, bereit für einen Fehlerbericht. Passwörter, Tokens und Header-Werte sind nicht enthalten.',
    failed: 'Es wurde nichts kopiert: {{message}}',
  },
} satisfies Translation<typeof en>
