import type {
  ConfirmationKind,
  ConfirmationRequest,
  UserConfirmation,
} from '../../src/main/core/userConfirmation'

type Answer = boolean | (() => Promise<boolean>)

/**
 * The user at main's dialogs, in tests: records every question and answers
 * as told, per kind. Unless told otherwise it says no, like the core without
 * an adapter, so a test that forgets to answer cannot pass by accident.
 */
export class ScriptedConfirmation implements UserConfirmation {
  readonly asked: ConfirmationRequest[] = []
  private readonly answers = new Map<ConfirmationKind, Answer>()

  /** From now on, answer questions of this kind with `answer` (or what it resolves to). */
  answer(kind: ConfirmationKind, answer: Answer): this {
    this.answers.set(kind, answer)
    return this
  }

  /** The kinds asked so far, in order. */
  kinds(): ConfirmationKind[] {
    return this.asked.map((request) => request.kind)
  }

  confirm(request: ConfirmationRequest): Promise<boolean> {
    this.asked.push(request)
    const answer = this.answers.get(request.kind) ?? false
    return typeof answer === 'function' ? answer() : Promise.resolve(answer)
  }
}
