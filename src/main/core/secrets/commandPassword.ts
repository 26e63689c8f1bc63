import { AppFailure } from '../../../shared/ipc/errors'
import { fillCommand, type CommandValues } from '../../../shared/model/passwordCommand'
import { runPasswordCommand, type RunOptions } from './passwordCommandRunner'

/**
 * A login's command with its placeholders filled (`{vault}` from the user's
 * setting, `{username}` the login's), run: the password it printed, or a
 * `password-command` failure saying why (a `{vault}` with no vault set names
 * the setting, and nothing runs).
 */
export function commandPassword(
  argv: readonly string[],
  values: CommandValues,
  options: RunOptions = {},
): Promise<string> {
  const filled = fillCommand(argv, values)
  if (!filled.ok) {
    return Promise.reject(
      new AppFailure({ code: 'password-command', message: filled.message, said: filled.said }),
    )
  }
  return runPasswordCommand(filled.argv, options)
}
