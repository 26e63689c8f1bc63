import { ColumnHeads } from '../ColumnHeads'

interface Props {
  headers: [string, string][]
}

/** The answer's headers, folded away until asked for. */
export function ResponseHeaders({ headers }: Props) {
  return (
    <details className="req-fold">
      <summary>Headers ({headers.length})</summary>
      {headers.length === 0 ? (
        <p className="muted small">None.</p>
      ) : (
        <div className="req-table-scroll">
          <table className="req-table req-header-table">
            <caption className="sr-only">Response headers</caption>
            <ColumnHeads columns={['Name', 'Value']} />
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
