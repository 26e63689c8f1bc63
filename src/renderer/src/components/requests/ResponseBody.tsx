import { useMemo, useState } from 'react'
import { MAX_RESPONSE_BYTES } from '../../../../shared/model/request'
import { useT } from '../../i18n'
import { formatBytes, formatMebibytes, isJsonType } from './format'
import { JsonTree } from './JsonTree'

interface Props {
  body: string
  contentType: string
  truncated: boolean
  sizeBytes: number
  /** Whether the server said how long the body is (else the size is only what was read). */
  lengthKnown: boolean
}

/** The body as JSON when it parses (cut off, it cannot), else as plain text. */
function parseJson(
  body: string,
  contentType: string,
  truncated: boolean,
): { value: unknown } | null {
  if (truncated || body.trim() === '') return null
  if (!isJsonType(contentType) && !/^\s*[[{]/.test(body)) return null
  try {
    return { value: JSON.parse(body) as unknown }
  } catch {
    return null
  }
}

/** The answer's body: a foldable JSON tree (or its pretty text), or the text as it came. */
export function ResponseBody({ body, contentType, truncated, sizeBytes, lengthKnown }: Props) {
  const json = useMemo(
    () => parseJson(body, contentType, truncated),
    [body, contentType, truncated],
  )
  const [raw, setRaw] = useState(false)
  const pretty = useMemo(
    () => (json !== null && raw ? JSON.stringify(json.value, null, 2) : null),
    [json, raw],
  )

  const t = useT('requests')
  const cap = formatMebibytes(MAX_RESPONSE_BYTES)
  return (
    <div className="req-body-view">
      <div className="req-body-head">
        <h4 className="req-minor-head">{t('response.body')}</h4>
        {contentType !== '' && <code className="req-content-type">{contentType}</code>}
        {json !== null && (
          <button
            type="button"
            className="btn btn-ghost btn-small req-raw-toggle"
            aria-pressed={raw}
            onClick={() => setRaw((r) => !r)}
          >
            {t('response.showAsText')}
          </button>
        )}
      </div>
      {truncated && (
        <p className="req-truncated">
          {lengthKnown
            ? t('response.truncated', { cap, size: formatBytes(sizeBytes) })
            : t('response.truncatedUnknown', { cap })}
        </p>
      )}
      {body === '' ? (
        <p className="muted small">{t('response.noBody')}</p>
      ) : json !== null && !raw ? (
        <JsonTree value={json.value} label={t('response.content')} />
      ) : (
        <pre className="req-body-text" tabIndex={0} aria-label={t('response.content')}>
          {pretty ?? body}
        </pre>
      )}
    </div>
  )
}
