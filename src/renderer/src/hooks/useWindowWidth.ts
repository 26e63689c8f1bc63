import { useSyncExternalStore } from 'react'

const subscribe = (changed: () => void): (() => void) => {
  window.addEventListener('resize', changed)
  return () => window.removeEventListener('resize', changed)
}
const width = (): number => window.innerWidth

/** The window's width in CSS px, following every resize. */
export function useWindowWidth(): number {
  return useSyncExternalStore(subscribe, width)
}
