import { useId, type Ref } from 'react'
import { Trans } from 'react-i18next'
import { commandFormats, type CopyFormat } from '../../../shared/model/copyFormats'
import type { SettledTokenState } from '../../../shared/model/token'
import { useT } from '../i18n'
import { paletteShortcut, searchShortcut } from '../lib/searchShortcut'
import type { CommandHint } from '../lib/commandHint'
import { type Busy } from '../store/profileActions'
import { useSettings } from '../store/settings'
import { CopyMenu } from './CopyMenu'
import { BusyButton } from './BusyButton'
import { CommandHintLine } from './CommandHintLine'

interface Props {
  busy: Busy | undefined
  /** The state of the token that stands (the previous one while renewing). */
  kind: SettledTokenState['kind']
  /** A renewal is in flight for this profile (this window's or a background one). */
  renewing: boolean
  onGet: () => void
  /** Stops the renewal in flight; the token that stood stays. */
  onCancelRenewal: () => void
  /** "Verify now": asks the service whether it still takes the token. */
  onVerify: () => void
  /** Copy header is `header`; the menu offers every format. */
  onCopy: (format: CopyFormat) => void
  onCheck: () => void
  onForget: () => void
  /** Why copy commands or Verify now have nothing to call yet (null: they have). */
  commandHint?: CommandHint | null
  /** A saved request chosen in the hint: copy commands and Verify call it. */
  onChooseProbe?: (requestId: string) => void
  /** The Get / Renew button, for focus to return to. */
  getRef?: Ref<HTMLButtonElement>
  /** The Copy header button, for focus to return to. */
  copyRef?: Ref<HTMLButtonElement>
  forgetRef?: Ref<HTMLButtonElement>
}

/**
 * Get or renew, copy, check, verify, forget: one call at a time, the running one
 * says so. A renewal is not such a call: while it runs, everything that uses the
 * current token stays available, and Cancel stops it.
 */
export function TokenActions({
  busy,
  kind,
  renewing,
  onGet,
  onCopy,
  onCheck,
  onForget,
  onCancelRenewal,
  onVerify,
  commandHint = null,
  onChooseProbe = () => undefined,
  getRef,
  copyRef,
  forgetRef,
}: Props) {
  const t = useT(['detail', 'labels', 'common'])
  const letters = useSettings((s) => s.settings.letterShortcuts)
  const hintId = useId()
  const commandHintId = useId()
  // Offered, and explained where they wait for a request (only a standing token is copied).
  const hint = standingHint(kind, commandHint)
  const commandsWait = hint?.blocks === 'commands-and-verify'
  const verifyWaits = hint !== null
  const locked = busy !== undefined
  const standing = kind !== 'none'
  const requesting = renewing
  const checking = busy === 'check'
  const urgent = kind === 'expired' || kind === 'rejected'
  // With a valid token the next step is copying it; otherwise it is getting a (new) one.
  const copyFirst = kind === 'valid' && !requesting
  const copyClass = copyFirst ? ' btn-primary' : ''

  const getLabel = requesting
    ? standing
      ? t('labels:tokenState.renewing')
      : t('actions.getting')
    : standing
      ? t('actions.renew')
      : t('actions.get')

  return (
    <>
      <BusyButton
        ref={getRef}
        className={`btn${copyFirst ? '' : ' btn-primary'}${urgent ? ' btn-urgent' : ''}`}
        onClick={onGet}
        disabled={locked || requesting}
        aria-keyshortcuts={letters ? 'R' : undefined}
        busy={requesting}
        spinner
        label={getLabel}
        busyLabel={getLabel}
      />
      {requesting && (
        <button type="button" className="btn" onClick={onCancelRenewal}>
          {standing ? t('actions.cancelRenewal') : t('common:cancel')}
        </button>
      )}
      <span className="split-button">
        <BusyButton
          ref={copyRef}
          className={`btn${copyClass}`}
          onClick={() => onCopy('header')}
          disabled={locked || !standing}
          aria-disabled={!standing || undefined}
          aria-describedby={standing ? undefined : hintId}
          title={standing ? undefined : t('actions.getFirst')}
          aria-keyshortcuts={letters ? 'C' : undefined}
          busy={busy === 'copy'}
          label={t('actions.copyHeader')}
          busyLabel={t('actions.copying')}
        />
        <CopyMenu
          className={copyClass}
          disabled={locked || !standing}
          unavailable={commandsWait ? { formats: commandFormats, hint: hint.text } : null}
          describedBy={standing ? undefined : hintId}
          onChoose={onCopy}
        />
      </span>
      {!standing && (
        <span id={hintId} className="action-hint">
          {t('actions.getFirst')}
        </span>
      )}
      <BusyButton
        className="btn"
        onClick={onCheck}
        disabled={locked}
        busy={checking}
        spinner
        label={t('actions.check')}
        busyLabel={t('actions.checking')}
      />
      {standing && (
        <BusyButton
          className="btn"
          // Reachable, with the hint saying why not yet (aria-disabled, not a silent disabled).
          onClick={verifyWaits ? undefined : onVerify}
          disabled={locked}
          aria-disabled={verifyWaits || undefined}
          aria-describedby={verifyWaits ? commandHintId : undefined}
          title={verifyWaits ? undefined : t('actions.verifyTitle')}
          busy={busy === 'verify'}
          spinner
          label={t('actions.verify')}
          busyLabel={t('actions.verifying')}
        />
      )}
      {/* Only while there is a token: nothing to forget otherwise. */}
      {standing && (
        <BusyButton
          ref={forgetRef}
          className="btn btn-ghost"
          onClick={onForget}
          disabled={locked}
          busy={busy === 'forget'}
          label={t('actions.forget')}
          busyLabel={t('actions.forgetting')}
        />
      )}
      {hint !== null && <CommandHintLine id={commandHintId} hint={hint} onChoose={onChooseProbe} />}
      <p className="shortcut-hint">
        <Trans
          t={t}
          i18nKey={letters ? 'actions.shortcuts' : 'actions.shortcutsWithoutLetters'}
          values={{ palette: paletteShortcut.label, search: searchShortcut.label }}
          components={{ kbd: <kbd /> }}
        />
      </p>
    </>
  )
}

/** The command hint matters only while a token stands: otherwise "Get a token first" says it. */
const standingHint = (
  kind: SettledTokenState['kind'],
  hint: CommandHint | null,
): CommandHint | null => (kind === 'none' ? null : hint)
