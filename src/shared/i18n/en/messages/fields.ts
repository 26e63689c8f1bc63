/**
 * Messages main composes (and the shared checks word) for fields: see ../messages.ts.
 * A check names its field with a `label` (a nested message, `fields.label.*`);
 * a setting's message names it by its title (`fields.setting.*`).
 */
export const fields = {
  /** What a check calls its field: the subject of the sentences below. */
  label: {
    name: 'Name',
    accountId: 'Account ID',
    accountName: 'Account name',
    headerStyle: 'Header style',
    smsMethod: 'SMS method',
    colour: 'Colour',
    notes: 'Notes',
    username: 'Username',
    baseUrl: 'Base URL',
    apiHostUrl: 'API host URL',
    autoRenew: 'Auto-renew',
    favourite: 'Favourite',
    password: 'Password',
    tag: 'A tag',
    profileId: 'Profile id',
    clientId: 'Client id',
    /** The other ids of contract inputs (idSchema), for the files that check them. */
    sourceId: 'Source id',
    exchangeId: 'Exchange id',
    undoId: 'Undo id',
    requestId: 'Request id',
    runId: 'Run id',
    passphrase: 'The passphrase',
    shortcut: 'The shortcut',
    proxyAddress: 'The proxy address',
    proxyUsername: 'The proxy user name',
    keepPasswords: 'Keep passwords',
    retryOn401: 'Retry on 401',
    bypassEntry: 'A bypass entry',
    caFile: 'A CA file',
    pkcs12File: 'The PKCS#12 file',
    certFile: 'The certificate file',
    keyFile: 'The key file',
    eachArgument: 'Each argument',
    anArgument: 'An argument',
    keepInKeyring: 'Keep in the keyring',
    vault: 'The vault',
  },
  required: '{{label}} is required',
  notText: '{{label}} must be text',
  empty: '{{label}} cannot be empty',
  atMost: '{{label}} is at most {{max}} characters',
  noControls:
    '{{label}} cannot hold control characters (line breaks, tabs, escape codes or text-direction overrides)',
  noControlsShort: '{{label}} cannot hold control characters',
  /** shared/text/hiddenCharacters.ts: {{code}} U+200B, {{before}} the text before it. */
  hidden: {
    invisible: {
      after:
        '{{label}} holds a character you cannot see ({{code}}) after “{{before}}”, likely copied from a web page or an e-mail: delete it, as the service would receive it too',
      atStart:
        '{{label}} starts with a character you cannot see ({{code}}), likely copied from a web page or an e-mail: delete it, as the service would receive it too',
    },
    space: {
      after:
        '{{label}} holds a space of another kind ({{code}}, not a plain space) after “{{before}}”: type that space again, as the service compares it exactly',
      atStart:
        '{{label}} starts with a space of another kind ({{code}}, not a plain space): delete it, as the service compares it exactly',
    },
  },
  tagSeparator: 'A tag cannot hold “,”, “;” or “|”: they separate tags. Give each tag on its own.',
  yesOrNo: '{{label}} must be yes or no',
  onOrOff: '{{label}} must be on or off',
  trueOrFalse: '{{label}} must be true or false',
  /** A fixed list of values, {{values}} given as the file spells them. */
  oneOf: '{{label}} must be one of {{values}}',
  tagsNotList: 'Tags must be a list of texts, e.g. ["prod", "eu"]',
  notValidId: '{{label}} is not a valid id',
  /** shared/model/baseUrl.ts: a portal's or API host's address. */
  baseUrl: {
    empty: 'Enter the base URL, e.g. https://portal.example.com',
    notUrl: 'Not a URL: start with https:// followed by the host name',
    port: 'Port {{port}} does not exist: ports go from 1 to 65535',
    /** {{scheme}}: the one given, with its colon ("ftp:"). */
    scheme: 'Use http:// or https://, not {{scheme}}//',
    credentials: 'Remove the user name and password from the URL',
    query: 'Remove the query (?…)',
    fragment: 'Remove the fragment (#…)',
    restPath:
      'Give the scheme and host only (and a path prefix, if any): the app adds /_rest/v4/… itself',
  },
  portal: 'Choose a portal',
  tagsTooMany: 'At most {{max}} tags',
  notesTooLong: 'Notes are at most 2000 characters',
  notesControls: 'Notes cannot hold control characters other than line breaks and tabs',
  /** shared/model/network.ts: a manual proxy's address. */
  proxy: {
    empty: 'Enter the proxy address, e.g. http://proxy.example.com:8080',
    notAddress: '“{{text}}” is not a proxy address. Use http://host:port',
    /** {{scheme}}: the one given, without its colon ("https"). */
    notHttp:
      'Only HTTP proxies are supported ({{scheme}} was given); https requests go through them in a CONNECT tunnel.',
    credentials: 'Put the proxy user name and password in their own fields, not in the address.',
    path: 'A proxy address is only http://host:port, without a path.',
    invalid: 'Invalid proxy address',
    manualNeedsAddress:
      'Enter the proxy address for a manual proxy, e.g. http://proxy.example.com:8080',
  },
  /** A certificate or CA file's path; {{input}}: what was typed, cut short. */
  file: {
    notPath: '{{label}} must be a file path',
    empty: '{{label}} is empty: choose a file',
    notFull: '{{label}} must be a full path (starting with / or a drive letter), not “{{input}}”',
  },
  caFilesTooMany: 'At most 20 CA files',
  /** {{input}}: what was typed, cut short. */
  bypassShape: 'A bypass entry is a host, *.domain, an address or <local>, not “{{input}}”',
  bypassTooMany: 'At most 100 bypass entries',
  clientCert: 'Choose no client certificate, a PKCS#12 file or a PEM pair',
  pin: 'A SHA-256 fingerprint is 64 hex digits (32 pairs such as AB:CD:…)',
  /** Each setting's title, where a message names it (shared/model/settings.ts settingTitles). */
  setting: {
    requestTimeoutMs: 'Request time-out',
    warningMs: 'Warning window',
    renewConcurrency: 'Parallel renewals',
    autoRenewLeadMs: 'Auto-renew lead time',
    keepPasswordsInWeakStorage: 'Keep passwords without a keyring',
    clipboardClearMs: 'Clear clipboard after',
    cliAccess: 'Command line access',
    lockAfterIdleMs: 'Lock after idle',
    expiryNotifications: 'Expiry notifications',
    proxyMode: 'Proxy',
    proxyUrl: 'Proxy address',
    proxyBypass: 'Proxy bypass list',
    proxyUsername: 'Proxy user name',
    extraCaFiles: 'Extra CA certificates',
    retryOn401: 'Retry a test request after 401',
    globalShortcut: 'Quick switcher shortcut',
    openAtLogin: 'Open at login',
    keepFavouritesFresh: "Keep favourites' tokens fresh",
    passwordCommandVault: 'Vault for password commands',
    language: 'Language',
    csvSeparator: 'Separator in CSV files',
    letterShortcuts: 'Letter shortcuts',
  },
  /** A number setting out of its rule: {{title}} a setting.*, {{range}} a range.*, {{zero}} a zero.*. */
  numberSetting: {
    must: '{{title}} must be {{range}}',
    mustOrZero: '{{title}} must be {{range}}, or 0 to {{zero}}',
    range: {
      seconds: 'a whole number of seconds from {{min}} to {{max}}',
      minutes: 'a whole number of minutes from {{min}} to {{max}}',
      count: 'a whole number from {{min}} to {{max}}',
    },
    zero: {
      clipboardClearMs: 'never clear it',
      lockAfterIdleMs: 'never lock',
    },
  },
  proxyMode: 'Choose system, no proxy or a manual proxy',
  language: 'Choose the system language, English or Deutsch',
  csvSeparator: 'Choose , or ; as the separator in CSV files',
  /** shared/model/shortcut.ts: keys the global shortcut cannot be. */
  shortcut: {
    format: 'Write the shortcut as modifiers and a key joined by +, e.g. {{example}}',
    key: '“{{key}}” is not a key a shortcut can end with: use a letter, a digit, F1–F24 or a named key such as Space',
    noModifier:
      'A global shortcut needs a modifier (CommandOrControl, Alt, Shift…): a key alone would be taken from every app',
    modifier:
      '“{{modifier}}” is not a modifier: use CommandOrControl, Control, Command, Alt, Option, Shift or Super',
    twice: 'Each modifier may appear once',
    shiftOnly:
      'Shift alone is not enough: add CommandOrControl or Alt, or every capital letter would open the switcher',
    /** {{keys}} and what they already do ({{does}}: a does.*). */
    taken:
      '{{keys}} {{does}}: taken by Token Desk it would stop working in every other app. Choose another, e.g. {{example}}',
    does: {
      closesWindow: 'closes the window in front',
      switchesApps: 'switches between apps',
      switchesTabs: 'switches tabs in most apps',
      system: 'belongs to the system',
      spotlight: 'opens Spotlight or switches the input language',
      locks: 'locks the computer',
      everyday: 'is an everyday shortcut in every app',
    },
  },
  /** shared/model/unlock.ts */
  passphrase: {
    tooShort: 'The passphrase needs at least {{min}} characters',
    enter: 'Enter the unlock passphrase',
  },
  /** A password command (shared/model/passwordCommand.ts, shared/text/commandLine.ts). */
  command: {
    notList: 'The command must be a list of arguments',
    enter: 'Enter the command that prints the password',
    tooMany: 'A command has at most {{max}} arguments',
    program: 'Name the program to run first',
    /** {vault} is the placeholder as the user writes it, not one of this message. */
    noVault: 'This command uses {vault}, and no vault is set. Set it in {{setting}}.',
    vaultSetting: 'Settings → Passwords → Vault for password commands',
    comment: '# starts a comment in a shell: put it in quotes to pass it on',
    /** {{op}}: the shell operator typed ("|", "&&", ">"). */
    needsShell:
      '{{op}} needs a shell, and a password command runs without one: put it in quotes to pass it on, or put the pipeline in a script and run that',
  },
  /** shared/model/login.ts: the profiles a password is typed for. */
  profileIds: {
    notList: 'Profile ids must be a list',
    atLeastOne: 'Name at least one profile',
    tooMany: 'At most 100,000 profiles at once',
  },
}
