import type { AppEvent } from '../../../shared/ipc/events'
import { useProfiles } from './profiles'
import { useRenewAll } from './renewAll'

function dispatch(event: AppEvent): void {
  switch (event.type) {
    case 'profile-changed':
      useProfiles.getState().upsert(event.profile)
      return
    case 'renew-all-progress':
      useRenewAll.getState().progressed(event)
      return
  }
}

/**
 * Listens to main's pushes (background renewals, other windows' changes);
 * returns the function that stops listening. Without a bridge there is nothing to hear.
 */
export function startEvents(): () => void {
  const api = (window as Partial<Window>).tokenDesk
  if (api === undefined) return () => undefined
  return api.onEvent(dispatch)
}
