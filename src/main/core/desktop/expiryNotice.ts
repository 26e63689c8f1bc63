import type { ProfileRow } from '../../../shared/model/profile'
import { standingToken } from '../../../shared/model/token'
import { english, type Speech } from '../i18n/speech'

/** Warned about this long before expiry. */
export const NOTICE_LEAD_MS = 15 * 60 * 1000
/** "Recently used": within this long. */
export const RECENT_MS = 3 * 24 * 60 * 60 * 1000

export interface ExpiryNotice {
  /** Which profiles, so the same set is not announced twice. */
  profileIds: string[]
  title: string
  body: string
  /** About one profile: the notice offers renewing that one (a button, or its click). */
  renew: string | null
}

/**
 * One grouped notice for the favourites and recently used profiles whose
 * token ends within the lead time ("5 tokens expire within 15 minutes"),
 * or null. Others are left alone: hundreds of profiles must not mean
 * hundreds of notifications. In the language `speech` speaks.
 */
export function expiryNotice(
  rows: readonly ProfileRow[],
  now: number,
  speech: Speech = english,
): ExpiryNotice | null {
  // One pass, no copies and no object per row: this runs over every row on each change and every 30 s.
  const profileIds: string[] = []
  let first: ProfileRow | null = null
  let firstAt = 0
  for (let r = 0; r < rows.length; r++) {
    const p = rows[r] as ProfileRow
    if (!p.favourite && (p.lastUsedAt === null || now - p.lastUsedAt > RECENT_MS)) continue
    const token = standingToken(p.token)
    if (token === null) continue
    const expiresAt = token.expiresAt
    if (expiresAt <= now || expiresAt - now > NOTICE_LEAD_MS) continue
    profileIds.push(p.id)
    // The soonest; the earlier row of equal ones.
    if (first === null || expiresAt < firstAt) {
      first = p
      firstAt = expiresAt
    }
  }
  if (first === null) return null
  profileIds.sort()
  const { t } = speech
  const name = first.name
  const duration = speech.duration(firstAt - now)
  if (profileIds.length === 1) {
    return {
      profileIds,
      title: t('desktop:expiry.oneTitle', { name, duration }),
      body: t('desktop:expiry.oneBody'),
      renew: first.id,
    }
  }
  return {
    profileIds,
    title: t('desktop:expiry.manyTitle', {
      count: profileIds.length,
      duration: speech.duration(NOTICE_LEAD_MS),
    }),
    body: t('desktop:expiry.manyBody', { name, duration }),
    renew: null,
  }
}
