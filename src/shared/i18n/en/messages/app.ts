/** Messages main composes (and the shared checks word) for app: see ../messages.ts. */
export const app = {
  /** Why the screen lock cannot be heard (ScreenLockWatch's reason); the problems are D-Bus's words. */
  screenLock: {
    noDesktop: 'there is no desktop around this window',
    notHeard: 'neither logind ({{logind}}) nor a screen saver ({{savers}}) can be heard over D-Bus',
  },
  /** core/lock/sessionLock.ts */
  locked: 'Token Desk is locked. Unlock it in its window first.',
  /** adapters/ipc.ts */
  forbiddenSender: 'Calls are accepted only from the app window.',
  /** core/createCore.ts: a ticket for an exchange the profile no longer keeps. */
  exchangeGone: 'That exchange is no longer kept: a profile keeps its last {{kept}}.',
  /** core/lock/unlockRequirement.ts, and attemptLimiter.ts's wait. */
  unlock: {
    passphraseFirst: 'Enter your unlock passphrase first.',
    currentToChange: 'Enter the current unlock passphrase to change it.',
    touchIdUnavailable: 'Touch ID is not available on this computer: enter the passphrase.',
    touchIdNotConfirmed: 'Touch ID did not confirm it is you.',
    touchIdNotConfirmedWait: 'Touch ID did not confirm it is you. Try again in {{wait}}.',
    unreadable:
      'The stored unlock passphrase cannot be read. To turn the requirement off, quit Token Desk and remove "{{key}}" from profiles.json in the data folder.',
    wrong: 'That is not the unlock passphrase.',
    wrongWait: 'That is not the unlock passphrase. Try again in {{wait}}.',
    tooMany: 'Too many wrong attempts: wait {{wait}} before trying again.',
    seconds_one: '{{count}} second',
    seconds_other: '{{count}} seconds',
    minutes_one: '{{count}} minute',
    minutes_other: '{{count}} minutes',
  },
  /** core/updates/* and adapters/electronUpdater.ts: what "Check for updates" found. */
  updates: {
    notDownloaded: 'No update has been downloaded yet: check for updates first.',
    developmentBuild: 'Updates are checked only in installed builds.',
    noFeed: 'This build has no update feed. Download new versions from where you got Token Desk.',
    unsupportedInstall:
      'This copy cannot update itself (for example an unpacked folder or a Snap). Install the new version from where you got Token Desk.',
    notPublished: 'The update feed has no release for this system yet. Try again later.',
    badSignature:
      'The downloaded update is not signed by the publisher of this copy, so it was not installed.',
    checksum: 'The downloaded update was damaged (checksum mismatch) and was discarded. Try again.',
    unreadableFeed: "The update feed's answer could not be read: {{detail}}",
    serverRefused:
      'The update server refused the request (HTTP {{status}}); it may be limiting requests. Try again later.',
    serverProblem: 'The update server had a problem (HTTP {{status}}). Try again later.',
    untrustedCertificate:
      "The update server's certificate is not trusted ({{error}}); nothing was downloaded.",
    unreachable:
      'Could not reach the update server ({{error}}). Check the connection and try again.',
    failed: 'The update did not work: {{detail}}',
  },
  /** core/storage/*: writes the disk refused, and files that are not files. */
  storage: {
    notSaved: 'Could not save to {{path}} ({{errno}}). Nothing was changed.',
    writeRefused:
      "Could not save to {{file}} ({{why}}). Nothing stored before is lost; your latest changes are kept in memory and saved as soon as the disk allows it. Free some space or check the folder's permissions.",
    keptInMemory:
      "Could not save to disk ({{errno}}). The change is in effect and kept in memory; it is saved as soon as the disk allows it, but would be lost if Token Desk quit before that. Free some space or check the data folder's permissions.",
    danglingLink:
      '{{path}} is a link to {{target}}, which is not there (a drive or share not mounted yet, or the file moved). Token Desk did not start, so as not to put an empty store in its place: mount it or put the file back, or remove the link to start afresh.',
    notAFile:
      'Token Desk cannot open {{path}}: it is {{found}}, not a regular file. Nothing was changed. Move it out of the folder, then try again.',
  },
  /** An errno in words a user can act on (core/storage/storeErrors.ts): "EACCES: permission denied". */
  errno: {
    described: '{{code}}: {{words}}',
    EACCES: 'permission denied',
    EPERM: 'operation not permitted',
    EISDIR: 'a folder is where the file should be',
    ENOTDIR: 'part of the path is a file, not a folder',
    EIO: 'input/output error; the disk may be failing',
    ELOOP: 'too many symbolic links',
    EMFILE: 'too many open files',
    ENFILE: 'too many open files',
    ENOSPC: 'no space left on the disk',
    EROFS: 'the disk is read-only',
    EBUSY: 'the file is in use',
    systemRefused: 'the system refused',
  },
  /** What is where a file should be (core/storage/regularFile.ts): "it is a FIFO (named pipe)". */
  entry: {
    fifo: 'a FIFO (named pipe)',
    socket: 'a socket',
    characterDevice: 'a character device',
    blockDevice: 'a block device',
    folder: 'a folder',
    symbolicLink: 'a symbolic link',
    other: 'not a file',
  },
  /**
   * Why a store file was set aside (a start-up notice's reason): it finishes
   * "profiles.json could not be read (…)". core/storage/* and core/data/*.
   */
  damaged: {
    empty: 'the file is empty',
    whiteSpace: 'the file holds only white space',
    notJson: 'the file is not valid JSON (it may have been damaged)',
    notObject: 'the file holds {{kind}}, not a JSON object',
    tooLarge: 'the file is larger than 512 MiB, far more than any store Token Desk writes',
    tooDeep: 'the file is nested deeper than {{levels}} levels',
    notTable: 'its "{{key}}" entry is {{kind}}, not a table',
    notList: 'its "{{key}}" entry for {{id}} is {{kind}}, not a list',
    secretsNotTable: 'its "secrets" entry for {{service}} is {{kind}}, not a table',
    notSecret: 'its "secrets" entry for {{service}} holds {{kind}} where a secret belongs',
  },
  /** What a JSON value is, in the reasons above (core/storage/cachedStore.ts's describeJson). */
  json: {
    null: 'null',
    list: 'a list',
    text: 'text',
    number: 'a number',
    boolean: 'true or false',
    object: 'an object',
  },
  /** adapters/safeStorageCipher.ts: the OS keyring that seals secrets. */
  keyring: {
    /** "Encrypting with …" (shared/model/keyring.ts's keyringLabel). */
    with: {
      basic_text: 'Electron’s fixed built-in key',
      gnome_libsecret: 'GNOME Keyring',
      secret_service: 'a Secret Service keyring',
      secret_portal: "the desktop's Secret portal",
      kwallet: 'KWallet',
      darwin: 'the macOS Keychain',
      win32: 'Windows (DPAPI)',
      unknown: 'no usable keyring',
      harness: 'the test harness key',
    },
    encryptFailed: {
      darwin:
        'Encrypting with {{keyring}} failed, so it was not saved; what was stored before is kept. Unlock the Keychain and allow Token Desk to use it, then try again.',
      win32:
        'Encrypting with {{keyring}} failed, so it was not saved; what was stored before is kept. Sign in to Windows with the account that started Token Desk before, then try again.',
      other:
        'Encrypting with {{keyring}} failed, so it was not saved; what was stored before is kept. Unlock your keyring, then try again.',
    },
    unavailable: {
      darwin:
        'The macOS Keychain did not give Token Desk its key (it is locked, or access was denied), so passwords and tokens cannot be stored on disk this session: they are kept in memory until you quit. Unlock the Keychain and allow Token Desk to use it, then restart Token Desk.',
      win32:
        'Windows (DPAPI) could not unprotect Token Desk’s key, so passwords and tokens cannot be stored on disk this session: they are kept in memory until you quit. Sign in to Windows with the account that started Token Desk before, then restart Token Desk.',
      other:
        'The operating system gave Token Desk no encryption key, so passwords and tokens cannot be stored on disk this session: they are kept in memory until you quit. Unlock your keyring, then restart Token Desk.',
    },
  },
}
