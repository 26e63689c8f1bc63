import type { Translation } from '../../../../shared/i18n/translation'
import type { desktop as en } from '../en/desktop'

export const desktop = {
  tray: {
    locked: 'Token Desk ist gesperrt',
    open: 'Token Desk öffnen',
    quit: 'Token Desk beenden',
    renewAll: 'Alle erneuern',
    favourites: 'Favoriten — auswählen, um den Header zu kopieren',
    soonest: 'Als Nächstes ablaufend',
    moreFavourites_one: '{{count, number}} weiterer im Fenster',
    moreFavourites_other: '{{count, number}} weitere im Fenster',
    renew: '„{{name}}“ erneuern',
    profile: {
      renewing: '{{name}} — wird erneuert',
      otherAccount: '{{name}} — Token für Konto {{account}}',
      none: '{{name}} — kein Token',
      expired: '{{name}} — abgelaufen',
      rejected: '{{name}} — vom Dienst abgelehnt',
      left: '{{name}} — noch {{duration}}',
    },
    thenOpen: '{{label}} · Öffnen',
    thenGetToken: '{{label}} · Token holen',
  },
  expiry: {
    oneTitle: '„{{name}}“: Token läuft in {{duration}} ab',
    oneBody:
      'Klicken Sie, um das Profil zum Erneuern zu öffnen, oder erneuern Sie das Token über das Menü im Infobereich.',
    manyTitle_one: '{{count, number}} Token läuft innerhalb von {{duration}} ab',
    manyTitle_other: '{{count, number}} Tokens laufen innerhalb von {{duration}} ab',
    manyBody:
      'Als Erstes „{{name}}“ in {{duration}}. Erneuern Sie alle über das Menü im Infobereich oder im Fenster.',
    renew: 'Erneuern',
  },
  said: {
    renewAll: 'Alle erneuern',
    renewAllFailed: '„Alle erneuern“ wurde nicht ausgeführt',
    notCopied: 'Der Header wurde nicht kopiert',
    copied: 'Kopiert',
    copiedBody: 'Der Header von „{{name}}“ ist in der Zwischenablage.',
    copiedBodyClears:
      'Der Header von „{{name}}“ ist in der Zwischenablage. In {{seconds, number}} s wird er aus der Zwischenablage entfernt.',
    renewed: 'Erneuert',
    renewedBody: '„{{name}}“ hat ein neues Token.',
    noToken: '„{{name}}“: kein Token',
    noNewToken: '„{{name}}“: kein neues Token',
    theProfile: 'das Profil',
    /** A notification's button after a refused password (401). */
    enterNewPassword: 'Neues Passwort eingeben',
    /** The window was closed; the app runs on in the tray (Linux, Windows). */
    keptRunning: 'Token Desk läuft weiter',
    keptRunningBody:
      'Es hält Tokens frisch und bedient token-desk-Befehle. Öffnen Sie es über das Symbol im Infobereich oder starten Sie es erneut; beenden Sie es über das Menü des Symbols.',
  },
  duration: {
    seconds: '{{s, number(useGrouping: false)}} s',
    minutes: '{{m, number(useGrouping: false)}} min',
    hours: '{{h, number(useGrouping: false)}} h',
    hoursMinutes: '{{h, number(useGrouping: false)}} h {{m, number(useGrouping: false)}} min',
  },
} satisfies Translation<typeof en>
