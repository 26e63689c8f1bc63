import { useEffect, useState } from 'react'
import type { LoginItemState } from '../../../shared/model/loginItem'
import { call } from '../lib/api'

/**
 * What the OS makes of "Open at login": asked when the saved setting
 * changes, and again whenever the window comes back to the front, as it
 * does after the user approved the app in System Settings or turned it on
 * in Startup apps.
 */
export function useLoginItemState(openAtLogin: boolean): LoginItemState {
  const [state, setState] = useState<LoginItemState>('as-set')
  useEffect(() => {
    let live = true
    const ask = () =>
      void call((api) => api.loginItemState()).then((result) => {
        if (live && result.ok) setState(result.value)
      })
    ask()
    window.addEventListener('focus', ask)
    return () => {
      live = false
      window.removeEventListener('focus', ask)
    }
  }, [openAtLogin])
  return state
}
