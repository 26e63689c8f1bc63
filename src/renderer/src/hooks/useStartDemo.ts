import { useState } from 'react'
import type { AppError } from '../../../shared/ipc/errors'
import { call } from '../lib/api'
import { useNavigation } from '../store/navigation'
import { useProfileList } from '../store/profileList'

/** The demo profile opened first: the one that works, on the spec's main endpoint. */
export const FIRST_DEMO = 'Demo · customer portal'

/**
 * "Try the local sandbox" on the first-run screen: starts the sandbox, loads
 * its demo profiles and opens the first one (focus goes to its heading).
 */
export function useStartDemo(): {
  starting: boolean
  error: AppError | null
  start: () => Promise<void>
  dismissError: () => void
} {
  const [starting, setStarting] = useState(false)
  const [error, setError] = useState<AppError | null>(null)

  const start = async (): Promise<void> => {
    setStarting(true)
    setError(null)
    const result = await call((api) => api.startDemo())
    if (!result.ok) {
      setStarting(false)
      setError(result.error)
      return
    }
    const first =
      result.value.profiles.find((p) => p.name === FIRST_DEMO) ?? result.value.profiles[0]
    await useProfileList.getState().reload()
    setStarting(false)
    // The list could not be loaded: the first-run screen stays, says why and may be used again.
    const { loadError } = useProfileList.getState()
    if (loadError !== null) {
      setError(loadError)
      return
    }
    // The list replaces the first-run screen: focus goes to the opened profile's heading.
    if (first !== undefined) useNavigation.getState().open(first.id)
  }

  return { starting, error, start, dismissError: () => setError(null) }
}
