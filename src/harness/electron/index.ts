/**
 * A stand-in for the `electron` module, for the browser harness and the
 * shell's tests: the app's real main entry runs against it unchanged. Each
 * piece behaves as Electron documents and records what it was asked.
 */
import { app } from './app'
import { clipboard, ClipboardItem } from './clipboard'
import { dialog } from './dialog'
import { ipcMain } from './ipcMain'
import { net, protocol } from './protocol'
import { globalShortcut, nativeImage, Notification, Tray } from './desktop'
import { safeStorage } from './safeStorage'
import { Menu, MenuItem, nativeTheme, powerMonitor, screen, session, shell } from './system'
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
}

export default {
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
}
