import type { Translation } from '../../translation'
import type { network as en } from '../../en/messages/network'

export const network: Translation<typeof en> = {
  activity: {
    serverSaid: '{{message}} Der Server sagte: „{{server}}“.',
    serviceSaid: 'Der Dienst hat neben dem Token gesagt: „{{server}}“.',
    rejected: 'Eine Anfrage bekam 401, obwohl das Token noch Zeit hatte.',
    verifyRejected: 'Jetzt prüfen: Der Dienst hat das Token abgelehnt (401).',
    unpinned:
      'Der Zertifikats-Pin für {{host}} wurde entfernt; seiner Zertifizierungsstelle muss wieder vertraut werden.',
    pinned:
      'Von {{host}} wird nur das Zertifikat mit SHA-256 {{fingerprint}} angenommen, statt eines von einer Zertifizierungsstelle signierten.',
  },
  setting: {
    baseUrl: 'die Basis-URL',
    url: 'die URL',
  },
  failure: {
    timeout: '{{host}} hat nicht innerhalb von {{seconds}} s geantwortet.',
    headersTooLarge:
      '{{host}} hat mehr als 16 KiB Header gesendet, mehr als die App liest: Ein Token-Dienst sendet davon wenige hundert Bytes.',
    tooLarge:
      '{{host}} hat eine Antwort größer als 1 MiB gesendet; eine Token-Antwort umfasst wenige hundert Bytes, daher wurde sie nicht gelesen.',
    refused:
      '{{host}} hat die Verbindung abgelehnt: Dort wartet nichts auf Verbindungen. Prüfen Sie {{setting}} und den Port.',
    dns: 'Der Hostname {{host}} konnte nicht aufgelöst werden. Prüfen Sie {{setting}} oder Ihr Netzwerk und VPN.',
    untrustedCa:
      'Das Zertifikat von {{host}} wurde von einer Zertifizierungsstelle ausgestellt, der dieser Computer nicht vertraut ({{code}}). Wenn Ihr Unternehmen TLS untersucht, fügen Sie sein CA-Zertifikat (eine PEM-Datei von Ihrer IT-Abteilung) unter Einstellungen → Netzwerk oder im Abschnitt „Netzwerk“ dieses Profils hinzu. Heften Sie bei einem selbstsignierten Testserver dessen Zertifikat im Profil an. Die App überspringt die Prüfung nie.',
    clientCertAlert:
      '{{host}} hat die TLS-Verbindung abgelehnt ({{code}}): Der Server verlangt ein Client-Zertifikat, das er akzeptiert. Wählen Sie im Abschnitt „Netzwerk“ des Profils das Zertifikat, das Ihnen Ihre IT-Abteilung gegeben hat.',
    tls: 'Das TLS-Zertifikat von {{host}} konnte nicht geprüft werden ({{code}}). Die App überspringt die Prüfung nie.',
    reset: '{{host}} hat die Verbindung getrennt, bevor die Antwort vollständig war.',
    other: 'Die Anfrage an {{host}} ist fehlgeschlagen.',
    otherCode: 'Die Anfrage an {{host}} ist fehlgeschlagen ({{code}}).',
    malformedHttp:
      '{{host}} hat eine Antwort gesendet, die kein gültiges HTTP ist ({{code}}): Der Fehler liegt beim Dienst oder einem Proxy dazwischen, nicht an Ihrer Verbindung.',
    badEncoding:
      '{{host}} hat seine Antwort als komprimiert ausgewiesen, sie lässt sich aber nicht entpacken ({{code}}): Der Dienst oder ein Proxy dazwischen hat sie fehlerhaft gesendet.',
    afterStatus:
      '{{host}} hat mit HTTP {{status}} geantwortet, der Rest der Antwort ließ sich aber nicht lesen: {{failure}}',
    afterStatusTimeout:
      '{{host}} hat mit HTTP {{status}} geantwortet, den Rest der Antwort aber nicht innerhalb von {{seconds}} s gesendet.',
  },
  pac: {
    noAnswer:
      'Die Proxy-Einstellungen des Systems gaben für {{host}} keine Antwort: Die Proxy-Abfrage ist fehlgeschlagen, etwa weil ein vorgeschriebenes PAC-Skript nicht geladen oder ausgeführt werden konnte. Token Desk umgeht den Proxy nicht von sich aus. Prüfen Sie die Proxy-Einstellungen Ihres Computers, oder wählen Sie unter Einstellungen → Netzwerk einen manuellen oder keinen Proxy.',
    noAnswerReason:
      'Die Proxy-Einstellungen des Systems gaben für {{host}} keine Antwort ({{reason}}): Das PAC-Skript konnte nicht geladen oder ausgeführt werden. Prüfen Sie die Proxy-Einstellungen Ihres Computers, oder wählen Sie unter Einstellungen → Netzwerk einen manuellen oder keinen Proxy.',
    unsupported:
      'Die Proxy-Einstellungen des Systems leiten {{host}} über {{entries}}, was Token Desk nicht verwenden kann (es unterstützt HTTP-Proxys). Wählen Sie unter Einstellungen → Netzwerk einen manuellen HTTP-Proxy.',
  },
  pin: {
    mismatch:
      '{{host}} hat ein Zertifikat mit SHA-256 {{found}}… gezeigt, nicht das in diesem Profil angeheftete ({{pinned}}…). Es wurde nichts gesendet. Wurde das Zertifikat des Servers ersetzt, prüfen Sie den neuen Fingerabdruck mit dessen Administrator und heften Sie ihn erneut an; andernfalls fängt womöglich jemand die Verbindung ab.',
    none: '(keines)',
    wrongHost:
      'Das angeheftete Zertifikat ist nicht für {{host}} ausgestellt ({{reason}}). Es wurde nichts gesendet.',
    notValidNow:
      'Das angeheftete Zertifikat von {{host}} ist derzeit nicht gültig (gültig von {{from}} bis {{to}}). Es wurde nichts gesendet.',
  },
  proxy: {
    refusedTarget:
      'Der Proxy {{proxy}} hat die Verbindung zu {{target}} abgelehnt ({{answer}}). Fragen Sie Ihre IT-Abteilung, ob dieser Host erlaubt ist, oder tragen Sie ihn unter Einstellungen → Netzwerk in die Liste der Ausnahmen ein.',
    timeout:
      'Der Proxy {{proxy}} hat nicht innerhalb von {{seconds}} s geantwortet. Prüfen Sie die Proxy-Adresse unter Einstellungen → Netzwerk oder Ihr Netzwerk und VPN.',
    unreachable:
      'Der Proxy {{proxy}} war nicht erreichbar ({{reason}}). Prüfen Sie die Proxy-Adresse unter Einstellungen → Netzwerk oder Ihr Netzwerk und VPN.',
    asks: 'Der Proxy {{proxy}} verlangt Benutzername und Passwort (407). Geben Sie sie unter Einstellungen → Netzwerk ein.',
    asksOther:
      'Der Proxy {{proxy}} verlangt Benutzername und Passwort (407). Die gespeicherten gehören zum Proxy {{saved}}, daher wurden sie nicht an {{proxy}} gesendet. Ist {{proxy}} der Proxy Ihres Unternehmens, geben Sie sie unter Einstellungen → Netzwerk für {{proxy}} erneut ein.',
    credentialsRefused:
      'Der Proxy {{proxy}} hat den dafür gespeicherten Benutzernamen und das Passwort abgelehnt (erneut 407, nachdem sie gesendet wurden). Prüfen Sie sie unter Einstellungen → Netzwerk.',
    setting: '{{reason}} (Einstellungen → Netzwerk).',
  },
  clientCert: {
    passphraseWrongFor:
      'Das Client-Zertifikat für {{host}} konnte nicht geöffnet werden: Die Passphrase ist falsch. Geben Sie sie im Abschnitt „Netzwerk“ des Profils erneut ein.',
    keyMismatch:
      'Das Client-Zertifikat und sein privater Schlüssel gehören nicht zusammen. Wählen Sie im Abschnitt „Netzwerk“ des Profils die passende Schlüsseldatei.',
    fileProblem:
      'Die Client-Zertifikatsdatei {{file}} {{problem}}. Wählen Sie sie im Abschnitt „Netzwerk“ des Profils erneut.',
    passphraseWrong:
      'Die Passphrase des Client-Zertifikats {{file}} ist falsch. Geben Sie sie im Abschnitt „Netzwerk“ des Profils erneut ein.',
    passphraseNeeded:
      'Das Client-Zertifikat {{file}} ist durch eine Passphrase geschützt. Geben Sie sie im Abschnitt „Netzwerk“ des Profils ein.',
    fileKeyMismatch:
      'Das Client-Zertifikat {{file}} und die Schlüsseldatei gehören nicht zusammen. Wählen Sie den passenden Schlüssel.',
    notOpened:
      'Das Client-Zertifikat {{file}} konnte nicht geöffnet werden ({{reason}}). Verwenden Sie eine PKCS#12-Datei (.p12/.pfx) oder ein PEM-Zertifikat mit seinem PEM-Schlüssel.',
  },
  caFile: {
    problem:
      'Die CA-Datei {{file}} {{problem}}. Korrigieren oder entfernen Sie sie unter Einstellungen → Netzwerk oder im Abschnitt „Netzwerk“ des Profils.',
    noCertificate:
      '{{file}} enthält kein Zertifikat (erwartet wurde eine PEM-Datei mit „BEGIN CERTIFICATE“ oder ein DER-Zertifikat). Bitten Sie Ihre IT-Abteilung um das CA-Zertifikat im PEM-Format.',
  },
  certificateFile: {
    unreadable: 'konnte nicht gelesen werden ({{code}})',
    notAFile: 'ist {{found}}, keine Zertifikatsdatei',
    grew: 'ist beim Lesen über {{limit, number(minimumFractionDigits: 1; maximumFractionDigits: 1; useGrouping: false)}} MiB gewachsen; eine Zertifikatsdatei ist kleiner',
    tooLarge:
      'ist {{size, number(minimumFractionDigits: 1; maximumFractionDigits: 1; useGrouping: false)}} MiB groß, mehr als eine Zertifikatsdatei umfasst (höchstens {{limit, number(minimumFractionDigits: 1; maximumFractionDigits: 1; useGrouping: false)}} MiB)',
  },
  token: {
    cancelled: 'Erneuerung abgebrochen. Es hat sich nichts geändert: Ihr bisheriges Token bleibt.',
    refused401:
      'Abgelehnt (401): falsches Passwort, oder dieser Benutzer hat keinen API-Zugriff – der Dienst sagt nicht, was davon.',
    obtained: 'Token erhalten (Antwortformat {{envelope}}).',
    retryAfter: '{{message}} Der Dienst bittet, {{seconds}} s bis zum nächsten Versuch zu warten.',
    unexpected:
      'Von {{host}} wurde ein Token erwartet, gekommen ist {{reason}} (HTTP {{status}}, {{contentType}}).',
    unexpectedAfterRedirect:
      'Von {{host}} wurde ein Token erwartet, gekommen ist {{reason}} (HTTP {{status}}, {{contentType}}). Die Antwort kam von {{path}}, wohin der Server die Anfrage weitergeleitet hatte.',
    noContentType: 'kein Content-Type',
  },
  answer: {
    htmlErrorPage: 'eine HTML-Fehlerseite',
    errorAnswer: 'eine Fehlerantwort',
    rateLimited: 'eine Ablehnung wegen zu vieler Anfragen',
    emptyBody: 'ein leerer Inhalt',
    htmlPage: 'eine HTML-Seite',
    notJson: 'ein Inhalt, der kein JSON ist',
    notAnObject: 'JSON, das kein Objekt ist',
    unusableToken: 'ein „token“-Feld ohne brauchbare Token-Zeichenkette',
    noTokenButError: 'kein Token, aber ein Fehler',
    unusableData: 'ein „data“-Feld ohne brauchbare Token-Zeichenkette',
    tokenEmpty: 'ein leeres „{{field}}“-Feld',
    tokenNotText: 'ein „{{field}}“-Feld, das kein Text ist',
    tokenWithScheme:
      'ein „{{field}}“-Feld, das mit „{{scheme}}“ beginnt: Das Schema gehört in den Header, nicht in das Token',
    tokenCharacter:
      'ein „{{field}}“-Feld mit {{length}} Zeichen, das an Stelle {{at}} {{character}} enthält, was kein Header tragen kann',
    noTokenField: 'JSON ohne „token“- oder „data“-Feld',
    withWords: '{{reason}} mit dem Text „{{words}}“',
    redirectNotAddress: 'eine Weiterleitung an etwas, das keine Adresse ist',
    redirectNoLocation: 'eine Weiterleitung ohne Location',
  },
  redirect: {
    answered:
      'Der Token-Dienst ({{host}}) hat mit {{status}} und einer Weiterleitung an {{where}} geantwortet',
    otherOrigin:
      '{{answered}}. Das Passwort wird nie an einen anderen Origin gesendet, daher wurde der Weiterleitung nicht gefolgt. Prüfen Sie die Basis-URL.',
    otherOriginUse:
      '{{answered}}. Das Passwort wird nie an einen anderen Origin gesendet, daher wurde der Weiterleitung nicht gefolgt. Verwenden Sie {{origin}} als Basis-URL.',
    changesMethod:
      '{{answered}}; ihr wurde nicht gefolgt, denn dann ginge die Anfrage erneut als GET ohne ihren Inhalt hinaus. Prüfen Sie die Basis-URL.',
    tooMany:
      '{{answered}}; ihr wurde nach {{max}} Weiterleitungen in Folge nicht gefolgt. Prüfen Sie die Basis-URL.',
  },
  checklist: {
    accessCustomer: 'Der Benutzer hat im Kundenportal (Benutzerverwaltung) den Zugriff „API“.',
    accessPortal: 'Der Benutzer hat im Portal (Benutzerverwaltung) den Zugriff „API“ (oder „SMS“).',
    exact:
      'Benutzername und Passwort stimmen exakt: der Benutzername wie eingerichtet und das Passwort aus der E-Mail des Dienstes.',
    username: '„{{username}}“: {{warning}}',
    hidden:
      'Der Benutzername enthält nach „{{before}}“ ein unsichtbares Zeichen ({{code}}), das auch der Dienst erhielt: Bearbeiten Sie das Profil und tippen Sie den Benutzernamen neu.',
    hiddenAtStart:
      'Der Benutzername beginnt mit einem unsichtbaren Zeichen ({{code}}), das auch der Dienst erhielt: Bearbeiten Sie das Profil und tippen Sie den Benutzernamen neu.',
    post: 'Die Anfrage verwendete POST, wie es der Dienst erwartet.',
    otherMethod:
      'Die Anfrage verwendete {{method}}; der Dienst dokumentiert POST. Versuchen Sie POST im Profil.',
    account:
      'Der Benutzer gehört zu dem Konto, für das dieses Profil ist: Jedes Konto braucht einen eigenen API-Benutzer.',
  },
  secret: {
    otherScheme:
      'Ein gespeichertes Geheimnis wurde mit der Verschlüsselung „{{scheme}}“ geschrieben, die diese Version nicht lesen kann (sie verwendet „{{ours}}“). Geben Sie das Passwort erneut ein.',
    unknownScheme: 'unbekannt',
    sealerUnknown:
      'Ein gespeichertes Geheimnis konnte mit {{current}} nicht entschlüsselt werden, und es gibt nicht an, welcher Schlüssel es versiegelt hat. Geben Sie es erneut ein. Es wurde nichts gelöscht.',
    keyUnavailable:
      'Dieses Geheimnis wurde mit {{sealed}} gespeichert; von dort hat Token Desk in dieser Sitzung keinen Schlüssel bekommen (vielleicht ist der Schlüsselbund gesperrt). Entsperren Sie Ihren Schlüsselbund und starten Sie Token Desk dann neu. Es wurde nichts gelöscht.',
    otherKeyStore:
      'Dieses Geheimnis wurde mit {{sealed}} gespeichert, diese Sitzung arbeitet aber mit {{current}}, und das Entschlüsseln ist fehlgeschlagen. Starten Sie Token Desk in einer Umgebung mit {{sealed}}, oder geben Sie es erneut ein. Es wurde nichts gelöscht.',
    keyReplaced:
      'Dieses Geheimnis wurde mit {{sealed}} gespeichert, und das Entschlüsseln mit diesem Schlüssel ist fehlgeschlagen (der Schlüssel dort wurde vielleicht zurückgesetzt oder ersetzt). Geben Sie es erneut ein. Es wurde nichts gelöscht.',
  },
  keyring: {
    builtIn: 'dem fest eingebauten Schlüssel von Electron',
    secretService: 'einem Secret-Service-Schlüsselbund',
    secretPortal: 'dem Secret-Portal des Desktops',
    macos: 'dem macOS-Schlüsselbund',
    none: 'keinem nutzbaren Schlüsselbund',
    harness: 'dem Schlüssel der Testumgebung',
  },
  command: {
    notStarted: 'Der Befehl konnte nicht gestartet werden: {{reason}}',
    notFoundPath: '{{program}} wurde nicht gefunden.',
    notFound:
      '{{name}} wurde nicht gefunden. Geben Sie den vollständigen Pfad an, oder fügen Sie seinen Ordner zu PATH hinzu.',
    notFoundMac:
      '{{name}} wurde nicht gefunden (auch in {{first}} und {{second}} gesucht). Geben Sie den vollständigen Pfad an, oder fügen Sie seinen Ordner zu PATH hinzu.',
    notExecutable:
      '{{name}} kann nicht ausgeführt werden: Ihnen fehlt die Berechtigung, es auszuführen.',
    timedOut: 'Der Befehl wurde nicht innerhalb von {{seconds}} s fertig und wurde beendet.',
    exited: 'Der Befehl wurde mit Code {{code}} beendet.',
    stoppedBy: 'Der Befehl wurde durch {{signal}} gestoppt.',
    stoppedBySignal: 'Der Befehl wurde durch ein Signal gestoppt.',
    withOutput: '{{failure}} Ausgabe: {{output}}',
    printedNothing:
      'Der Befehl hat nichts ausgegeben. Er muss das Passwort in seiner ersten Zeile ausgeben.',
    lineTooLong:
      'Die erste Zeile, die der Befehl ausgegeben hat, ist länger, als ein Passwort sein kann (1.024 Zeichen).',
  },
  tokens: {
    notOneLogin:
      'Diese Profile teilen sich keine Anmeldung (dieselbe Basis-URL und denselben Benutzernamen).',
    refusedNotSent:
      'Das für diese Anmeldung hinterlegte Passwort wurde für „{{name}}“ abgelehnt (401), und seither wurde keines eingegeben: nicht erneut gesendet, da ein abgelehntes Passwort, noch einmal gesendet, den Benutzer sperren kann. Geben Sie das neue in Token Desk ein.',
    loginChanged:
      'Die Anmeldung des Profils hat sich geändert, während sein Token unterwegs war: Dieses Token galt der vorigen Anmeldung und wurde nicht behalten. Holen Sie erneut ein Token.',
    noToken: 'Es gibt noch kein Token. Klicken Sie zuerst auf „Token holen“.',
    noneWorking:
      'Keines der gewählten Profile hat ein funktionierendes Token. Holen Sie zuerst Tokens.',
    renewalFailed: 'Die Erneuerung ist unerwartet fehlgeschlagen.',
    noPassword:
      'Für dieses Profil ist kein Passwort hinterlegt. Geben Sie es ein, um ein Token zu holen.',
    noTarget:
      'Keine Anfrage, auf die dieser Befehl zielen kann: Der Dienst dokumentiert außer dem Token-Abruf keinen Endpunkt. Speichern und senden Sie eine Testanfrage (oder wählen Sie unter „Testanfragen“ eine als Prüfanfrage); kopierte Befehle rufen sie dann auf.',
  },
}
