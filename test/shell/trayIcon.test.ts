import { resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { config, records, resetStandIn } from '../../src/harness/electron/state'
import { electronDesktop } from '../../src/main/adapters/electronDesktop'
import { trayIconFile } from '../../src/main/trayIcon'

const folder = resolve(import.meta.dirname, '../../resources/tray')
const showTray = () =>
  electronDesktop(trayIconFile(folder, config.platform), () => undefined).showTray([], () => {})

// Issue 31, item 9: the macOS tray icon was one 16 px colour image (icon.png resized), not a
// template image with an @2x version: blurry on Retina and wrong in a dark or tinted menu bar.
describe('the tray icon', () => {
  afterEach(() => resetStandIn())

  it('is a template image with a 2× version in the macOS menu bar', () => {
    resetStandIn({ platform: 'darwin' })
    showTray()
    expect(records.tray?.icon).toMatchObject({ empty: false, template: true, scaleFactors: [1, 2] })
    expect(records.tray?.icon.path).toMatch(/trayTemplate\.png$/)
  })

  it.each(['linux', 'win32'] as const)('is the coloured icon at 1× and 2× on %s', (platform) => {
    resetStandIn({ platform })
    showTray()
    expect(records.tray?.icon).toMatchObject({
      empty: false,
      template: false,
      scaleFactors: [1, 2],
    })
    expect(records.tray?.icon.path).toMatch(/tray\.png$/)
  })

  it('is empty, as in Electron, when the file is missing', () => {
    electronDesktop('/nonexistent/tray.png', () => undefined).showTray([], () => {})
    expect(records.tray?.icon).toMatchObject({ empty: true, scaleFactors: [] })
  })
})
