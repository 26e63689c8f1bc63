import type { Translation } from '../../translation'
import type { app as en } from '../../en/messages/app'

export const app: Translation<typeof en> = {
  screenLock: {
    noDesktop: 'um dieses Fenster gibt es keinen Desktop',
    notHeard:
      'weder logind ({{logind}}) noch ein Bildschirmschoner ({{savers}}) ist über D-Bus zu hören',
  },
  locked: 'Token Desk ist gesperrt. Entsperren Sie es zuerst in seinem Fenster.',
  forbiddenSender: 'Aufrufe werden nur aus dem Fenster der App angenommen.',
  exchangeGone:
    'Dieser Austausch wird nicht mehr aufbewahrt: Ein Profil behält seine letzten {{kept}}.',
  unlock: {
    passphraseFirst: 'Geben Sie zuerst Ihre Passphrase zum Entsperren ein.',
    currentToChange: 'Geben Sie die aktuelle Passphrase zum Entsperren ein, um sie zu ändern.',
    touchIdUnavailable:
      'Touch ID ist auf diesem Computer nicht verfügbar: Geben Sie die Passphrase ein.',
    touchIdNotConfirmed: 'Touch ID hat nicht bestätigt, dass Sie es sind.',
    touchIdNotConfirmedWait:
      'Touch ID hat nicht bestätigt, dass Sie es sind. Versuchen Sie es in {{wait}} erneut.',
    unreadable:
      'Die gespeicherte Passphrase zum Entsperren kann nicht gelesen werden. Um die Anforderung auszuschalten, beenden Sie Token Desk und entfernen Sie „{{key}}“ aus profiles.json im Datenordner.',
    wrong: 'Das ist nicht die Passphrase zum Entsperren.',
    wrongWait: 'Das ist nicht die Passphrase zum Entsperren. Versuchen Sie es in {{wait}} erneut.',
    tooMany: 'Zu viele Fehlversuche: Warten Sie {{wait}}, bevor Sie es erneut versuchen.',
    seconds_one: '{{count}} Sekunde',
    seconds_other: '{{count}} Sekunden',
    minutes_one: '{{count}} Minute',
    minutes_other: '{{count}} Minuten',
  },
  updates: {
    notDownloaded: 'Es wurde noch kein Update heruntergeladen: Suchen Sie zuerst nach Updates.',
    developmentBuild: 'Nach Updates wird nur in installierten Builds gesucht.',
    noFeed:
      'Dieser Build hat keinen Update-Feed. Laden Sie neue Versionen von dort herunter, wo Sie Token Desk erhalten haben.',
    unsupportedInstall:
      'Diese Kopie kann sich nicht selbst aktualisieren (zum Beispiel ein entpackter Ordner oder ein Snap). Installieren Sie die neue Version von dort, wo Sie Token Desk erhalten haben.',
    notPublished:
      'Der Update-Feed hat noch keine Version für dieses System. Versuchen Sie es später erneut.',
    badSignature:
      'Das heruntergeladene Update ist nicht vom Herausgeber dieser Kopie signiert und wurde daher nicht installiert.',
    checksum:
      'Das heruntergeladene Update war beschädigt (Prüfsumme stimmt nicht) und wurde verworfen. Versuchen Sie es erneut.',
    unreadableFeed: 'Die Antwort des Update-Feeds konnte nicht gelesen werden: {{detail}}',
    serverRefused:
      'Der Update-Server hat die Anfrage abgelehnt (HTTP {{status}}); möglicherweise begrenzt er die Anfragen. Versuchen Sie es später erneut.',
    serverProblem:
      'Der Update-Server hatte ein Problem (HTTP {{status}}). Versuchen Sie es später erneut.',
    untrustedCertificate:
      'Dem Zertifikat des Update-Servers wird nicht vertraut ({{error}}); es wurde nichts heruntergeladen.',
    unreachable:
      'Der Update-Server war nicht erreichbar ({{error}}). Prüfen Sie die Verbindung und versuchen Sie es erneut.',
    failed: 'Das Update hat nicht funktioniert: {{detail}}',
  },
  storage: {
    notSaved: 'Speichern in {{path}} nicht möglich ({{errno}}). Es wurde nichts geändert.',
    writeRefused:
      'Speichern in {{file}} nicht möglich ({{why}}). Nichts zuvor Gespeichertes geht verloren; Ihre letzten Änderungen bleiben im Arbeitsspeicher und werden gespeichert, sobald die Festplatte es zulässt. Geben Sie Speicherplatz frei, oder prüfen Sie die Berechtigungen des Ordners.',
    keptInMemory:
      'Speichern auf der Festplatte nicht möglich ({{errno}}). Die Änderung gilt und bleibt im Arbeitsspeicher; sie wird gespeichert, sobald die Festplatte es zulässt, ginge aber verloren, wenn Token Desk vorher beendet würde. Geben Sie Speicherplatz frei, oder prüfen Sie die Berechtigungen des Datenordners.',
    danglingLink:
      '{{path}} ist ein Verweis auf {{target}}, das es nicht gibt (ein Laufwerk oder eine Freigabe noch nicht eingebunden, oder die Datei verschoben). Token Desk wurde nicht gestartet, um keinen leeren Speicher an seine Stelle zu setzen: Binden Sie es ein oder legen Sie die Datei zurück, oder entfernen Sie den Verweis, um neu zu beginnen.',
    notAFile:
      'Token Desk kann {{path}} nicht öffnen: Es ist {{found}}, keine reguläre Datei. Es wurde nichts geändert. Verschieben Sie es aus dem Ordner und versuchen Sie es dann erneut.',
  },
  errno: {
    described: '{{code}}: {{words}}',
    EACCES: 'Zugriff verweigert',
    EPERM: 'Vorgang nicht erlaubt',
    EISDIR: 'wo die Datei sein sollte, ist ein Ordner',
    ENOTDIR: 'ein Teil des Pfads ist eine Datei, kein Ordner',
    EIO: 'Ein-/Ausgabefehler; die Festplatte ist möglicherweise defekt',
    ELOOP: 'zu viele symbolische Links',
    EMFILE: 'zu viele offene Dateien',
    ENFILE: 'zu viele offene Dateien',
    ENOSPC: 'kein Speicherplatz mehr auf der Festplatte',
    EROFS: 'die Festplatte ist schreibgeschützt',
    EBUSY: 'die Datei wird verwendet',
    systemRefused: 'das System hat es verweigert',
  },
  entry: {
    fifo: 'ein FIFO (Named Pipe)',
    socket: 'ein Socket',
    characterDevice: 'ein zeichenorientiertes Gerät',
    blockDevice: 'ein blockorientiertes Gerät',
    folder: 'ein Ordner',
    symbolicLink: 'ein symbolischer Link',
    other: 'keine Datei',
  },
  damaged: {
    empty: 'die Datei ist leer',
    whiteSpace: 'die Datei enthält nur Leerraum',
    notJson: 'die Datei ist kein gültiges JSON (sie wurde möglicherweise beschädigt)',
    notObject: 'die Datei enthält {{kind}}, kein JSON-Objekt',
    tooLarge:
      'die Datei ist größer als 512 MiB, weit mehr als jeder Speicher, den Token Desk schreibt',
    tooDeep: 'die Datei ist tiefer als {{levels}} Ebenen verschachtelt',
    notTable: 'ihr Eintrag „{{key}}“ ist {{kind}}, keine Tabelle',
    notList: 'ihr Eintrag „{{key}}“ für {{id}} ist {{kind}}, keine Liste',
    secretsNotTable: 'ihr Eintrag „secrets“ für {{service}} ist {{kind}}, keine Tabelle',
    notSecret: 'ihr Eintrag „secrets“ für {{service}} enthält {{kind}}, wo ein Geheimnis hingehört',
  },
  json: {
    null: 'null',
    list: 'eine Liste',
    text: 'Text',
    number: 'eine Zahl',
    boolean: 'true oder false',
    object: 'ein Objekt',
  },
  keyring: {
    with: {
      basic_text: 'dem fest eingebauten Schlüssel von Electron',
      gnome_libsecret: 'GNOME Keyring',
      secret_service: 'einem Secret-Service-Schlüsselbund',
      secret_portal: 'dem Secret-Portal des Desktops',
      kwallet: 'KWallet',
      darwin: 'dem macOS-Schlüsselbund',
      win32: 'Windows (DPAPI)',
      unknown: 'keinem nutzbaren Schlüsselbund',
      harness: 'dem Schlüssel der Testumgebung',
    },
    encryptFailed: {
      darwin:
        'Das Verschlüsseln mit {{keyring}} ist fehlgeschlagen, daher wurde es nicht gespeichert; was zuvor gespeichert war, bleibt erhalten. Entsperren Sie den Schlüsselbund, erlauben Sie Token Desk den Zugriff und versuchen Sie es dann erneut.',
      win32:
        'Das Verschlüsseln mit {{keyring}} ist fehlgeschlagen, daher wurde es nicht gespeichert; was zuvor gespeichert war, bleibt erhalten. Melden Sie sich bei Windows mit dem Konto an, das Token Desk zuvor gestartet hat, und versuchen Sie es dann erneut.',
      other:
        'Das Verschlüsseln mit {{keyring}} ist fehlgeschlagen, daher wurde es nicht gespeichert; was zuvor gespeichert war, bleibt erhalten. Entsperren Sie Ihren Schlüsselbund und versuchen Sie es dann erneut.',
    },
    unavailable: {
      darwin:
        'Der macOS-Schlüsselbund hat Token Desk seinen Schlüssel nicht gegeben (er ist gesperrt, oder der Zugriff wurde verweigert), daher können Passwörter und Tokens in dieser Sitzung nicht auf der Festplatte gespeichert werden: Sie bleiben bis zum Beenden im Speicher. Entsperren Sie den Schlüsselbund, erlauben Sie Token Desk den Zugriff und starten Sie Token Desk dann neu.',
      win32:
        'Windows (DPAPI) konnte den Schlüssel von Token Desk nicht entschlüsseln, daher können Passwörter und Tokens in dieser Sitzung nicht auf der Festplatte gespeichert werden: Sie bleiben bis zum Beenden im Speicher. Melden Sie sich bei Windows mit dem Konto an, das Token Desk zuvor gestartet hat, und starten Sie Token Desk dann neu.',
      other:
        'Das Betriebssystem hat Token Desk keinen Verschlüsselungsschlüssel gegeben, daher können Passwörter und Tokens in dieser Sitzung nicht auf der Festplatte gespeichert werden: Sie bleiben bis zum Beenden im Speicher. Entsperren Sie Ihren Schlüsselbund und starten Sie Token Desk dann neu.',
    },
  },
}
