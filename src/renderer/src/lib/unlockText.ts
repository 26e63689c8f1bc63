import { t } from '../i18n'

/**
 * What the unlock passphrase does not protect, as Settings says it (and
 * docs/security.md, "The unlock requirement"); what it protects is the
 * switch's hint (settings:unlock.hint).
 */
export const unlockDoesNotProtect = (): string[] => [
  t('settings:unlock.notProtected.encrypts'),
  t('settings:unlock.notProtected.clipboard'),
  t('settings:unlock.notProtected.approved'),
  t('settings:unlock.notProtected.alwaysAllow'),
]
