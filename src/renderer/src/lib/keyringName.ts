import { HARNESS_KEYRING } from '../../../shared/model/keyring'
import { t } from '../i18n'

/** Where the key that sealed a secret lives (shared/model/keyring's keyringLabel, translated). */
export function keyringName(backend: string): string {
  switch (backend) {
    case 'basic_text':
    case 'secret_service':
    case 'secret_portal':
    case 'darwin':
    case 'unknown':
      return t(`sidebar:notices.keyring.${backend}`)
    case 'gnome_libsecret':
      return 'GNOME Keyring'
    case 'kwallet':
    case 'kwallet5':
    case 'kwallet6':
      return 'KWallet'
    case 'win32':
      return 'Windows (DPAPI)'
    case HARNESS_KEYRING:
    case 'test-only':
      return t('sidebar:notices.keyring.harness')
    default:
      return backend
  }
}
