import { memo, useRef } from 'react'
import { usePressedRow } from '../hooks/usePressedRow'
import type { ProfileRow } from '../../../shared/model/profile'
import { useT } from '../i18n'
import { showsMixedLogin } from '../lib/labels'
import { ColourDot } from './ColourDot'
import { TagChips } from './TagChips'
import { ProfileName, titleIfCut } from './ProfileName'
import { MiniCountdown, TokenStatus } from './TokenStatus'

interface Props {
  profile: ProfileRow
  selected: boolean
  /** The list's one tab stop (roving tabindex): the selected row, else the first. */
  tabbable: boolean
  /** Row position in the list, for screen readers: only visible rows exist. */
  position: number
  setSize: number
  /** Where the virtualized list puts the row, in px from the top. */
  top: number
  height: number
  onSelect: (id: string) => void
  /** The name and, below it, the state and time left; portal and tags are in the detail. */
  compact: boolean
}

/**
 * One row of the sidebar: the name on up to two lines, the state and time
 * left on a line of their own below it, then (unless compact) the portal and
 * tags. Only the state and countdown follow the clock. Its accessible name
 * starts with the profile's whole name, then what the marks show.
 */
export const ProfileListItem = memo(function ProfileListItem({
  profile,
  selected,
  tabbable,
  position,
  setSize,
  top,
  height,
  onSelect,
  compact,
}: Props) {
  const nameRef = useRef<HTMLSpanElement>(null)
  const press = usePressedRow(profile.id)
  const t = useT(['sidebar', 'labels', 'board'])
  return (
    <li
      className="list-row"
      style={{ transform: `translateY(${top}px)`, height }}
      aria-posinset={position}
      aria-setsize={setSize}
    >
      <button
        type="button"
        className={compact ? 'profile-item profile-item-compact' : 'profile-item'}
        data-profile-id={profile.id}
        tabIndex={tabbable ? 0 : -1}
        aria-current={selected ? 'true' : undefined}
        onPointerDown={press.onPointerDown}
        onClick={(event) => {
          if (!press.stray(event)) onSelect(profile.id)
        }}
        onPointerEnter={() => titleIfCut(nameRef.current)}
        onFocus={() => titleIfCut(nameRef.current)}
      >
        <span className="pi-title">
          <ColourDot colour={profile.colour} />
          {/* Its title is the DOM's (titleIfCut): another profile in this row gets a new one. */}
          <ProfileName key={profile.id} name={profile.name} ref={nameRef} />
          {profile.favourite && (
            <span className="pi-star" aria-hidden="true">
              ★
            </span>
          )}
          {profile.favourite && <span className="sr-only">{t('item.favourite')}</span>}
          {profile.colour !== 'none' && (
            <span className="sr-only">
              {t('item.colour', { colour: t(`item.colours.${profile.colour}`) })}
            </span>
          )}
        </span>
        <span className="pi-row pi-state">
          <TokenStatus token={profile.token} failing={profile.failing} />
          <MiniCountdown token={profile.token} />
          {profile.retiredFrom !== undefined && (
            <span className="pi-retired">
              {t('item.retiredFrom', { source: profile.retiredFrom })}
            </span>
          )}
          {/* Once the service named the token's account, the state says more than this. */}
          {showsMixedLogin(profile) && (
            <span className="pi-mixed-login" title={t('board:mixedLogin')}>
              <span aria-hidden="true">⚠ </span>
              {t('item.mixedLogin')}
            </span>
          )}
        </span>
        {!compact && (
          <span className="pi-row pi-meta">
            <span className="pi-portal">{t(`labels:portal.${profile.portal}`)}</span>
            <TagChips tags={profile.tags} className="pi-tags" />
          </span>
        )}
      </button>
    </li>
  )
})
