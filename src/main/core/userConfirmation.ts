import { AppFailure } from '../../shared/ipc/errors'
import type { Said } from '../../shared/i18n/said'
import { saying } from '../../shared/i18n/sayMessage'
import { english, type Speech } from './i18n/speech'

/** Each place where a secret would leave main's hands on the page's word alone. */
export type ConfirmationKind =
  /** Show the token itself to the page (Reveal token). */
  | 'reveal-token'
  /** Send a profile's token to an origin that is neither its base URL nor its API host. */
  | 'new-origin'
  /** Turn on the unlock requirement: a page alone could otherwise lock the user out. */
  | 'unlock-passphrase'
  /** Run a password command the user has not run or saved before: it runs as the user. */
  | 'run-command'
  /** Copy a profile's header because a tokendesk:// link (from anywhere) asked. */
  | 'link-copy-header'

/** A question for the user, shaped like a native message box. */
export interface ConfirmationRequest {
  kind: ConfirmationKind
  /** The window title (ignored by macOS sheets). */
  title: string
  /** The question, one line. */
  message: string
  /** What is at stake, in a sentence or two. */
  detail: string
  /** The button that says yes, e.g. "Reveal token". */
  confirmLabel: string
  /** The button that says no; also what Escape and closing the dialog mean. */
  cancelLabel: string
}

/**
 * Asks the user directly, outside the page, before main hands a secret over:
 * the page can ask main to ask, but cannot answer. The app shows a native
 * dialog (dialog.showMessageBox); the browser harness its own equivalent.
 * Resolves true only for an explicit yes.
 */
export interface UserConfirmation {
  confirm(request: ConfirmationRequest): Promise<boolean>
}

/** Without an adapter nothing is ever approved. */
export const refuseEverything: UserConfirmation = { confirm: () => Promise.resolve(false) }

/** A question, or how to put it in the language spoken when it is asked. */
export type Question = ConfirmationRequest | ((speech: Speech) => ConfirmationRequest)

/**
 * How the core asks, over the adapter: one question at a time and failing
 * closed. While one is open another is refused at once (a page cannot stack
 * dialogs to wear the user down; with a modal dialog open the user could not
 * have asked twice); an adapter that throws counts as a no. Questions are
 * put in the language the desktop speaks (`speech`, Settings' language);
 * what a refusal returns to the caller stays English, as every AppError.
 */
export class ConfirmationGate {
  private open = false

  constructor(
    private readonly adapter: UserConfirmation = refuseEverything,
    /** The language the desktop speaks now (createCore's speaker); English without one. */
    readonly speech: () => Speech = () => english,
  ) {}

  /** True only for an explicit yes. */
  async ask(question: Question): Promise<boolean> {
    if (this.open) return false
    this.open = true
    try {
      const request = typeof question === 'function' ? question(this.speech()) : question
      return (await this.adapter.confirm(request)) === true
    } catch {
      return false
    } finally {
      this.open = false
    }
  }

  /**
   * Asks; unless the answer is yes, throws `declined` saying what was not done
   * (`said('requests.confirm.notDone.revealed')`: "Not revealed"; English text
   * is taken as it is).
   */
  async require(question: Question, notDone: Said | string): Promise<void> {
    const busy = this.open
    if (await this.ask(question)) return
    throw new AppFailure({
      code: 'declined',
      ...saying(busy ? 'requests.confirm.busy' : 'requests.confirm.declined', { notDone }),
    })
  }
}
