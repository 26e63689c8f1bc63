import { useId, useState } from 'react'
import type { SecretProtection } from '../../../shared/ipc/contract'
import { useAppInfo } from '../store/appInfo'
import { useProfileList } from '../store/profileList'
import { useSettings } from '../store/settings'

type Shown = Exclude<SecretProtection['kind'], 'os-keyring'>

const titles: Record<Shown, string> = {
  weak: 'Weak password protection',
  'test-only': 'Test storage',
  unavailable: 'Passwords cannot be stored',
}

/** Where passwords go under each protection, in words the user can act on. */
const consequences: Partial<Record<Shown, string>> = {
  weak: 'Passwords are therefore kept in memory only, and asked for again after you quit, unless you choose to keep them on disk anyway. Tokens (valid 24 h) are still kept on disk.',
  unavailable:
    'Nothing secret is stored on disk: passwords and tokens are kept in memory until you quit, and asked for or fetched again after that.',
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

  const change = async (checked: boolean): Promise<void> => {
    setPending(checked)
    setError(null)
    const result = await save({ keepPasswordsInWeakStorage: checked })
    setPending(null)
    if (!result.ok) {
      setError(`Not changed: ${result.error.message}`)
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
        <label htmlFor={id}>Keep passwords on disk anyway</label>
      </div>
      <p id={`${id}-hint`} className="banner-hint">
        Anyone who can read your files could then recover them. Turning it off again applies to
        passwords entered from then on.
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
  if (protection === undefined || protection.kind === 'os-keyring') return null
  const consequence = consequences[protection.kind]
  return (
    <aside className={`banner banner-${protection.kind}`} aria-label="Secret storage">
      <p>
        <strong>{titles[protection.kind]}:</strong> {protection.description}
        {consequence !== undefined && ` ${consequence}`}
      </p>
      {protection.kind === 'weak' && <KeepOnDisk />}
    </aside>
  )
}
