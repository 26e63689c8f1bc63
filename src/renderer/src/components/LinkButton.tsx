import type { ReactNode } from 'react'

/** A button that reads as a link in running text ("Try again", a profile's name). */
export function LinkButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className="link-button" onClick={onClick}>
      {children}
    </button>
  )
}
