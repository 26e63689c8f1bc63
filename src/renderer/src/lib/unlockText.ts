/**
 * What the unlock passphrase protects and what it does not, as Settings
 * says it (and docs/security.md, "The unlock requirement").
 */
export const UNLOCK_PROTECTS =
  'When it is on, unlocking the window, Reveal token, and “Always allow” for a command-line client ask for this passphrase (or Touch ID, on a Mac that has it). Wrong tries wait longer each time.'

export const UNLOCK_DOES_NOT_PROTECT = [
  'It encrypts nothing: software running as you can still read the app’s memory and files, and can remove the passphrase.',
  'A header or token already on the clipboard stays there until the app clears it or something else is copied.',
  'Command-line clients you already approved keep their access while the window is unlocked: revoke them under Command line.',
  'Without Touch ID, “Always allow” in the command line’s prompt gives 8 hours (that prompt cannot take a passphrase); make it standing under Command line, with the passphrase.',
] as const
