import { useState } from 'react'
import { useT } from '../../i18n'

interface Props {
  /** The member name in an object, the index in an array; null at the top. */
  name: string | null
  inArray: boolean
  value: unknown
  depth: number
}

/** Children shown at a time: a 2 MiB answer can hold far more than a page can draw at once. */
const CHUNK = 100

function Key({ name, inArray }: Pick<Props, 'name' | 'inArray'>) {
  if (name === null) return null
  return inArray ? (
    <span className="json-index">{name}: </span>
  ) : (
    <span className="json-key">{JSON.stringify(name)}: </span>
  )
}

function Primitive({ value }: { value: unknown }) {
  if (value === null) return <span className="json-null">{JSON.stringify(null)}</span>
  switch (typeof value) {
    case 'string':
      return <span className="json-string">{JSON.stringify(value)}</span>
    case 'number':
      return <span className="json-number">{String(value)}</span>
    case 'boolean':
      return <span className="json-boolean">{String(value)}</span>
    default:
      return <span>{String(value)}</span>
  }
}

/**
 * One JSON value: a leaf, or an object or array that folds (a native
 * details/summary, so the keyboard and screen readers know it). Children are
 * drawn only while open, and in chunks.
 */
export function JsonNode({ name, inArray, value, depth }: Props) {
  const [open, setOpen] = useState(depth < 2)
  const [limit, setLimit] = useState(CHUNK)
  const t = useT('requests')

  if (value === null || typeof value !== 'object') {
    return (
      <li className="json-leaf">
        <Key name={name} inArray={inArray} />
        <Primitive value={value} />
      </li>
    )
  }

  const isArray = Array.isArray(value)
  const entries: [string, unknown][] = isArray
    ? value.map((v: unknown, i): [string, unknown] => [String(i), v])
    : Object.entries(value)
  const [opening, closing] = isArray ? ['[', ']'] : ['{', '}']

  if (entries.length === 0) {
    return (
      <li className="json-leaf">
        <Key name={name} inArray={inArray} />
        <span className="json-punct">
          {opening}
          {closing}
        </span>
      </li>
    )
  }

  const count = isArray
    ? t('response.items', { count: entries.length })
    : t('response.keys', { count: entries.length })
  const left = entries.length - limit
  return (
    <li className="json-branch">
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>
          <Key name={name} inArray={inArray} />
          <span className="json-punct">{opening}</span>
          {!open && <span className="json-punct"> … {closing}</span>}
          <span className="json-count"> {count}</span>
        </summary>
        {open && (
          <>
            <ul className="json-children">
              {entries.slice(0, limit).map(([key, child]) => (
                <JsonNode key={key} name={key} inArray={isArray} value={child} depth={depth + 1} />
              ))}
            </ul>
            {left > 0 && (
              <button
                type="button"
                className="link-button json-more"
                onClick={() => setLimit((n) => n + CHUNK)}
              >
                {t('response.showMore', { n: Math.min(CHUNK, left), left })}
              </button>
            )}
            <span className="json-punct json-close">{closing}</span>
          </>
        )}
      </details>
    </li>
  )
}
