import { useT } from '../../i18n'
import { ColumnHeads } from '../ColumnHeads'

interface Props {
  headers: [string, string][]
}

/** The answer's headers, folded away until asked for. */
export function ResponseHeaders({ headers }: Props) {
  const t = useT('requests')
  return (
    <details className="req-fold">
      <summary>{t('response.headers', { count: headers.length })}</summary>
      {headers.length === 0 ? (
        <p className="muted small">{t('response.noHeaders')}</p>
      ) : (
        <div className="req-table-scroll">
          <table className="req-table req-header-table">
            <caption className="sr-only">{t('response.headersCaption')}</caption>
            <ColumnHeads columns={[t('response.headerName'), t('response.headerValue')]} />
            <tbody>
              {headers.map(([name, value], i) => (
                <tr key={`${i}:${name}`}>
                  <th scope="row" className="req-mono">
                    {name}
                  </th>
                  <td className="req-mono">{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </details>
  )
}
