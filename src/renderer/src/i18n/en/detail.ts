/** A profile's detail: its token, copies, checks, verification, prompts and questions. */
export const detail = {
  /** The detail's head and its questions (ProfileDetail). */
  profile: {
    favourite: 'Favourite',
    edit: 'Edit profile',
    duplicate: 'Duplicate profile',
    duplicating: 'Duplicating…',
    copyLink: 'Copy link',
    copyLinkTitle: 'A tokendesk:// link to this profile, for a ticket or a chat',
    delete: 'Delete profile',
    confirmDeletion: 'Confirm deletion',
    confirmDelete: 'Confirm delete',
    deleting: 'Deleting…',
    deleteAsk: 'Delete “{{name}}”? Its stored password and token are removed too.',
    deleteAskShared_one:
      'Delete “{{name}}”? Its token is removed too; the stored password stays for the other profile of its login.',
    deleteAskShared_other:
      'Delete “{{name}}”? Its token is removed too; the stored password stays for the {{count, number}} other profiles of its login.',
    confirmForget: 'Confirm forgetting the token',
    keepToken: 'Keep token',
    /** The test requests panel, as a failure report names it. */
    requestsPanel: 'Test requests',
    forgetAsk:
      'Forget this token? It works until {{time}}; getting a new one sends the password again.',
  },
  /** The profile's settings (ProfileSummary). */
  summary: {
    title: 'Details',
    account: 'Account',
    portal: 'Portal',
    username: 'Username',
    password: 'Password',
    baseUrl: 'Base URL',
    headerStyle: 'Header style',
    autoRenew: 'Auto-renew',
    lastUsed: 'Last used',
    never: 'Never',
    tags: 'Tags',
    none: 'None',
    ownApiUser: 'Use the API user of {{account}}…',
    ownApiUserHint:
      'Edit the username (and its password) to the API user created under {{account}}.',
    colour: 'Colour',
    notes: 'Notes',
    tokenEndpoint: 'Token endpoint',
  },
  /** The words of lib/labels.ts. */
  passwordKept: {
    stored: 'Password stored (encrypted)',
    session: 'Password kept until you quit',
    command: 'Password from a command',
    none: "No password kept: you'll be asked",
  },
  autoRenew: {
    off: 'Off',
    noPassword: 'On, but no password is kept',
    paused: 'Paused after a 401 until you get a token or change the password',
    arriveExpired:
      "On, but this service's tokens arrive already expired (is this computer's clock ahead of the service's?): renewals back off, up to one every 30 min",
    tooShort:
      "On: this service's tokens last only {{life}}, too short for the {{lead}} lead time, so each is renewed when a third of its life is left",
    tooShortUntilQuit:
      "On, until you quit: this service's tokens last only {{life}}, too short for the {{lead}} lead time, so each is renewed when a third of its life is left",
    on: 'On, {{lead}} before expiry',
    onUntilQuit: 'On, {{lead}} before expiry, until you quit',
  },
  obtainedWith: 'Obtained with {{method}}',
  obtainedWithEnvelope: 'Obtained with {{method}} · response envelope {{envelope}}',
  expirySource: {
    token: '(from the token itself)',
    service: '(stated by the service)',
    assumed: '(assumed: 24 h from issue, as the spec says; the service did not say)',
  },
  keptAfter401:
    'A password you type is kept even when the service refuses it, as one typed in the profile form is: a 401 does not say whether the password was wrong. Type another one to replace it.',
  /** A name in a list of names. */
  quoted: '“{{name}}”',
  nameListMore: '{{names}} and {{count, number}} more',
  /** The last two items of a list in a sentence: "a, b and c". */
  listAnd: '{{head}} and {{last}}',
  sharedOnce_one: 'once for this and {{count, number}} other profile (same address and username)',
  sharedOnce_other:
    'once for this and {{count, number}} other profiles (same address and username)',
  sharedWith_one: 'shared with {{count, number}} other profile (same address and username)',
  sharedWith_other: 'shared with {{count, number}} other profiles (same address and username)',
  sharedPasswordEditing_one:
    'The password is shared with {{count, number}} other profile ({{list}}): they have the same address and username, so changing it here changes it for them too.',
  sharedPasswordEditing_other:
    'The password is shared with {{count, number}} other profiles ({{list}}): they have the same address and username, so changing it here changes it for them too.',
  sharedPasswordNew_one:
    '{{count, number}} profile ({{list}}) already has this address and username: they share one password, so a password typed here is theirs too.',
  sharedPasswordNew_other:
    '{{count, number}} profiles ({{list}}) already have this address and username: they share one password, so a password typed here is theirs too.',
  sharedPrompt_one:
    'It serves the {{count, number}} other profile with this address and username too.',
  sharedPrompt_other:
    'It serves the {{count, number}} other profiles with this address and username too.',
  keptAs: {
    encrypted: 'Token Desk then keeps it, encrypted.',
    weak: 'Token Desk then keeps it on disk under weak encryption, as you allowed.',
    memory: 'Token Desk then keeps it in memory until you quit.',
    unknown: 'Token Desk then keeps it as its secret storage allows.',
  },
  /** What a copy put on the clipboard, when it is the token alone. */
  copiedToken: 'Token',
  copied: '{{what}} copied. {{clipboard}}',
  copiedCalls: '{{what}} copied: it calls {{target}}. {{clipboard}}',
  /** The token card (TokenCard). */
  card: {
    title: 'Token',
    asking: 'Asking the server for a token…',
    none: 'No token yet — press Get token',
    renewing:
      'Asking the server for a new token. Until it arrives, the current one stands: copy, verify and the rest still use it. Cancel renewal stops the request.',
    expired: 'This token has run out. Renew it to get a new one.',
    rejected: 'A request was refused with 401 although the token had time left. Renew it.',
    refusedAt: 'Refused at {{time}}.',
    wrongAccount:
      'This login’s token is for account {{account}}, not {{expected}}: the service said so at {{time}}. A token works only for the account its API user was created under, so requests for this profile’s account are refused. Enter the username and password of a user created under {{expected}} (or correct the Account ID), then get a new token.',
    wrongAccountUnknown:
      'This login’s token is for account {{account}}: the service said so at {{time}}. A token works only for the account its API user was created under, so requests for this profile’s account are refused. Enter the username and password of a user created under this account (or correct the Account ID), then get a new token.',
    sharedLogin:
      'This login also serves {{accounts}} (see Password below). Valid says the service accepted the login, not that this token is for {{account}}: a token is for the one account its API user was created under. A test request shows which.',
    token: 'Token',
    header: 'Header',
    issuedAt: 'Issued at',
    expiresAt: 'Expires at',
    lastVerified: '{{obtained}} · last verified with the service at {{time}}',
  },
  /** The token's buttons (TokenActions). */
  actions: {
    get: 'Get token',
    getting: 'Getting token…',
    renew: 'Renew token',
    cancelRenewal: 'Cancel renewal',
    copyHeader: 'Copy header',
    copying: 'Copying…',
    getFirst: 'Get a token first',
    check: 'Check credentials',
    checking: 'Checking…',
    verify: 'Verify now',
    verifying: 'Verifying…',
    verifyTitle: 'Call the service with the current token to see whether it still takes it',
    forget: 'Forget token',
    forgetting: 'Forgetting…',
    shortcuts:
      'Shortcuts: <kbd>R</kbd> renew · <kbd>C</kbd> copy header · <kbd>{{palette}}</kbd> switch · <kbd>{{search}}</kbd> search',
    /** Settings › Keyboard turned the letters off. */
    shortcutsWithoutLetters:
      'Shortcuts: <kbd>{{palette}}</kbd> switch · <kbd>{{search}}</kbd> search',
  },
  copyMenu: {
    more: 'More copy formats',
  },
  /** Why copy commands or Verify now wait (lib/commandHint.ts, CommandHintLine). */
  commandHint: {
    saveRequest: 'Save a request under Test requests to copy it as a command or verify with it.',
    chooseRequest: 'Choose a request to copy as a command and verify with:',
    saveGet:
      'Save a GET request under Test requests to verify with it: Verify sends only a GET, as a POST could send a message or start a flow.',
    chooseGet: 'Verify sends only a GET: choose one to verify with (copy commands call it too):',
    choose: 'Choose a request…',
  },
  /** The token, masked or shown (TokenReveal, useTokenReveal). */
  reveal: {
    passphrase: 'Unlock passphrase to reveal the token',
    action: 'Reveal',
    hidden: 'hidden',
    reveal: 'Reveal token',
    hide: 'Hide token',
    hidesIn: 'Hides in {{s}} s',
    notRevealed: 'Not revealed: {{message}}',
  },
  /** The profile's token activity (TokenActivity). */
  activity: {
    title: 'Token activity',
    loadFailed: 'Could not load the activity: {{message}}',
    empty:
      'Nothing yet: tokens obtained, renewed, refused or given to the command line will be listed here.',
    noMatch: 'Nothing matches.',
    showEverything: 'Show everything',
    when: 'When',
    what: 'What',
    how: 'How',
    detail: 'Detail',
    validUntil: 'Valid until {{time}}',
    times_one: '{{count, number}} time',
    times_other: '{{count, number}} times',
  },
  /** Copying a token the service will refuse (ExpiredCopyConfirm). */
  expiredCopy: {
    renewAndCopy: 'Renew and copy',
    renew: 'Renew token',
    copyAnyway: 'Copy anyway',
    expired: 'This token expired at {{time}}. The service will refuse it.',
    refused:
      'The service refused this token at {{time}} although it had time left. It will refuse it again.',
    renewCopies:
      'About to copy: {{what}}. Renew the token and copy the new one, or copy the old one anyway.',
    renewFirst:
      'About to copy: {{what}}. Renew the token first (its password is asked for), or copy the old one anyway.',
  },
  /** Check credentials' verdict (CredentialCheck). */
  check: {
    title: 'Credential check',
    checkedAt: 'Checked at {{time}}',
    dismissLabel: 'Dismiss credential check',
    running: "Checking… asking the service for a token with this profile's username and password.",
    works: 'Works: the service issued a token.',
    keeps: 'Token Desk keeps it as this profile’s token.',
    expiresKeeps: 'It expires at {{time}}. Token Desk keeps it as this profile’s token.',
    unreachable: 'Service unreachable',
    unreachableNote:
      'No answer about the login came back, so this says nothing about the username or password.',
    unexpected: 'Unexpected answer',
    passwordNeeded: 'Password needed',
    noPassword:
      'No password is kept for this profile, so nothing was sent. Enter it in the password prompt above, then check again.',
  },
  /** A response's status line, in a check or an error panel. */
  status: 'Status {{status}}',
  statusType: 'Status {{status}}, {{contentType}}',
  dismiss: 'Dismiss',
  /** Verify now's verdict (VerifyResult). */
  verify: {
    running: 'Verifying… calling the service with the current token.',
    title: 'Verification',
    verifiedAt: 'Verified at {{time}}',
    accepted: 'Accepted ({{status}}): the service takes the current token.',
    acceptedEnds:
      'Accepted ({{status}}): the service takes the current token. It says the token ends at {{time}}.',
    acceptedSinceExpired:
      'Accepted ({{status}}) at {{at}}, before this token expired at {{expired}}. It no longer works: renew it.',
    acceptedSinceRejected:
      'Accepted ({{status}}) at {{at}}; the service has refused this token since. Renew it.',
    rejected:
      'Refused ({{status}}): the service no longer takes this token. It is marked rejected; renew it.',
    wrongAccount:
      'Wrong account ({{status}}): the service says this login’s token is for account {{account}}. It cannot serve this profile’s account.',
    sinceExpired: 'The token has expired since.',
    called: 'Called {{target}}',
  },
  /** Saving the Verify results (VerifyReportMenu). */
  verifyReport: {
    label: 'Save report',
    group: 'Save the Verify results as',
    html: 'Page to print or attach (HTML)',
    csv: 'CSV (spreadsheet)',
    json: 'JSON',
    note: "Each profile's account, host, result and when: no token or password.",
    saved: 'Saved the Verify results to {{file}}',
  },
  /** The password prompt (PasswordPrompt). */
  prompt: {
    label: 'Password for this token',
    empty: 'Enter the password, or press Escape to cancel',
    waiting:
      '<strong>The command line is waiting for this token</strong> (token-desk, {{client}}). Cancel tells it no.',
    retry:
      '<strong>Refused (401): wrong password, or this user has no API access — the service does not say which.</strong> {{kept}} The checks above say what else to look at for “{{name}}”.',
    noPassword:
      "<strong>No password is kept for “{{name}}”.</strong> Enter the login's password to get a token.",
    use: 'Use password',
    /** On a refusal of the password kept (ProfileDetail). */
    enterNew: 'Enter the new password',
  },
  /** Main withheld the login's password (PasswordDroppedNote). */
  dropped: {
    removed: 'Password removed',
    withheld: 'Password withheld',
    newApiHost:
      '<strong>The stored password of this login is not used for this profile</strong> (since {{at}}): its tokens would go to the API host {{host}}, where no other profile of this login sends them. Enter the password to use it here too.',
    hostChanged:
      '<strong>The stored password was removed</strong> on {{at}}, when this profile pointed {{moves}}. A password is only sent to the host it was entered for, so enter it again to get a token.',
    hostChangedFrom:
      '<strong>The stored password was removed</strong> on {{at}}, when this profile pointed {{moves}} (it was {{from}}). A password is only sent to the host it was entered for, so enter it again to get a token.',
    move: {
      baseUrl: 'the base URL to {{to}}',
      apiHostUrl: 'the API host to {{to}}',
    },
    enter: 'Enter password',
  },
  /** Saving a second profile for a login (DuplicateNotice). */
  duplicate: {
    title: 'Same login as another profile',
    openExisting: 'Open existing profile',
    saveAnyway: 'Save anyway',
    saving: 'Saving…',
    orSave: 'Open that profile instead, or save this one as a second profile for the same login.',
    orChange: 'Open that profile instead, or change the base URL, username or account ID.',
    carriesPassword:
      "Saving anyway also keeps the password you typed as this login's password: “{{name}}” and every other profile with this address and username will use it from then on.",
  },
  /** Leaving a form with changes not saved (LeaveQuestion). */
  leave: {
    title: 'Leave without saving?',
    body: 'Your changes to {{what}} are not saved. They are lost if you leave now.',
    keep: 'Keep editing',
    discard: 'Discard changes',
  },
  /** A failure panel (ErrorPanel, FailurePanel, ServerRefusal). */
  failure: {
    at: 'at {{time}}',
    responseDetails: 'Response details',
    addCa: 'Add a CA in Settings → Network',
    openNetwork: 'Open Settings → Network',
    editNetwork: "Edit this profile's network",
    noServerMessage: 'The server gave no message.',
    serverSaid: '<muted>The server said: </muted><strong>"{{message}}"</strong>',
    checkThat: 'Check that:',
  },
  /** Messages of the profile's actions (store/profileActions.ts). */
  notice: {
    cliWaiting: 'token-desk is waiting for the password of “{{name}}”.',
    enterIt: 'Enter it',
    theProfile: 'the profile',
    linkCopied:
      'Copied the link to “{{name}}”: it opens this profile here, and its account’s profiles on another desk.',
    linkFailed: 'No link was copied: {{message}}',
    deleted: 'Deleted “{{name}}”.',
    undo: 'Undo',
    notRestored: '“{{name}}” could not be restored: {{message}}',
    tokenObtained: 'Token obtained: valid until {{time}}.',
    tokenRenewed: 'Token renewed: valid until {{time}}.',
    tokenForgotten: 'Token forgotten: it is no longer kept here.',
  },
  /** A failure's title and next step (lib/errorText.ts). */
  error: {
    title: {
      'auth-rejected': 'Refused by the service',
      'service-failing': 'Service failing',
      'not-token': 'Not a token answer',
      unexpected: 'Unexpected answer',
      'rate-limited': 'Too many requests',
      forbidden: 'Forbidden by the service',
      'user-locked': 'User locked',
      'invalid-input': 'Check the entries',
      'no-password': 'Password needed',
      'password-command': 'Password command failed',
      'no-token': 'Get a token first',
      'no-probe': 'No request to verify with',
      'not-found': 'Not found',
      duplicate: 'Same login as another profile',
      'confirm-account': 'Confirm the account',
      cancelled: 'Cancelled',
      unavailable: 'Not available',
      declined: 'Not confirmed',
      locked: 'Locked',
      'unlock-required': 'Passphrase needed',
      'unlock-refused': 'Passphrase not accepted',
      storage: 'Storage problem',
      'forbidden-sender': 'Request refused',
      internal: 'Something went wrong',
    },
    network: {
      timeout: 'Timed out',
      refused: 'Connection refused',
      dns: 'Host not found',
      tls: 'TLS certificate not trusted',
      reset: 'Connection dropped',
      'too-large': 'Answer too large',
      redirect: 'Redirect refused',
      'proxy-auth': 'Proxy login needed',
      'proxy-refused': 'Proxy not reachable',
      pac: 'Proxy settings unusable',
      'untrusted-ca': 'Certificate authority not trusted',
      'client-cert': 'Client certificate problem',
      'pin-mismatch': 'Pinned certificate does not match',
      'ca-file': 'CA file unusable',
      malformed: 'Answer not readable',
      other: 'Network problem',
    },
    networkStep: {
      timeout: 'Try again in a minute; if it keeps timing out, raise the time-out in Settings.',
      refused: 'If the base URL and port are right, the service is down: try again later.',
      dns: 'Check the host name in the base URL, then your network or VPN.',
      tls: 'Check that the base URL names the service’s own https host; otherwise its certificate needs fixing by whoever runs it.',
      reset: 'Try again; if it keeps happening, a proxy or the service is failing.',
      'too-large':
        'The base URL probably points at something other than the token service: check it.',
      redirect:
        'Check the base URL and the portal: they should name the token service itself, not an address that redirects (a login page, another host).',
      'proxy-auth': 'Enter the proxy user name and password in Settings → Network.',
      'proxy-refused': 'Check the proxy in Settings → Network (or your system’s proxy settings).',
      pac: 'Check your system’s proxy settings, or choose a manual proxy or none in Settings → Network.',
      'untrusted-ca': 'If your company inspects TLS, add its CA certificate in Settings → Network.',
      'client-cert':
        'Check the client certificate and its passphrase in the profile’s Network section.',
      'pin-mismatch':
        'Do not send secrets there until you know why; update the pin only if the server’s certificate changed on purpose.',
      'ca-file':
        'Fix or remove the CA file in Settings → Network (or the profile’s Network section).',
      malformed:
        'Try again; if it keeps happening, report it to whoever runs the service (or the proxy), with the exchange.',
      other: 'Check your connection and try again.',
    },
    step: {
      'auth-rejected':
        'Go through the checks below; if the password changed, enter the new one, and if the user lacks API access, ask a portal admin.',
      'service-failing': 'The service is failing. Try again in a few minutes.',
      unexpected:
        'Check the base URL and the portal in the profile: they may not point at the token service.',
      'rate-limited':
        'The service limits how often it may be asked: wait, then try again. Auto-renew waits as long as it asks.',
      forbidden:
        'The service refuses this user or this computer: ask a portal admin about the user’s API access, or whether an allow-list or firewall blocks this address.',
      'user-locked':
        'The service says this user is locked (423), often after too many wrong passwords: ask a portal admin or the vendor to unlock it. Each try meanwhile may keep it locked.',
      method:
        'The service does not take this method here: for the SMS API host, switch the request method (POST or GET) in the profile; otherwise check the base URL and the portal.',
      cancelled: 'Nothing changed.',
      storage: 'Free some disk space or fix the data folder’s permissions, then try again.',
      internal: 'Try again; if it happens again, Copy diagnostics (Settings) and report it.',
    },
    /** What the failure means for the token that stands, after the next step ("…; your current token…"). */
    tokenAfter: {
      usable: 'your current token still works until {{time}}.',
      expired: 'the token you had has expired, so a new one is needed.',
      rejected: 'the token you had was refused, so a new one is needed.',
    },
    /** The same, alone. */
    tokenAlone: {
      usable: 'Your current token still works until {{time}}.',
      expired: 'The token you had has expired, so a new one is needed.',
      rejected: 'The token you had was refused, so a new one is needed.',
    },
    /** The next step (its full stop dropped) and what it means for the token. */
    stepAndToken: '{{step}}; {{token}}',
  },
}
