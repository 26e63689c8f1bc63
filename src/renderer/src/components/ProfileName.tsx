/** Names longer than this keep their end in view when the row is too narrow. */
const LONG = 24
/** The end kept: the words that start within this many characters of it. */
const TAIL = 14

/**
 * A profile's name in a row. A long name is cut in the middle, not at the
 * end, so "Demo · SMS API host (GET)" and "… (POST)" stay apart; the whole
 * name shows on hover (title) and on keyboard focus (styles.css).
 */
export function ProfileName({ name }: { name: string }) {
  const letters = Array.from(name) // whole characters, never half an emoji
  if (letters.length <= LONG) return <span className="pi-name">{name}</span>
  // Cut where a word starts, else mid-word: "Demo · SMS API h…(GET method)". The space before
  // the word ends the head, so a cut head loses it with the rest behind its "…".
  const space = letters.indexOf(' ', letters.length - TAIL)
  const cut = space > 0 && space < letters.length - 1 ? space + 1 : letters.length - TAIL
  return (
    <span className="pi-name pi-name-long" title={name} data-full={name}>
      <span className="pi-name-head">{letters.slice(0, cut).join('')}</span>
      <span className="pi-name-tail">{letters.slice(cut).join('')}</span>
    </span>
  )
}
