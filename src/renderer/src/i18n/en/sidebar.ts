import { englishKeyrings } from '../../../../shared/model/keyring'

/** The sidebar, the quick switcher, the app frame, banners, notices and the lock screen. */
export const sidebar = {
  /** The product's name, the same in every language. */
  appName: 'Token Desk',
  /** The sidebar (components/ProfileList.tsx). */
  list: {
    label: 'Profiles',
    board: 'Board',
    renewAll: 'Renew all',
    verifyAll: 'Verify all',
    verifyAllHint: "Check every profile's token with its saved request; results on the Board",
    newProfile: 'New profile',
    search: 'Search profiles',
    searchHint: 'Name, account, user, host or #tag; also {{qualifiers}}',
    searchPlaceholder: 'Name, account, user, #tag',
    sortBy: 'Sort by',
    compact: 'Compact',
    shown_one: '{{shown, number}} of {{count, number}} profile',
    shown_other: '{{shown, number}} of {{count, number}} profiles',
    loading: 'Loading profiles…',
    none: 'No profiles yet.',
    emptyView: 'No profile is in “{{view}}” now.',
    noMatch: 'No profile matches “{{query}}”.',
    noMatchInView: 'No profile in “{{view}}” matches “{{query}}”.',
  },
  /** What the search field could not use (shared/search/qualifiers.ts), under the field. */
  query: {
    notAState: '“is:{{value}}” is not a state: use {{qualifiers}}',
    negated:
      '“{{word}}” is not searched: a qualifier cannot be negated. Use “{{without}}”, or a status view.',
    cut: 'Only the first {{terms, number}} words ({{characters, number}} characters) are searched',
  },
  /** A row of the sidebar (components/ProfileListItem.tsx); the marks are read after the name. */
  item: {
    favourite: ', favourite',
    colour: ', {{colour}}',
    colours: {
      none: 'none',
      red: 'red',
      orange: 'orange',
      yellow: 'yellow',
      green: 'green',
      teal: 'teal',
      blue: 'blue',
      purple: 'purple',
      pink: 'pink',
      grey: 'grey',
    },
    retiredFrom: 'Retired from {{source}}',
    mixedLogin: 'Shared across accounts',
  },
  /** The status views above the list (components/StatusViews.tsx). */
  statusViews: {
    label: 'Show',
  },
  splitter: {
    label: 'Resize the profile list',
    hint: 'Drag or use the arrow keys to resize; double-click for the default width',
  },
  /** The quick switcher (components/QuickSwitcher.tsx, lib/paletteEntries.ts, hooks/usePalette.ts). */
  palette: {
    title: 'Quick switcher',
    actionsFor: 'Actions for {{name}}',
    find: 'Find a profile or a command',
    findAction: 'Find an action',
    placeholder: 'Profile or command…',
    placeholderAction: 'Action…',
    results: 'Results',
    command: 'Command',
    nothing: 'Nothing matches “{{query}}”.',
    loading: 'The profiles are still loading: Enter opens the best match once they are in.',
    moreProfiles_one: '{{count, number}} more profile: type to find one.',
    moreProfiles_other: '{{count, number}} more profiles: type to find one.',
    moreMatches_one: '{{count, number}} more profile matches: type more to narrow.',
    moreMatches_other: '{{count, number}} more profiles match: type more to narrow.',
    keysFind: '↑↓ move · Enter open · → actions · Esc close',
    keysAct: '↑↓ move · Enter run · ← back · Esc back',
    commands: {
      'renew-all': 'Renew all',
      'verify-all': 'Verify all',
      board: 'Board',
      'new-profile': 'New profile',
      settings: 'Settings',
    },
    actions: {
      open: 'Open',
      getToken: 'Get a new token',
      copy: {
        header: 'Copy authorization header',
        curl: 'Copy curl command',
        token: 'Copy token only',
      },
    },
    noRequestToCopy: 'Nothing copied: save a request under Test requests to copy it as a command.',
    noTokenToCopy: 'Nothing copied: “{{name}}” has no token yet. Choose Get a new token first.',
  },
  /** First run (components/EmptyState.tsx). */
  empty: {
    title: 'Your vendor API tokens, at hand',
    lead: 'Token Desk keeps one profile per account and portal login, gets its 24-hour API token and shows how long the token has left. It copies a ready-made <code>Authorization</code> header or curl command, and checks whether a login works and why not.',
    newProfile: 'New profile',
    import: 'Import',
    sandbox: 'Try the local sandbox',
    sandboxStarting: 'Starting…',
    note: 'Import takes a Token Desk export or a CSV file. The sandbox is a fake service on this computer, with demo profiles that work and fail the way the real one does.',
    sandboxFailed: 'The local sandbox did not start. {{message}}',
    stepsTitle: 'What a real profile needs',
    step1:
      'In the customer portal, create a login for the account with <strong>Access: API</strong>. The portal e-mails its password.',
    step2: "Add a profile with that login's Username (not the e-mail address) and password.",
    step3: 'Get a token, then copy the header into your tool.',
  },
  /** The foot of the sidebar (components/AppFooter.tsx). */
  footer: {
    import: 'Import',
    settings: 'Settings',
    lock: 'Lock',
    version: 'Token Desk {{version}}',
    harness: 'browser harness',
  },
  /** The main pane with nothing else to show (components/MainPane.tsx). */
  pane: {
    loading: 'Loading profiles…',
    select: 'Select a profile in the list.',
    tryAgain: 'Try again',
  },
  /** A part of the window that failed to render (components/ErrorBoundary.tsx). */
  failure: {
    panelTitle: 'This panel hit a problem.',
    panelDetail:
      'The rest of the app still works. Try again, or copy the details for a bug report.',
    tryAgain: 'Try again',
    windowTitle: 'Token Desk hit a problem it could not recover from.',
    windowDetail:
      'Nothing was lost: your profiles and secrets are kept by the app, not by this window. Reload the window, or copy the details for a bug report.',
    reload: 'Reload',
    copyDetails: 'Copy details',
  },
  /** A token's state and time left (StateBadge, Countdown, LifetimeBar). */
  state: {
    failed: 'Failed',
    getting: 'Getting token…',
    wrongAccount: 'Wrong account: {{account}}',
    timeLeft: 'Time left',
    lifetimeLeft: 'Lifetime left',
    lifetimeText: '{{percent, number}} % of 24 h left',
  },
  /** A host where many profiles fail the same way (components/OutageBanner.tsx). */
  outage: {
    label: 'Outage at {{origin}}',
    failing_one:
      '<strong>The {{portal}} at {{origin}} is failing for {{count, number}} profile since {{since}}</strong> ({{way}}): likely the service, not your credentials.',
    failing_other:
      '<strong>The {{portal}} at {{origin}} is failing for {{count, number}} profiles since {{since}}</strong> ({{way}}): likely the service, not your credentials.',
    retryAt: 'Auto-renew waits for this host and tries one profile at {{time}}.',
    retryAll: 'Retry all on this host',
    /** The portal as the sentence names it. */
    portal: {
      customer: 'customer portal',
      alternate: 'alternate portal',
      'api-host': 'api host (sms variant)',
    },
    way: {
      timeout: 'no answer in time',
      unreachable: 'no connection',
      'server-error': 'server errors',
      'rate-limited': 'too many requests',
      html: 'an HTML page instead of a token',
      tls: 'a failing secure connection (TLS)',
    },
  },
  /** Stored passwords not protected by the OS keyring (components/ProtectionBanner.tsx). */
  protection: {
    label: 'Secret storage',
    title: {
      weak: 'Weak password protection',
      'test-only': 'Test storage',
      unavailable: 'Passwords cannot be stored',
    },
    consequence: {
      weak: 'Passwords are therefore kept in memory only, and asked for again after you quit, unless you choose to keep them on disk anyway. Tokens (valid 24 h) are still kept on disk.',
      unavailable:
        'Nothing secret is stored on disk: passwords and tokens are kept in memory until you quit, and asked for or fetched again after that.',
    },
    keepOnDisk: 'Keep passwords on disk anyway',
    keepOnDiskHint:
      'Anyone who can read your files could then recover them. Turning it off again applies to passwords entered from then on.',
    notChanged: 'Not changed: {{message}}',
    /** As main's adapter says it in English (its description, for the logs). */
    reason: {
      publishedKey:
        'Test harness: secrets are encrypted with a fixed key published in the source. Use test credentials only.',
      testOnly:
        'Test harness, playing {{keyring}}: secrets are encrypted with keys published in the source. Use test credentials only.',
      noKeyring:
        'No keyring answered (no Secret Service is running, and this desktop is not one Electron recognises), so secrets are encrypted with a fixed key built into Electron, which protects little. Install or start a keyring (GNOME Keyring, KWallet or another Secret Service), then restart Token Desk.',
      keyringLocked:
        '{{keyring}} did not give Token Desk its key (it is locked, or not running), so secrets are encrypted with a fixed key built into Electron, which protects little. Unlock your keyring, then restart Token Desk.',
      unavailable: {
        darwin:
          'The macOS Keychain did not give Token Desk its key (it is locked, or access was denied), so passwords and tokens cannot be stored on disk this session: they are kept in memory until you quit. Unlock the Keychain and allow Token Desk to use it, then restart Token Desk.',
        win32:
          'Windows (DPAPI) could not unprotect Token Desk’s key, so passwords and tokens cannot be stored on disk this session: they are kept in memory until you quit. Sign in to Windows with the account that started Token Desk before, then restart Token Desk.',
        other:
          'The operating system gave Token Desk no encryption key, so passwords and tokens cannot be stored on disk this session: they are kept in memory until you quit. Unlock your keyring, then restart Token Desk.',
      },
    },
  },
  /** Under the lock settings (components/ScreenLockNotice.tsx). */
  screenLock:
    'This desktop does not tell Token Desk when the screen locks ({{reason}}), so locking the screen clears nothing here. Lock after idle, Lock in the sidebar, sleep and the clipboard delay still do.',
  /** components/LockScreen.tsx */
  lock: {
    title: 'Token Desk is locked',
    since:
      'Locked at {{since}} because {{reason}}. The clipboard copy and passwords kept only for this session were cleared.',
    passphrase: 'Unlock passphrase',
    enterPassphrase: 'Enter the unlock passphrase.',
    unlock: 'Unlock',
    touchId: 'Use Touch ID',
    forgotten: 'Forgot the passphrase?',
    forgottenHelp:
      'The passphrase guards this window; your data is not encrypted with it. To remove it, quit Token Desk and delete the "unlockPassphrase" entry from profiles.json in the data folder. Anyone who can change your files can do the same, which is why it guards against someone at your unlocked computer, not against software running as you.',
  },
  /** What main found at start-up (components/StartupNotices.tsx). */
  notices: {
    title: 'At start-up',
    hide: 'Hide notice',
    profilesRecovered:
      'profiles.json could not be read ({{reason}}). It was moved to <code>{{movedTo}}</code> and Token Desk started empty. Nothing was deleted.',
    secretsRecovered:
      'Stored passwords could not be read ({{reason}}). The file was moved to <code>{{movedTo}}</code>, so enter them again when asked. Nothing was deleted.',
    upgraded:
      "Your data was converted to this version's faster storage (tokens, activity and history no longer rewrite the whole file). The files from before were kept: <files></files>.",
    damaged_one:
      '{{count, number}} entry of <code>{{file}}</code> could not be read and was skipped; everything else was read.',
    damaged_other:
      '{{count, number}} entries of <code>{{file}}</code> could not be read and were skipped; everything else was read.',
    damagedCopy: 'The file as it was is kept at <code>{{copy}}</code>.',
    damagedLost:
      'A token or a stored password whose entry was lost shows as missing: get the token again, or enter the password when the profile asks for it.',
    stateMissing_one:
      '<code>{{file}}</code>, where tokens and stored passwords are kept, was missing, so your profile starts without its token and stored password. The profiles themselves were read. If you have a backup of that file, quit Token Desk and put it back; otherwise get tokens and enter passwords again.',
    stateMissing_other:
      '<code>{{file}}</code>, where tokens and stored passwords are kept, was missing, so your {{count, number}} profiles start without their tokens and stored passwords. The profiles themselves were read. If you have a backup of that file, quit Token Desk and put it back; otherwise get tokens and enter passwords again.',
    stateEmpty_one:
      '<code>{{file}}</code>, where tokens and stored passwords are kept, was empty, so your profile starts without its token and stored password. The profiles themselves were read. If you have a backup of that file, quit Token Desk and put it back; otherwise get tokens and enter passwords again.',
    stateEmpty_other:
      '<code>{{file}}</code>, where tokens and stored passwords are kept, was empty, so your {{count, number}} profiles start without their tokens and stored passwords. The profiles themselves were read. If you have a backup of that file, quit Token Desk and put it back; otherwise get tokens and enter passwords again.',
    profilesMissing:
      '<code>{{file}}</code> was missing, so no profile was read, but {{secrets}} of earlier profiles are still kept. If you have a copy of that file, quit Token Desk and put it back: the profiles return with them. Nothing was deleted.',
    tablesSetAside_one:
      '<code>{{file}}</code> had a table of the wrong type: {{reasons}}. It starts empty, with its defaults; everything else, your profiles included, was read. The file as it was is kept at <code>{{copy}}</code>: to get it back, correct it there and put that file in place of the other while Token Desk is closed. Nothing was deleted.',
    tablesSetAside_other:
      '<code>{{file}}</code> had {{count, number}} tables of the wrong type: {{reasons}}. They start empty, with their defaults; everything else, your profiles included, was read. The file as it was is kept at <code>{{copy}}</code>: to get them back, correct them there and put that file in place of the other while Token Desk is closed. Nothing was deleted.',
    settingsReset_one:
      'A setting in the saved file had values this version cannot use, so it reads as the default: {{fields}}. Check them in Settings; saving there writes them again.',
    settingsReset_other:
      '{{count, number}} settings in the saved file had values this version cannot use, so they read as the default: {{fields}}. Check them in Settings; saving there writes them again.',
    quarantined_one:
      '{{count, number}} profile could not be read and was set aside, with their tokens, in <code>{{file}}</code> under “quarantine”: {{names}}. Create them again, or correct them in the file while Token Desk is closed.',
    quarantined_other:
      '{{count, number}} profiles could not be read and were set aside, with their tokens, in <code>{{file}}</code> under “quarantine”: {{names}}. Create them again, or correct them in the file while Token Desk is closed.',
    keyringChanged_one:
      '{{secrets}} was stored with {{before}}, whose key this session did not get ({{now}}), so it cannot be read now. If it is locked, unlock it and restart Token Desk; if it belongs to another login or computer, start Token Desk there; or enter it again. Nothing was deleted.',
    keyringChanged_other:
      '{{secrets}} were stored with {{before}}, whose key this session did not get ({{now}}), so they cannot be read now. If it is locked, unlock it and restart Token Desk; if it belongs to another login or computer, start Token Desk there; or enter them again. Nothing was deleted.',
    nothingEncrypts: 'nothing can encrypt this session',
    encryptsWith: 'it encrypts with {{keyring}} instead',
    passwordsShared:
      "Profiles with the same address and username now share one password. Where they had different ones, the most recently used profile's was kept: {{logins}}. If a replaced password was the right one, enter it again: it then serves all of them.",
    replaced: 'the one of “{{kept}}” replaced that of {{replaced}}',
    permissionsOpen:
      '<code>{{path}}</code> may be readable by other users of this computer (mode {{mode}}), and Token Desk could not change that ({{errno}}). Its owner can run <code>chmod go-rwx</code> on it.',
    /** Pieces of the sentences above: counts, names and lists. */
    savedPasswords_one: '{{count, number}} saved password',
    savedPasswords_other: '{{count, number}} saved passwords',
    tokens_one: '{{count, number}} token',
    tokens_other: '{{count, number}} tokens',
    savedTokens_one: '{{count, number}} saved token',
    savedTokens_other: '{{count, number}} saved tokens',
    both: '{{first}} and {{second}}',
    quoted: '“{{name}}”',
    quotedWithReason: '“{{name}}” ({{reason}})',
    andMore: '{{names}} and {{count, number}} more',
    /** Where the key that sealed a secret lives (shared/model/keyring.ts), as the sentences name it. */
    keyring: englishKeyrings,
  },
  /** The status line at the foot of the pane (components/StatusMessage.tsx, store/events.ts). */
  status: {
    hide: 'Hide message',
    storageRecovered:
      'Saved: the disk takes writes again, and the changes kept in memory are now in {{file}}.',
  },
}
