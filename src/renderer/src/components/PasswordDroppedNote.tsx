import { Trans } from 'react-i18next'
import type { PasswordDropped } from '../../../shared/model/profile'
import { useT } from '../i18n'
import { localTime } from '../lib/format'
import { listed } from '../lib/labels'

interface Props {
  dropped: PasswordDropped
  /** Opens the password prompt. */
  onEnter: () => void
}

function Why({ dropped }: Pick<Props, 'dropped'>) {
  const t = useT('detail')
  const strong = { strong: <strong /> }
  if (dropped.reason === 'new-api-host') {
    return (
      <p>
        <Trans
          t={t}
          i18nKey="dropped.newApiHost"
          values={{ at: localTime(dropped.at), host: dropped.host }}
          components={strong}
        />
      </p>
    )
  }
  // "the base URL to https://b.example and the API host to https://c.example"
  const moves = listed(dropped.moves.map((m) => t(`dropped.move.${m.field}`, { to: m.to })))
  const from = dropped.moves.map((m) => m.from).filter(Boolean)
  const at = localTime(dropped.at)
  return (
    <p>
      {from.length > 0 ? (
        <Trans
          t={t}
          i18nKey="dropped.hostChangedFrom"
          values={{ at, moves, from: listed(from) }}
          components={strong}
        />
      ) : (
        <Trans t={t} i18nKey="dropped.hostChanged" values={{ at, moves }} components={strong} />
      )}
    </p>
  )
}

/**
 * Main withholds the login's password from this profile on its own (a host
 * moved, or a new API host): say when and why.
 */
export function PasswordDroppedNote({ dropped, onEnter }: Props) {
  const t = useT('detail')
  return (
    <section
      className="password-dropped"
      aria-label={dropped.reason === 'host-changed' ? t('dropped.removed') : t('dropped.withheld')}
    >
      <Why dropped={dropped} />
      <button type="button" className="btn btn-small" onClick={onEnter}>
        {t('dropped.enter')}
      </button>
    </section>
  )
}
