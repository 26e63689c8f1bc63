import { Trans } from 'react-i18next'
import type { Said } from '../../../shared/i18n/said'
import { sayOf, useT } from '../i18n'

/** The server's own words for a 401 and the spec's checklist (section 7). */
export function ServerRefusal({
  serverMessage,
  checklist,
  checklistSaid,
}: {
  serverMessage: string
  checklist: readonly string[]
  /** The checklist as data, item by item, when main sent it so (older answers did not). */
  checklistSaid?: readonly Said[]
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
            {checklist.map((item, index) => (
              <li key={item}>{sayOf({ message: item, said: checklistSaid?.[index] })}</li>
            ))}
          </ul>
        </>
      )}
    </>
  )
}
