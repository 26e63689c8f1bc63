import type { Translation } from '../catalog'
import type { catalog as en } from '../en/catalog'

export const catalog = {
  title: 'Teamkatalog',
  settings: {
    intro:
      'Folgen Sie den Profilen, die Ihre Teamleitung veröffentlicht. Neue Profile und Umbenennungen kommen von selbst an; Hostwechsel und Entfernungen warten auf Ihre Prüfung. Passwörter stehen nie in einem Katalog.',
    noSources: 'Noch keine Quellen.',
  },
  source: {
    lastSyncFailed:
      'Letzte Synchronisierung fehlgeschlagen: {{error}} Alle Profile sind unverändert.',
    syncNow: 'Jetzt synchronisieren',
    syncing: 'Wird synchronisiert…',
    syncNowOf: 'Jetzt synchronisieren: {{name}}',
    review_one: '{{count, number}} Änderung prüfen',
    review_other: '{{count, number}} Änderungen prüfen',
    edit: 'Bearbeiten',
    editOf: '{{name}} bearbeiten',
    remove: 'Entfernen',
    removeOf: '{{name}} entfernen',
    removeNoProfiles: '„{{name}}“ nicht mehr folgen? Aus dieser Quelle stammt kein Profil.',
    removeKeeps_one:
      '„{{name}}“ nicht mehr folgen? Das Profil daraus bleibt als Ihr eigenes erhalten.',
    removeKeeps_other:
      '„{{name}}“ nicht mehr folgen? Die {{count, number}} Profile daraus bleiben als Ihre eigenen erhalten.',
    removeSource: 'Quelle entfernen',
    keepIt: 'Behalten',
  },
  status: {
    neverSynced: 'Noch nie synchronisiert.',
    lastSynced: 'Zuletzt synchronisiert: {{time}}.',
    profiles_one: '{{count, number}} Profil daraus.',
    profiles_other: '{{count, number}} Profile daraus.',
    readEvery_one: 'Wird jede Minute gelesen.',
    readEvery_other: 'Wird alle {{count, number}} Minuten gelesen.',
    readOnSync: 'Wird beim Start und mit „Jetzt synchronisieren“ gelesen.',
  },
  trust: {
    none: 'Nicht geprüft',
    pin: 'An eine Datei gebunden (SHA-256)',
    signature: 'Signiert (öffentlicher Ed25519-Schlüssel)',
  },
  sync: {
    failed: 'Nicht synchronisiert: {{message}} Alle Profile sind unverändert.',
    unchanged: 'Der Katalog hat sich nicht geändert.',
    first: 'Gelesen. Prüfen Sie die Änderungen, um der Quelle zu folgen.',
    newProfiles_one: '{{count, number}} neues Profil',
    newProfiles_other: '{{count, number}} neue Profile',
    updated_one: '{{count, number}} Profil aktualisiert',
    updated_other: '{{count, number}} Profile aktualisiert',
    applied: 'Übernommen: {{what}}.',
    appliedBoth: 'Übernommen: {{added}}, {{updated}}.',
    nothing: 'Nichts zu übernehmen.',
    toReview_one: '{{count, number}} Änderung zu prüfen.',
    toReview_other: '{{count, number}} Änderungen zu prüfen.',
  },
  notice: {
    first_one:
      'Teamkatalog {{name}}: {{count, number}} Änderung ist zu prüfen, bevor Sie ihm folgen',
    first_other:
      'Teamkatalog {{name}}: {{count, number}} Änderungen sind zu prüfen, bevor Sie ihm folgen',
    waiting_one: 'Teamkatalog {{name}}: {{count, number}} Änderung wartet auf Ihre Prüfung',
    waiting_other: 'Teamkatalog {{name}}: {{count, number}} Änderungen warten auf Ihre Prüfung',
    review: 'Prüfen',
  },
  form: {
    unsavedSource: 'der Katalogquelle „{{name}}“',
    unsavedNew: 'der neuen Katalogquelle',
    add: 'Quelle hinzufügen',
    name: 'Name',
    nameHint: 'So nennt die App die Quelle: „aus Support“.',
    location: 'Speicherort',
    locationHint:
      'Ein Dateipfad (ein freigegebenes Laufwerk, ein Git-Checkout) oder eine https://-URL mit einem Token-Desk-Export (JSON) oder der Import-CSV.',
    check: 'Prüfung der Datei',
    trust: {
      none: 'Der Datei so vertrauen, wie sie ist',
      pin: 'An ihren SHA-256 binden (genau eine Datei)',
      signature: 'Ed25519-Signatur verlangen (Speicherort + .sig)',
    },
    sha256: 'SHA-256 der Datei',
    publicKey: 'Öffentlicher Schlüssel (PEM oder Base64)',
    refresh: 'Aktualisieren alle (Minuten)',
    refreshHint:
      'Nur für URLs: alle {{min}} bis {{max}} Minuten erneut lesen. Dateien werden beim Start und mit „Jetzt synchronisieren“ gelesen.',
    save: 'Quelle speichern',
    addButton: 'Quelle hinzufügen',
    saved: 'Gespeichert.',
    added: 'Hinzugefügt. Klicken Sie auf „Jetzt synchronisieren“, um sie zu lesen.',
  },
  review: {
    title: 'Teamkatalog {{name}}',
    notNow: 'Nicht jetzt',
    first:
      'Dies ist die erste Synchronisierung von „{{name}}“: Nichts wird geschrieben, bevor Sie sie übernehmen. Danach kommen neue Profile sowie geänderte Namen, Kontonamen und Tags von selbst an.',
    later:
      'Diese Änderungen könnten etwas verlieren und warten deshalb auf Sie: Ein Hostwechsel verwirft das gespeicherte Passwort des Profils, und ein Profil, das der Katalog nicht mehr aufführt, wird als ausgemustert markiert (nie gelöscht).',
    removed: 'Aus dem Katalog entfernt',
    removedCount: 'Aus dem Katalog entfernt ({{count, number}})',
    retire_one:
      'Als „ausgemustert aus {{name}}“ markieren (bleibt mit seinen Passwörtern erhalten, bis Sie es löschen)',
    retire_other:
      'Als „ausgemustert aus {{name}}“ markieren (bleiben mit ihren Passwörtern erhalten, bis Sie sie löschen)',
    applyFirst_one: 'Übernehmen und folgen ({{count, number}} Profil)',
    applyFirst_other: 'Übernehmen und folgen ({{count, number}} Profile)',
    apply: 'Änderungen übernehmen',
    applying: 'Wird übernommen…',
  },
  commands: {
    title: 'Passwortbefehle',
    titleCount: 'Passwortbefehle ({{count, number}})',
    login: '{{username}} bei {{host}}',
    namesAndMore: '{{names}} und {{count, number}} weitere',
    nowTyped: 'Derzeit: ein eingegebenes Passwort.',
    nowCommand: 'Derzeit: {{command}}.',
    leftBefore: 'Sie haben diesen Befehl schon einmal nicht übernommen.',
    use_one:
      'Diesen Befehl für seine Anmeldung verwenden (Token Desk fragt in einem eigenen Dialog noch einmal nach: Er läuft unter Ihrem Benutzer, wenn ein Token gebraucht wird)',
    use_other:
      'Diese Befehle für ihre Anmeldungen verwenden (Token Desk fragt in einem eigenen Dialog noch einmal nach: Jeder läuft unter Ihrem Benutzer, wenn ein Token gebraucht wird)',
  },
} satisfies Translation<typeof en>
