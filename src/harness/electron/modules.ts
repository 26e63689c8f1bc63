/** The pieces of the electron stand-in, by Electron's own names (index.ts is the module). */
import { app } from './app'
import { clipboard, ClipboardItem } from './clipboard'
import { dialog } from './dialog'
import { ipcMain } from './ipcMain'
import { net, protocol } from './protocol'
import { globalShortcut, nativeImage, Notification, Tray } from './desktop'
import { safeStorage } from './safeStorage'
import { Menu, MenuItem, nativeTheme, powerMonitor, screen, session, shell } from './system'
import { systemPreferences } from './systemPreferences'
import { BrowserWindow } from './windows'

export {
  app,
  globalShortcut,
  nativeImage,
  Notification,
  Tray,
  BrowserWindow,
  clipboard,
  ClipboardItem,
  dialog,
  ipcMain,
  Menu,
  MenuItem,
  nativeTheme,
  net,
  powerMonitor,
  protocol,
  safeStorage,
  screen,
  session,
  shell,
  systemPreferences,
}
