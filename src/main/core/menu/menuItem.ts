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
  /** `label`: the role's own words in another language (English leaves Electron's). */
  | { role: MenuRole; enabled?: boolean; label?: string }
  | {
      label: string
      click: () => void
      /** Electron's accelerator syntax; shown beside the label and pressed in the window. */
      accelerator?: string
      enabled?: boolean
      /**
       * false: shown, but the keys are left to the page, which handles them
       * itself (Linux and Windows; macOS always takes a menu's key equivalent).
       */
      registerAccelerator?: boolean
    }
  | { label: string; role?: 'window' | 'help'; submenu: MenuItem[] }
