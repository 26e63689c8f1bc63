import {
  checkProxyUrl,
  proxyName,
  type KeptProxyPassword,
  type ProxyMode,
} from '../../../shared/model/network'
import { t } from '../i18n'

/** What the proxy password field says: whose password is kept (hint), and a warning when it will not be sent. */
export interface ProxyPasswordNote {
  hint: string
  warning: string | null
}

/**
 * The kept proxy password as the form describes it: the proxy it belongs
 * to, and whether the proxy now chosen (a manual address as typed) is
 * another one, to which it is not sent.
 */
export function proxyPasswordNote(
  kept: KeptProxyPassword,
  mode: ProxyMode,
  proxyUrl: string,
): ProxyPasswordNote {
  switch (kept.kind) {
    case 'none':
      return {
        hint: t('settings:network.password.none'),
        warning: null,
      }
    case 'unbound':
      return {
        hint: t('settings:network.password.unbound'),
        warning: t('settings:network.password.unboundWarning'),
      }
    case 'for': {
      const manual = mode === 'manual' ? checkProxyUrl(proxyUrl) : null
      const chosen = manual?.ok ? proxyName(manual) : null
      if (chosen !== null && chosen !== kept.proxy) {
        return {
          hint: t('settings:network.password.otherProxy', { proxy: kept.proxy }),
          warning: t('settings:network.password.otherProxyWarning', { proxy: kept.proxy, chosen }),
        }
      }
      return {
        hint:
          mode === 'system'
            ? t('settings:network.password.keptSystem', { proxy: kept.proxy })
            : t('settings:network.password.keptManual', { proxy: kept.proxy }),
        warning: null,
      }
    }
  }
}
