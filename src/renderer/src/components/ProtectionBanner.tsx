import { useId, useState } from 'react'
import type { SecretProtection } from '../../../shared/ipc/contract'
import { sayOf, t, useT } from '../i18n'
import { keyringName } from '../lib/keyringName'
import { useAppInfo } from '../store/appInfo'
import { useProfileList } from '../store/profileList'
import { useSettings } from '../store/settings'

type Shown = Exclude<SecretProtection['kind'], 'os-keyring'>

/** The protections whose banner says where passwords go, in words the user can act on. */
const withConsequence = (kind: Shown): kind is 'weak' | 'unavailable' =>
  kind === 'weak' || kind === 'unavailable'

/** Why secrets are protected as they are, and what to do about it, in the window's language. */
function reason(protection: Exclude<SecretProtection, { kind: 'os-keyring' }>): string {
  switch (protection.kind) {
    case 'test-only':
      return protection.keyring === 'test-only'
        ? t('sidebar:protection.reason.publishedKey')
        : t('sidebar:protection.reason.testOnly', { keyring: keyringName(protection.keyring) })
    case 'weak':
      return protection.expected === null
        ? t('sidebar:protection.reason.noKeyring')
        : t('sidebar:protection.reason.keyringLocked', {
            keyring: keyringName(protection.expected),
          })
    case 'unavailable':
      return t(
        `sidebar:protection.reason.unavailable.${protection.platform === 'darwin' || protection.platform === 'win32' ? protection.platform : 'other'}`,
      )
  }
}

/** The opt-in to keep passwords on disk under weak encryption. */
function KeepOnDisk() {
  const id = useId()
  const keep = useSettings((s) => s.settings.keepPasswordsInWeakStorage)
  const loaded = useSettings((s) => s.status === 'ready')
  const save = useSettings((s) => s.save)
  const reload = useProfileList((s) => s.reload)
  /** The choice being saved, shown at once; main's answer replaces it. */
  const [pending, setPending] = useState<boolean | null>(null)
  const [error, setError] = useState<string | null>(null)
  const t = useT('sidebar')

  const change = async (checked: boolean): Promise<void> => {
    setPending(checked)
    setError(null)
    const result = await save({ keepPasswordsInWeakStorage: checked })
    setPending(null)
    if (!result.ok) {
      setError(t('protection.notChanged', { message: sayOf(result.error) }))
      return
    }
    // Passwords held in memory may have moved to disk: show where each one is now.
    void reload()
  }

  return (
    <div className="banner-choice">
      <div className="check-row">
        <input
          id={id}
          type="checkbox"
          checked={pending ?? keep}
          disabled={pending !== null || !loaded}
          aria-busy={pending !== null || undefined}
          aria-describedby={error === null ? `${id}-hint` : `${id}-error ${id}-hint`}
          onChange={(e) => void change(e.target.checked)}
        />
        <label htmlFor={id}>{t('protection.keepOnDisk')}</label>
      </div>
      <p id={`${id}-hint`} className="banner-hint">
        {t('protection.keepOnDiskHint')}
      </p>
      {error !== null && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

/** Says so, without getting in the way, when stored passwords are not protected by the OS keyring. */
export function ProtectionBanner() {
  const protection = useAppInfo((s) => s.info?.protection)
  const t = useT('sidebar')
  if (protection === undefined || protection.kind === 'os-keyring') return null
  const { kind } = protection
  return (
    <aside className={`banner banner-${kind}`} aria-label={t('protection.label')}>
      <p>
        <strong>{t(`protection.title.${kind}`)}:</strong> {reason(protection)}
        {withConsequence(kind) && ` ${t(`protection.consequence.${kind}`)}`}
      </p>
      {protection.kind === 'weak' && <KeepOnDisk />}
    </aside>
  )
}
