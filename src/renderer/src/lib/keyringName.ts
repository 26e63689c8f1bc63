import { keyringKind } from '../../../shared/model/keyring'
import { t } from '../i18n'

/** Where the key that sealed a secret lives (shared/model/keyring's keyringKind), in the window's words. */
export function keyringName(backend: string): string {
  const kind = keyringKind(backend)
  return 'words' in kind
    ? t(`sidebar:notices.keyring.${kind.words}`)
    : 'product' in kind
      ? kind.product
      : kind.recorded
}
