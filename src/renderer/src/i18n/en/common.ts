/** Words every part of the window uses, and the units of durations and counts. */
export const common = {
  cancel: 'Cancel',
  close: 'Close',
  save: 'Save',
  /** The Control key as the keyboard labels it, in a shortcut shown ("Ctrl+K"; German "Strg+K"). */
  ctrlKey: 'Ctrl',
  /** A duration, as a countdown or a setting shows it. */
  duration: {
    seconds: '{{s}} s',
    minutes: '{{m}} min',
    hours: '{{h}} h',
    hoursMinutes: '{{h}} h {{m}} min',
  },
  clipboard: {
    notCleared: 'The clipboard is not cleared automatically.',
    clearedIn: 'The clipboard will be cleared in {{wait}}.',
  },
  profileCount_one: '{{count, number}} profile',
  profileCount_other: '{{count, number}} profiles',
  language: {
    heading: 'Language',
    system: 'Same as the system ({{language}})',
    note: 'The command line and the logs stay in English.',
  },
}
