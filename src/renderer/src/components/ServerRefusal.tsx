import { Trans } from 'react-i18next'
import { useT } from '../i18n'

/** The server's own words for a 401 and the spec's checklist (section 7). */
export function ServerRefusal({
  serverMessage,
  checklist,
}: {
  serverMessage: string
  checklist: readonly string[]
}) {
  const t = useT('detail')
  return (
    <>
      {serverMessage === '' ? (
        <p className="muted">{t('failure.noServerMessage')}</p>
      ) : (
        <p className="server-message">
          <Trans
            t={t}
            i18nKey="failure.serverSaid"
            values={{ message: serverMessage }}
            components={{ muted: <span className="muted" />, strong: <strong /> }}
          />
        </p>
      )}
      {checklist.length > 0 && (
        <>
          <p className="checklist-lead">{t('failure.checkThat')}</p>
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
