import type { EventHub } from '../events'
import type { CliApprovalPrompt } from './approvalGate'

/**
 * No approval prompt over a locked window, and nothing for the client to
 * tell: while the window is locked the prompt waits, unseen, for the unlock
 * (then it shows, if the command still waits) or for the command to stop
 * waiting, which it then does exactly as after a prompt nobody answered.
 * Denying at once instead told an unapproved client that the window was locked.
 */
export function heldWhileLocked(
  prompt: CliApprovalPrompt,
  locked: () => boolean,
  events: EventHub,
): CliApprovalPrompt {
  return {
    async ask(request, close) {
      if (locked()) await unlockedOrClosed(events, close)
      if (close.aborted) return 'deny'
      return prompt.ask(request, close)
    },
  }
}

function unlockedOrClosed(events: EventHub, close: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stop()
      close.removeEventListener('abort', done)
      resolve()
    }
    const stop = events.listen((event) => {
      if (event.type === 'unlocked') done()
    })
    close.addEventListener('abort', done, { once: true })
  })
}
