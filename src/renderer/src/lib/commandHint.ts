import type { CommandTargets, SavedRequest } from '../../../shared/model/request'
import { t } from '../i18n'

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
          text: t('detail:commandHint.saveRequest'),
          choices: [],
        }
      : {
          blocks: 'commands-and-verify',
          text: t('detail:commandHint.chooseRequest'),
          choices: [...requests],
        }
  }
  if (targets.verify !== null) return null
  const gets = requests.filter((r) => r.method === 'GET')
  return gets.length === 0
    ? {
        blocks: 'verify',
        text: t('detail:commandHint.saveGet'),
        choices: [],
      }
    : {
        blocks: 'verify',
        text: t('detail:commandHint.chooseGet'),
        choices: gets,
      }
}
