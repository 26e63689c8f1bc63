import { useEffect, useState } from 'react'
import type { ActivityEntry } from '../../../shared/model/activity'
import type { ProfileView } from '../../../shared/model/profile'
import { call } from '../lib/api'
import { sayOf } from '../i18n'
import { historyVersion } from './historyVersion'

/**
 * The profile's token activity log, fetched again whenever the view shows a
 * change that adds an entry. `failed`: why it could not be loaded.
 */
export function useTokenActivity(profile: ProfileView): {
  entries: ActivityEntry[] | null
  failed: string | null
} {
  const [entries, setEntries] = useState<ActivityEntry[] | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  const version = historyVersion(profile)

  useEffect(() => {
    let current = true
    void call((api) => api.listActivity({ profileId: profile.id })).then((result) => {
      if (!current) return
      if (result.ok) {
        setEntries(result.value)
        setFailed(null)
      } else {
        setFailed(sayOf(result.error))
      }
    })
    return () => {
      current = false
    }
    // `version` stands for the fields that add entries.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version])

  return { entries, failed }
}
