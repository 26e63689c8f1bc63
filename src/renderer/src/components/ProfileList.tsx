import { useState, type KeyboardEvent } from 'react'
import { portalLabels } from '../../../shared/model/portal'
import { useProfiles } from '../store/profiles'
import { useRenewAll } from '../store/renewAll'
import { ProfileListItem } from './ProfileListItem'
import { RenewAllProgress } from './RenewAllProgress'

interface Props {
  /** Hidden while the empty state offers its own New profile button. */
  showNew: boolean
}

/** The sidebar: every profile, a filter, Renew all and New profile. Arrow keys move between profiles. */
export function ProfileList({ showNew }: Props) {
  const profiles = useProfiles((s) => s.profiles)
  const status = useProfiles((s) => s.status)
  const selectedId = useProfiles((s) => s.selectedId)
  const view = useProfiles((s) => s.view)
  const select = useProfiles((s) => s.select)
  const startCreate = useProfiles((s) => s.startCreate)
  const renewing = useRenewAll((s) => s.running)
  const renewAll = useRenewAll((s) => s.start)
  const [filter, setFilter] = useState('')

  const query = filter.trim().toLowerCase()
  const shown =
    query === ''
      ? profiles
      : profiles.filter((p) =>
          [p.name, p.account.id, p.account.name, portalLabels[p.portal], p.username].some((text) =>
            text.toLowerCase().includes(query),
          ),
        )

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>): void => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    const buttons = Array.from(
      event.currentTarget.querySelectorAll<HTMLButtonElement>('button[data-profile-id]'),
    )
    const index = buttons.findIndex((b) => b === document.activeElement)
    const next = buttons[index + (event.key === 'ArrowDown' ? 1 : -1)]
    if (next === undefined) return
    event.preventDefault()
    next.focus()
    const id = next.dataset['profileId']
    if (id !== undefined) select(id)
  }

  return (
    <nav className="sidebar-inner" aria-label="Profiles">
      <div className="sidebar-head">
        <h1 className="app-title">Token Desk</h1>
        <div className="sidebar-actions">
          {profiles.length > 0 && (
            <button
              type="button"
              className="btn btn-small"
              onClick={() => void renewAll()}
              disabled={renewing}
              aria-busy={renewing || undefined}
            >
              Renew all
            </button>
          )}
          {showNew && (
            <button type="button" className="btn btn-primary btn-small" onClick={startCreate}>
              New profile
            </button>
          )}
        </div>
      </div>
      <RenewAllProgress />
      {profiles.length > 0 && (
        <div className="filter">
          <input
            type="search"
            aria-label="Filter"
            placeholder="Filter by name, account, portal…"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
          />
        </div>
      )}
      {status === 'loading' && <p className="sidebar-note">Loading profiles…</p>}
      {status === 'ready' && profiles.length === 0 && (
        <p className="sidebar-note">No profiles yet.</p>
      )}
      {profiles.length > 0 && shown.length === 0 && (
        <p className="sidebar-note">No profile matches “{filter.trim()}”.</p>
      )}
      <ul className="profile-list" onKeyDown={onKeyDown}>
        {shown.map((profile) => (
          <ProfileListItem
            key={profile.id}
            profile={profile}
            selected={profile.id === selectedId && (view === 'detail' || view === 'edit')}
            onSelect={select}
          />
        ))}
      </ul>
    </nav>
  )
}
