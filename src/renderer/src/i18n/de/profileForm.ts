import type { Translation } from '../catalog'
import type { profileForm as en } from '../en/profileForm'

export const profileForm = {
  form: {
    label: 'Profil',
    newTitle: 'Neues Profil',
    editTitle: 'Profil bearbeiten',
    organise: 'Ordnen',
    save: 'Profil speichern',
    saving: 'Wird gespeichert…',
    laterSections:
      'Einen Passwortbefehl, ein Client-Zertifikat, zusätzliche Zertifizierungsstellen (CAs) oder ein angeheftetes Zertifikat für dieses Profil können Sie festlegen, sobald es gespeichert ist (Profil bearbeiten, unter dem Formular).',
  },
  // Dative: they complete „Ihre Änderungen an … sind nicht gespeichert“.
  unsaved: {
    profile: '„{{name}}“',
    newProfile: 'dem neuen Profil',
    network: 'den Netzwerkeinstellungen dieses Profils',
    passwordCommand: 'dem Passwortbefehl dieser Anmeldung',
  },
  origin: {
    from: 'Aus {{source}}: Name, Konto, Portal, Adressen, Benutzername, Header-Form und die Tags des Katalogs richten sich nach dem Teamkatalog. Favorit, Farbe, Ihre eigenen Tags, Notizen, automatische Erneuerung und Netzwerkeinstellungen gehören Ihnen.',
    retired:
      'Aus {{source}} ausgemustert: Der Teamkatalog führt es nicht mehr. Name, Konto, Portal, Adressen, Benutzername, Header-Form und die Tags des Katalogs richten sich nach dem Teamkatalog. Favorit, Farbe, Ihre eigenen Tags, Notizen, automatische Erneuerung und Netzwerkeinstellungen gehören Ihnen.',
    detach: 'Von {{source}} lösen',
    locked: 'Aus {{source}}. Lösen Sie das Profil vom Katalog, um dies zu ändern.',
    catalogTags_one: '{{tags}} stammt aus dem Teamkatalog und bleibt.',
    catalogTags_other: '{{tags}} stammen aus dem Teamkatalog und bleiben.',
  },
  quoted: '„{{text}}“',
  field: {
    name: { label: 'Name', hint: 'Ihre Bezeichnung für dieses Profil, z. B. „Acme – Produktion“.' },
    accountId: {
      label: 'Konto-ID',
      hint: 'Ein Token gilt nur für das Konto, unter dem sein Benutzer angelegt wurde.',
    },
    accountName: { label: 'Kontoname', hint: 'Optional.' },
    portal: { label: 'Portal', hint: 'Der Host, der die Tokens dieser Anmeldung ausgibt.' },
    baseUrl: {
      label: 'Basis-URL',
      hint: 'Nur Schema und Host (und gegebenenfalls ein Pfadpräfix), z. B. https://portal.example.com. Die App ergänzt /_rest/v4/… selbst.',
    },
    apiHostUrl: {
      label: 'API-Host-URL',
      placeholder: 'https:// (optional)',
      hint: 'Optional. Wohin Testanfragen gehen, die relativ zum API-Host sind ({api_url} in der Spezifikation). Das Token wird nur an diesen Host und an die Basis-URL gesendet.',
    },
    username: {
      label: 'Benutzername',
      hint: 'Genau so, wie er in der Benutzerverwaltung des Portals angelegt ist – nicht die E-Mail-Adresse.',
    },
    password: {
      label: 'Passwort',
      hintNew:
        'Optional. Ohne Passwort werden Sie jedes Mal gefragt, wenn ein Token benötigt wird.',
      hintStored: 'Leer lassen, um das gespeicherte Passwort zu behalten.',
      hintSession: 'Leer lassen, um das Passwort bis zum Beenden zu behalten.',
      hintNone:
        'Es ist keines hinterlegt: Geben Sie eines ein, um es zu behalten, oder lassen Sie das Feld leer, um gefragt zu werden, wenn ein Token benötigt wird.',
      keptAfter401:
        'Es bleibt erhalten, wenn der Dienst es ablehnt (401) – wie eines, das in der Passwortabfrage eingegeben wird.',
      held: 'Das eingegebene Passwort wird für „Trotzdem speichern“ zurückgehalten, aber nicht angezeigt. Öffnen Sie das vorhandene Profil oder ändern Sie das Formular, um es zu verwerfen',
      clearedEdit:
        'Das neue Passwort wurde beim Absenden des Formulars geleert: Geben Sie es erneut ein, um es zu ändern',
      clearedNew:
        'Das Passwort wurde beim Absenden des Formulars geleert: Geben Sie es erneut ein oder lassen Sie das Feld leer, um gefragt zu werden, wenn ein Token benötigt wird',
    },
    headerStyle: {
      label: 'Header-Form',
      hint: 'Analytics-APIs erwarten „Bearer <token>“. Der Anbieter sagt nicht, welche anderen APIs das Präfix brauchen: Lehnt eine das Token ab, versuchen Sie die andere Form.',
    },
    smsMethod: {
      label: 'SMS-Methode',
      hint: 'Der Dienst dokumentiert nicht, welche Methode dieser Host akzeptiert; POST ist die Voreinstellung.',
    },
    autoRenew: {
      label: 'Vor Ablauf automatisch erneuern',
      hint: 'Benötigt ein hinterlegtes Passwort. Hält nach einer 401 an, bis Sie handeln, damit das Konto nie gesperrt wird.',
      noPassword:
        'Es ist kein Passwort hinterlegt: Die automatische Erneuerung kann erst laufen, wenn Sie eines eingeben.',
    },
    tags: { label: 'Tags', hint: 'Durch Kommas getrennt, z. B. eu, gold' },
    colour: { label: 'Farbe', hint: 'Eine Markierung neben dem Namen in der Liste.' },
    favourite: {
      label: 'Favorit',
      hint: 'Favoriten stehen in der Liste immer oben, unabhängig von der Sortierung.',
    },
    notes: { label: 'Notizen', hint: 'Optional.' },
  },
  usernameWarning: {
    'sub-address':
      'Das sieht nach einer E-Mail-Unteradresse aus (name+tag@…). Der Dienst erwartet den Benutzernamen aus der Benutzerverwaltung des Portals, nicht die E-Mail-Adresse.',
    'e-mail':
      'Das sieht nach einer E-Mail-Adresse aus. Der Dienst erwartet den Benutzernamen aus der Benutzerverwaltung des Portals, nicht die E-Mail-Adresse.',
    'plus-tag':
      'Das sieht nach einer +tag-Unteradresse aus. Der Dienst erwartet den Benutzernamen aus der Benutzerverwaltung des Portals, nicht die E-Mail-Adresse.',
  },
  baseUrlWarning: {
    plainHttp:
      'Unverschlüsseltes http überträgt das Passwort im Klartext; verwenden Sie https, außer bei einem Testhost',
    pathPrefix: 'Anfragen gehen unter das Pfadpräfix {{path}}',
  },
  loginAccounts: {
    account: '{{account}} ({{names}})',
    andOthers_one: '{{accounts}} und {{count, number}} weiteren Konto',
    andOthers_other: '{{accounts}} und {{count, number}} weiteren Konten',
    both: 'Diese Adresse und dieser Benutzername dienen bereits {{list}}. Ein Token gilt für das eine Konto, unter dem sein API-Benutzer angelegt wurde; eine Anmeldung kann daher nicht sowohl für {{other}} als auch für {{account}} funktionieren: Jedes Konto braucht einen eigenen API-Benutzer.',
    asWell:
      'Diese Adresse und dieser Benutzername dienen bereits {{list}}. Ein Token gilt für das eine Konto, unter dem sein API-Benutzer angelegt wurde; eine Anmeldung kann daher nicht auch für {{account}} funktionieren: Jedes Konto braucht einen eigenen API-Benutzer.',
  },
  // Accusative: they complete „Speichern stellt … um“.
  hostMove: {
    baseUrl: 'die Basis-URL auf {{to}}',
    apiHostUrl: 'den API-Host auf {{to}}',
    saving: 'Speichern stellt {{moves}} um.',
    passwordRemoved:
      'Das gespeicherte Passwort wird entfernt, da es nur an den Host gesendet wird, für den es eingegeben wurde: Geben Sie es hier erneut ein, um eines zu behalten. Ein vorhandenes Token wird ebenfalls entfernt.',
    passwordLeft_one:
      'Dieses Profil verwendet das gespeicherte Passwort nicht mehr (das andere Profil seiner Anmeldung behält es), da es nur an den Host gesendet wird, für den es eingegeben wurde: Geben Sie es hier erneut ein, um eines zu behalten. Ein vorhandenes Token wird ebenfalls entfernt.',
    passwordLeft_other:
      'Dieses Profil verwendet das gespeicherte Passwort nicht mehr (die {{count, number}} anderen Profile seiner Anmeldung behalten es), da es nur an den Host gesendet wird, für den es eingegeben wurde: Geben Sie es hier erneut ein, um eines zu behalten. Ein vorhandenes Token wird ebenfalls entfernt.',
    tokenRemoved:
      'Das aktuelle Token wird entfernt: Es wird nur an die Hosts gesendet, für die es bezogen wurde.',
  },
  network: {
    title: 'Netzwerk',
    intro:
      'Nur für dieses Profil, zusätzlich zu Einstellungen → Netzwerk (Proxy und Zertifizierungsstellen des Unternehmens).',
    loading: 'Wird geladen…',
    caFiles: 'CA-Zertifikate für dieses Profil (PEM-Dateien)',
    caFilesHint: 'Ein vollständiger Pfad pro Zeile.',
    clientCert: 'Client-Zertifikat',
    certKind: {
      none: 'Keines',
      pkcs12: 'PKCS#12-Datei (.p12, .pfx)',
      pem: 'PEM-Zertifikat und -Schlüssel',
    },
    pkcs12File: 'PKCS#12-Datei',
    certFile: 'Zertifikatsdatei (PEM)',
    keyFile: 'Datei mit privatem Schlüssel (PEM)',
    passphrase: 'Passphrase',
    passphraseKept: 'Im Geheimnisspeicher ist eine hinterlegt: Leer lassen, um sie zu behalten.',
    passphraseNew:
      'Falls das Zertifikat oder der Schlüssel eine hat. Wird im Geheimnisspeicher abgelegt.',
    pin: 'Angeheftetes Serverzertifikat (SHA-256)',
    pinPlaceholder: 'AB:CD:…',
    pinHint:
      'Nur für einen Testserver mit selbstsigniertem Zertifikat. Die TLS-Prüfung bleibt aktiv: Der Server muss für diesen Host genau dieses Zertifikat vorweisen.',
    pinWarning:
      'Einem angehefteten Zertifikat wird anstelle einer Zertifizierungsstelle vertraut: nur für einen Testserver mit selbstsigniertem Zertifikat, dessen Fingerabdruck Sie mit seinem Administrator abgeglichen haben. Wer den Schlüssel dieses Zertifikats besitzt, kann Passwort und Tokens dieses Profils mitlesen.',
  },
  passwordSource: {
    title: 'Woher das Passwort der Anmeldung kommt',
    shared_one:
      'Geteilt mit {{count, number}} weiteren Profil dieser Anmeldung (gleiche Basis-URL und gleicher Benutzername): Es verwendet dieselbe Quelle.',
    shared_other:
      'Geteilt mit {{count, number}} weiteren Profilen dieser Anmeldung (gleiche Basis-URL und gleicher Benutzername): Sie verwenden dieselbe Quelle.',
    loading: 'Wird geladen…',
    source: 'Quelle',
    typed: 'Eingegeben (in diesem Formular oder wenn ein Token benötigt wird)',
    command: 'Aus einem Befehl (der Kommandozeile eines Passwortmanagers)',
    commandLabel: 'Befehl',
    commandPlaceholder: 'op read op://{vault}/Acme/password',
    commandHint:
      'Er läuft ohne Shell und mit Ihren Rechten, wenn ein Token benötigt wird und kein Passwort hinterlegt ist; seine erste Zeile ist das Passwort. {vault} ist Ihr Tresor (Einstellungen → Passwörter), {username} der Benutzername dieser Anmeldung.',
    runs_one: 'Läuft mit {{count, number}} Argument:',
    runs_other: 'Läuft mit {{count, number}} Argumenten:',
    keep: 'Im Schlüsselbund aufbewahren',
    keepHint:
      'Aus: Was der Befehl ausgibt, bleibt bis zum Beenden oder Sperren im Speicher, danach läuft der Befehl erneut.',
    test: 'Testen',
    testing: 'Wird getestet…',
    cameBack_one: 'Ein Passwort kam zurück ({{count, number}} Zeichen).',
    cameBack_other: 'Ein Passwort kam zurück ({{count, number}} Zeichen).',
    save: 'Passwortquelle speichern',
    saved: 'Für jedes Profil dieser Anmeldung gespeichert.',
  },
} satisfies Translation<typeof en>
