import type { CliApprovalAnswer } from '../../../shared/model/cli'
import type { UnlockRequirement } from './unlockRequirement'

/** The command line's approval prompt, as the core sees it (cli/approvalGate's CliApprovalPrompt). */
interface ApprovalPrompt<R> {
  ask(request: R, close: AbortSignal): Promise<CliApprovalAnswer>
}

/**
 * "Always allow" for a command-line client while the unlock requirement is
 * on: a standing approval outlives every lock, so it needs the same proof
 * as an unlock. The prompt is a native message box, which can take no
 * passphrase: Touch ID confirms it where the Mac offers it; otherwise, or
 * when Touch ID says no, the client gets what needs no proof, 8 hours,
 * which Settings › Command line makes standing with the passphrase
 * (`allowCliClientAlways`).
 */
export function standingApprovalNeedsProof<R extends { client: { name: string } }>(
  prompt: ApprovalPrompt<R>,
  requirement: UnlockRequirement,
  log: (line: string) => void,
): ApprovalPrompt<R> {
  return {
    async ask(request, close) {
      const answer = await prompt.ask(request, close)
      if (answer !== 'always' || !requirement.isOn()) return answer
      const proven = await requirement
        .prove({ kind: 'touch-id' }, ({ t }) =>
          t('dialogs:touchId.alwaysAllow', { client: request.client.name }),
        )
        .then(
          () => true,
          () => false,
        )
      if (proven) return answer
      log('cli: "Always allow" without the unlock proof was given 8 hours')
      return '8h'
    },
  }
}
