import { memo } from 'react'
import { portalLabels } from '../../../shared/model/portal'
import type { ProfileView } from '../../../shared/model/profile'
import { accountLabel } from '../lib/labels'
import { MiniCountdown, TokenStatus } from './TokenStatus'

interface Props {
  profile: ProfileView
  selected: boolean
  onSelect: (id: string) => void
}

/** One row of the sidebar; only its state and countdown follow the clock. */
export const ProfileListItem = memo(function ProfileListItem({
  profile,
  selected,
  onSelect,
}: Props) {
  return (
    <li>
      <button
        type="button"
        className="profile-item"
        data-profile-id={profile.id}
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(profile.id)}
      >
        <span className="pi-row">
          <span className="pi-name">{profile.name}</span>
          <TokenStatus token={profile.token} />
        </span>
        <span className="pi-row pi-meta">
          <span className="pi-account">
            {accountLabel(profile)} · {portalLabels[profile.portal]}
          </span>
          <MiniCountdown token={profile.token} />
        </span>
      </button>
    </li>
  )
})
