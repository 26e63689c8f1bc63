import { useEffect, useRef, useState } from 'react'
import type { CopyFormat } from '../../../shared/model/copyFormats'
import { DEMO_TAG } from '../../../shared/model/demo'
import type { ProfileView } from '../../../shared/model/profile'
import { standingToken } from '../../../shared/model/token'
import { useT } from '../i18n'
import { accountLabel, copiedLabel, keptAs, sharedPromptNote } from '../lib/labels'
import { localTime } from '../lib/format'
import { useConfirmStep } from '../hooks/useConfirmStep'
import { commandHint } from '../lib/commandHint'
import { useLetterShortcuts } from '../lib/letterShortcuts'
import { useChecks } from '../store/checks'
import { useSettledStateKind } from '../store/clock'
import { useAppInfo } from '../store/appInfo'
import { useNavigation } from '../store/navigation'
import { useCommandRequests } from '../store/commandRequests'
import { usePasswordPrompt } from '../store/passwordPrompt'
import { errorToShow, useProfileActions } from '../store/profileActions'
import { useRequestCollections } from '../store/requestCollections'
import { useSettings } from '../store/settings'
import { AskFirstButton } from './AskFirstButton'
import { BusyButton } from './BusyButton'
import { ColourDot } from './ColourDot'
import { CopyStatus } from './CopyStatus'
import { CredentialCheck } from './CredentialCheck'
import { DemoPanel } from './DemoPanel'
import { DeleteQuestion } from './DeleteQuestion'
import { ErrorBoundary } from './ErrorBoundary'
import { ErrorPanel } from './ErrorPanel'
import { ExchangeView } from './ExchangeView'
import { useExchanges } from '../hooks/useExchanges'
import { ExpiredCopyConfirm } from './ExpiredCopyConfirm'
import { PasswordDroppedNote } from './PasswordDroppedNote'
import { PasswordPrompt } from './PasswordPrompt'
import { ProfileSummary } from './ProfileSummary'
import { RequestsPanel } from './requests/RequestsPanel'
import { TagChips } from './TagChips'
import { TokenActions } from './TokenActions'
import { TokenActivity } from './TokenActivity'
import { TokenCard } from './TokenCard'
import { VerifyResult } from './VerifyResult'
import type { StandingTokenNow } from '../lib/errorText'

interface Props {
  profile: ProfileView
}

