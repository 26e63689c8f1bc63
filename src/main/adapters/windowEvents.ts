import { BrowserWindow } from 'electron'
import { EVENT_CHANNEL } from '../../shared/ipc/events'
import type { EventSink } from '../core/events'

/** Main's pushes go to every app window; the preload hands them to the page. */
export const windowEvents: EventSink = {
  emit: (event) => {
    for (const window of BrowserWindow.getAllWindows()) {
      if (!window.isDestroyed()) window.webContents.send(EVENT_CHANNEL, event)
    }
  },
}
