import { AppFailure } from '../../../shared/ipc/errors'
import type { BulkVerifyOutcome } from '../../../shared/model/bulk'
import type { Clock } from '../clock'
import type { ProfileViews } from '../profiles/profileViews'
import type { RequestService } from '../requests/requestService'
import { mapPool } from '../util/pool'

/**
 * "Verify now" for each chosen profile, a few at a time: one profile's
 * failure (no token, no probe, the service down) is its own outcome, never
 * the batch's; ids of no profile are answered in `missing`. The Board and
 * `token-desk verify` both call this, so the window and the command line
 * give the same verdicts.
 */
export async function verifyEach(
  profileIds: readonly string[],
  views: Pick<ProfileViews, 'exists' | 'require'>,
  requests: Pick<RequestService, 'verify'>,
  concurrency: number,
  clock: Clock,
): Promise<{ outcomes: BulkVerifyOutcome[]; missing: string[] }> {
  const unique = [...new Set(profileIds)]
  const missing = unique.filter((id) => !views.exists(id))
  const present = unique.filter((id) => views.exists(id))
  const outcomes = await mapPool(present, concurrency, async (id): Promise<BulkVerifyOutcome> => {
    const name = views.require(id).name
    try {
      const verified = await requests.verify(id)
      const { at, status } = verified
      if (verified.kind === 'inconclusive') {
        return { profileId: id, name, at, kind: 'inconclusive', status, message: verified.message }
      }
      if (verified.kind === 'wrong-account') {
        return { profileId: id, name, at, kind: 'wrong-account', status, account: verified.account }
      }
      return { profileId: id, name, at, kind: verified.kind, status }
    } catch (error) {
      const { code, message } =
        error instanceof AppFailure
          ? error.error
          : { code: 'internal', message: 'Verify failed unexpectedly.' }
      return { profileId: id, name, at: clock(), kind: 'failed', code, message }
    }
  })
  return { outcomes, missing }
}
