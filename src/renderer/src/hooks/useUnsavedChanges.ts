import { useEffect, useLayoutEffect, useRef } from 'react'
import { registerForm, type Unsaved } from '../store/leaveGuard'

/**
 * While mounted, the form says what leaving it would lose: `unsaved` (the
 * latest rendered) is asked when the user moves away; null when nothing.
 */
export function useUnsavedChanges(unsaved: Unsaved): void {
  const latest = useRef(unsaved)
  useLayoutEffect(() => {
    latest.current = unsaved
  })
  useEffect(() => registerForm(() => latest.current()), [])
}
