import { AppFailure } from '../../../shared/ipc/errors'
import { said } from '../../../shared/i18n/said'
import { saying } from '../../../shared/i18n/sayMessage'
import { loginOf } from '../../../shared/model/login'
import type {
  CommandValues,
  PasswordCommand,
  PasswordCommandView,
} from '../../../shared/model/passwordCommand'
import type { ConfirmationGate } from '../userConfirmation'
import type { LoginPasswords } from './loginPasswords'
import type { ProfileRepository } from './profileRepository'

export interface PasswordCommandsDeps {
  repo: ProfileRepository
  passwords: LoginPasswords
  confirmation: ConfirmationGate
  /** The user's vault, for `{vault}` (Settings → Passwords). */
  vault: () => string
  /** Fills the placeholders and runs the command: the password it printed. */
  run: (argv: readonly string[], values: CommandValues) => Promise<string>
  /** Tells the window a profile's view changed (where its password comes from). */
  announce: (profileId: string) => Promise<void>
}

/**
 * The profile form's password commands: which command a login uses, choosing
 * one, and Test. A command runs a program as the user, so the page alone may
 * not choose one: a command main has not run or saved before is shown in
 * main's own dialog first (a script in the page cannot answer it), and the
 * page never receives what a command printed, only how long it was.
 */
export class PasswordCommands {
  /** Argument lists the user said yes to in main's dialog this session. */
  private readonly approved = new Set<string>()

  constructor(private readonly deps: PasswordCommandsDeps) {}

  view(profileId: string): PasswordCommandView {
    const login = loginOf(this.profile(profileId))
    return {
      command: this.deps.passwords.commandOf(login),
      sharedWith: this.deps.repo.membersOf(login).length - 1,
    }
  }

  /** The login of `profileId` gets its password from `command` from now on (null: typed). */
  async set(profileId: string, command: PasswordCommand | null): Promise<PasswordCommandView> {
    const login = loginOf(this.profile(profileId))
    if (command !== null) await this.approve(command.argv, login)
    await this.deps.passwords.useCommand(login, command)
    // Every profile of the login now says where its password comes from.
    for (const member of this.deps.repo.membersOf(login)) await this.deps.announce(member.id)
    return this.view(profileId)
  }

  /**
   * Test: runs `argv` for the login the form names (saved or not) and says
   * how many characters came back, never what they were.
   */
  async test(
    argv: readonly string[],
    login: { baseUrl: string; username: string },
  ): Promise<{ characters: number }> {
    await this.approve(argv, loginOf(login))
    const password = await this.deps.run(argv, {
      vault: this.deps.vault(),
      username: login.username,
    })
    return { characters: [...password].length }
  }

  /** Asks in main's dialog before running a command that is neither saved for the login nor approved. */
  private async approve(argv: readonly string[], login: string): Promise<void> {
    const key = JSON.stringify(argv)
    if (
      this.approved.has(key) ||
      JSON.stringify(this.deps.passwords.commandOf(login)?.argv) === key
    )
      return
    await this.deps.confirmation.require(
      ({ t }) => ({
        kind: 'run-command',
        title: t('dialogs:passwordCommand.title'),
        message: t('dialogs:passwordCommand.message'),
        detail: t('dialogs:passwordCommand.detail', { command: shown(argv) }),
        confirmLabel: t('dialogs:passwordCommand.confirm'),
        cancelLabel: t('dialogs:cancel'),
      }),
      said('requests.confirm.notDone.run'),
    )
    this.approved.add(key)
  }

  private profile(profileId: string) {
    const profile = this.deps.repo.get(profileId)
    if (!profile) {
      throw new AppFailure({ code: 'not-found', ...saying('requests.profiles.goneShort') })
    }
    return profile
  }
}

/** The argument list as one line, each argument with spaces or quotes in JSON quotes. */
const shown = (argv: readonly string[]): string =>
  argv.map((arg) => (arg === '' || /[\s"'\\]/.test(arg) ? JSON.stringify(arg) : arg)).join(' ')
