/**
 * The tray (menu bar) menu, its notifications and confirmations
 * (core/desktop): every word main shows around the window.
 */
export const desktop = {
  /** trayMenu.ts */
  tray: {
    locked: 'Token Desk is locked',
    open: 'Open Token Desk',
    quit: 'Quit Token Desk',
    renewAll: 'Renew all',
    favourites: 'Favourites — choose to copy the header',
    soonest: 'Expiring soonest',
    moreFavourites_one: '{{count, number}} more in the window',
    moreFavourites_other: '{{count, number}} more in the window',
    renew: 'Renew “{{name}}”',
    /** A profile and the state a glance needs. */
    profile: {
      renewing: '{{name}} — renewing',
      otherAccount: '{{name}} — token for account {{account}}',
      none: '{{name}} — no token',
      expired: '{{name}} — expired',
      rejected: '{{name}} — refused by the service',
      left: '{{name}} — {{duration}} left',
    },
    /** What choosing the entry does, when it does not copy. */
    thenOpen: '{{label}} · Open',
    thenGetToken: '{{label}} · Get token',
  },
  /** expiryNotice.ts */
  expiry: {
    oneTitle: '“{{name}}”: token expires in {{duration}}',
    oneBody: 'Click to open it with Renew ready, or renew it from the tray menu.',
    manyTitle_one: '{{count, number}} token expires within {{duration}}',
    manyTitle_other: '{{count, number}} tokens expire within {{duration}}',
    manyBody: 'The first: “{{name}}” in {{duration}}. Renew all from the tray menu or the window.',
    renew: 'Renew',
  },
  /** What desktopService.ts says after a tray command. */
  said: {
    renewAll: 'Renew all',
    renewAllFailed: 'Renew all did not run',
    notCopied: 'The header was not copied',
    copied: 'Copied',
    copiedBody: 'The header of “{{name}}” is on the clipboard.',
    copiedBodyClears:
      'The header of “{{name}}” is on the clipboard. It is cleared from the clipboard in {{seconds, number}} s.',
    renewed: 'Renewed',
    renewedBody: '“{{name}}” has a new token.',
    noToken: '“{{name}}”: no token',
    noNewToken: '“{{name}}”: no new token',
    /** A profile gone from the list while its token was fetched. */
    theProfile: 'the profile',
    /** A notification's button after a refused password (401). */
    enterNewPassword: 'Enter the new password',
    /** The window was closed; the app runs on in the tray (Linux, Windows). */
    keptRunning: 'Token Desk is still running',
    keptRunningBody:
      'It keeps tokens fresh and serves token-desk commands. Open it from the tray icon or start it again; quit it from the tray menu.',
  },
  /**
   * "1 h 20 min": how long, in the tray and the notifications (the command
   * line keeps shared/time/countdown's formatDuration). Whole numbers, never
   * grouped, as that one writes them.
   */
  duration: {
    seconds: '{{s, number(useGrouping: false)}} s',
    minutes: '{{m, number(useGrouping: false)}} min',
    hours: '{{h, number(useGrouping: false)}} h',
    hoursMinutes: '{{h, number(useGrouping: false)}} h {{m, number(useGrouping: false)}} min',
  },
}