/** The selected profile: its token, its settings and what can be done with them. */
export function ProfileDetail({ profile }: Props) {
  const t = useT(['detail', 'labels'])
  const id = profile.id
  const busy = useProfileActions((s) => s.busy[id])
  const getting = useProfileActions((s) => s.getting[id] === true)
  const cancelRenewal = useProfileActions((s) => s.cancelRenewal)
  const verifyToken = useProfileActions((s) => s.verifyToken)
  const sessionError = useProfileActions((s) => s.errors[id])
  const prompt = usePasswordPrompt((s) => (s.prompt?.profileId === id ? s.prompt : null))
  const asking = prompt !== null
  const protection = useAppInfo((s) => s.info?.protection.kind)
  const keepWeak = useSettings((s) => s.settings.keepPasswordsInWeakStorage)
  const getToken = useProfileActions((s) => s.getToken)
  const askPassword = useProfileActions((s) => s.askPassword)
  const askNewPassword = useProfileActions((s) => s.askNewPassword)
  const closePasswordPrompt = usePasswordPrompt((s) => s.close)
  const copy = useProfileActions((s) => s.copy)
  const runCheck = useChecks((s) => s.run)
  const forgetToken = useProfileActions((s) => s.forgetToken)
  const duplicateProfile = useProfileActions((s) => s.duplicateProfile)
  const copyLink = useProfileActions((s) => s.copyLink)
  const deleteProfile = useProfileActions((s) => s.deleteProfile)
  const startEdit = useNavigation((s) => s.startEdit)
  const dismissError = useProfileActions((s) => s.dismissError)
  const focusDetail = useNavigation((s) => s.focusDetail)
  const focusTaken = useNavigation((s) => s.focusTaken)
  const focusView = useNavigation((s) => s.focus)
  const collection = useRequestCollections((s) => s.collections[id])
  const chooseProbe = useRequestCollections((s) => s.chooseProbe)

  const deleteRef = useRef<HTMLButtonElement>(null)
  const deletion = useConfirmStep(deleteRef)
  /** A copy waiting for "Copy anyway": asked for this token (by its issue time) only. */
  const [pendingCopy, setPendingCopy] = useState<{ format: CopyFormat; issuedAt: number } | null>(
    null,
  )
  const headingRef = useRef<HTMLHeadingElement>(null)
  const getRef = useRef<HTMLButtonElement>(null)
  const copyRef = useRef<HTMLButtonElement>(null)
  /** Forgetting a token that still works is asked first, as deleting is. */
  // Keep token gives the focus back to Forget token, which asked (Renew token when it is gone).
  const forgetRef = useRef<HTMLButtonElement>(null)
  const forgetting = useConfirmStep(forgetRef, getRef)
  const settledKind = useSettledStateKind(profile.token)
  const error = errorToShow(profile, sessionError)
  const traces = useExchanges(profile)
  // The failed token attempt the panel tells of: the newest one kept, if it failed.
  const failedTrace = traces?.find((t) => t.kind === 'token')
  const errorExchange =
    error && failedTrace && !failedTrace.outcome.ok && failedTrace.outcome.code === error.code
      ? failedTrace
      : null
  const standing = standingToken(profile.token)
  const requesting = getting || profile.token.kind === 'renewing'
  const standingNow: StandingTokenNow =
    standing === null
      ? { kind: 'none' }
      : settledKind === 'valid' || settledKind === 'expiring'
        ? { kind: 'usable', expiresAt: standing.expiresAt }
        : settledKind === 'rejected'
          ? { kind: 'rejected' }
          : { kind: 'expired' }
  const refused = settledKind === 'expired' || settledKind === 'rejected'
  const askingCopy =
    pendingCopy !== null &&
    refused &&
    standing !== null &&
    standing.issuedAt === pendingCopy.issuedAt

  // After the form closes or a delete, focus lands on the heading, not on the page body.
  useEffect(() => {
    if (!focusDetail) return
    headingRef.current?.focus()
    focusTaken()
  }, [focusDetail, focusTaken])

  // A notification about this profile was clicked: its Get / Renew button takes focus (after
  // the heading's, above, so it stays).
  const renewFocus = useCommandRequests((s) => s.renewFocus === id)
  const renewFocusTaken = useCommandRequests((s) => s.renewFocusTaken)
  useEffect(() => {
    if (!renewFocus || getRef.current === null) return
    getRef.current.focus()
    renewFocusTaken()
  }, [renewFocus, renewFocusTaken])

  // Closing the prompt unmounts the field that had focus: keep it nearby.
  useEffect(
    () => () => {
      if (document.activeElement === document.body) getRef.current?.focus()
    },
    [asking],
  )

  /**
   * After a call: focus back where it was if that control was only disabled
   * meanwhile, else on the fallback when the control that had it went away.
   */
  const keepFocus = (from: Element | null, fallback: { current: HTMLElement | null }): void => {
    if (document.activeElement !== document.body) return
    if (from instanceof HTMLButtonElement && from.isConnected && !from.disabled) from.focus()
    else fallback.current?.focus()
  }

  const onGet = (): void => {
    setPendingCopy(null)
    // Nothing kept to log in with: ask first rather than fail.
    if (profile.password === 'none') askPassword(id)
    else {
      const from = document.activeElement
      void getToken(id).then(() => keepFocus(from, copyRef))
    }
  }

  /** "Renew and copy": the copy asked for, with a token the service will take. */
  const renewAndCopy = (format: CopyFormat): void => {
    setPendingCopy(null)
    const from = document.activeElement
    void getToken(id)
      .then((obtained) => (obtained ? copy(id, format) : undefined))
      .then(() => keepFocus(from, copyRef))
  }

  const copyNow = (format: CopyFormat): void => {
    setPendingCopy(null)
    const from = document.activeElement
    void copy(id, format).then(() => keepFocus(from, copyRef))
  }

  /** An expired or refused token is copied only once the user has said so. */
  const requestCopy = (format: CopyFormat): void => {
    if (standing === null) return
    if (refused) setPendingCopy({ format, issuedAt: standing.issuedAt })
    else copyNow(format)
  }

  const cancelCopy = (): void => {
    setPendingCopy(null)
    requestAnimationFrame(() => copyRef.current?.focus())
  }

  const letters = useSettings((s) => s.settings.letterShortcuts)
  useLetterShortcuts(
    {
      r: () => {
        if (busy === undefined && !requesting) onGet()
      },
      c: () => {
        if (busy === undefined) requestCopy('header')
      },
    },
    letters,
  )

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
                <span className="sr-only">{t('profile.favourite')}</span>
              </span>
            )}
          </div>
          <p className="muted">
            {accountLabel(profile)} · {t(`labels:portal.${profile.portal}`)}
          </p>
          <TagChips tags={profile.tags} />
        </div>
        <div className="detail-actions">
          <button type="button" className="btn" onClick={startEdit} disabled={busy !== undefined}>
            {t('profile.edit')}
          </button>
          <BusyButton
            className="btn"
            onClick={() => void duplicateProfile(id)}
            disabled={busy !== undefined}
            busy={busy === 'duplicate'}
            label={t('profile.duplicate')}
            busyLabel={t('profile.duplicating')}
          />
          <button
            type="button"
            className="btn"
            title={t('profile.copyLinkTitle')}
            onClick={() => void copyLink(id)}
          >
            {t('profile.copyLink')}
          </button>
          {!deletion.asking && (
            <AskFirstButton ref={deleteRef} onClick={deletion.ask} disabled={busy !== undefined}>
              {t('profile.delete')}
            </AskFirstButton>
          )}
        </div>
      </header>

      {deletion.asking && (
        <DeleteQuestion
          label={t('profile.confirmDeletion')}
          confirm={{
            label: t('profile.confirmDelete'),
            busyLabel: t('profile.deleting'),
            run: () => deleteProfile(id),
          }}
          step={deletion}
        >
          <p>
            {profile.sharedLogin.others === 0
              ? t('profile.deleteAsk', { name: profile.name })
              : // The login's password goes only with the last profile that uses it.
                t('profile.deleteAskShared', {
                  name: profile.name,
                  count: profile.sharedLogin.others,
                })}
          </p>
        </DeleteQuestion>
      )}

      {/* A renewal in flight supersedes the last one's failure; its own outcome replaces it. */}
      {error && !requesting && (
        <ErrorPanel
          error={error}
          standing={standingNow}
          // Its button goes with it: the heading takes the focus rather than the page.
          onDismiss={() => {
            dismissError(id)
            focusView()
          }}
          exchange={errorExchange && <ExchangeView trace={errorExchange} />}
          // The kept password refused: the new one typed right here, not in the profile's form.
          action={
            error.code === 'auth-rejected' && !asking
              ? { label: t('prompt.enterNew'), run: () => askNewPassword(id) }
              : undefined
          }
        />
      )}
      {profile.passwordDropped !== null && !asking && (
        <PasswordDroppedNote dropped={profile.passwordDropped} onEnter={() => askPassword(id)} />
      )}

      <TokenCard
        profileId={id}
        token={profile.token}
        headerStyle={profile.headerStyle}
        accountId={profile.account.id}
        loginAccounts={profile.loginAccounts}
        onCopyToken={() => requestCopy('token')}
      >
        <TokenActions
          busy={busy}
          kind={settledKind}
          renewing={profile.token.kind === 'renewing'}
          onGet={onGet}
          onCopy={requestCopy}
          onCheck={() => {
            const from = document.activeElement
            void runCheck(id).then(() => keepFocus(from, getRef))
          }}
          onForget={() =>
            settledKind === 'valid' || settledKind === 'expiring'
              ? forgetting.ask()
              : void forgetToken(id).then(() => keepFocus(null, getRef))
          }
          onCancelRenewal={() => void cancelRenewal(id)}
          onVerify={() => {
            const from = document.activeElement
            void verifyToken(id).then(() => keepFocus(from, copyRef))
          }}
          commandHint={commandHint(collection?.targets ?? null, collection?.requests ?? [])}
          onChooseProbe={(requestId) => void chooseProbe(id, requestId)}
          getRef={getRef}
          copyRef={copyRef}
          forgetRef={forgetRef}
        />
      </TokenCard>
      {forgetting.asking && standing !== null && (
        <DeleteQuestion
          label={t('profile.confirmForget')}
          confirm={{
            label: t('actions.forget'),
            busyLabel: t('actions.forgetting'),
            run: () => forgetToken(id).then(() => keepFocus(null, getRef)),
          }}
          step={forgetting}
          keepLabel={t('profile.keepToken')}
        >
          <p>{t('profile.forgetAsk', { time: localTime(standing.expiresAt) })}</p>
        </DeleteQuestion>
      )}
      {askingCopy && (
        <ExpiredCopyConfirm
          kind={settledKind}
          expiresAt={standing.expiresAt}
          rejectedAt={standing.rejectedAt}
          what={copiedLabel(pendingCopy.format)}
          onCopyAnyway={() => copyNow(pendingCopy.format)}
          // Without a kept password the prompt comes first, and the copy is the user's next step.
          renewCopies={profile.password !== 'none'}
          onRenew={() => (profile.password === 'none' ? onGet() : renewAndCopy(pendingCopy.format))}
          onCancel={cancelCopy}
        />
      )}
      {prompt !== null && (
        <PasswordPrompt
          profileName={profile.name}
          retry={prompt.retry}
          keptNote={keptAs(protection, keepWeak) + sharedPromptNote(profile.sharedLogin)}
          waiter={prompt.waiter}
          onSubmit={sendPassword}
          onCancel={closePasswordPrompt}
        />
      )}
      <CopyStatus profileId={id} />
      <CredentialCheck profileId={id} token={profile.token} />
      <VerifyResult profileId={id} token={profile.token} />

      <ProfileSummary profile={profile} />
      {profile.tags.includes(DEMO_TAG) && <DemoPanel />}
      <ErrorBoundary panel={t('activity.title')} scope="panel">
        <TokenActivity profile={profile} />
      </ErrorBoundary>
      <ErrorBoundary panel={t('profile.requestsPanel')} scope="panel">
        <RequestsPanel profile={profile} />
      </ErrorBoundary>
    </article>
  )
}
