import { useEffect, useRef } from 'react'
import { useTokenReveal } from '../hooks/useTokenReveal'
import { useT } from '../i18n'
import { PassphraseProof } from './PassphraseProof'

interface Props {
  profileId: string
  /**
   * Copy › Token: the revealed token selected whole and copied with the
   * keyboard or the context menu goes the same way, so it is cleared from the
   * clipboard on time and counted as a use, instead of staying there.
   */
  onCopyToken?: () => void
}

const mask = '••••••••••••'

/** The token, masked; on request shown for 10 s, then dropped (useTokenReveal). */
export function TokenReveal({ profileId, onCopyToken }: Props) {
  const { token, secondsLeft, asking, error, needsProof, reveal, cancelProof, hide } =
    useTokenReveal(profileId)
  const t = useT('detail')
  const button = useRef<HTMLButtonElement>(null)
  // Out of the passphrase question (cancelled or answered): focus back on the button below.
  const asked = useRef(false)
  useEffect(() => {
    if (asked.current && !needsProof) button.current?.focus()
    asked.current = needsProof
  }, [needsProof])

  if (needsProof && token === null) {
    return (
      <div className="token-reveal">
        <PassphraseProof
          label={t('reveal.passphrase')}
          actionLabel={t('reveal.action')}
          busy={asking}
          error={error}
          onProof={(proof) => void reveal(proof)}
          onCancel={cancelProof}
        />
      </div>
    )
  }

  return (
    <div className="token-reveal">
      {token === null ? (
        <span className="token-masked">
          <code className="masked" aria-hidden="true">
            {mask}
          </code>{' '}
          <span className="muted">{t('reveal.hidden')}</span>
        </span>
      ) : (
        <code
          className="revealed-token"
          data-testid="revealed-token"
          onCopy={(event) => {
            // Part of it selected: the browser copies that part, as asked.
            if (onCopyToken === undefined || window.getSelection()?.toString().trim() !== token)
              return
            event.preventDefault()
            onCopyToken()
          }}
        >
          {token}
        </code>
      )}
      <span className="token-reveal-controls">
        <button
          ref={button}
          type="button"
          className="btn btn-small"
          onClick={() => (token === null ? void reveal() : hide())}
          disabled={asking}
          aria-busy={asking || undefined}
        >
          {token === null ? t('reveal.reveal') : t('reveal.hide')}
        </button>
        {token !== null && (
          <span className="reveal-countdown muted">{t('reveal.hidesIn', { s: secondsLeft })}</span>
        )}
      </span>
      {error !== null && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}
