/** The team catalog: its source, review, commands and notices. */
export const catalog = {
  title: 'Team catalog',
  /** Settings → Team catalog (components/CatalogSettings.tsx). */
  settings: {
    intro:
      'Follow the profiles your team lead publishes. New profiles and renames arrive on their own; host moves and removals wait for your review. Passwords are never in a catalog.',
    noSources: 'No sources yet.',
  },
  source: {
    lastSyncFailed: 'Last sync failed: {{error}} Every profile is as it was.',
    syncNow: 'Sync now',
    syncing: 'Syncing…',
    syncNowOf: 'Sync now: {{name}}',
    review_one: 'Review {{count, number}} change',
    review_other: 'Review {{count, number}} changes',
    edit: 'Edit',
    editOf: 'Edit {{name}}',
    remove: 'Remove',
    removeOf: 'Remove {{name}}',
    removeNoProfiles: 'Stop following “{{name}}”? No profile comes from it.',
    removeKeeps_one: 'Stop following “{{name}}”? Its {{count, number}} profile stays, as your own.',
    removeKeeps_other:
      'Stop following “{{name}}”? Its {{count, number}} profiles stay, as your own.',
    removeSource: 'Remove source',
    keepIt: 'Keep it',
  },
  /** How a source stands (lib/catalogText.ts). */
  status: {
    neverSynced: 'Never synced.',
    lastSynced: 'Last synced {{time}}.',
    profiles_one: '{{count, number}} profile from it.',
    profiles_other: '{{count, number}} profiles from it.',
    readEvery_one: 'Read every {{count, number}} minute.',
    readEvery_other: 'Read every {{count, number}} minutes.',
    readOnSync: 'Read at start and on Sync now.',
  },
  trust: {
    none: 'Not checked',
    pin: 'Pinned to one file (SHA-256)',
    signature: 'Signed (Ed25519 public key)',
  },
  /** What a Sync now came to. */
  sync: {
    failed: 'Not synced: {{message}} Every profile is as it was.',
    unchanged: 'The catalog has not changed.',
    first: 'Read. Review the changes to start following it.',
    newProfiles_one: '{{count, number}} new profile',
    newProfiles_other: '{{count, number}} new profiles',
    updated_one: '{{count, number}} profile updated',
    updated_other: '{{count, number}} profiles updated',
    applied: 'Applied: {{what}}.',
    appliedBoth: 'Applied: {{added}}, {{updated}}.',
    nothing: 'Nothing to apply.',
    toReview_one: '{{count, number}} change to review.',
    toReview_other: '{{count, number}} changes to review.',
  },
  /** The notice above the app (components/CatalogNotices.tsx). */
  notice: {
    first_one: 'Team catalog {{name}}: {{count, number}} change to review before it is followed',
    first_other: 'Team catalog {{name}}: {{count, number}} changes to review before it is followed',
    waiting_one: 'Team catalog {{name}}: {{count, number}} change needs your review',
    waiting_other: 'Team catalog {{name}}: {{count, number}} changes need your review',
    review: 'Review',
  },
  /** Adding or editing a source (components/CatalogSourceForm.tsx). */
  form: {
    /** Named in “Your changes to … are not saved.” */
    unsavedSource: 'the catalog source “{{name}}”',
    unsavedNew: 'the new catalog source',
    add: 'Add a source',
    name: 'Name',
    nameHint: 'How the app names it: “from Support”.',
    location: 'Location',
    locationHint:
      'A file path (a shared drive, a Git checkout) or an https:// URL, holding a Token Desk export (JSON) or the import CSV.',
    check: 'Check the file',
    trust: {
      none: 'Trust the file as it is',
      pin: 'Pin its SHA-256 (one exact file)',
      signature: 'Require an Ed25519 signature (location + .sig)',
    },
    sha256: 'SHA-256 of the file',
    publicKey: 'Public key (PEM or base64)',
    refresh: 'Refresh every (minutes)',
    /** The bounds as the number field takes them, without grouping. */
    refreshHint:
      'URLs only: read again every {{min}} to {{max}} minutes. Files are read at start and on Sync now.',
    save: 'Save source',
    addButton: 'Add source',
    saved: 'Saved.',
    added: 'Added. Press Sync now to read it.',
  },
  /** A catalog's changes under review (components/CatalogReview.tsx). */
  review: {
    title: 'Team catalog {{name}}',
    notNow: 'Not now',
    first:
      'This is the first sync of “{{name}}”: nothing is written until you apply it. From then on, new profiles and changed names, account names and tags arrive on their own.',
    later:
      'These changes could lose something, so they wait for you: a host move drops the stored password for that profile, and a profile the catalog no longer lists is marked retired (never deleted).',
    removed: 'Removed from the catalog',
    removedCount: 'Removed from the catalog ({{count, number}})',
    retire_one: 'Mark it “retired from {{name}}” (kept, with its passwords, until you delete it)',
    retire_other:
      'Mark them “retired from {{name}}” (kept, with their passwords, until you delete them)',
    applyFirst_one: 'Apply and follow ({{count, number}} profile)',
    applyFirst_other: 'Apply and follow ({{count, number}} profiles)',
    apply: 'Apply changes',
    applying: 'Applying…',
  },
  /** The password commands a catalog names (components/CatalogCommands.tsx). */
  commands: {
    title: 'Password commands',
    titleCount: 'Password commands ({{count, number}})',
    login: '{{username}} at {{host}}',
    /** The first few profile names, then how many more. */
    namesAndMore: '{{names}} and {{count, number}} more',
    nowTyped: 'Now: a typed password.',
    nowCommand: 'Now: {{command}}.',
    leftBefore: 'You left this command before.',
    use_one:
      'Use this command for its login (Token Desk asks once more in its own dialog: it runs as you when a token is needed)',
    use_other:
      'Use these commands for their logins (Token Desk asks once more in its own dialog: each runs as you when a token is needed)',
  },
}
