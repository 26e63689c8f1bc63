import { useEffect, useState } from 'react'
import type { ScreenLockWatch } from '../../../shared/model/lock'
import { call } from '../lib/api'

/** Whether main hears the OS lock the screen, asked once when the caller mounts; null until known. */
export function useScreenLockWatch(): ScreenLockWatch | null {
  const [watch, setWatch] = useState<ScreenLockWatch | null>(null)
  useEffect(() => {
    let live = true
    void call((api) => api.screenLockWatch()).then((result) => {
      if (live && result.ok) setWatch(result.value)
    })
    return () => {
      live = false
    }
  }, [])
  return watch
}
