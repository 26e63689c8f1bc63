import type { Translation } from '../catalog'
import type { common as en } from '../en/common'

export const common = {
  cancel: 'Abbrechen',
  close: 'Schließen',
  save: 'Speichern',
  ctrlKey: 'Strg',
  duration: {
    seconds: '{{s}} s',
    minutes: '{{m}} min',
    hours: '{{h}} h',
    hoursMinutes: '{{h}} h {{m}} min',
  },
  clipboard: {
    notCleared: 'Die Zwischenablage wird nicht automatisch geleert.',
    clearedIn: 'Die Zwischenablage wird in {{wait}} geleert.',
  },
  profileCount_one: '{{count, number}} Profil',
  profileCount_other: '{{count, number}} Profile',
  language: {
    heading: 'Sprache',
    system: 'Wie das System ({{language}})',
    note: 'Die Kommandozeile und die Protokolle bleiben englisch.',
  },
} satisfies Translation<typeof en>
