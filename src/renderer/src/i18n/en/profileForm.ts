/** The profile form and its sections. */
export const profileForm = {
  form: {
    label: 'Profile',
    newTitle: 'New profile',
    editTitle: 'Edit profile',
    organise: 'Organise',
    save: 'Save profile',
    saving: 'Saving…',
    laterSections:
      'A password command, a client certificate, extra CAs or a pinned certificate for this profile can be set once it is saved (Edit profile, below the form).',
  },
  /** What leaving the form would lose, in “Your changes to … are not saved”. */
  unsaved: {
    profile: '“{{name}}”',
    newProfile: 'the new profile',
    network: "this profile's network settings",
    passwordCommand: "this login's password command",
  },
  /** A profile that came from a team catalog. */
  origin: {
    from: 'From {{source}}: its name, account, portal, addresses, username, header style and the catalog’s tags follow the team catalog. Favourite, colour, your own tags, notes, auto-renew and network settings are yours.',
    retired:
      'Retired from {{source}}: the team catalog no longer lists it. Its name, account, portal, addresses, username, header style and the catalog’s tags follow the team catalog. Favourite, colour, your own tags, notes, auto-renew and network settings are yours.',
    detach: 'Detach from {{source}}',
    locked: 'From {{source}}. Detach the profile to change it.',
    catalogTags_one: '{{tags}} comes from the team catalog and stays.',
    catalogTags_other: '{{tags}} come from the team catalog and stay.',
  },
  /** A name or tag quoted in a sentence. */
  quoted: '“{{text}}”',
  field: {
    name: { label: 'Name', hint: 'Your label for this profile, e.g. “Acme – production”.' },
    accountId: {
      label: 'Account ID',
      hint: 'A token works only for the account its user was created under.',
    },
    accountName: { label: 'Account name', hint: 'Optional.' },
    portal: { label: 'Portal', hint: "The host that hands out this login's tokens." },
    baseUrl: {
      label: 'Base URL',
      hint: 'Scheme and host only (and a path prefix, if any), e.g. https://portal.example.com. The app adds /_rest/v4/… itself.',
    },
    apiHostUrl: {
      label: 'API host URL',
      placeholder: 'https:// (optional)',
      hint: "Optional. Where test requests go when they are relative to the API host (the spec's {api_url}). The token is sent only to this host and the base URL.",
    },
    username: {
      label: 'Username',
      hint: "Exactly as set up in the portal's user management: not the e-mail address.",
    },
    password: {
      label: 'Password',
      hintNew: "Optional. Without it you'll be asked each time a token is needed.",
      hintStored: 'Leave empty to keep the stored password.',
      hintSession: 'Leave empty to keep the password until you quit.',
      hintNone:
        'None is kept: enter one to keep it, or leave empty to be asked when a token is needed.',
      keptAfter401:
        'It stays kept if the service refuses it (401), as one typed in the password prompt does.',
      held: 'The password you typed is held, not shown, for “Save anyway”. Open the existing profile or change the form to forget it',
      clearedEdit:
        'The new password was cleared when the form was sent: enter it again to change it',
      clearedNew:
        'The password was cleared when the form was sent: enter it again, or leave it empty to be asked when a token is needed',
    },
    headerStyle: {
      label: 'Header style',
      hint: 'Analytics APIs take “Bearer <token>”. The vendor does not say which other APIs need the prefix: if one refuses the token, try the other style.',
    },
    smsMethod: {
      label: 'SMS method',
      hint: 'The service does not document which method this host accepts; POST is the default.',
    },
    autoRenew: {
      label: 'Renew automatically before expiry',
      hint: 'Needs a kept password. Stops after a 401 until you act, so the account is never locked out.',
      noPassword: 'No password is kept: auto-renew cannot run until you enter one.',
    },
    tags: { label: 'Tags', hint: 'Comma-separated, e.g. eu, gold' },
    colour: { label: 'Colour', hint: 'A mark beside the name in the list.' },
    favourite: {
      label: 'Favourite',
      hint: 'Favourites come first in the list, whatever the sort order.',
    },
    notes: { label: 'Notes', hint: 'Optional.' },
  },
  /** A username that is an e-mail address or part of one. */
  usernameWarning: {
    'sub-address':
      "This looks like an e-mail sub-address (name+tag@…). The service wants the Username set up in the portal's user management, not the e-mail address.",
    'e-mail':
      "This looks like an e-mail address. The service wants the Username set up in the portal's user management, not the e-mail address.",
    'plus-tag':
      "This looks like a +tag sub-address. The service wants the Username set up in the portal's user management, not the e-mail address.",
  },
  baseUrlWarning: {
    plainHttp: 'Plain http sends the password unencrypted; use https unless this is a test host',
    pathPrefix: 'Requests will go under the path prefix {{path}}',
  },
  /** The login typed would serve profiles of other accounts too. */
  loginAccounts: {
    account: '{{account}} ({{names}})',
    andOthers_one: '{{accounts}} and {{count, number}} other account',
    andOthers_other: '{{accounts}} and {{count, number}} other accounts',
    both: 'This address and username already serve {{list}}. A token is for the one account its API user was created under, so one login cannot work for both {{other}} and {{account}}: each account needs its own API user.',
    asWell:
      'This address and username already serve {{list}}. A token is for the one account its API user was created under, so one login cannot work for {{account}} as well: each account needs its own API user.',
  },
  /** Saving an edit that points the profile at another host. */
  hostMove: {
    baseUrl: 'the base URL to {{to}}',
    apiHostUrl: 'the API host to {{to}}',
    saving: 'Saving points {{moves}}.',
    passwordRemoved:
      'The stored password will be removed, since it is only sent to the host it was entered for: type it again here to keep one. Any token goes too.',
    passwordLeft_one:
      'This profile will stop using the stored password (the other profile of its login keeps it), since it is only sent to the host it was entered for: type it again here to keep one. Any token goes too.',
    passwordLeft_other:
      'This profile will stop using the stored password (the {{count, number}} other profiles of its login keep it), since it is only sent to the host it was entered for: type it again here to keep one. Any token goes too.',
    tokenRemoved:
      'The current token will be removed: it is only sent to the hosts it was obtained for.',
  },
  /** Edit profile → Network. */
  network: {
    title: 'Network',
    intro: 'For this profile only, on top of Settings → Network (proxy and company CAs).',
    loading: 'Loading…',
    caFiles: 'CA certificates for this profile (PEM files)',
    caFilesHint: 'One full path per line.',
    clientCert: 'Client certificate',
    certKind: {
      none: 'None',
      pkcs12: 'PKCS#12 file (.p12, .pfx)',
      pem: 'PEM certificate and key',
    },
    pkcs12File: 'PKCS#12 file',
    certFile: 'Certificate file (PEM)',
    keyFile: 'Private key file (PEM)',
    passphrase: 'Passphrase',
    passphraseKept: 'One is kept in the secret store: leave empty to keep it.',
    passphraseNew: 'If the certificate or key has one. Kept in the secret store.',
    pin: 'Pinned server certificate (SHA-256)',
    pinPlaceholder: 'AB:CD:…',
    pinHint:
      'Only for a self-signed test server. TLS verification stays on: the server must show exactly this certificate for this host.',
    pinWarning:
      'A pinned certificate is trusted instead of a certificate authority: only for a self-signed test server whose fingerprint you checked with its administrator. Anyone holding that certificate’s key can read this profile’s password and tokens.',
  },
  /** Edit profile → where the login's password comes from. */
  passwordSource: {
    title: 'Where the login’s password comes from',
    shared_one:
      'Shared with {{count, number}} other profile of this login (the same base URL and username): they use the same source.',
    shared_other:
      'Shared with {{count, number}} other profiles of this login (the same base URL and username): they use the same source.',
    loading: 'Loading…',
    source: 'Source',
    typed: 'Typed (in this form or when a token is needed)',
    command: 'From a command (a password manager’s command line)',
    commandLabel: 'Command',
    commandPlaceholder: 'op read op://{vault}/Acme/password',
    commandHint:
      'It runs without a shell, as you, when a token is needed and no password is kept; its first line is the password. {vault} is your vault (Settings → Passwords), {username} this login’s username.',
    runs_one: 'Runs {{count, number}} argument:',
    runs_other: 'Runs {{count, number}} arguments:',
    keep: 'Keep in the keyring',
    keepHint:
      'Off: what the command prints stays in memory until you quit or lock, and the command runs again after that.',
    test: 'Test',
    testing: 'Testing…',
    cameBack_one: 'A password came back ({{count, number}} character).',
    cameBack_other: 'A password came back ({{count, number}} characters).',
    save: 'Save password source',
    saved: 'Saved for every profile of this login.',
  },
}
