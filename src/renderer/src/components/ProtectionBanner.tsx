import type { SecretProtection } from '../../../shared/ipc/contract'
import { useProfiles } from '../store/profiles'

type Shown = Exclude<SecretProtection['kind'], 'os-keyring'>

const titles: Record<Shown, string> = {
  weak: 'Weak password protection',
  'test-only': 'Test storage',
  unavailable: 'Passwords cannot be stored',
}

/** Says so, without getting in the way, when stored passwords are not protected by the OS keyring. */
export function ProtectionBanner() {
  const protection = useProfiles((s) => s.appInfo?.protection)
  if (protection === undefined || protection.kind === 'os-keyring') return null
  return (
    <aside className={`banner banner-${protection.kind}`} aria-label="Secret storage">
      <strong>{titles[protection.kind]}:</strong> {protection.description}
    </aside>
  )
}
