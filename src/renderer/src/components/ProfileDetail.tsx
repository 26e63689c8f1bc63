import { useEffect, useRef, useState } from 'react'
import { portalLabels } from '../../../shared/model/portal'
import type { ProfileView } from '../../../shared/model/profile'
import { accountLabel } from '../lib/labels'
import { useSettledStateKind } from '../store/clock'
import { errorToShow, useProfiles } from '../store/profiles'
import { CopyStatus } from './CopyStatus'
import { DeleteConfirm } from './DeleteConfirm'
import { ErrorPanel } from './ErrorPanel'
import { ProfileSummary } from './ProfileSummary'
import { TokenActions } from './TokenActions'
import { TokenCard } from './TokenCard'

interface Props {
  profile: ProfileView
}

/** The selected profile: its token, its settings and what can be done with them. */
export function ProfileDetail({ profile }: Props) {
  const id = profile.id
  const busy = useProfiles((s) => s.busy[id])
  const sessionError = useProfiles((s) => s.errors[id])
  const getToken = useProfiles((s) => s.getToken)
  const copyHeader = useProfiles((s) => s.copyHeader)
  const forgetToken = useProfiles((s) => s.forgetToken)
  const deleteProfile = useProfiles((s) => s.deleteProfile)
  const startEdit = useProfiles((s) => s.startEdit)
  const dismissError = useProfiles((s) => s.dismissError)
  const focusDetail = useProfiles((s) => s.focusDetail)
  const focusTaken = useProfiles((s) => s.focusTaken)

  const [confirming, setConfirming] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const deleteRef = useRef<HTMLButtonElement>(null)
  const settledKind = useSettledStateKind(profile.token)
  const error = errorToShow(profile, sessionError)

  // After the form closes or a delete, focus lands on the heading, not on the page body.
  useEffect(() => {
    if (!focusDetail) return
    headingRef.current?.focus()
    focusTaken()
  }, [focusDetail, focusTaken])

  const cancelDelete = (): void => {
    setConfirming(false)
    requestAnimationFrame(() => deleteRef.current?.focus())
  }

  return (
    <article className="detail">
      <header className="detail-head">
        <div className="detail-title">
          <h2 id="detail-title" ref={headingRef} tabIndex={-1}>
            {profile.name}
          </h2>
          <p className="muted">
            {accountLabel(profile)} · {portalLabels[profile.portal]}
          </p>
        </div>
        <div className="detail-actions">
          <button type="button" className="btn" onClick={startEdit} disabled={busy !== undefined}>
            Edit profile
          </button>
          {!confirming && (
            <button
              type="button"
              className="btn btn-danger-quiet"
              ref={deleteRef}
              onClick={() => setConfirming(true)}
              disabled={busy !== undefined}
            >
              Delete profile
            </button>
          )}
        </div>
      </header>

      {confirming && (
        <DeleteConfirm
          name={profile.name}
          deleting={busy === 'delete'}
          onConfirm={() => {
            void deleteProfile(id).then((deleted) => {
              if (!deleted) setConfirming(false)
            })
          }}
          onCancel={cancelDelete}
        />
      )}

      {error && <ErrorPanel error={error} onDismiss={() => dismissError(id)} />}

      <TokenCard token={profile.token} headerStyle={profile.headerStyle}>
        <TokenActions
          busy={busy}
          kind={settledKind}
          renewing={profile.token.kind === 'renewing'}
          onGet={() => void getToken(id)}
          onCopy={() => void copyHeader(id)}
          onForget={() => void forgetToken(id)}
        />
      </TokenCard>
      {!profile.hasPassword && (
        <p className="text-warn small">
          Add the login&apos;s password to this profile before getting a token.
        </p>
      )}
      <CopyStatus profileId={id} />

      <ProfileSummary profile={profile} />
    </article>
  )
}
