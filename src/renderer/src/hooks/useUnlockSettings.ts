import { useEffect, useState } from 'react'
import type { TokenDeskApi } from '../../../shared/ipc/api'
import type { AppError, Result } from '../../../shared/ipc/errors'
import type { UnlockRequirementState } from '../../../shared/model/unlock'
import { call } from '../lib/api'
import { useLock } from '../store/lock'

/**
 * Settings › Unlock passphrase: the requirement as main has it, and the
 * three calls that change it. Main checks every passphrase; the lock store
 * hears the new state, so the lock screen and Reveal ask at once.
 */
export function useUnlockSettings(): {
  requirement: UnlockRequirementState | null
  busy: boolean
  error: AppError | null
  turnOn(passphrase: string): Promise<boolean>
  change(current: string, passphrase: string): Promise<boolean>
  turnOff(current: string): Promise<boolean>
  clearError(): void
} {
  const requirement = useLock((s) => s.requirement)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<AppError | null>(null)

  useEffect(() => {
    void useLock.getState().loadRequirement()
  }, [])

  const run = async (
    work: (api: TokenDeskApi) => Promise<Result<UnlockRequirementState>>,
  ): Promise<boolean> => {
    setBusy(true)
    setError(null)
    const result = await call(work)
    setBusy(false)
    if (result.ok) useLock.getState().requirementChanged(result.value)
    else setError(result.error)
    return result.ok
  }

  return {
    requirement,
    busy,
    error,
    turnOn: (passphrase) => run((api) => api.setUnlockPassphrase({ passphrase })),
    change: (current, passphrase) => run((api) => api.setUnlockPassphrase({ passphrase, current })),
    turnOff: (current) => run((api) => api.turnOffUnlockRequirement({ current })),
    clearError: () => setError(null),
  }
}
