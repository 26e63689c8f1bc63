/** A `token-desk` client the user allowed, as Settings lists it. */
export interface ApprovedCliClient {
  id: string
  /** As the client named itself when last seen, e.g. "ada@laptop · zsh". */
  name: string
  approvedAt: number
  /** null: always; else the end of an 8-hour approval. */
  until: number | null
  lastUsedAt: number | null
}

/** What an approval prompt offers; "once" covers the command that asked. */
export const cliApprovalAnswers = ['once', '8h', 'always', 'deny'] as const
export type CliApprovalAnswer = (typeof cliApprovalAnswers)[number]

export const CLI_APPROVAL_HOURS = 8

/** Whether the app listens for the command line, and where. */
export type CliEndpointState =
  | { kind: 'listening'; path: string }
  /** E.g. the directory belongs to someone else; the message says what to do. */
  | { kind: 'failed'; path: string; message: string }
  /** This build or process does not serve the command line. */
  | { kind: 'unavailable' }

export interface CliAccessInfo {
  endpoint: CliEndpointState
  clients: ApprovedCliClient[]
}
