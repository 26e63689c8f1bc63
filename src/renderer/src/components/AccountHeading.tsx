import { memo, type CSSProperties } from 'react'
import { useT } from '../i18n'
import { formatNumber } from '../lib/format'

interface Props {
  accountId: string
  accountName: string
  count: number
  position: number
  setSize: number
  /** Pinned to the top while its profiles scroll past, else placed at `top`. */
  sticky: boolean
  /** While pinned: how far the next heading pushes it up (0 to -height). */
  shift: number
  top: number
  height: number
}

/** A group heading in the sidebar: the account's name, its ID and how many profiles match. */
export const AccountHeading = memo(function AccountHeading({
  accountId,
  accountName,
  count,
  position,
  setSize,
  sticky,
  shift,
  top,
  height,
}: Props) {
  const t = useT('common')
  const style: CSSProperties = sticky
    ? { position: 'sticky', top: 0, height, zIndex: 1, transform: `translateY(${shift}px)` }
    : { transform: `translateY(${top}px)`, height }
  return (
    <li
      className={`list-row group-row${sticky ? ' group-row-sticky' : ''}`}
      style={style}
      aria-posinset={position}
      aria-setsize={setSize}
    >
      <h2
        className="group-head"
        title={accountName === '' ? undefined : `${accountName} (${accountId})`}
      >
        <span className="group-name">{accountName === '' ? accountId : accountName}</span>
        {accountName !== '' && <span className="group-id">{accountId}</span>}
        <span className="group-count">
          <span aria-hidden="true">{formatNumber(count)}</span>
          <span className="sr-only">, {t('profileCount', { count })}</span>
        </span>
      </h2>
    </li>
  )
})
