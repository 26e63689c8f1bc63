import type { Translation } from '../catalog'
import type { detail as en } from '../en/detail'

export const detail = {
  profile: {
    favourite: 'Favorit',
    edit: 'Profil bearbeiten',
    duplicate: 'Profil duplizieren',
    duplicating: 'Wird dupliziert…',
    copyLink: 'Link kopieren',
    copyLinkTitle: 'Ein tokendesk://-Link zu diesem Profil, für ein Ticket oder einen Chat',
    delete: 'Profil löschen',
    confirmDeletion: 'Löschen bestätigen',
    confirmDelete: 'Ja, löschen',
    deleting: 'Wird gelöscht…',
    deleteAsk:
      '„{{name}}“ löschen? Sein gespeichertes Passwort und sein Token werden mit entfernt.',
    deleteAskShared_one:
      '„{{name}}“ löschen? Sein Token wird mit entfernt; das gespeicherte Passwort bleibt für das andere Profil dieser Anmeldung erhalten.',
    deleteAskShared_other:
      '„{{name}}“ löschen? Sein Token wird mit entfernt; das gespeicherte Passwort bleibt für die {{count, number}} anderen Profile dieser Anmeldung erhalten.',
    confirmForget: 'Verwerfen des Tokens bestätigen',
    keepToken: 'Token behalten',
    requestsPanel: 'Testanfragen',
    forgetAsk:
      'Dieses Token verwerfen? Es gilt bis {{time}}; ein neues wird mit dem Passwort geholt.',
  },
  summary: {
    title: 'Details',
    account: 'Konto',
    portal: 'Portal',
    username: 'Benutzername',
    password: 'Passwort',
    baseUrl: 'Basis-URL',
    headerStyle: 'Header-Form',
    autoRenew: 'Automatisch erneuern',
    lastUsed: 'Zuletzt benutzt',
    never: 'Nie',
    tags: 'Tags',
    none: 'Keine',
    ownApiUser: 'API-Benutzer von {{account}} eintragen…',
    ownApiUserHint:
      'Den Benutzernamen (und sein Passwort) auf den API-Benutzer ändern, der unter {{account}} angelegt wurde.',
    colour: 'Farbe',
    notes: 'Notizen',
    tokenEndpoint: 'Token-Endpunkt',
  },
  passwordKept: {
    stored: 'Passwort gespeichert (verschlüsselt)',
    session: 'Passwort bis zum Beenden behalten',
    command: 'Passwort aus einem Befehl',
    none: 'Kein Passwort hinterlegt: Sie werden gefragt',
  },
  autoRenew: {
    off: 'Aus',
    noPassword: 'An, aber es ist kein Passwort hinterlegt',
    paused: 'Nach einer 401 angehalten, bis Sie ein Token holen oder das Passwort ändern',
    arriveExpired:
      'An, aber die Tokens dieses Dienstes kommen bereits abgelaufen an (geht die Uhr dieses Computers gegenüber der des Dienstes vor?): Erneuerungen werden seltener, bis zu einer alle 30 min',
    tooShort:
      'An: Die Tokens dieses Dienstes gelten nur {{life}}, zu kurz für den Vorlauf von {{lead}}; daher wird jedes erneuert, wenn noch ein Drittel seiner Laufzeit übrig ist',
    tooShortUntilQuit:
      'An, bis zum Beenden: Die Tokens dieses Dienstes gelten nur {{life}}, zu kurz für den Vorlauf von {{lead}}; daher wird jedes erneuert, wenn noch ein Drittel seiner Laufzeit übrig ist',
    on: 'An, {{lead}} vor Ablauf',
    onUntilQuit: 'An, {{lead}} vor Ablauf, bis zum Beenden',
  },
  obtainedWith: 'Erhalten mit {{method}}',
  obtainedWithEnvelope: 'Erhalten mit {{method}} · Antwortformat {{envelope}}',
  expirySource: {
    token: '(aus dem Token selbst)',
    service: '(vom Dienst angegeben)',
    assumed:
      '(angenommen: 24 h ab Ausstellung, wie die Spezifikation sagt; der Dienst hat nichts angegeben)',
  },
  keptAfter401:
    'Ein eingegebenes Passwort wird auch dann behalten, wenn der Dienst es ablehnt, genau wie eines aus dem Profilformular: Eine 401 sagt nicht, ob das Passwort falsch war. Geben Sie ein anderes ein, um es zu ersetzen.',
  quoted: '„{{name}}“',
  nameListMore: '{{names}} und {{count, number}} weitere',
  listAnd: '{{head}} und {{last}}',
  sharedOnce_one:
    'einmal für dieses und {{count, number}} anderes Profil (gleiche Adresse und gleicher Benutzername)',
  sharedOnce_other:
    'einmal für dieses und {{count, number}} andere Profile (gleiche Adresse und gleicher Benutzername)',
  sharedWith_one:
    'geteilt mit {{count, number}} anderen Profil (gleiche Adresse und gleicher Benutzername)',
  sharedWith_other:
    'geteilt mit {{count, number}} anderen Profilen (gleiche Adresse und gleicher Benutzername)',
  sharedPasswordEditing_one:
    'Das Passwort wird mit {{count, number}} anderen Profil geteilt ({{list}}): Es hat dieselbe Adresse und denselben Benutzernamen, eine Änderung hier gilt also auch dort.',
  sharedPasswordEditing_other:
    'Das Passwort wird mit {{count, number}} anderen Profilen geteilt ({{list}}): Sie haben dieselbe Adresse und denselben Benutzernamen, eine Änderung hier gilt also auch für sie.',
  sharedPasswordNew_one:
    '{{count, number}} Profil ({{list}}) hat bereits diese Adresse und diesen Benutzernamen: Beide teilen sich ein Passwort, ein hier eingegebenes gilt also auch dort.',
  sharedPasswordNew_other:
    '{{count, number}} Profile ({{list}}) haben bereits diese Adresse und diesen Benutzernamen: Alle teilen sich ein Passwort, ein hier eingegebenes gilt also auch für sie.',
  sharedPrompt_one:
    'Es gilt auch für das {{count, number}} andere Profil mit dieser Adresse und diesem Benutzernamen.',
  sharedPrompt_other:
    'Es gilt auch für die {{count, number}} anderen Profile mit dieser Adresse und diesem Benutzernamen.',
  keptAs: {
    encrypted: 'Token Desk bewahrt es dann verschlüsselt auf.',
    weak: 'Token Desk bewahrt es dann, wie von Ihnen erlaubt, schwach verschlüsselt auf der Festplatte auf.',
    memory: 'Token Desk behält es dann bis zum Beenden im Arbeitsspeicher.',
    unknown: 'Token Desk bewahrt es dann so auf, wie sein Geheimnisspeicher es zulässt.',
  },
  copiedToken: 'Token',
  copied: '{{what}} kopiert. {{clipboard}}',
  copiedCalls: '{{what}} kopiert; Ziel: {{target}}. {{clipboard}}',
  card: {
    title: 'Token',
    asking: 'Der Server wird um ein Token gebeten…',
    none: 'Noch kein Token – klicken Sie auf „Token holen“',
    renewing:
      'Der Server wird um ein neues Token gebeten. Bis es eintrifft, gilt das aktuelle weiter: Kopieren, Prüfen und alles andere verwenden es. „Erneuerung abbrechen“ stoppt die Anfrage.',
    expired: 'Dieses Token ist abgelaufen. Erneuern Sie es, um ein neues zu erhalten.',
    rejected:
      'Eine Anfrage wurde mit 401 abgelehnt, obwohl das Token noch Zeit hatte. Erneuern Sie es.',
    refusedAt: 'Abgelehnt am {{time}}.',
    wrongAccount:
      'Das Token dieser Anmeldung gilt für das Konto {{account}}, nicht für {{expected}}: Das hat der Dienst am {{time}} gemeldet. Ein Token gilt nur für das Konto, unter dem sein API-Benutzer angelegt wurde; Anfragen für das Konto dieses Profils werden daher abgelehnt. Geben Sie Benutzername und Passwort eines Benutzers ein, der unter {{expected}} angelegt wurde (oder korrigieren Sie die Konto-ID), und holen Sie dann ein neues Token.',
    wrongAccountUnknown:
      'Das Token dieser Anmeldung gilt für das Konto {{account}}: Das hat der Dienst am {{time}} gemeldet. Ein Token gilt nur für das Konto, unter dem sein API-Benutzer angelegt wurde; Anfragen für das Konto dieses Profils werden daher abgelehnt. Geben Sie Benutzername und Passwort eines Benutzers ein, der unter diesem Konto angelegt wurde (oder korrigieren Sie die Konto-ID), und holen Sie dann ein neues Token.',
    sharedLogin:
      'Diese Anmeldung dient auch {{accounts}} (siehe Passwort unten). Gültig heißt, dass der Dienst die Anmeldung angenommen hat, nicht, dass dieses Token für {{account}} gilt: Ein Token gilt für das eine Konto, unter dem sein API-Benutzer angelegt wurde. Eine Testanfrage zeigt, für welches.',
    token: 'Token',
    header: 'Header',
    issuedAt: 'Ausgestellt am',
    expiresAt: 'Läuft ab am',
    lastVerified: '{{obtained}} · zuletzt beim Dienst geprüft am {{time}}',
  },
  actions: {
    get: 'Token holen',
    getting: 'Token wird geholt…',
    renew: 'Token erneuern',
    cancelRenewal: 'Erneuerung abbrechen',
    copyHeader: 'Header kopieren',
    copying: 'Wird kopiert…',
    getFirst: 'Holen Sie zuerst ein Token',
    check: 'Zugangsdaten prüfen',
    checking: 'Wird geprüft…',
    verify: 'Jetzt prüfen',
    verifying: 'Wird geprüft…',
    verifyTitle: 'Den Dienst mit dem aktuellen Token aufrufen, um zu sehen, ob er es noch annimmt',
    forget: 'Token verwerfen',
    forgetting: 'Wird verworfen…',
    shortcuts:
      'Tastenkürzel: <kbd>R</kbd> erneuern · <kbd>C</kbd> Header kopieren · <kbd>{{palette}}</kbd> wechseln · <kbd>{{search}}</kbd> suchen',
    shortcutsWithoutLetters:
      'Tastenkürzel: <kbd>{{palette}}</kbd> wechseln · <kbd>{{search}}</kbd> suchen',
  },
  copyMenu: {
    more: 'Weitere Kopierformate',
  },
  commandHint: {
    saveRequest:
      'Speichern Sie unter „Testanfragen“ eine Anfrage, um sie als Befehl zu kopieren oder damit zu prüfen.',
    chooseRequest: 'Wählen Sie eine Anfrage, die als Befehl kopiert und zum Prüfen verwendet wird:',
    saveGet:
      'Speichern Sie unter „Testanfragen“ eine GET-Anfrage, um damit zu prüfen: Prüfen sendet nur ein GET, da ein POST eine Nachricht senden oder einen Ablauf starten könnte.',
    chooseGet:
      'Prüfen sendet nur ein GET: Wählen Sie eine Anfrage zum Prüfen (auch Kopierbefehle rufen sie auf):',
    choose: 'Anfrage wählen…',
  },
  reveal: {
    passphrase: 'Passphrase zum Entsperren, um das Token anzuzeigen',
    action: 'Anzeigen',
    hidden: 'verborgen',
    reveal: 'Token anzeigen',
    hide: 'Token verbergen',
    hidesIn: 'Wird in {{s}} s verborgen',
    notRevealed: 'Nicht angezeigt: {{message}}',
  },
  activity: {
    title: 'Token-Aktivität',
    loadFailed: 'Die Aktivität konnte nicht geladen werden: {{message}}',
    empty:
      'Noch nichts: Hier erscheinen Tokens, die erhalten, erneuert, abgelehnt oder an die Kommandozeile gegeben wurden.',
    noMatch: 'Nichts passt.',
    showEverything: 'Alles anzeigen',
    when: 'Wann',
    what: 'Was',
    how: 'Wie',
    detail: 'Detail',
    validUntil: 'Gültig bis {{time}}',
    times_one: '{{count, number}}-mal',
    times_other: '{{count, number}}-mal',
  },
  expiredCopy: {
    renewAndCopy: 'Erneuern und kopieren',
    renew: 'Token erneuern',
    copyAnyway: 'Trotzdem kopieren',
    expired: 'Dieses Token ist am {{time}} abgelaufen. Der Dienst wird es ablehnen.',
    refused:
      'Der Dienst hat dieses Token am {{time}} abgelehnt, obwohl es noch Zeit hatte. Er wird es wieder ablehnen.',
    renewCopies:
      'Zu kopieren: {{what}}. Erneuern Sie das Token und kopieren Sie das neue, oder kopieren Sie trotzdem das alte.',
    renewFirst:
      'Zu kopieren: {{what}}. Erneuern Sie zuerst das Token (das Passwort wird abgefragt), oder kopieren Sie trotzdem das alte.',
  },
  check: {
    title: 'Prüfung der Zugangsdaten',
    checkedAt: 'Geprüft um {{time}}',
    dismissLabel: 'Prüfung der Zugangsdaten schließen',
    running:
      'Zugangsdaten werden geprüft… Der Dienst wird mit Benutzername und Passwort dieses Profils um ein Token gebeten.',
    works: 'Funktioniert: Der Dienst hat ein Token ausgestellt.',
    keeps: 'Token Desk behält es als Token dieses Profils.',
    expiresKeeps: 'Es läuft am {{time}} ab. Token Desk behält es als Token dieses Profils.',
    unreachable: 'Dienst nicht erreichbar',
    unreachableNote:
      'Zur Anmeldung kam keine Antwort zurück; über Benutzername oder Passwort sagt das also nichts.',
    unexpected: 'Unerwartete Antwort',
    passwordNeeded: 'Passwort erforderlich',
    noPassword:
      'Für dieses Profil ist kein Passwort hinterlegt, daher wurde nichts gesendet. Geben Sie es oben in der Passwortabfrage ein und prüfen Sie dann erneut.',
  },
  status: 'Status {{status}}',
  statusType: 'Status {{status}}, {{contentType}}',
  dismiss: 'Schließen',
  verify: {
    running: 'Token wird geprüft… Der Dienst wird mit dem aktuellen Token aufgerufen.',
    title: 'Prüfung des Tokens',
    verifiedAt: 'Geprüft um {{time}}',
    accepted: 'Angenommen ({{status}}): Der Dienst nimmt das aktuelle Token an.',
    acceptedEnds:
      'Angenommen ({{status}}): Der Dienst nimmt das aktuelle Token an. Laut Dienst endet das Token am {{time}}.',
    acceptedSinceExpired:
      'Angenommen ({{status}}) um {{at}}, bevor dieses Token am {{expired}} ablief. Es funktioniert nicht mehr: Erneuern Sie es.',
    acceptedSinceRejected:
      'Angenommen ({{status}}) um {{at}}; seitdem hat der Dienst dieses Token abgelehnt. Erneuern Sie es.',
    rejected:
      'Abgelehnt ({{status}}): Der Dienst nimmt dieses Token nicht mehr an. Es ist als abgelehnt markiert; erneuern Sie es.',
    wrongAccount:
      'Falsches Konto ({{status}}): Laut Dienst gilt das Token dieser Anmeldung für das Konto {{account}}. Für das Konto dieses Profils taugt es nicht.',
    sinceExpired: 'Das Token ist inzwischen abgelaufen.',
    called: 'Aufgerufen: {{target}}',
  },
  verifyReport: {
    label: 'Bericht speichern',
    group: 'Prüfergebnisse speichern als',
    html: 'Seite zum Drucken oder Anhängen (HTML)',
    csv: 'CSV (Tabellenkalkulation)',
    json: 'JSON',
    note: 'Konto, Host, Ergebnis und Zeitpunkt jedes Profils: kein Token, kein Passwort.',
    saved: 'Prüfergebnisse in {{file}} gespeichert',
  },
  prompt: {
    label: 'Passwort für dieses Token',
    empty: 'Geben Sie das Passwort ein, oder drücken Sie Escape zum Abbrechen',
    waiting:
      '<strong>Die Kommandozeile wartet auf dieses Token</strong> (token-desk, {{client}}). „Abbrechen“ sagt ihr ab.',
    retry:
      '<strong>Abgelehnt (401): falsches Passwort, oder dieser Benutzer hat keinen API-Zugriff – der Dienst sagt nicht, was davon.</strong> {{kept}} Die Prüfungen oben sagen, worauf bei „{{name}}“ sonst zu achten ist.',
    noPassword:
      '<strong>Für „{{name}}“ ist kein Passwort hinterlegt.</strong> Geben Sie das Passwort der Anmeldung ein, um ein Token zu holen.',
    use: 'Passwort verwenden',
    enterNew: 'Neues Passwort eingeben',
  },
  dropped: {
    removed: 'Passwort entfernt',
    withheld: 'Passwort zurückgehalten',
    newApiHost:
      '<strong>Das gespeicherte Passwort dieser Anmeldung wird für dieses Profil nicht verwendet</strong> (seit {{at}}): Seine Tokens gingen an den API-Host {{host}}, an den kein anderes Profil dieser Anmeldung sie sendet. Geben Sie das Passwort ein, um es auch hier zu verwenden.',
    hostChanged:
      '<strong>Das gespeicherte Passwort wurde entfernt</strong>, am {{at}}, als dieses Profil umgestellt wurde: {{moves}}. Ein Passwort wird nur an den Host gesendet, für den es eingegeben wurde; geben Sie es also erneut ein, um ein Token zu holen.',
    hostChangedFrom:
      '<strong>Das gespeicherte Passwort wurde entfernt</strong>, am {{at}}, als dieses Profil umgestellt wurde: {{moves}} (vorher {{from}}). Ein Passwort wird nur an den Host gesendet, für den es eingegeben wurde; geben Sie es also erneut ein, um ein Token zu holen.',
    move: {
      baseUrl: 'Basis-URL auf {{to}}',
      apiHostUrl: 'API-Host auf {{to}}',
    },
    enter: 'Passwort eingeben',
  },
  duplicate: {
    title: 'Gleiche Anmeldung wie ein anderes Profil',
    openExisting: 'Vorhandenes Profil öffnen',
    saveAnyway: 'Trotzdem speichern',
    saving: 'Wird gespeichert…',
    orSave:
      'Öffnen Sie stattdessen jenes Profil, oder speichern Sie dieses als zweites Profil derselben Anmeldung.',
    orChange:
      'Öffnen Sie stattdessen jenes Profil, oder ändern Sie Basis-URL, Benutzername oder Konto-ID.',
    carriesPassword:
      'Trotzdem speichern behält auch das eingegebene Passwort als Passwort dieser Anmeldung: „{{name}}“ und jedes andere Profil mit dieser Adresse und diesem Benutzernamen verwenden es von da an.',
  },
  leave: {
    title: 'Ohne Speichern verlassen?',
    body: 'Ihre Änderungen an {{what}} sind nicht gespeichert. Sie gehen verloren, wenn Sie jetzt weggehen.',
    keep: 'Weiter bearbeiten',
    discard: 'Änderungen verwerfen',
  },
  failure: {
    at: 'um {{time}}',
    responseDetails: 'Details der Antwort',
    addCa: 'CA unter Einstellungen → Netzwerk hinzufügen',
    openNetwork: 'Einstellungen → Netzwerk öffnen',
    editNetwork: 'Netzwerk dieses Profils bearbeiten',
    noServerMessage: 'Der Server hat keine Meldung mitgegeben.',
    serverSaid: '<muted>Der Server meldete: </muted><strong>„{{message}}“</strong>',
    checkThat: 'Prüfen Sie Folgendes:',
  },
  notice: {
    cliWaiting: 'token-desk wartet auf das Passwort von „{{name}}“.',
    enterIt: 'Eingeben',
    theProfile: 'das Profil',
    linkCopied:
      'Link zu „{{name}}“ kopiert: Er öffnet dieses Profil hier und die Profile seines Kontos an einem anderen Arbeitsplatz.',
    linkFailed: 'Es wurde kein Link kopiert: {{message}}',
    deleted: '„{{name}}“ gelöscht.',
    undo: 'Rückgängig',
    notRestored: '„{{name}}“ konnte nicht wiederhergestellt werden: {{message}}',
    tokenObtained: 'Token erhalten: gültig bis {{time}}.',
    tokenRenewed: 'Token erneuert: gültig bis {{time}}.',
    tokenForgotten: 'Token verworfen: Es wird hier nicht mehr aufbewahrt.',
  },
  error: {
    title: {
      'auth-rejected': 'Vom Dienst abgelehnt',
      'service-failing': 'Dienst gestört',
      'not-token': 'Keine Token-Antwort',
      unexpected: 'Unerwartete Antwort',
      'rate-limited': 'Zu viele Anfragen',
      forbidden: 'Vom Dienst verweigert',
      'user-locked': 'Benutzer gesperrt',
      'invalid-input': 'Eingaben prüfen',
      'no-password': 'Passwort erforderlich',
      'password-command': 'Passwortbefehl fehlgeschlagen',
      'no-token': 'Zuerst ein Token holen',
      'no-probe': 'Keine Anfrage zum Prüfen',
      'not-found': 'Nicht gefunden',
      duplicate: 'Gleiche Anmeldung wie ein anderes Profil',
      'confirm-account': 'Konto bestätigen',
      cancelled: 'Abgebrochen',
      unavailable: 'Nicht verfügbar',
      declined: 'Nicht bestätigt',
      locked: 'Gesperrt',
      'unlock-required': 'Passphrase erforderlich',
      'unlock-refused': 'Passphrase nicht akzeptiert',
      storage: 'Speicherproblem',
      'forbidden-sender': 'Anfrage abgewiesen',
      internal: 'Etwas ist schiefgegangen',
    },
    network: {
      timeout: 'Zeitüberschreitung',
      refused: 'Verbindung abgelehnt',
      dns: 'Host nicht gefunden',
      tls: 'TLS-Zertifikat nicht vertrauenswürdig',
      reset: 'Verbindung abgebrochen',
      'too-large': 'Antwort zu groß',
      redirect: 'Weiterleitung abgelehnt',
      'proxy-auth': 'Proxy-Anmeldung erforderlich',
      'proxy-refused': 'Proxy nicht erreichbar',
      pac: 'Proxy-Einstellungen unbrauchbar',
      'untrusted-ca': 'Zertifizierungsstelle nicht vertrauenswürdig',
      'client-cert': 'Problem mit dem Client-Zertifikat',
      'pin-mismatch': 'Angeheftetes Zertifikat stimmt nicht überein',
      'ca-file': 'CA-Datei unbrauchbar',
      malformed: 'Antwort nicht lesbar',
      other: 'Netzwerkproblem',
    },
    networkStep: {
      timeout:
        'Versuchen Sie es in einer Minute erneut; kommt es weiter zur Zeitüberschreitung, erhöhen Sie das Zeitlimit in den Einstellungen.',
      refused:
        'Wenn Basis-URL und Port stimmen, ist der Dienst nicht erreichbar: Versuchen Sie es später erneut.',
      dns: 'Prüfen Sie den Hostnamen in der Basis-URL, dann Ihr Netzwerk oder VPN.',
      tls: 'Prüfen Sie, ob die Basis-URL den eigenen https-Host des Dienstes nennt; andernfalls muss dessen Betreiber das Zertifikat korrigieren.',
      reset:
        'Versuchen Sie es erneut; passiert es weiterhin, ist ein Proxy oder der Dienst gestört.',
      'too-large': 'Die Basis-URL zeigt wahrscheinlich nicht auf den Token-Dienst: Prüfen Sie sie.',
      redirect:
        'Prüfen Sie Basis-URL und Portal: Sie sollten den Token-Dienst selbst nennen, nicht eine Adresse, die weiterleitet (eine Anmeldeseite, einen anderen Host).',
      'proxy-auth':
        'Geben Sie Benutzername und Passwort des Proxys unter Einstellungen → Netzwerk ein.',
      'proxy-refused':
        'Prüfen Sie den Proxy unter Einstellungen → Netzwerk (oder die Proxy-Einstellungen Ihres Systems).',
      pac: 'Prüfen Sie die Proxy-Einstellungen Ihres Systems, oder wählen Sie unter Einstellungen → Netzwerk einen manuellen oder keinen Proxy.',
      'untrusted-ca':
        'Wenn Ihr Unternehmen TLS untersucht, fügen Sie sein CA-Zertifikat unter Einstellungen → Netzwerk hinzu.',
      'client-cert':
        'Prüfen Sie das Client-Zertifikat und seine Passphrase im Abschnitt „Netzwerk“ des Profils.',
      'pin-mismatch':
        'Senden Sie keine Geheimnisse dorthin, bis Sie den Grund kennen; aktualisieren Sie den Pin nur, wenn das Zertifikat des Servers absichtlich geändert wurde.',
      'ca-file':
        'Korrigieren oder entfernen Sie die CA-Datei unter Einstellungen → Netzwerk (oder im Abschnitt „Netzwerk“ des Profils).',
      malformed:
        'Versuchen Sie es erneut; wenn es wieder passiert, melden Sie es mit dem Austausch dem Betreiber des Dienstes (oder des Proxys).',
      other: 'Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    },
    step: {
      'auth-rejected':
        'Gehen Sie die Prüfpunkte unten durch; hat sich das Passwort geändert, geben Sie das neue ein, und fehlt dem Benutzer der API-Zugriff, fragen Sie einen Portal-Administrator.',
      'service-failing': 'Der Dienst ist gestört. Versuchen Sie es in ein paar Minuten erneut.',
      unexpected:
        'Prüfen Sie Basis-URL und Portal im Profil: Sie zeigen womöglich nicht auf den Token-Dienst.',
      'rate-limited':
        'Der Dienst begrenzt, wie oft er gefragt werden darf: Warten Sie und versuchen Sie es dann erneut. Die automatische Erneuerung wartet so lange, wie er verlangt.',
      forbidden:
        'Der Dienst lehnt diesen Benutzer oder diesen Computer ab: Fragen Sie einen Portal-Administrator nach dem API-Zugriff des Benutzers oder ob eine Freigabeliste oder Firewall diese Adresse sperrt.',
      'user-locked':
        'Der Dienst meldet diesen Benutzer als gesperrt (423), oft nach zu vielen falschen Passwörtern: Bitten Sie einen Portal-Administrator oder den Anbieter, ihn zu entsperren. Jeder Versuch bis dahin kann die Sperre verlängern.',
      method:
        'Der Dienst nimmt diese Methode hier nicht an: Stellen Sie beim SMS-API-Host die Anfragemethode (POST oder GET) im Profil um; prüfen Sie sonst die Basis-URL und das Portal.',
      cancelled: 'Es wurde nichts geändert.',
      storage:
        'Geben Sie Speicherplatz frei oder korrigieren Sie die Berechtigungen des Datenordners und versuchen Sie es dann erneut.',
      internal:
        'Versuchen Sie es erneut; passiert es wieder, kopieren Sie die Diagnose (Einstellungen) und melden Sie es.',
    },
    tokenAfter: {
      usable: 'Ihr aktuelles Token gilt noch bis {{time}}.',
      expired: 'Ihr bisheriges Token ist abgelaufen, ein neues wird also gebraucht.',
      rejected: 'Ihr bisheriges Token wurde abgelehnt, ein neues wird also gebraucht.',
    },
    tokenAlone: {
      usable: 'Ihr aktuelles Token gilt noch bis {{time}}.',
      expired: 'Ihr bisheriges Token ist abgelaufen, ein neues wird also gebraucht.',
      rejected: 'Ihr bisheriges Token wurde abgelehnt, ein neues wird also gebraucht.',
    },
    stepAndToken: '{{step}}; {{token}}',
  },
} satisfies Translation<typeof en>
