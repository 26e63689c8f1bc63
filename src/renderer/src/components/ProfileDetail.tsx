import { useEffect, useRef, useState } from 'react'
import { portalLabels } from '../../../shared/model/portal'
import type { ProfileView } from '../../../shared/model/profile'
import { accountLabel, keptAs } from '../lib/labels'
import { useSettledStateKind } from '../store/clock'
import { errorToShow, useProfiles } from '../store/profiles'
import { useSettings } from '../store/settings'
import { ColourDot } from './ColourDot'
import { CopyStatus } from './CopyStatus'
import { DeleteConfirm } from './DeleteConfirm'
import { ErrorPanel } from './ErrorPanel'
import { PasswordPrompt } from './PasswordPrompt'
import { ProfileSummary } from './ProfileSummary'
import { RequestsPanel } from './requests/RequestsPanel'
import { TagChips } from './TagChips'
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
  const asking = useProfiles((s) => s.passwordPrompt === id)
  const retry = useProfiles((s) => s.passwordRetry)
  const protection = useProfiles((s) => s.appInfo?.protection.kind)
  const keepWeak = useSettings((s) => s.settings.keepPasswordsInWeakStorage)
  const getToken = useProfiles((s) => s.getToken)
  const askPassword = useProfiles((s) => s.askPassword)
  const closePasswordPrompt = useProfiles((s) => s.closePasswordPrompt)
  const copyHeader = useProfiles((s) => s.copyHeader)
  const forgetToken = useProfiles((s) => s.forgetToken)
  const duplicateProfile = useProfiles((s) => s.duplicateProfile)
  const deleteProfile = useProfiles((s) => s.deleteProfile)
  const startEdit = useProfiles((s) => s.startEdit)
  const dismissError = useProfiles((s) => s.dismissError)
  const focusDetail = useProfiles((s) => s.focusDetail)
  const focusTaken = useProfiles((s) => s.focusTaken)

  const [confirming, setConfirming] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const deleteRef = useRef<HTMLButtonElement>(null)
  const getRef = useRef<HTMLButtonElement>(null)
  const settledKind = useSettledStateKind(profile.token)
  const error = errorToShow(profile, sessionError)

  // After the form closes or a delete, focus lands on the heading, not on the page body.
  useEffect(() => {
    if (!focusDetail) return
    headingRef.current?.focus()
    focusTaken()
  }, [focusDetail, focusTaken])

  // Closing the prompt unmounts the field that had focus: keep it nearby.
  useEffect(
    () => () => {
      if (document.activeElement === document.body) getRef.current?.focus()
    },
    [asking],
  )

  const cancelDelete = (): void => {
    setConfirming(false)
    requestAnimationFrame(() => deleteRef.current?.focus())
  }

  const onGet = (): void => {
    // Nothing kept to log in with: ask first rather than fail.
    if (profile.password === 'none') askPassword(id)
    else void getToken(id)
  }

  const sendPassword = (password: string): void => {
    void getToken(id, password).then(() => {
      if (document.activeElement === document.body) getRef.current?.focus()
    })
  }

  return (
    <article className="detail">
      <header className="detail-head">
        <div className="detail-title">
          <div className="detail-name">
            <ColourDot colour={profile.colour} />
            <h1 id="detail-title" ref={headingRef} tabIndex={-1}>
              {profile.name}
            </h1>
            {profile.favourite && (
              <span className="favourite-mark">
                <span aria-hidden="true">★</span>
                <span className="sr-only">Favourite</span>
              </span>
            )}
          </div>
          <p className="muted">
            {accountLabel(profile)} · {portalLabels[profile.portal]}
          </p>
          <TagChips tags={profile.tags} />
        </div>
        <div className="detail-actions">
          <button type="button" className="btn" onClick={startEdit} disabled={busy !== undefined}>
            Edit profile
          </button>
          <button
            type="button"
            className="btn"
            onClick={() => void duplicateProfile(id)}
            disabled={busy !== undefined}
            aria-busy={busy === 'duplicate' || undefined}
          >
            {busy === 'duplicate' ? 'Duplicating…' : 'Duplicate profile'}
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
          onGet={onGet}
          onCopy={() => void copyHeader(id)}
          onForget={() => void forgetToken(id)}
          getRef={getRef}
        />
      </TokenCard>
      {asking && (
        <PasswordPrompt
          profileName={profile.name}
          retry={retry}
          keptNote={keptAs(protection, keepWeak)}
          onSubmit={sendPassword}
          onCancel={closePasswordPrompt}
        />
      )}
      <CopyStatus profileId={id} />

      <ProfileSummary profile={profile} />
      <RequestsPanel profile={profile} />
    </article>
  )
}
