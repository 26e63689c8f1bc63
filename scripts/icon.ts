/**
 * Renders the app's icons with the system Chromium, like the screenshots:
 * `npm run icon`.
 * - resources/icon.png (1024×1024) from icon.svg: electron-builder makes the
 *   macOS, Windows and Linux app icons from it;
 * - resources/tray/: the tray icon at 1× and 2× (16 and 32 px). macOS gets
 *   trayTemplate.png from tray.svg, a black glyph that Electron marks as a
 *   template image by its name (docs/api/native-image.md, "Template Image")
 *   and draws in the menu bar's colour; Windows and Linux get tray.png, the
 *   coloured icon. Electron loads the @2x file beside each on its own.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { launchChromium } from '../test/helpers/browser'

const resources = resolve(import.meta.dirname, '../resources')
const svgOf = (name: string) => readFileSync(resolve(resources, name), 'utf8')

const renders: { svg: string; size: number; file: string }[] = [
  { svg: 'icon.svg', size: 1024, file: 'icon.png' },
  { svg: 'tray.svg', size: 16, file: 'tray/trayTemplate.png' },
  { svg: 'tray.svg', size: 32, file: 'tray/trayTemplate@2x.png' },
  { svg: 'icon.svg', size: 16, file: 'tray/tray.png' },
  { svg: 'icon.svg', size: 32, file: 'tray/tray@2x.png' },
]

const browser = await launchChromium()
try {
  for (const { svg, size, file } of renders) {
    const page = await browser.newPage({ viewport: { width: size, height: size } })
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svgOf(svg)}`,
    )
    writeFileSync(resolve(resources, file), await page.screenshot({ omitBackground: true }))
    console.log(`Wrote resources/${file} (${size}×${size})`)
    await page.close()
  }
} finally {
  await browser.close()
}
