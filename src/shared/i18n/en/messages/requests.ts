/**
 * Messages main composes for requests: test requests and Verify
 * (core/requests), tokendesk:// links (core/links), profiles
 * (core/profiles), import (core/transfer), the local sandbox (core/demo),
 * calls of the window (core/ipc) and main's own dialogs
 * (core/userConfirmation). See ../messages.ts.
 */
export const requests = {
  /** A name in quotes, as a sentence quotes it. */
  quoted: '“{{name}}”',
  /** Lists: "a, b, c" and "a and b". */
  list: {
    comma: '{{first}}, {{rest}}',
    and: '{{list}} and {{last}}',
    andMore: '{{list}} and {{count, number}} more',
  },
  run: {
    savedGone: 'This saved request no longer exists.',
    /** What a copy command calls (CopyTarget's label). */
    /** What a copied command calls: "GET https://…/whoami (probe: Who am I)". */
    copyTarget: '{{method}} {{url}} ({{label}})',
    target: {
      probe: 'probe: {{name}}',
      lastSent: 'last request sent: {{name}}',
      sandboxWhoami: 'the sandbox’s whoami',
    },
    copyNotApproved:
      'The {{target}} calls {{origin}}, which you have not approved for this token: send it once from Test requests (the app asks there first), then copy the command.',
    otherAccount:
      'This request names account {{found}}, but the token belongs to account {{expected}}. A token works only for its own account, so the service will likely refuse it (401 or 403).',
    noPasswordNoToken:
      'There is no token yet and no password is kept: enter the password to get one.',
    noPasswordInvalid:
      'The token is no longer valid and no password is kept: enter the password to renew it.',
    noTokenToSend: 'There is no token to send. Get one first.',
    renewalFailed: 'Renewal failed.',
    renewedTokenGone: 'The renewed token is gone.',
    noProbe:
      'Verify needs a GET request to call with the token: save one under Test requests and pick it as the probe (a POST could send a message or trigger a flow).',
    probeNotApproved:
      'The probe calls {{origin}}, which you have not approved for this token yet: send it once from Test requests first.',
    inconclusive:
      'The service answered {{status}}, which says nothing sure about the token: check the probe request.',
    inconclusiveRedirected:
      'The probe was redirected to {{location}}, which got no token, and answered {{status}} there: that says nothing about the token. Point the probe at an address of the service that answers it itself.',
    cancelled: 'Request cancelled.',
    verifyFailed: 'Verify failed unexpectedly.',
    verifyExpired:
      'The token has expired, so there is nothing to verify and nothing was sent. Renew it first.',
    verifyRefused:
      'There is no token: the service refused the password (401) the last time one was asked for. Enter the right password first.',
    verifyFailedBefore:
      'There is no token: the last attempt to get one failed (the profile says why). Get a token first.',
  },
  links: {
    notOpened: 'This link was not opened: {{reason}}.',
    nothingToCopy: 'None of these profiles exists any more: there is no link to copy.',
    /** Before what follows: its trailing space separates the sentences. */
    notOnThisDesk: 'This link’s profile is not on this desk. ',
    noneServes: '{{before}}No profile here serves the account “{{account}}”.',
    serving_one:
      '{{before}}{{count, number}} profile serves the account “{{account}}”: the list shows it.',
    serving_other:
      '{{before}}{{count, number}} profiles serve the account “{{account}}”: the list shows them.',
    copyLocked:
      'The header of “{{name}}” was not copied: Token Desk is locked. Unlock it, then open the link again.',
    copyDeclined: 'The header of “{{name}}” was not copied: the link was not confirmed.',
    copyFailed: 'The header of “{{name}}” was not copied: {{reason}}',
    copied: 'Copied the header of “{{name}}”.',
    noProfileWithId:
      'No profile has the ID in this link: it may have been deleted, or the link was made on another desk.',
  },
  profiles: {
    gone: 'This profile no longer exists. It may have been deleted in another window.',
    goneShort: 'This profile no longer exists.',
    undoExpired: 'This deletion can no longer be undone (undo lasts one minute).',
    duplicate: '“{{name}}” already uses this base URL, username and account.',
    /** Why profiles.json cannot be used (core/profiles/profileDocument.ts). */
    formatVersion: 'its format version is {{version}}, which no version of Token Desk writes',
    /** Why a stored profile was set aside at start (core/profiles/profileDocument.ts). */
    setAside: {
      field: '{{field}}: {{problem}}',
      idNotKey: 'its id is not the key it is stored under',
      keyNotId: 'its key is not a profile id',
    },
  },
  import: {
    notOneOf: '“{{value}}” is not one of {{values}}',
    notYesNo: '“{{value}}” is not yes or no ({{spellings}} are read too)',
    row: 'row {{row}}',
    extraCells:
      'This row has {{cells, number}} values but the header has {{columns, number}} columns: a value holding the separator must be in double quotes. Nothing of the row was read.',
    sameRows:
      'Rows {{rows}} have the same account, portal, username and base URL, so it is not clear which one to use. Keep one of them.',
    severalMatch:
      '{{number}} profiles have this account, portal, username and base URL ({{names}}), so it is not clear which one this row updates. Change or delete all but one of them, then import again.',
    sameLogin:
      'Same base URL, username and account as {{others}}: that would be a second profile for the same login.',
  },
  file: {
    empty: 'The file is empty.',
    notJson: 'The file is not valid JSON ({{detail}}).',
    parseError: 'parse error',
    notExport: 'This is not a Token Desk export: expected an object with "profiles".',
    otherFormat: 'This is not a Token Desk export (its "format" is not "{{format}}").',
    noVersion:
      'The export has no "version": every Token Desk export says which version of the format it is. Was the file edited?',
    badVersion:
      'The export’s "version" is {{version}}, which no Token Desk export has (a whole number from 1). Was the file edited?',
    newerVersion:
      'The export has version {{version}}; this app reads version {{supported}}. Update Token Desk to import it.',
    noProfiles: 'The export has no "profiles" list.',
    csvUnreadable: 'The CSV could not be read: {{detail}}',
    csvStrayQuote:
      'The CSV could not be read: on line {{line, number}} a value holds a double quote but does not start with one. Put the whole value in double quotes and write each quote inside it twice ("Monitor 24"" desk").',
    csvAfterQuote:
      'The CSV could not be read: on line {{line, number}} text follows the closing double quote of a value. Inside double quotes, write each quote twice.',
    csvQuoteNotClosed:
      'The CSV could not be read: a double quote on line {{line, number}} opens a value that is never closed. Close it, or write a quote inside a value twice.',
    csvNoHeader: 'The CSV has no header row.',
    csvColumnTwice:
      'The CSV header names one column more than once ({{titles}}): which to read is not clear. Keep one of them.',
    csvColumnsMissing:
      'The CSV header lacks {{missing}}. Expected columns: {{required}}, and optionally {{optional}}.',
  },
  demo: {
    notInBuild: 'The local sandbox is not available in this build.',
    notRunning: 'The demo sandbox is not running. Start it first.',
    didNotStart: 'The local sandbox did not start: {{reason}}',
  },
  cli: {
    clientGone: 'That client is no longer approved: it asks again with its next command.',
  },
  /** Main's own dialogs (core/userConfirmation.ts): what a no left undone, and why. */
  confirm: {
    busy: '{{notDone}}: another confirmation is open. Answer it first, then try again.',
    declined: '{{notDone}}: it was not confirmed in the dialog.',
    notDone: {
      sent: 'Not sent',
      copied: 'Not copied',
      run: 'Not run',
      revealed: 'Not revealed',
      turnedOn: 'Not turned on',
      nothingApplied: 'Nothing was applied',
    },
  },
}
