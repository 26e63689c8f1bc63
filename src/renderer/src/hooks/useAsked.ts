import { useEffect, useEffectEvent, useRef } from 'react'

/**
 * Runs `answer` each time `asked` (a count in useCommandRequests) goes up
 * while the component is mounted; a count reached before it mounted is
 * not an order to it.
 */
export function useAsked(asked: number, answer: () => void): void {
  const seen = useRef(asked)
  const run = useEffectEvent(answer)
  useEffect(() => {
    if (asked === seen.current) return
    seen.current = asked
    run()
  }, [asked])
}
