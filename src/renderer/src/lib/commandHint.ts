import type { CommandTargets, SavedRequest } from '../../../shared/model/request'

/**
 * Why copy commands (curl, fetch, HTTPie, PowerShell) or Verify now cannot
 * run yet, and what to do: save a request, or choose one of the saved
 * requests (`choices`, offered in place). `blocks` says which controls it
 * explains: both, or only Verify (the request they call is not a GET).
 */
export interface CommandHint {
  blocks: 'commands-and-verify' | 'verify'
  text: string
  choices: SavedRequest[]
}

/** Null: both have something to call, or main has not said yet (they stay enabled). */
export function commandHint(
  targets: CommandTargets | null,
  requests: readonly SavedRequest[],
): CommandHint | null {
  if (targets === null) return null
  // Without a request to copy there is none to verify with either (a demo profile has whoami).
  if (targets.copy === null) {
    return requests.length === 0
      ? {
          blocks: 'commands-and-verify',
          text: 'Save a request under Test requests to copy it as a command or verify with it.',
          choices: [],
        }
      : {
          blocks: 'commands-and-verify',
          text: 'Choose a request to copy as a command and verify with:',
          choices: [...requests],
        }
  }
  if (targets.verify !== null) return null
  const gets = requests.filter((r) => r.method === 'GET')
  return gets.length === 0
    ? {
        blocks: 'verify',
        text: 'Save a GET request under Test requests to verify with it: Verify sends only a GET, as a POST could send a message or start a flow.',
        choices: [],
      }
    : {
        blocks: 'verify',
        text: 'Verify sends only a GET: choose one to verify with (copy commands call it too):',
        choices: gets,
      }
}
