import type { Translation } from '../../translation'
import type { catalog as en } from '../../en/messages/catalog'

export const catalog: Translation<typeof en> = {
  quoted: '„{{text}}“',
  list: '{{first}}, {{rest}}',
  mib: '{{size, number(minimumFractionDigits: 1; maximumFractionDigits: 1; useGrouping: false)}} MiB',

  read: {
    notSynced: '{{reason}} Es wurde nichts synchronisiert.',
    signatureMissing:
      'Diese Quelle muss signiert sein, ihr Katalog hat aber keine Signatur: Unter {{at}} liegt nichts. Die Teamleitung veröffentlicht die Signatur neben dem Katalog, unter seinem Namen + „.sig“.',
    plain304: '{{at}} hat auf eine einfache Anfrage mit 304 geantwortet.',
    signatureTooLarge:
      'Die Signaturdatei des Katalogs ({{at}}) ist weit größer als eine Signatur (88 Zeichen Base64).',
    signatureUnread: 'Die Signatur des Katalogs konnte nicht gelesen werden. {{reason}}',
  },

  text: {
    utf16:
      'Der Katalog ist UTF-16-Text („Unicode-Text“ einer Tabellenkalkulation); er muss UTF-8 sein. Speichern Sie ihn als UTF-8 („CSV UTF-8“) und veröffentlichen Sie ihn erneut.',
    notUtf8:
      'Der Katalog ist kein UTF-8-Text (nahe Zeile {{line, number}}): Er wurde in einer anderen Codierung gespeichert, etwa Windows-1252. Speichern Sie ihn als UTF-8 und veröffentlichen Sie ihn erneut.',
  },

  file: {
    cannotRead: '{{path}} kann nicht gelesen werden: {{why}} ({{code}}).',
    cannotReadOther: '{{path}} kann nicht gelesen werden: {{why}}.',
    errno: {
      ENOENT:
        'Diese Datei gibt es nicht. Prüfen Sie den Pfad und ob das freigegebene Laufwerk oder der Git-Checkout vorhanden ist',
      ENOTDIR: 'Ein Teil des Pfads ist eine Datei, kein Ordner. Prüfen Sie den Pfad',
      EACCES:
        'Zugriff verweigert: Ihr Benutzer darf sie nicht lesen. Bitten Sie die Person, die sie freigibt, um Lesezugriff',
      EPERM:
        'Zugriff verweigert: Ihr Benutzer darf sie nicht lesen. Bitten Sie die Person, die sie freigibt, um Lesezugriff',
      ELOOP: 'Zu viele symbolische Links auf dem Weg. Prüfen Sie den Pfad',
      EIO: 'Ein-/Ausgabefehler: Die Festplatte oder die Netzwerkfreigabe ist ausgefallen. Versuchen Sie es erneut, oder prüfen Sie die Freigabe',
      ETIMEDOUT: 'Die Netzwerkfreigabe hat nicht geantwortet. Prüfen Sie, ob sie verbunden ist',
      EHOSTDOWN:
        'Der Server der Netzwerkfreigabe ist nicht erreichbar. Prüfen Sie, ob sie verbunden ist',
      ESTALE:
        'Die Netzwerkfreigabe wurde zwischenzeitlich neu eingebunden. Öffnen Sie den Ordner erneut, oder verbinden Sie die Freigabe neu',
      ENAMETOOLONG: 'Der Pfad ist zu lang',
      EISDIR: 'Wo die Datei sein sollte, ist ein Ordner',
      EMFILE: 'Zu viele offene Dateien',
      ENFILE: 'Zu viele offene Dateien',
      ENOSPC: 'Auf der Festplatte ist kein Platz mehr',
      EROFS: 'Die Festplatte ist schreibgeschützt',
      EBUSY: 'Die Datei wird gerade verwendet',
      other: 'Das System hat abgelehnt',
    },
    notAFile:
      '{{path}} kann nicht gelesen werden: Dort ist {{found}}, keine Datei. Prüfen Sie den Pfad.',
    grew: '{{path}} ist beim Lesen über {{limit}} hinausgewachsen und wurde deshalb nicht verwendet.',
    tooLarge:
      '{{path}} ist {{size}} groß, mehr als ein Katalog umfasst (höchstens {{limit}}), und wurde deshalb nicht gelesen.',
  },

  http: {
    tooLarge:
      '{{url}} ist größer als {{limit}}, mehr als ein Katalog umfasst, und wurde deshalb nicht gelesen.',
    answered: '{{host}} hat für {{url}} mit {{status}} geantwortet',
    answeredText: '{{host}} hat für {{url}} mit {{status}} {{statusText}} geantwortet',
    redirectNowhere: '{{answered}}, eine Weiterleitung ohne Adresse; ihr wurde nicht gefolgt.',
    redirectNotHttps:
      '{{answered}}, eine Weiterleitung zu {{url}}, die nicht https:// ist; ihr wurde nicht gefolgt (ein Katalog nennt die Hosts, an die Passwörter gehen). Verwenden Sie eine https://-URL, die direkt antwortet.',
    redirectWithLogin:
      '{{answered}}, eine Weiterleitung zu {{url}}, die einen Benutzernamen oder ein Passwort enthält; ihr wurde nicht gefolgt (ein Katalog nennt die Hosts, an die Passwörter gehen). Verwenden Sie eine https://-URL, die direkt antwortet.',
    tooManyRedirects:
      '{{answered}}, nach {{max}} eine weitere Weiterleitung (zu {{url}}); ihr wurde nicht gefolgt. Verwenden Sie die URL, bei der der Katalog schließlich ankommt.',
    status: '{{answered}}.',
    statusHint: '{{answered}}. {{hint}}',
    hint: {
      login:
        'Der Server verlangt eine Anmeldung; eine Katalog-URL enthält keine. Veröffentlichen Sie den Katalog also dort, wo jeder Arbeitsplatz ihn lesen kann.',
      refused:
        'Der Server weist diesen Computer ab; veröffentlichen Sie den Katalog dort, wo jeder Arbeitsplatz ihn lesen kann.',
      checkUrl: 'Prüfen Sie die URL.',
      failed: 'Auf dem Server ist ein Fehler aufgetreten; versuchen Sie es später erneut.',
    },
  },

  key: {
    howToExport:
      'Geben Sie den öffentlichen Schlüssel der Teamleitung so ein, wie `openssl pkey -in key.pem -pubout` ihn ausgibt (-----BEGIN PUBLIC KEY-----), oder seine 32 Rohbytes in Base64.',
    none: 'Für diese Quelle ist kein öffentlicher Schlüssel festgelegt. {{how}}',
    private:
      'Dies ist ein privater Schlüssel; er muss bei der Teamleitung bleiben, die den Katalog signiert. {{how}}',
    notPemOrBase64: 'Der öffentliche Schlüssel ist weder PEM noch Base64. {{how}}',
    unreadable: 'Der öffentliche Schlüssel konnte nicht gelesen werden. {{how}}',
    unreadableBecause: 'Der öffentliche Schlüssel konnte nicht gelesen werden ({{error}}). {{how}}',
    wrongType:
      'Der öffentliche Schlüssel ist ein {{type}}-Schlüssel, kein Ed25519-Schlüssel: Kataloge werden mit Ed25519-Schlüsseln signiert (openssl genpkey -algorithm ed25519). {{how}}',
    unknownType:
      'Der öffentliche Schlüssel ist von unbekannter Art, kein Ed25519-Schlüssel: Kataloge werden mit Ed25519-Schlüsseln signiert (openssl genpkey -algorithm ed25519). {{how}}',
  },

  trust: {
    pinMismatch:
      'Der SHA-256 des Katalogs ist {{sha256}}, nicht der gebundene {{pinned}}: Die Datei wurde geändert, nachdem sie gebunden wurde. Hat die Teamleitung einen neuen Katalog veröffentlicht, gleichen Sie seinen SHA-256 mit ihr ab (sha256sum) und binden Sie diesen; andernfalls hat jemand anderes ihn geändert.',
    notASignature:
      'Die Signaturdatei des Katalogs ({{at}}) ist keine Ed25519-Signatur: Sie sollte 64 Bytes in Base64 enthalten (openssl pkeyutl -sign -rawin … | base64 -w0).',
    signatureMismatch:
      'Die Signatur des Katalogs passt nicht zu seinem öffentlichen Schlüssel: Die Datei wurde nach dem Signieren geändert oder mit einem anderen Schlüssel signiert.',
  },

  secrets: {
    found_one:
      'Der Katalog enthält ein Passwort oder Token: {{places}}. Ein Katalog wird mit jedem Arbeitsplatz geteilt und darf kein Geheimnis enthalten: Entfernen Sie es und veröffentlichen Sie den Katalog erneut (das Passwort jeder Person bleibt in ihrem eigenen Schlüsselbund oder kommt aus einem Passwortbefehl).',
    found_other:
      'Der Katalog enthält ein Passwort oder Token: {{places}}. Ein Katalog wird mit jedem Arbeitsplatz geteilt und darf kein Geheimnis enthalten: Entfernen Sie sie und veröffentlichen Sie den Katalog erneut (das Passwort jeder Person bleibt in ihrem eigenen Schlüsselbund oder kommt aus einem Passwortbefehl).',
    places: '{{first}}; {{rest}}',
    andMore: '{{places}}; und {{more}} weitere',
    profileHas: 'Profil {{number}} hat „{{path}}“',
    namedProfileHas: 'Profil {{number}} („{{name}}“) hat „{{path}}“',
    fileHas: 'die Datei hat „{{path}}“',
    column: 'Spalte {{column}} („{{title}}“) hat einen Wert in {{rows}}',
    rows_one: 'Zeile {{rows}}',
    rows_other: 'den Zeilen {{rows}}',
    rowsAndMore: 'den Zeilen {{rows}} und {{more}} weiteren',
  },

  commands: {
    unreadable: 'Der Passwortbefehl kann nicht gelesen werden: {{reason}}.',
    notValid: 'Der Passwortbefehl ist nicht gültig: {{reason}}.',
    notAList: 'Er ist keine Liste von Argumenten',
    anotherCommand:
      'Zeile {{row}} nennt einen anderen Passwortbefehl für diese Anmeldung ({{username}} bei {{host}}); die Profile einer Anmeldung teilen sich ein Passwort, also einen Befehl.',
  },

  plan: {
    detached: 'Sie haben „{{name}}“ von diesem Katalog gelöst: Es bleibt Ihr eigenes Profil.',
    otherCatalog:
      'Dieses Profil stammt aus dem Teamkatalog „{{catalog}}“; ein Profil folgt einem Katalog.',
    anotherCatalog: 'ein anderer Katalog',
  },

  service: {
    sourceGone:
      'Diese Katalogquelle gibt es nicht mehr. Sie wurde womöglich in einem anderen Fenster entfernt.',
    sourceRemoved: 'Die Quelle wurde entfernt.',
    tooManySources: 'Höchstens {{max}} Katalogquellen',
    sameLocation: 'Die Quelle „{{name}}“ liest diesen Speicherort bereits',
    notRead:
      'Dieser Katalog wurde seit dem Start der App nicht gelesen: Klicken Sie zuerst auf „Jetzt synchronisieren“.',
    changedSincePreview:
      'Der Katalog „{{name}}“ hat sich seit dieser Vorschau geändert: Prüfen Sie ihn erneut. Es wurde nichts geschrieben.',
    removedCatalog: 'ein entfernter Katalog',
    sharedFields_one:
      '„{{profile}}“ stammt aus dem Teamkatalog „{{catalog}}“: Das Feld {{fields}} gehört dem Katalog. Lösen Sie das Profil, um es zu ändern.',
    sharedFields_other:
      '„{{profile}}“ stammt aus dem Teamkatalog „{{catalog}}“: Die Felder {{fields}} gehören dem Katalog. Lösen Sie das Profil, um sie zu ändern.',
    catalogTags_one:
      'Der Tag {{tags}} stammt aus dem Teamkatalog „{{catalog}}“; lösen Sie das Profil, um ihn zu entfernen.',
    catalogTags_other:
      'Die Tags {{tags}} stammen aus dem Teamkatalog „{{catalog}}“; lösen Sie das Profil, um sie zu entfernen.',
    removeTag_one:
      'Der Tag „{{tag}}“ stammt bei einem der ausgewählten Profile aus dem Teamkatalog „{{catalog}}“: Lösen Sie es zuerst, oder wählen Sie nur eigene Profile. Es wurde nichts geändert.',
    removeTag_other:
      'Der Tag „{{tag}}“ stammt bei {{count, number}} der ausgewählten Profile aus dem Teamkatalog „{{catalog}}“: Lösen Sie sie zuerst, oder wählen Sie nur eigene Profile. Es wurde nichts geändert.',
    field: {
      name: 'Name',
      accountId: 'Konto-ID',
      accountName: 'Kontoname',
      portal: 'Portal',
      baseUrl: 'Basis-URL',
      apiHostUrl: 'API-Host-URL',
      username: 'Benutzername',
      headerStyle: 'Header-Form',
      smsMethod: 'SMS-Methode',
    },
  },
}
