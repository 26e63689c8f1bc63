import { z } from 'zod'
import { hasNoControlCharacters } from '../text/controlCharacters'

/**
 * A login's password can come from a command (a team vault's CLI) instead of
 * the keyring: an argument list run without a shell, its first line the
 * password. The one definition, for main (which keeps and runs it) and the
 * page (the profile form, which shows it and sends what the user typed).
 */

export const MAX_COMMAND_ARGS = 32
export const MAX_COMMAND_ARG_CHARS = 1000

/** Where `{vault}` comes from, as a message names it. */
export const VAULT_SETTING = 'Settings → Passwords → Vault for password commands'

const argument = z
  .string({ error: 'Each argument must be text' })
  .max(MAX_COMMAND_ARG_CHARS, `Each argument is at most ${MAX_COMMAND_ARG_CHARS} characters`)
  .refine(hasNoControlCharacters, { error: 'An argument cannot hold control characters' })

/** The program and its arguments, exactly as they are passed (no shell, no expansion). */
export const commandArgvSchema = z
  .array(argument, { error: 'The command must be a list of arguments' })
  .min(1, 'Enter the command that prints the password')
  .max(MAX_COMMAND_ARGS, `A command has at most ${MAX_COMMAND_ARGS} arguments`)
  .refine((argv) => (argv[0] ?? '').trim() !== '', { error: 'Name the program to run first' })

/** A login's command: run when its password is needed and none is kept. */
export const passwordCommandSchema = z.strictObject({
  argv: commandArgvSchema,
  /**
   * Keep what it prints in the keyring (as a typed password is kept). Off,
   * the default: only in memory until the app quits or locks.
   */
  keepInKeyring: z.boolean({ error: 'Keep in the keyring must be on or off' }),
})
export type PasswordCommand = z.output<typeof passwordCommandSchema>

/** The per-user vault's name `{vault}` is filled with, e.g. "Support"; empty: not set. */
export const vaultSettingSchema = z
  .string({ error: 'The vault must be text' })
  .trim()
  .max(200, 'The vault is at most 200 characters')
  .refine(hasNoControlCharacters, { error: 'The vault cannot hold control characters' })

/** What the placeholders are filled with when the command runs. */
export interface CommandValues {
  /** The user's vault (the setting); '' when not set. */
  vault: string
  /** The login's username. */
  username: string
}

export type FilledCommand = { ok: true; argv: string[] } | { ok: false; message: string }

/**
 * `{vault}` and `{username}` filled in each argument (a catalog names one
 * command for every desk, each with its own vault). A `{vault}` with no vault
 * set is an error naming the setting, never an empty path sent to the vault.
 */
export function fillCommand(argv: readonly string[], values: CommandValues): FilledCommand {
  const needsVault = argv.some((arg) => arg.includes('{vault}'))
  if (needsVault && values.vault === '') {
    return {
      ok: false,
      message: `This command uses {vault}, and no vault is set. Set it in ${VAULT_SETTING}.`,
    }
  }
  return {
    ok: true,
    argv: argv.map((arg) =>
      arg.replaceAll('{vault}', values.vault).replaceAll('{username}', values.username),
    ),
  }
}

/** A login's command as the profile form sees it: the command, and how many other profiles share it. */
export interface PasswordCommandView {
  command: PasswordCommand | null
  /** Other profiles of the login (the same base URL and username), which use the same command. */
  sharedWith: number
}
