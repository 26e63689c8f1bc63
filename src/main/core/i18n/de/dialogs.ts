import type { Translation } from '../../../../shared/i18n/translation'
import type { dialogs as en } from '../en/dialogs'

export const dialogs = {
  cancel: 'Abbrechen',
  reveal: {
    title: 'Token anzeigen',
    message: 'Das Token von „{{name}}“ auf dem Bildschirm anzeigen?',
    detail:
      'Wer Ihren Bildschirm sehen kann, könnte es bis zum Ablauf verwenden. Um es irgendwo einzufügen, ist „Header kopieren“ sicherer: Die App leert die Zwischenablage nach einer Weile.',
    confirm: 'Token anzeigen',
  },
  newOrigin: {
    sendTitle: 'Token an einen anderen Host senden',
    copyTitle: 'Einen Befehl kopieren, der das Token an einen anderen Host sendet',
    sendMessage: 'Das Token von „{{name}}“ an {{origin}} senden?',
    copyMessage: 'Einen curl-Befehl kopieren, der das Token von „{{name}}“ an {{origin}} sendet?',
    detail:
      '{{origin}} ist weder die Basis-URL noch der API-Host dieses Profils. Wer diesen Host betreibt, könnte das Token für das Konto {{account}} bis zu seinem Ablauf verwenden. Wenn Sie zustimmen, werden Sie für diesen Host und dieses Profil nicht erneut gefragt.',
    sendConfirm: 'Token senden',
    copyConfirm: 'Mit Token kopieren',
  },
  unlockPassphrase: {
    title: 'Passphrase zum Entsperren',
    message: 'Zum Entsperren von Token Desk nach einer Passphrase fragen?',
    detail:
      'Ab jetzt brauchen das Entsperren des Fensters, „Token anzeigen“ und „Immer erlauben“ für einen Kommandozeilen-Client diese Passphrase. Sie verschlüsselt nichts: Wenn Sie sie vergessen, beenden Sie Token Desk und löschen Sie „unlockPassphrase“ aus profiles.json im Datenordner.',
    confirm: 'Einschalten',
  },
  passwordCommand: {
    title: 'Passwortbefehl',
    message: 'Diesen Befehl ausführen, um ein Passwort zu erhalten?',
    detail:
      '{{command}}\n\nEr läuft mit Ihren Rechten und darf alles, was Sie dürfen. Stimmen Sie nur einem Befehl zu, den Sie selbst eingegeben haben oder dem Sie vertrauen.',
    confirm: 'Ausführen',
  },
  catalogCommands: {
    title: 'Passwortbefehle aus einem Teamkatalog',
    message_one: 'Den Passwortbefehl verwenden, den der Katalog „{{catalog}}“ nennt?',
    message_other: 'Die Passwortbefehle verwenden, die der Katalog „{{catalog}}“ nennt?',
    command: '{{username}} bei {{host}}: {{command}}',
    andMore_one: 'und {{count, number}} weiterer',
    andMore_other: 'und {{count, number}} weitere',
    detail_one:
      '{{commands}}\n\nEr läuft mit Ihren Rechten und darf alles, was Sie dürfen, sobald seine Anmeldung ein Passwort braucht. Stimmen Sie nur zu, wenn Sie dem Herausgeber dieses Katalogs vertrauen.',
    detail_other:
      '{{commands}}\n\nJeder läuft mit Ihren Rechten und darf alles, was Sie dürfen, sobald seine Anmeldung ein Passwort braucht. Stimmen Sie nur zu, wenn Sie dem Herausgeber dieses Katalogs vertrauen.',
    confirm_one: 'Verwenden',
    confirm_other: 'Alle verwenden',
  },
  linkCopy: {
    title: 'Ein Link möchte ein Token kopieren',
    message: 'Den Header von „{{name}}“ (Konto {{account}}) in die Zwischenablage kopieren?',
    detail:
      'Ein tokendesk://-Link hat darum gebeten. Links können aus jeder Seite oder Nachricht stammen: Stimmen Sie nur zu, wenn Sie gerade selbst einen angeklickt haben, um diesen Header zu kopieren.',
    confirm: 'Header kopieren',
  },
  cliApproval: {
    title: 'Zugriff über die Kommandozeile',
    message: '`token-desk` den Zugriff erlauben?',
    detail:
      '{{client}} bittet um {{what}}.\n\nClient {{id}}\n\nFreigaben für 8 Stunden oder auf Dauer stehen unter Einstellungen → Kommandozeile, wo Sie sie widerrufen können.',
    what: {
      list: 'die Liste der Profile',
      verifyAll: 'eine Prüfung der Tokens aller Profile',
      verifyOne: 'eine Prüfung des Tokens von „{{name}}“',
      verifyMany_one: 'eine Prüfung der Tokens von {{count, number}} Profil',
      verifyMany_other: 'eine Prüfung der Tokens von {{count, number}} Profilen',
      token: 'ein Token für „{{name}}“',
      watch: 'Tokens für „{{name}}“, frisch gehalten, solange ein Befehl läuft',
    },
    once: 'Einmal erlauben',
    hours: 'Für 8 Stunden erlauben',
    always: 'Immer erlauben',
    deny: 'Ablehnen',
  },
  browser: {
    title: 'Im Browser öffnen',
    message: 'Ihr Computer hat den Browser nicht geöffnet.',
    detail:
      '{{url}}\n\nKopieren Sie die Adresse, um sie selbst in einem Browser zu öffnen. ({{reason}})',
    copy: 'Adresse kopieren',
    close: 'Schließen',
  },
  touchId: {
    reveal: 'das Token von „{{name}}“ anzuzeigen',
    alwaysAllow: '{{client}} dauerhaft die Nutzung von Token Desk zu erlauben',
    unlock: 'Token Desk zu entsperren',
  },
} satisfies Translation<typeof en>
