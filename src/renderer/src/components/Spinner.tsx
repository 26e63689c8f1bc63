/** A small turning ring beside text that already says what is happening; hidden from assistive tech. */
export function Spinner() {
  return <span className="spinner" aria-hidden="true" />
}
