import type { ProfileColour } from '../../../shared/model/profile'

interface Props {
  colour: ProfileColour
  /** A larger square for the form's swatch; a dot elsewhere. */
  size?: 'dot' | 'swatch'
}

/** The profile's colour label as a mark; its name is said in text where it matters. */
export function ColourDot({ colour, size = 'dot' }: Props) {
  if (colour === 'none' && size === 'dot') return null
  return <span className={`colour-${size} colour-${colour}`} aria-hidden="true" />
}
