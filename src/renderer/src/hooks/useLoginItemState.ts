import { useEffect, useState } from 'react'
import type { LoginItemState } from '../../../shared/model/loginItem'
import { call } from '../lib/api'

/** What the OS makes of "Open at login", asked again whenever the saved setting changes. */
export function useLoginItemState(openAtLogin: boolean): LoginItemState {
  const [state, setState] = useState<LoginItemState>('as-set')
  useEffect(() => {
    let live = true
    void call((api) => api.loginItemState()).then((result) => {
      if (live && result.ok) setState(result.value)
    })
    return () => {
      live = false
    }
  }, [openAtLogin])
  return state
}
