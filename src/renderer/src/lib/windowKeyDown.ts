import { useEffect, useEffectEvent } from 'react'

/**
 * Hears every key pressed in the window while the component is mounted,
 * always with the latest `onKeyDown` (it is not subscribed again per render).
 */
export function useWindowKeyDown(onKeyDown: (event: KeyboardEvent) => void): void {
  const handle = useEffectEvent(onKeyDown)
  useEffect(() => {
    const listener = (event: KeyboardEvent): void => handle(event)
    window.addEventListener('keydown', listener)
    return () => window.removeEventListener('keydown', listener)
  }, [])
}
