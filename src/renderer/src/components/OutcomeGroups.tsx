import { useId, useState } from 'react'
import { useT } from '../i18n'
import { formatNumber } from '../lib/format'
import { LinkButton } from './LinkButton'

export interface ShownGroup {
  key: string
  /** "Need a password": the count is added. */
  title: string
  /** One line for the whole group, when its profiles share the reason. */
  note?: string
  tone: 'ok' | 'warn' | 'danger' | 'plain'
  items: readonly { id: string; name: string; detail: string }[]
  /** The group's next step, shown first in it ("Enter passwords for 42 profiles", "Retry"). */
  action?: { label: string; run: () => void; disabled?: boolean }
}

/** A group longer than this starts folded: its heading, count and action say enough. */
const OPEN_UP_TO = 8
/** The most profiles a group lists when unfolded; the rest are counted. */
const LISTED = 200

/**
 * A batch's results grouped by outcome, in the order given (the caller puts
 * the groups with something to do first): each group's heading with its
 * count, its follow-up action before its profiles, and the profiles, each
 * with a link to open it. Long groups fold.
 */
export function OutcomeGroups({
  groups,
  onOpen,
}: {
  groups: readonly ShownGroup[]
  onOpen: (id: string) => void
}) {
  if (groups.length === 0) return null
  return (
    <div className="outcome-groups">
      {groups.map((group) => (
        <Group key={group.key} group={group} onOpen={onOpen} />
      ))}
    </div>
  )
}

/** The detail every item of a group shares (50 profiles of a host that is down), said once. */
function sharedDetail(items: ShownGroup['items']): string | undefined {
  const first = items[0]?.detail
  if (items.length < 2 || !first) return undefined
  return items.every((item) => item.detail === first) ? first : undefined
}

function Group({ group, onOpen }: { group: ShownGroup; onOpen: (id: string) => void }) {
  const listId = useId()
  const t = useT('renew')
  const shared = group.note === undefined ? sharedDetail(group.items) : undefined
  const note = group.note ?? shared
  const [open, setOpen] = useState(group.items.length <= OPEN_UP_TO)
  const listed = group.items.slice(0, LISTED)
  const more = group.items.length - listed.length
  return (
    <section className={`outcome-group tone-${group.tone}`} aria-label={group.title}>
      <div className="outcome-group-head">
        <h3>
          <button
            type="button"
            className="outcome-toggle"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen(!open)}
          >
            <span className="outcome-chevron" aria-hidden="true">
              {open ? '▾' : '▸'}
            </span>
            {group.title}{' '}
            <span className="outcome-count">({formatNumber(group.items.length)})</span>
          </button>
        </h3>
        {group.action && (
          <button
            type="button"
            className="btn btn-small btn-primary"
            disabled={group.action.disabled}
            onClick={group.action.run}
          >
            {group.action.label}
          </button>
        )}
      </div>
      {note !== undefined && <p className="outcome-note">{note}</p>}
      <ul id={listId} className="outcome-list" hidden={!open}>
        {open &&
          listed.map((item) => (
            <li key={item.id}>
              <LinkButton onClick={() => onOpen(item.id)}>{item.name}</LinkButton>
              {item.detail !== '' && shared === undefined && (
                <span className="outcome-detail">{item.detail}</span>
              )}
            </li>
          ))}
        {open && more > 0 && <li className="outcome-more">{t('group.more', { count: more })}</li>}
      </ul>
    </section>
  )
}
