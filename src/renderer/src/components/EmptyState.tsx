interface Props {
  onCreate: () => void
}

/** First run: what the app is for and how to start. */
export function EmptyState({ onCreate }: Props) {
  return (
    <section className="empty" aria-labelledby="empty-title">
      <h1 id="empty-title">Your vendor API tokens, at hand</h1>
      <p>
        Token Desk keeps one profile per account and portal login. It gets the 24-hour token for
        you, shows how long each token has left, and copies a ready-made <code>Authorization</code>{' '}
        header, without ever showing the token on screen.
      </p>
      <ol className="steps">
        <li>
          In the customer portal, create a login for the account with <strong>Access: API</strong>.
          The portal e-mails its password.
        </li>
        <li>Add a profile with that login's Username (not the e-mail address) and password.</li>
        <li>Get a token, then copy the header into your tool.</li>
      </ol>
      <button type="button" className="btn btn-primary" onClick={onCreate}>
        New profile
      </button>
      <p className="muted small">
        Have a list already? Bring it in with <strong>Import</strong> at the foot of the sidebar: a
        Token Desk export or a CSV file.
      </p>
    </section>
  )
}
