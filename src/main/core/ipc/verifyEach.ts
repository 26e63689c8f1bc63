import { AppFailure } from '../../../shared/ipc/errors'
import type { Worded } from '../../../shared/i18n/said'
import { saying } from '../../../shared/i18n/sayMessage'
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
        const inconclusive = { profileId: id, name, at, kind: 'inconclusive', status } as const
        return { ...inconclusive, ...wordsOf(verified) }
      }
      if (verified.kind === 'wrong-account') {
        return { profileId: id, name, at, kind: 'wrong-account', status, account: verified.account }
      }
      return { profileId: id, name, at, kind: verified.kind, status }
    } catch (error) {
      const { code, ...words } =
        error instanceof AppFailure
          ? { code: error.error.code, ...wordsOf(error.error) }
          : { code: 'internal', ...saying('requests.run.verifyFailed') }
      return { profileId: id, name, at: clock(), kind: 'failed', code, ...words }
    }
  })
  return { outcomes, missing }
}

/** A verdict's or failure's words: its English, and its Said where it has one. */
const wordsOf = ({ message, said }: Worded): Worded => (said ? { message, said } : { message })
