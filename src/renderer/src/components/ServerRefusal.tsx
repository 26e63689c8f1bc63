/** The server's own words for a 401 and the spec's checklist (section 7). */
export function ServerRefusal({
  serverMessage,
  checklist,
}: {
  serverMessage: string
  checklist: readonly string[]
}) {
  return (
    <>
      {serverMessage === '' ? (
        <p className="muted">The server gave no message.</p>
      ) : (
        <p className="server-message">
          <span className="muted">The server said: </span>
          <strong>{`"${serverMessage}"`}</strong>
        </p>
      )}
      {checklist.length > 0 && (
        <>
          <p className="checklist-lead">Check that:</p>
          <ul className="checklist">
            {checklist.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      )}
    </>
  )
}
