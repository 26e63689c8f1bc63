import { useEffect, useState } from 'react'
import type { AppError } from '../../../shared/ipc/errors'
import type { ShortcutStatus } from '../../../shared/model/shortcut'
import { call } from '../lib/api'
import { useSettings } from '../store/settings'

/**
 * The quick switcher's global shortcut: the one chosen (null: off), what the
 * system made of it, and `apply`, which saves a choice at once and asks
 * main again whether the system gave the app those keys.
 */
export function useShortcutSettings(): {
  chosen: string | null
  status: ShortcutStatus | null
  error: AppError | null
  busy: boolean
  /** Saves the shortcut (null: off); true when main took it. */
  apply: (globalShortcut: string | null) => Promise<boolean>
} {
  const chosen = useSettings((s) => s.settings.globalShortcut)
  const save = useSettings((s) => s.save)
  const [status, setStatus] = useState<ShortcutStatus | null>(null)
  const [error, setError] = useState<AppError | null>(null)
  const [busy, setBusy] = useState(false)

  const readStatus = () => call((api) => api.shortcutStatus())
  useEffect(() => {
    let live = true
    void readStatus().then((result) => {
      if (live && result.ok) setStatus(result.value)
    })
    return () => {
      live = false
    }
  }, [chosen])

  const apply = async (globalShortcut: string | null): Promise<boolean> => {
    setBusy(true)
    const result = await save({ globalShortcut })
    setBusy(false)
    setError(result.ok ? null : result.error)
    const now = await readStatus()
    if (now.ok) setStatus(now.value)
    return result.ok
  }

  return { chosen, status, error, busy, apply }
}
