import { contextBridge, ipcRenderer } from 'electron'
import { createApi } from '../shared/ipc/api'
import { channelOf } from '../shared/ipc/methods'

// The page gets the contract's methods and nothing else: no ipcRenderer, no
// generic invoke, no Node.
contextBridge.exposeInMainWorld(
  'tokenDesk',
  createApi((method, input) => ipcRenderer.invoke(channelOf(method), input)),
)
