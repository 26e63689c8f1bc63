import type { UserConfirmation } from '../core/userConfirmation'
import { boxOnAppWindow } from './appWindowBox'

/**
 * Main's questions as a native message box over the app window: the page can
 * make main ask, but only the user can answer. Cancel is the default button,
 * so Enter or Escape never hands a secret over.
 */
export const dialogConfirmation: UserConfirmation = {
  confirm: async (request) => {
    const options = {
      type: 'warning' as const,
      title: request.title,
      message: request.message,
      detail: request.detail,
      buttons: [request.cancelLabel, request.confirmLabel],
      defaultId: 0,
      cancelId: 0,
      noLink: true,
    }
    return (await boxOnAppWindow(options)) === 1
  },
}
