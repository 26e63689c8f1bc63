import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron'
import { createApi } from '../shared/ipc/api'
import type { AppEvent } from '../shared/ipc/events'
import { EVENT_CHANNEL } from '../shared/ipc/events'
import { channelOf } from '../shared/ipc/methods'

// The page gets the contract's methods and one event subscription, nothing
// else: no ipcRenderer, no generic invoke or send, no Node.
contextBridge.exposeInMainWorld(
  'tokenDesk',
  createApi(
    (method, input) => ipcRenderer.invoke(channelOf(method), input),
    (listener) => {
      const forward = (_event: IpcRendererEvent, appEvent: AppEvent) => listener(appEvent)
      ipcRenderer.on(EVENT_CHANNEL, forward)
      return () => ipcRenderer.removeListener(EVENT_CHANNEL, forward)
    },
  ),
)
