import type { Notice } from '../../../shared/model/notice'
import type { Clock } from '../clock'
import { checkFormat } from '../profiles/profileDocument'
import { cachedStore, type DocumentFile } from './cachedStore'
import type { JsonStore } from './jsonStore'
import { openRecovering, type StoreName } from './openRecovering'

export interface OpenedStores {
  profileStore: JsonStore
  secretStore: JsonStore
  notices: Notice[]
}

/**
 * Opens both stores the same way in the app (electron-store writes), the
 * harness and tests (conf writes): a file that cannot be read, or one from a
 * newer version, is moved aside and reported, never overwritten.
 */
export function openStores(
  open: (name: StoreName) => DocumentFile,
  pathOf: (name: StoreName) => string,
  clock: Clock,
): OpenedStores {
  const profiles = openRecovering(
    'profiles',
    pathOf('profiles'),
    () => {
      const store = cachedStore(pathOf('profiles'), () => open('profiles'))
      checkFormat(store)
      return store
    },
    clock,
  )
  const secrets = openRecovering(
    'secrets',
    pathOf('secrets'),
    () => cachedStore(pathOf('secrets'), () => open('secrets')),
    clock,
  )
  return {
    profileStore: profiles.store,
    secretStore: secrets.store,
    notices: [profiles.notice, secrets.notice].filter((n): n is Notice => n !== null),
  }
}
