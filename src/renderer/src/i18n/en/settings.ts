/** Settings, each section. */
export const settings = {
  form: {
    title: 'Settings',
    intro: 'These apply to every profile. Each section is saved with its own button.',
    close: 'Close settings',
    loadFailed: 'The saved settings could not be read, so the defaults are shown. {{message}}',
  },
  /** A section's Save button and the note after it (SectionSave). */
  save: {
    saving: 'Saving…',
    saved: 'Saved.',
    network: 'Save network settings',
    networkSaved: 'Saved. The next request uses them.',
  },
  /**
   * What leaving a section with changes would lose, listed in the leave
   * question: “Your changes to {{list}} are not saved.” (German: „Ihre
   * Änderungen an {{list}} …“, so these are dative there).
   */
  unsaved: {
    general: 'the general settings',
    theme: 'the theme',
    language: 'the language',
    spreadsheets: 'the separator of spreadsheet files',
    notifications: 'the notification setting',
    startup: 'the start-up settings',
    shortcut: 'the quick switcher shortcut',
    keyboard: 'the keyboard setting',
    network: 'the network settings',
    vault: 'the vault for password commands',
    cli: 'the command line setting',
  },
  general: {
    heading: 'General',
    /** A number field's label: its title (messages:fields.setting.*) and the unit it is typed in. */
    labelWithUnit: '{{title}} ({{unit}})',
    unit: { seconds: 'seconds', minutes: 'minutes' },
    /** What a number field takes, from its rule (a sentence in the hint). */
    range: {
      unit: 'A whole number of {{unit}} from {{min, number}} to {{max, number}}',
      count: 'A whole number from {{min, number}} to {{max, number}}',
    },
    /** A number the field refuses: what it takes instead. */
    invalid: {
      unit: '{{title}} must be a whole number of {{unit}} from {{min, number}} to {{max, number}}',
      count: '{{title}} must be a whole number from {{min, number}} to {{max, number}}',
      unitOrZero:
        '{{title}} must be a whole number of {{unit}} from {{min, number}} to {{max, number}}, or 0 to {{zero}}',
      countOrZero:
        '{{title}} must be a whole number from {{min, number}} to {{max, number}}, or 0 to {{zero}}',
    },
    /** What 0 does, where it does something: “…, or 0 to {{zero}}”. */
    zero: { clipboardClearMs: 'never clear it', lockAfterIdleMs: 'never lock' },
    hint: {
      requestTimeoutMs: 'How long to wait for the token endpoint before giving up. {{range}}.',
      warningMs:
        'A token this close to expiry shows as “{{expiring}}” and is renewed by Renew all. {{range}}.',
      renewConcurrency: 'How many token requests Renew all and auto-renew send at once. {{range}}.',
      autoRenewLeadMs:
        'Profiles set to renew automatically do so this long before expiry. {{range}}.',
      clipboardClearMs:
        'A copied token is wiped from the clipboard after this long, unless you copied something else since. {{range}}; 0 leaves it until the screen locks, the computer sleeps or Token Desk quits.',
      lockAfterIdleMs:
        'After this long without keyboard or mouse, Token Desk clears its clipboard copy, forgets passwords kept only for this session and hides behind a lock screen. {{range}}; 0 never locks. Sleep always clears, and so does a screen lock wherever the system reports it (on Linux, over D-Bus: Copy diagnostics says whether it does).',
    },
    needsLook: 'Some settings need a look.',
    retryLabel: 'Retry a test request once after 401',
    retryHint:
      'When a test request gets 401 although the token had time left, and a password is kept: renew the token and send the request once more (never twice, never for a request that names another account). The response view says so.',
    save: 'Save general settings',
  },
  appearance: {
    heading: 'Appearance',
    theme: 'Theme',
    themes: { system: 'Same as the system', light: 'Light', dark: 'Dark' },
    save: 'Save appearance',
  },
  language: {
    save: 'Save language',
  },
  keyboard: {
    heading: 'Keyboard',
    letters: 'Letter keys act on the profile shown: R renews its token, C copies its header',
    lettersHint:
      'Only while focus is on the profile or its list, never in a field. Turn off for speech input, where a spoken word can arrive as letters. {{palette}} and {{search}} stay.',
    save: 'Save keyboard setting',
  },
  spreadsheets: {
    heading: 'Spreadsheet files',
    legend: 'Separate the cells of CSV files with',
    comma: 'Commas (,): most spreadsheets and scripts',
    semicolon: 'Semicolons (;): Excel where the comma is the decimal mark (German, French…)',
    note: 'For profile and activity exports and verify reports. Import reads either.',
    save: 'Save separator',
  },
  notifications: {
    heading: 'Notifications',
    label:
      'Tell me 15 minutes before a favourite or recently used profile’s token expires (one notification for all of them)',
    save: 'Save notifications',
  },
  startup: {
    heading: 'Start-up',
    loginLabel: 'Open at login (hidden in the tray)',
    loginHint:
      'Token Desk starts with your session, with its window closed: scripts find it running. Open it from the tray.',
    freshLabel: 'Keep favourites’ tokens fresh',
    freshHint:
      'At start and after sleep, renew the favourites’ tokens that are due, by auto-renew’s rules (its lead time; it stops at a refused password).',
    save: 'Save start-up settings',
    held: {
      'needs-approval':
        'macOS waits for your approval: allow Token Desk in System Settings › General › Login Items, or it will not open at login.',
      'not-found':
        'macOS cannot find Token Desk to open it at login: move it to the Applications folder, then save this again.',
      'turned-off-in-startup-apps':
        'Windows has Token Desk turned off in Startup apps: turn it on there (Settings › Apps › Startup), or it will not open at login.',
    },
  },
  shortcut: {
    heading: 'Quick switcher shortcut',
    onLabel: 'Open the quick switcher from any app',
    onHint:
      'Off by default: a global shortcut takes its keys away from every other app. Ctrl+K (⌘K) works inside this window either way.',
    field: 'Shortcut',
    typedHint:
      'Modifiers and a key joined by +, e.g. {{example}} (CommandOrControl is Ctrl, or ⌘ on macOS).',
    recordHint:
      'Click or focus the field, then press the keys together, e.g. Ctrl+Alt+K (⌘⌥K on a Mac).',
    recordInstead: 'Record keys instead',
    typeInstead: 'Type it instead',
    notSaved: 'Not saved.',
    save: 'Save shortcut',
    status: {
      registered: 'Works in every app: press {{keys}}.',
      taken: 'Another app already uses {{keys}}: choose other keys.',
      unavailable: 'Not available here: there is no desktop around this window.',
      /** Wayland: {{keys}} as the platform writes them; <code> the command a desktop shortcut runs. */
      unconfirmed:
        'Cannot be confirmed on Wayland: your desktop decides whether {{keys}} reaches Token Desk, and does not tell the app (GNOME asks you the first time, and may refuse without a word). If pressing it does nothing, add a custom shortcut in your desktop’s keyboard settings (GNOME: Settings › Keyboard › Keyboard Shortcuts › Custom Shortcuts; KDE: System Settings › Shortcuts) that runs <code>{{command}}</code> — it brings Token Desk to the front, where Ctrl+K opens the quick switcher.',
    },
    /** Keys the recorder cannot name (the rest are shared/model/shortcut.ts’s, in messages:fields). */
    problem: {
      unnamed:
        'A shortcut cannot use “{{key}}” here: Electron has no name for that key. Use a letter, a digit, F1–F24 or a key such as Space.',
    },
  },
  recorder: {
    recording: 'Recording: press the keys. Enter or Escape stops, Backspace clears.',
    empty: 'No keys yet: press Enter to record them.',
    again: 'Press Enter to record other keys.',
    pressKeys: 'Press the keys…',
    none: 'None',
    /** The keys recorded, before the note: “Ctrl+Alt+K. Press Enter to record other keys.” */
    keys: '{{keys}}. ',
  },
  network: {
    heading: 'Network',
    proxy: 'Proxy',
    systemProxy: {
      chromium:
        'Asked from the operating system for each address, PAC scripts included. Local addresses never use a proxy.',
      environment:
        'Read from HTTPS_PROXY, HTTP_PROXY and NO_PROXY (this is not the desktop app). Local addresses never use a proxy.',
    },
    urlLabel: 'Proxy address',
    urlPlaceholder: 'http://proxy.example.com:8080',
    urlHint: 'http://host:port — https requests go through it in a tunnel.',
    bypassLabel: 'Do not use the proxy for',
    bypassHint: 'Hosts, .domains, addresses or <local>, separated by commas.',
    userLabel: 'Proxy user name',
    userHint: 'Only if the proxy asks (407). Leave empty otherwise.',
    passwordLabel: 'Proxy password',
    forgetPassword: 'Forget proxy password',
    passwordProxyLabel: 'Proxy the password is for',
    passwordProxyPlaceholder: 'proxy.example.com:8080',
    passwordProxyHint:
      "host:port, as the 407 message names it. The password is sent to this proxy only: if the system's settings name another one, it is not sent there.",
    caLabel: 'Extra CA certificates (PEM files)',
    caPlaceholder: '/etc/ssl/company-root-ca.pem',
    caHint: {
      system:
        "One full path per line, trusted for every profile on top of the operating system's certificates. Ask your IT team for the company CA if TLS errors name an unknown CA.",
      bundled:
        "One full path per line, trusted for every profile on top of Node's bundled certificates. Ask your IT team for the company CA if TLS errors name an unknown CA.",
    },
    /** The kept proxy password, as the password field describes it (lib/proxyPasswordNote.ts). */
    password: {
      none: 'Kept in the secret store, never in the profiles file. Sent only to the proxy it is typed for, once that proxy asks (407).',
      unbound:
        'A password saved by an earlier version is kept, but it belongs to no proxy, so it is never sent.',
      unboundWarning: 'Type the proxy password again: it will belong to the proxy it is typed for.',
      otherProxy: 'The saved password belongs to the proxy {{proxy}}.',
      otherProxyWarning:
        'The saved password belongs to {{proxy}}, not to {{chosen}}: it is not sent to {{chosen}}. Type it again to use it with {{chosen}}.',
      keptSystem:
        "A password is kept for the proxy {{proxy}}. It goes to that proxy only, once it asks; if the system's settings name another proxy, it is not sent there. Type a new one to replace it.",
      keptManual:
        'A password is kept for the proxy {{proxy}}, sent to it only once it asks. Type a new one to replace it.',
    },
  },
  passwords: {
    heading: 'Passwords',
    vaultLabel: 'Vault for password commands',
    vaultHint:
      'What {vault} stands for in a password command, e.g. Support for op://{vault}/Acme/password. Empty: a command that uses {vault} fails and says so.',
    save: 'Save vault',
    saved: 'Saved. The next command run uses it.',
  },
  unlock: {
    heading: 'Unlock passphrase',
    label: 'Ask for a passphrase to unlock Token Desk',
    hint: 'Off by default. When it is on, unlocking the window, Reveal token, and “Always allow” for a command-line client ask for this passphrase (or Touch ID, on a Mac that has it). Wrong tries wait longer each time.',
    hintTouchId:
      'Off by default. When it is on, unlocking the window, Reveal token, and “Always allow” for a command-line client ask for this passphrase (or Touch ID, on a Mac that has it). Wrong tries wait longer each time. This Mac offers Touch ID.',
    notProtectedTitle: 'What it does not protect:',
    /** What the passphrase does not protect (docs/security.md, “The unlock requirement”). */
    notProtected: {
      encrypts:
        'It encrypts nothing: software running as you can still read the app’s memory and files, and can remove the passphrase.',
      clipboard:
        'A header or token already on the clipboard stays there until the app clears it or something else is copied.',
      approved:
        'Command-line clients you already approved keep their access while the window is unlocked: revoke them under Command line.',
      alwaysAllow:
        'Without Touch ID, “Always allow” in the command line’s prompt gives 8 hours (that prompt cannot take a passphrase); make it standing under Command line, with the passphrase.',
    },
    tooShort: 'The passphrase needs at least {{min, number}} characters.',
    notSame: 'The two passphrases are not the same.',
    enterCurrent: 'Enter the current passphrase.',
    isOn: 'The unlock passphrase is on.',
    isChanged: 'The unlock passphrase is changed.',
    isOff: 'The unlock passphrase is off.',
    current: 'Current passphrase',
    next: 'Passphrase',
    newPassphrase: 'New passphrase',
    repeat: 'Repeat it',
    turnOn: 'Turn on',
    turnOff: 'Turn off',
    change: 'Change passphrase',
    changeOpen: 'Change passphrase…',
  },
  /** The unlock passphrase asked in place (PassphraseProof). */
  proof: {
    empty: 'Enter the unlock passphrase.',
    touchId: 'Use Touch ID',
  },
  cli: {
    heading: 'Command line',
    label: 'Allow the token-desk command line',
    hint: "Scripts and terminals get tokens with token-desk header, token, env and exec. Each new client is approved once in this window; every token handed out shows in the profile's activity.",
    save: 'Save command line setting',
    listening: 'Listening at <code>{{path}}</code>',
    unreachable: 'The command line cannot reach the app: {{message}} ({{path}})',
    unavailable: 'This build does not serve the command line.',
    clients: 'Approved clients',
    noClients: 'None. “Allow once” approves a single command and is not listed here.',
    column: { client: 'Client', allowed: 'Allowed', lastUsed: 'Last used', action: 'Action' },
    always: 'Always',
    until: 'Until {{time}}',
    alwaysAllow: 'Always allow',
    alwaysAllowClient: 'Always allow {{name}}',
    revoke: 'Revoke',
    revokeClient: 'Revoke {{name}}',
    proofLabel: 'Unlock passphrase to always allow {{name}}',
  },
  updates: {
    heading: 'Updates',
    version: 'Version {{version}}',
    unavailable: {
      'development-build': 'Not an installed build',
      'no-feed': 'No update feed in this build',
      'unsupported-install': 'This copy cannot update itself',
    },
    progress: 'Download progress',
    starting: 'Starting',
    percent: '{{percent}}%',
    upToDate: 'Token Desk is up to date (version {{version}}).',
    available: 'Version {{version}} is available.',
    downloading: 'Downloading…',
    downloadingPercent: 'Downloading… {{percent}}%',
    ready: 'Version {{version}} is ready to install.',
    readyNote: 'Restart Token Desk to update now; otherwise it installs when you quit.',
    failed: 'The update check failed',
    restarting: 'Restarting…',
    restart: 'Restart to update',
    checking: 'Checking…',
    tryAgain: 'Try again',
    check: 'Check for updates',
    checkingLong: 'Checking for updates…',
    idle: 'Token Desk checks for a newer version only when you ask.',
  },
  diagnostics: {
    heading: 'Troubleshooting',
    intro:
      'Copies the app and system versions, how secrets are protected, counts of profiles, tokens and requests, these settings and the recent log. Passwords, tokens, header values and profile details are left out.',
    copy: 'Copy diagnostics',
    copied:
      'Copied to the clipboard, ready for a bug report. No passwords, tokens or header values are included.',
    failed: 'Nothing was copied: {{message}}',
  },
}
