import { passwordCommandSchema, type PasswordCommand } from '../../../shared/model/passwordCommand'
import { loginKey } from '../secrets/secretKeys'
import { checkTables } from '../storage/documentShape'
import type { JsonStore } from '../storage/jsonStore'
import { tableOf, withRow, type Table } from '../util/table'

/** The key of profiles.json: login key → the command its password comes from. */
export const PASSWORD_COMMANDS_KEY = 'passwordCommands'

/** This module's table in profiles.json. */
export const checkLoginCommandsTable = (store: JsonStore): void =>
  checkTables(store, [PASSWORD_COMMANDS_KEY])

/**
 * Which logins get their password from a command (a team vault's CLI), and
 * which command: one per login (loginOf), shared by all of its profiles, as
 * the password it prints is. Not a secret (the command names where the
 * password is, not the password), so it lives in profiles.json, keyed like
 * the password (loginKey: no username or host as a key). A row that does not
 * validate reads as no command: the app asks for the password instead.
 *
 * Set by the profile form (through LoginPasswords, which also forgets a
 * password kept before) and, later, by a team catalog.
 */
export class LoginCommands {
  private rows: Table<unknown>

  constructor(private readonly store: JsonStore) {
    const value = store.get(PASSWORD_COMMANDS_KEY)
    this.rows = tableOf(
      value && typeof value === 'object' && !Array.isArray(value)
        ? (value as Record<string, unknown>)
        : {},
    )
  }

  get(login: string): PasswordCommand | null {
    const row = this.rows[loginKey(login)]
    return row === undefined ? null : (passwordCommandSchema.safeParse(row).data ?? null)
  }

  set(login: string, command: PasswordCommand | null): void {
    const next = withRow<unknown>(this.rows, loginKey(login), command ?? undefined)
    this.store.set(PASSWORD_COMMANDS_KEY, next)
    this.rows = next
  }
}
