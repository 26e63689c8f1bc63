import type { CliApprovalAnswer } from '../../../shared/model/cli'
import { english, type Speech } from '../i18n/speech'
import type { CliApprovalPrompt, CliApprovalRequest, CliAsked } from './approvalGate'

/** The approval prompt's words; `buttons` in the order of shared/model/cli's cliApprovalAnswers. */
export interface CliApprovalDialog {
  title: string
  message: string
  detail: string
  buttons: readonly [once: string, hours: string, always: string, deny: string]
}

/** A request as the app's prompt is given it: with its words in the desktop's language. */
export interface SpokenApprovalRequest extends CliApprovalRequest {
  dialog: CliApprovalDialog
}

/** The app's approval prompt (adapters/cliPrompts.ts: a message box with four buttons). */
export interface CliPromptHost {
  /** `close` aborts when nobody waits for the answer any more: the prompt goes away. */
  ask(request: SpokenApprovalRequest, close: AbortSignal): Promise<CliApprovalAnswer>
}

/** What the command asks for, as the prompt's detail names it. */
function askedText({ t }: Speech, asked: CliAsked): string {
  switch (asked.kind) {
    case 'list':
      return t('dialogs:cliApproval.what.list')
    case 'verify':
      return asked.profiles === 'all'
        ? t('dialogs:cliApproval.what.verifyAll')
        : asked.profiles.length === 1
          ? t('dialogs:cliApproval.what.verifyOne', { name: String(asked.profiles[0]) })
          : t('dialogs:cliApproval.what.verifyMany', { count: asked.profiles.length })
    case 'token':
      return t('dialogs:cliApproval.what.token', { name: asked.profile })
    case 'watch':
      return t('dialogs:cliApproval.what.watch', { name: asked.profile })
  }
}

/** "Allow `token-desk` access?": who asks, for what, and where approvals are revoked. */
export function approvalDialog(request: CliApprovalRequest, speech: Speech): CliApprovalDialog {
  const { t } = speech
  return {
    title: t('dialogs:cliApproval.title'),
    message: t('dialogs:cliApproval.message'),
    detail: t('dialogs:cliApproval.detail', {
      client: request.client.name,
      what: askedText(speech, request.asked),
      id: request.client.id,
    }),
    buttons: [
      t('dialogs:cliApproval.once'),
      t('dialogs:cliApproval.hours'),
      t('dialogs:cliApproval.always'),
      t('dialogs:cliApproval.deny'),
    ],
  }
}

/** The app's prompt as the gate asks it: each request put in the language spoken when it shows. */
export function spokenPrompt(
  prompt: CliPromptHost,
  speech: () => Speech = () => english,
): CliApprovalPrompt {
  return {
    ask: (request, close) =>
      prompt.ask({ ...request, dialog: approvalDialog(request, speech()) }, close),
  }
}
