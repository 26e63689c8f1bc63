import { join } from 'node:path'

/**
 * The tray icon's file, in the folder of icons `npm run icon` renders
 * (resources/tray, copied beside the asar in a packaged app). macOS draws a
 * template image in the menu bar's own colour, light or dark; Windows and
 * Linux show the coloured icon. The @2x file beside each is loaded by
 * Electron itself, so the icon is never resized (that would drop it).
 */
export const trayIconFile = (folder: string, platform: NodeJS.Platform): string =>
  join(folder, platform === 'darwin' ? 'trayTemplate.png' : 'tray.png')
