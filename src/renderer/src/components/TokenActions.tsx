import type { Busy } from '../store/profiles'

interface Props {
  busy: Busy | undefined
  hasToken: boolean
  onGet: () => void
  onCopy: () => void
  onForget: () => void
}

/** Get, copy, forget: one call at a time, the running one says so. */
export function TokenActions({ busy, hasToken, onGet, onCopy, onForget }: Props) {
  const locked = busy !== undefined
  return (
    <>
      <button
        type="button"
        className="btn btn-primary"
        onClick={onGet}
        disabled={locked}
        aria-busy={busy === 'get' || undefined}
      >
        {busy === 'get' ? 'Getting token…' : 'Get token'}
      </button>
      <button
        type="button"
        className="btn"
        onClick={onCopy}
        disabled={locked}
        aria-busy={busy === 'copy' || undefined}
      >
        {busy === 'copy' ? 'Copying…' : 'Copy header'}
      </button>
      {/* Only while there is a token: nothing to forget otherwise. */}
      {hasToken && (
        <button
          type="button"
          className="btn btn-ghost"
          onClick={onForget}
          disabled={locked}
          aria-busy={busy === 'forget' || undefined}
        >
          {busy === 'forget' ? 'Forgetting…' : 'Forget token'}
        </button>
      )}
    </>
  )
}
