import {
  checkProxyUrl,
  proxyName,
  type KeptProxyPassword,
  type ProxyMode,
} from '../../../shared/model/network'

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
        hint: 'Kept in the secret store, never in the profiles file. Sent only to the proxy it is typed for, once that proxy asks (407).',
        warning: null,
      }
    case 'unbound':
      return {
        hint: 'A password saved by an earlier version is kept, but it belongs to no proxy, so it is never sent.',
        warning: 'Type the proxy password again: it will belong to the proxy it is typed for.',
      }
    case 'for': {
      const manual = mode === 'manual' ? checkProxyUrl(proxyUrl) : null
      const chosen = manual?.ok ? proxyName(manual) : null
      if (chosen !== null && chosen !== kept.proxy) {
        return {
          hint: `The saved password belongs to the proxy ${kept.proxy}.`,
          warning: `The saved password belongs to ${kept.proxy}, not to ${chosen}: it is not sent to ${chosen}. Type it again to use it with ${chosen}.`,
        }
      }
      return {
        hint:
          mode === 'system'
            ? `A password is kept for the proxy ${kept.proxy}. It goes to that proxy only, once it asks; if the system's settings name another proxy, it is not sent there. Type a new one to replace it.`
            : `A password is kept for the proxy ${kept.proxy}, sent to it only once it asks. Type a new one to replace it.`,
        warning: null,
      }
    }
  }
}
