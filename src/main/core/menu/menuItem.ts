/** Electron menu roles the app uses; Electron implements each natively. */
export type MenuRole =
  | 'about'
  | 'services'
  | 'hide'
  | 'hideOthers'
  | 'unhide'
  | 'quit'
  | 'undo'
  | 'redo'
  | 'cut'
  | 'copy'
  | 'paste'
  | 'pasteAndMatchStyle'
  | 'delete'
  | 'selectAll'
  | 'reload'
  | 'forceReload'
  | 'toggleDevTools'
  | 'resetZoom'
  | 'zoomIn'
  | 'zoomOut'
  | 'togglefullscreen'
  | 'minimize'
  | 'zoom'
  | 'front'
  | 'close'

/**
 * The subset of Electron's MenuItemConstructorOptions the app's menus use,
 * so the templates are plain data built and tested without Electron.
 */
export type MenuItem =
  | { type: 'separator' }
  | { role: MenuRole; enabled?: boolean }
  | { label: string; click: () => void }
  | { label: string; role?: 'window' | 'help'; submenu: MenuItem[] }
