import { z } from 'zod'
import { hasNoControlCharacters } from '../text/controlCharacters'
import { says } from '../i18n/fieldSays'
import { said, type Said } from '../i18n/said'
import { saying } from '../i18n/sayMessage'
import { lazySchema } from './lazySchema'

/**
 * A login's password can come from a command (a team vault's CLI) instead of
 * the keyring: an argument list run without a shell, its first line the
 * password. The one definition, for main (which keeps and runs it) and the
 * page (the profile form, which shows it and sends what the user typed).
 */

export const MAX_COMMAND_ARGS = 32
export const MAX_COMMAND_ARG_CHARS = 1000

const eachArgument = said('fields.label.eachArgument')
const argument = lazySchema(() =>
  z
    .string(says('fields.notText', { label: eachArgument }))
    .max(
      MAX_COMMAND_ARG_CHARS,
      says('fields.atMost', { label: eachArgument, max: MAX_COMMAND_ARG_CHARS }),
    )
    .refine(
      hasNoControlCharacters,
      says('fields.noControlsShort', { label: said('fields.label.anArgument') }),
    ),
)

/** The program and its arguments, exactly as they are passed (no shell, no expansion). */
export const commandArgvSchema = lazySchema(() =>
  z
    .array(argument, says('fields.command.notList'))
    .min(1, says('fields.command.enter'))
    .max(MAX_COMMAND_ARGS, says('fields.command.tooMany', { max: MAX_COMMAND_ARGS }))
    .refine((argv) => (argv[0] ?? '').trim() !== '', says('fields.command.program')),
)

/** A login's command: run when its password is needed and none is kept. */
export const passwordCommandSchema = lazySchema(() =>
  z.strictObject({
    argv: commandArgvSchema,
    /**
     * Keep what it prints in the keyring (as a typed password is kept). Off,
     * the default: only in memory until the app quits or locks.
     */
    keepInKeyring: z.boolean(says('fields.onOrOff', { label: said('fields.label.keepInKeyring') })),
  }),
)
export type PasswordCommand = z.output<typeof passwordCommandSchema>

const vault = said('fields.label.vault')

/** The per-user vault's name `{vault}` is filled with, e.g. "Support"; empty: not set. */
export const vaultSettingSchema = lazySchema(() =>
  z
    .string(says('fields.notText', { label: vault }))
    .trim()
    .max(200, says('fields.atMost', { label: vault, max: 200 }))
    .refine(hasNoControlCharacters, says('fields.noControlsShort', { label: vault })),
)

/** What the placeholders are filled with when the command runs. */
export interface CommandValues {
  /** The user's vault (the setting); '' when not set. */
  vault: string
  /** The login's username. */
  username: string
}

/** The command to run, or why not: in English, and as data (`said`). */
export type FilledCommand =
  { ok: true; argv: string[] } | { ok: false; message: string; said: Said }

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
      ...saying('fields.command.noVault', { setting: said('fields.command.vaultSetting') }),
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
