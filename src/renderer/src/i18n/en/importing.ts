/** Import: the dialog, its preview and groups, passwords for imported logins. */
export const importing = {
  dialog: {
    title: 'Import profiles',
    intro:
      'Choose a JSON file exported by Token Desk, or a CSV file whose first row names the columns: <cols>{{required}}</cols>, and any of <cols>{{optional}}</cols> (tags separated by “;”, “,” or “|”). Portal is <code>customer</code>, <code>alternate</code> or <code>api-host</code>. A row with the account, portal, username and base URL of a profile updates it; you see every change before anything is written.',
    passwords:
      'Passwords are never in these files: after the import, Token Desk asks once for each login (profiles with the same address and username share one password).',
    file: 'Profiles file',
    reading: 'Reading {{file}}…',
    cannotImport: 'This file cannot be imported',
    windows1252:
      'This file is not UTF-8, so it was read as Windows-1252 (Western European), as Excel saves “CSV”. Check that names with accents or symbols look right below; if they do not, save it from Excel as “CSV UTF-8” and choose it again.',
    unreadColumns_one: 'The column {{columns}} is not one Token Desk reads, so it is left out.',
    unreadColumns_other:
      'The columns {{columns}} are not ones Token Desk reads, so they are left out.',
    untitledColumns_one:
      'Column {{columns}} has values but no title, so it is left out. Title it (Notes, Tags…) to have it read.',
    untitledColumns_other:
      'Columns {{columns}} have values but no title, so they are left out. Title them (Notes, Tags…) to have them read.',
    unreadFields_one: 'The field {{columns}} is not one Token Desk reads, so it is left out.',
    unreadFields_other:
      'The fields {{columns}} are not ones Token Desk reads, so they are left out.',
    unreadPasswords:
      'Passwords are never read from a file: after the import, Token Desk asks once for each login.',
    importing: 'Importing…',
    tooLarge:
      'This file is {{size, number(minimumFractionDigits: 1; maximumFractionDigits: 1)}} MiB; Token Desk imports files of up to {{max, number}} MiB. Split it into smaller files.',
    unreadable: 'The file could not be read. Check that it still exists and try again.',
    workbook:
      '“{{name}}” is a spreadsheet workbook, not a CSV file. Open it in your spreadsheet program, save it as “CSV UTF-8”, and import that file.',
    notText:
      '“{{name}}” is not a text file. Import a CSV file, or a JSON file exported by Token Desk.',
  },
  /** What applying writes, on the import button. */
  apply: {
    add_one: 'Add {{count, number}} profile',
    add_other: 'Add {{count, number}} profiles',
    update_one: 'Update {{count, number}} profile',
    update_other: 'Update {{count, number}} profiles',
    addAndUpdate_one: 'Add {{adding, number}} and update {{count, number}} profile',
    addAndUpdate_other: 'Add {{adding, number}} and update {{count, number}} profiles',
  },
  /** The status line after an import. */
  result: {
    added_one: 'Added {{count, number}} profile',
    added_other: 'Added {{count, number}} profiles',
    updated_one: 'Updated {{count, number}} profile',
    updated_other: 'Updated {{count, number}} profiles',
    addedAndUpdated_one: 'Added {{added, number}} and updated {{count, number}} profile',
    addedAndUpdated_other: 'Added {{added, number}} and updated {{count, number}} profiles',
    skipped: '({{count, number}} skipped)',
    moved_one: '{{count, number}} profile moved to another host',
    moved_other: '{{count, number}} profiles moved to another host',
    passwordsRemoved_one:
      '{{count, number}} profile no longer uses a stored password (host changed)',
    passwordsRemoved_other:
      '{{count, number}} profiles no longer use a stored password (host changed)',
  },
  mode: {
    legend: 'What to import',
    'add-and-update': 'Add new and update changed',
    'add-only': 'Add new only',
  },
  hostMove: {
    legend: 'Rows on another host',
    leave_one: 'Leave the {{count, number}} profile as it is',
    leave_other: 'Leave the {{count, number}} profiles as they are',
    move_one: 'Move it to the host in the file',
    move_other: 'Move them to the host in the file',
    add_one: 'Add the row as a new profile beside it',
    add_other: 'Add the rows as new profiles beside them',
  },
  preview: {
    label: 'Preview',
    rows_one: '{{count, number}} row',
    rows_other: '{{count, number}} rows',
    added: '{{count, number}} new',
    changed: '{{count, number}} changed',
    moved: '{{count, number}} on another host',
    unchanged: '{{count, number}} unchanged',
    repeated_one: '{{count, number}} repeated row (read once)',
    repeated_other: '{{count, number}} repeated rows (read once)',
    invalid: '{{count, number}} invalid',
    movedWarning:
      'These rows have the account, portal and username of a profile on another host (or point its API host elsewhere). That may be a move, or another profile beside it (staging and production): they are left alone unless you choose otherwise. A stored password never follows a host.',
    accountsWarning:
      'These rows give a login (address and username) to profiles of more than one account. A token is for the one account its API user was created under, so the same login cannot work for all of them: each account needs its own API user. They are imported as they are; check the usernames in the file first.',
    empty: 'The file has no profiles.',
  },
  group: {
    moved: 'Moves to another host',
    accounts: 'One login for several accounts',
    changed: 'Changed',
    added: 'New',
    invalid: 'Invalid rows',
    unchanged: 'Unchanged',
    repeated: 'Repeated rows, read once',
    sameAs: 'Same as row {{row}}',
    inFile: '{{title}} in {{file}}',
    showing: 'Showing the first {{shown, number}} of {{count, number}}.',
    newProfile: 'New profile',
    updates: 'Updates “{{name}}”',
    alsoServes: 'Its login would also serve {{accounts}}.',
  },
  column: {
    row: 'Row',
    name: 'Name',
    account: 'Account',
    portal: 'Portal',
    baseUrl: 'Base URL',
    username: 'Username',
    profile: 'Profile',
    changes: 'Changes',
    login: 'Login',
    alsoServes: 'Also serves',
    problem: 'Problem',
    sameAs: 'Repeats',
  },
  /** A field's value in the preview. */
  value: {
    yes: 'Yes',
    no: 'No',
    none: '(none)',
    empty: '(empty)',
    becomes: 'becomes',
  },
  /** What an update removes, before it is applied. */
  removal: {
    password:
      "It points {{moves}}: it stops using its login's stored password, since secrets go only to the host they were entered or obtained for.",
    passwordAndToken:
      "It points {{moves}}: it stops using its login's stored password and its token is removed, since secrets go only to the host they were entered or obtained for.",
    token:
      'It points {{moves}}: its token will be removed, since secrets go only to the host they were entered or obtained for.',
    tokenOnly:
      'Its token will be removed: it was obtained for the base URL and account this row changes.',
  },
  /** Passwords for the logins of imported profiles. */
  logins: {
    title: 'Passwords to enter',
    dismiss: 'Dismiss',
    notNow: 'Not now',
    noPassword_one: '{{count, number}} profile has no password to use.',
    noPassword_other: '{{count, number}} profiles have no password to use.',
    refused_one: 'The service refused the password of {{count, number}} profile (401).',
    refused_other: 'The service refused the passwords of {{count, number}} profiles (401).',
    shareOne_one:
      'Profiles with the same address and username share one, so {{count, number}} password serves them all.',
    shareOne_other:
      'Profiles with the same address and username share one, so {{count, number}} passwords serve them all.',
    enter_one: 'Enter passwords ({{count, number}} login)',
    enter_other: 'Enter passwords ({{count, number}} logins)',
    summary: '{{tokens}} obtained for the {{profiles}} of {{logins}}.',
    summarySkipped_one:
      '{{tokens}} obtained for the {{profiles}} of {{logins}}; {{count, number}} profile still has no password (skipped).',
    summarySkipped_other:
      '{{tokens}} obtained for the {{profiles}} of {{logins}}; {{count, number}} profiles still have no password (skipped).',
    summaryRefusedSkipped_one:
      '{{tokens}} obtained for the {{profiles}} of {{logins}}; {{count, number}} profile keeps the refused password (skipped).',
    summaryRefusedSkipped_other:
      '{{tokens}} obtained for the {{profiles}} of {{logins}}; {{count, number}} profiles keep the refused password (skipped).',
    tokens_one: '{{count, number}} token',
    tokens_other: '{{count, number}} tokens',
    profiles_one: '{{count, number}} profile',
    profiles_other: '{{count, number}} profiles',
    logins_one: '{{count, number}} login',
    logins_other: '{{count, number}} logins',
    loginName: '<code>{{username}}</code> at <code>{{baseUrl}}</code>',
  },
  /** One login at a time, in a dialog. */
  ask: {
    title: 'Enter passwords · login {{position, number}} of {{count, number}}',
    stop: 'Stop',
    keptTyped:
      'The password you typed is still in the field: this failure says nothing about it. Try again once the service can be reached, or skip this login.',
    label: 'Password of {{username}}',
    skip: 'Skip this login',
    intro_one:
      '<strong><code>{{username}}</code> at <code>{{baseUrl}}</code></strong> is the login of {{names}}. Enter its password: the profile gets a token with it.',
    intro_other:
      '<strong><code>{{username}}</code> at <code>{{baseUrl}}</code></strong> is the login of {{names}}. Enter its password once: it serves all of them, and each gets a token with it.',
    getting_one: 'Getting {{count, number}} token with it…',
    getting_other: 'Getting {{count, number}} tokens with it…',
    /** What the login before came to, said as the walk moves on: "demo before: 3 tokens obtained". */
    previous: '{{username}} before:',
    last: 'This is the last login.',
    left: '{{logins}} ({{profiles}}) after this one.',
    stopNote: 'Stop ends the round here; the logins not answered stay offered.',
  },
  /** What came of one login's round. */
  outcome: {
    skipped: 'skipped: no password entered',
    skippedAfter: 'skipped after “{{error}}”: no password kept',
    skippedRefused: 'skipped: no new password entered, the refused one stays',
    skippedAfterRefused: 'skipped after “{{error}}”: the refused password stays',
    refused:
      'password refused (401): no token. The password is kept; change it in the profile if it is wrong',
    obtained_one: '{{count, number}} token obtained',
    obtained_other: '{{count, number}} tokens obtained',
    failed: '{{count, number}} failed',
    stillValid: '{{count, number}} failed, the current token still valid',
    cancelled: '{{count, number}} cancelled',
    skippedCount: '{{count, number}} skipped',
    refusedCount: '{{count, number}} with the password refused (401)',
    notTriedCount: '{{count, number}} not tried after a refusal',
  },
}
