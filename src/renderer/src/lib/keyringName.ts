import { keyringNameWith } from '../../../shared/model/keyring'
import { t } from '../i18n'

/** Where the key that sealed a secret lives (shared/model/keyring's keyringKind), in the window's words. */
export const keyringName = (backend: string): string =>
  keyringNameWith(backend, (kind) => t(`sidebar:notices.keyring.${kind}`))
