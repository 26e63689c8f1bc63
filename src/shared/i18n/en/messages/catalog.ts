/** Messages main composes (and the shared checks word) for catalog: see ../messages.ts. */
export const catalog = {
  /** Pieces the messages below put together. */
  quoted: '“{{text}}”',
  /** A list, one item after another: `first` is an item, `rest` an item or a list again. */
  list: '{{first}}, {{rest}}',
  mib: '{{size, number(minimumFractionDigits: 1; maximumFractionDigits: 1; useGrouping: false)}} MiB',

  /** A read that failed (core/catalog/readCatalog.ts): what went wrong, then what it means. */
  read: {
    notSynced: '{{reason}} Nothing was synced.',
    signatureMissing:
      'This source must be signed, but its catalog has no signature: nothing at {{at}}. The team lead publishes the signature beside the catalog, as its name + ".sig".',
    plain304: '{{at}} answered 304 to a plain request.',
    signatureTooLarge:
      "The catalog's signature file ({{at}}) is far larger than a signature (88 characters of base64).",
    signatureUnread: "The catalog's signature could not be read. {{reason}}",
  },

  /** A catalog's bytes as text (core/catalog/catalogText.ts). */
  text: {
    utf16:
      'The catalog is UTF-16 text (a spreadsheet’s “Unicode text”); it must be UTF-8. Save it as UTF-8 (“CSV UTF-8”) and publish it again.',
    notUtf8:
      'The catalog is not UTF-8 text (near line {{line, number}}): it was saved in another encoding, such as Windows-1252. Save it as UTF-8 and publish it again.',
  },

  /** A catalog file (core/catalog/catalogFile.ts). */
  file: {
    cannotRead: 'Cannot read {{path}}: {{why}} ({{code}}).',
    /** The error of something other than the file system, in its own words. */
    cannotReadOther: 'Cannot read {{path}}: {{why}}.',
    /** Why, by the file system's error code: each finishes "Cannot read … :". */
    errno: {
      ENOENT:
        'there is no such file. Check the path, and that the shared drive or Git checkout is there',
      ENOTDIR: 'part of the path is a file, not a folder. Check the path',
      EACCES: 'permission denied: your user may not read it. Ask whoever shares it for read access',
      EPERM: 'permission denied: your user may not read it. Ask whoever shares it for read access',
      ELOOP: 'too many symbolic links on the way. Check the path',
      EIO: 'input/output error: the disk or network share failed. Try again, or check the share',
      ETIMEDOUT: 'the network share did not answer. Check that it is connected',
      EHOSTDOWN: 'the network share’s server is down. Check that it is connected',
      ESTALE:
        'the network share was remounted under it. Open the folder again, or reconnect the share',
      ENAMETOOLONG: 'the path is too long',
      EISDIR: 'a folder is where the file should be',
      EMFILE: 'too many open files',
      ENFILE: 'too many open files',
      ENOSPC: 'no space left on the disk',
      EROFS: 'the disk is read-only',
      EBUSY: 'the file is in use',
      other: 'the system refused',
    },
    notAFile: 'Cannot read {{path}}: it is {{found}}, not a file. Check the path.',
    grew: '{{path}} grew past {{limit}} while it was read, so it was not used.',
    tooLarge:
      '{{path}} is {{size}}, more than a catalog holds (at most {{limit}}), so it was not read.',
  },

  /** A catalog URL (core/catalog/catalogHttp.ts). */
  http: {
    tooLarge: '{{url}} is larger than {{limit}}, more than a catalog holds, so it was not read.',
    /** What the server answered, for the sentences below: its status text is the server's own. */
    answered: '{{host}} answered {{status}} for {{url}}',
    answeredText: '{{host}} answered {{status}} {{statusText}} for {{url}}',
    redirectNowhere: '{{answered}}, a redirect to no address; it was not followed.',
    redirectNotHttps:
      '{{answered}}, a redirect to {{url}}, which is not https://; it was not followed (a catalog names the hosts passwords go to). Use an https:// URL that answers directly.',
    redirectWithLogin:
      '{{answered}}, a redirect to {{url}}, which carries a user name or password; it was not followed (a catalog names the hosts passwords go to). Use an https:// URL that answers directly.',
    tooManyRedirects:
      '{{answered}}, one more redirect (to {{url}}) after {{max}}; it was not followed. Use the URL the catalog ends up at.',
    status: '{{answered}}.',
    statusHint: '{{answered}}. {{hint}}',
    hint: {
      login:
        'The server wants a login; a catalog URL holds none, so publish it where every desk can read it.',
      refused: 'The server refuses this computer; publish it where every desk can read it.',
      checkUrl: 'Check the URL.',
      failed: 'The server failed; try again later.',
    },
  },

  /** The source's public key (core/catalog/catalogSignature.ts); `how` is `key.howToExport`. */
  key: {
    howToExport:
      'Enter the team lead’s public key as `openssl pkey -in key.pem -pubout` prints it (-----BEGIN PUBLIC KEY-----), or its 32 raw bytes in base64.',
    none: 'No public key is set for this source. {{how}}',
    private:
      'This is a private key, which must stay with the team lead who signs the catalog. {{how}}',
    notPemOrBase64: 'The public key is neither PEM nor base64. {{how}}',
    unreadable: 'The public key could not be read. {{how}}',
    unreadableBecause: 'The public key could not be read ({{error}}). {{how}}',
    wrongType:
      'The public key is an {{type}} key, not Ed25519: catalogs are signed with Ed25519 keys (openssl genpkey -algorithm ed25519). {{how}}',
    unknownType:
      'The public key is of an unknown kind, not Ed25519: catalogs are signed with Ed25519 keys (openssl genpkey -algorithm ed25519). {{how}}',
  },

  /** The pin and the signature (core/catalog/catalogTrust.ts). */
  trust: {
    pinMismatch:
      "The catalog's SHA-256 is {{sha256}}, not the pinned {{pinned}}: the file changed after it was pinned. If the team lead published a new catalog, check its SHA-256 with them (sha256sum) and pin that; otherwise someone else changed it.",
    notASignature:
      "The catalog's signature file ({{at}}) is not an Ed25519 signature: it should hold 64 bytes in base64 (openssl pkeyutl -sign -rawin … | base64 -w0).",
    signatureMismatch:
      "The catalog's signature does not match its public key: the file was changed after it was signed, or signed with another key.",
  },

  /** A catalog that holds a secret (core/catalog/catalogSecrets.ts). */
  secrets: {
    found_one:
      'The catalog holds a password or token: {{places}}. A catalog is shared with every desk and must hold no secret: remove it and publish the catalog again (each person’s password stays in their own keyring, or comes from a password command).',
    found_other:
      'The catalog holds a password or token: {{places}}. A catalog is shared with every desk and must hold no secret: remove them and publish the catalog again (each person’s password stays in their own keyring, or comes from a password command).',
    /** The places named, one after another (`rest`: a place, or this again). */
    places: '{{first}}; {{rest}}',
    andMore: '{{places}}; and {{more}} more',
    profileHas: 'profile {{number}} has “{{path}}”',
    namedProfileHas: 'profile {{number}} (“{{name}}”) has “{{path}}”',
    fileHas: 'the file has “{{path}}”',
    column: 'column {{column}} (“{{title}}”) has a value in {{rows}}',
    rows_one: 'row {{rows}}',
    rows_other: 'rows {{rows}}',
    rowsAndMore: 'rows {{rows}} and {{more}} more',
  },

  /** A password command a catalog names (core/catalog/catalogCommands.ts). */
  commands: {
    unreadable: 'The password command cannot be read: {{reason}}.',
    notValid: 'The password command is not valid: {{reason}}.',
    notAList: 'it is not a list of arguments',
    anotherCommand:
      'Row {{row}} names another password command for this login ({{username}} at {{host}}); the profiles of one login share one password, so one command.',
  },

  /** A row another catalog, or the user, has (core/catalog/catalogPlan.ts). */
  plan: {
    detached: 'You detached “{{name}}” from this catalog: it stays your own profile.',
    otherCatalog:
      'This profile comes from the team catalog “{{catalog}}”; one profile follows one catalog.',
    anotherCatalog: 'another catalog',
  },

  /** Sources, syncs and edits (core/catalog/catalogService.ts). */
  service: {
    sourceGone: 'This catalog source no longer exists. It may have been removed in another window.',
    sourceRemoved: 'The source was removed.',
    tooManySources: 'At most {{max}} catalog sources',
    sameLocation: 'The source “{{name}}” already reads this location',
    notRead: 'This catalog has not been read since the app started: press Sync now first.',
    changedSincePreview:
      'The catalog “{{name}}” changed since this preview: review it again. Nothing was written.',
    removedCatalog: 'a removed catalog',
    sharedFields_one:
      '“{{profile}}” comes from the team catalog “{{catalog}}”: its {{fields}} is the catalog’s. Detach it to change it.',
    sharedFields_other:
      '“{{profile}}” comes from the team catalog “{{catalog}}”: its {{fields}} are the catalog’s. Detach it to change them.',
    catalogTags_one:
      'The tag {{tags}} comes from the team catalog “{{catalog}}”; detach the profile to remove it.',
    catalogTags_other:
      'The tags {{tags}} come from the team catalog “{{catalog}}”; detach the profile to remove them.',
    removeTag_one:
      'The tag “{{tag}}” comes from the team catalog “{{catalog}}” on 1 of the chosen profiles: detach it first, or choose only profiles of your own. Nothing was changed.',
    removeTag_other:
      'The tag “{{tag}}” comes from the team catalog “{{catalog}}” on {{count, number}} of the chosen profiles: detach them first, or choose only profiles of your own. Nothing was changed.',
    /** A catalog's fields, as `sharedFields` names them. */
    field: {
      name: 'name',
      accountId: 'account ID',
      accountName: 'account name',
      portal: 'portal',
      baseUrl: 'base URL',
      apiHostUrl: 'API host URL',
      username: 'username',
      headerStyle: 'header style',
      smsMethod: 'SMS method',
    },
  },
}
