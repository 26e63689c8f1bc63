/**
 * Main's own questions (userConfirmation.ts: native message boxes the page
 * cannot answer), the command line's approval prompt, and the reasons Touch
 * ID shows. What a refusal returns to the caller stays English (AppError).
 */
export const dialogs = {
  cancel: 'Cancel',
  /** tokens/tokenService.ts, Reveal token. */
  reveal: {
    title: 'Reveal token',
    message: 'Show the token of “{{name}}” on screen?',
    detail:
      'Anyone who can see your screen could use it until it expires. To paste it somewhere, Copy header is safer: the app clears the clipboard after a while.',
    confirm: 'Reveal token',
  },
  /** requests/requestService.ts: the token for a host the profile does not name. */
  newOrigin: {
    sendTitle: 'Send the token to another host',
    copyTitle: 'Copy a command that sends the token to another host',
    sendMessage: 'Send the token of “{{name}}” to {{origin}}?',
    copyMessage: 'Copy a curl command that sends the token of “{{name}}” to {{origin}}?',
    detail:
      '{{origin}} is neither the base URL nor the API host of this profile. Whoever runs it could use the token for account {{account}} until it expires. If you agree, you will not be asked again for this host and profile.',
    sendConfirm: 'Send token',
    copyConfirm: 'Copy with token',
  },
  /** lock/unlockRequirement.ts, turning the requirement on. */
  unlockPassphrase: {
    title: 'Unlock passphrase',
    message: 'Ask for a passphrase to unlock Token Desk?',
    detail:
      'From now on, unlocking the window, Reveal token and "Always allow" for a command-line client need it. It encrypts nothing: if you forget it, quit Token Desk and delete "unlockPassphrase" from profiles.json in the data folder.',
    confirm: 'Turn on',
  },
  /** profiles/passwordCommands.ts: a command neither saved nor run before. */
  passwordCommand: {
    title: 'Password command',
    message: 'Run this command to get a password?',
    detail:
      '{{command}}\n\nIt runs as you, with everything you may do. Say yes only to a command you typed or trust.',
    confirm: 'Run it',
  },
  /** catalog/catalogService.ts: the password commands a team catalog names. */
  catalogCommands: {
    title: 'Password commands from a team catalog',
    message_one: 'Use the password command the catalog “{{catalog}}” names?',
    message_other: 'Use the password commands the catalog “{{catalog}}” names?',
    /** One line of `commands` below. */
    command: '{{username}} at {{host}}: {{command}}',
    andMore_one: 'and {{count, number}} more',
    andMore_other: 'and {{count, number}} more',
    detail_one:
      '{{commands}}\n\nIt runs as you, with everything you may do, when its login needs a password. Say yes only if you trust who publishes this catalog.',
    detail_other:
      '{{commands}}\n\nEach runs as you, with everything you may do, when its login needs a password. Say yes only if you trust who publishes this catalog.',
    confirm_one: 'Use it',
    confirm_other: 'Use them',
  },
  /** links/deskLinks.ts: a tokendesk:// link's Copy header. */
  linkCopy: {
    title: 'A link asks to copy a token',
    message: 'Copy the header of “{{name}}” (account {{account}}) to the clipboard?',
    detail:
      'A tokendesk:// link asked for it. Links can come from any page or message: say yes only if you just clicked one to copy this header.',
    confirm: 'Copy header',
  },
  /** adapters/cliPrompts.ts: a `token-desk` client asks for the first time. */
  cliApproval: {
    title: 'Command line access',
    message: 'Allow `token-desk` access?',
    detail:
      '{{client}} asks for {{what}}.\n\nClient {{id}}\n\nApprovals for 8 hours or always are listed in Settings → Command line, where you can revoke them.',
    /** What the command asks for: `what` above. */
    what: {
      list: 'the list of profiles',
      verifyAll: 'a check of every profile’s token',
      verifyOne: 'a check of the token of “{{name}}”',
      verifyMany_one: 'a check of the tokens of {{count, number}} profile',
      verifyMany_other: 'a check of the tokens of {{count, number}} profiles',
      token: 'a token for “{{name}}”',
      watch: 'tokens for “{{name}}”, kept fresh while a command runs',
    },
    once: 'Allow once',
    hours: 'Allow for 8 hours',
    always: 'Always allow',
    deny: 'Deny',
  },
  /** adapters/menus.ts: Help's documentation when no browser would open. */
  browser: {
    title: 'Open in browser',
    message: 'Your computer did not open the browser.',
    detail: '{{url}}\n\nCopy the address to open it in a browser yourself. ({{reason}})',
    copy: 'Copy address',
    close: 'Close',
  },
  /** What Touch ID says it is for: macOS shows "Token Desk is trying to …". */
  touchId: {
    reveal: 'reveal the token of “{{name}}”',
    alwaysAllow: 'always allow {{client}} to use Token Desk',
    unlock: 'unlock Token Desk',
  },
}
