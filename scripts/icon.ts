/**
 * Renders resources/icon.svg to the 1024×1024 resources/icon.png that
 * electron-builder turns into the macOS, Windows and Linux icons:
 * `npm run icon`. Uses the system Chromium, like the screenshots.
 * `tsx scripts/icon.ts <size> <file>` renders another size elsewhere.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { launchChromium } from '../test/helpers/browser'

const resources = resolve(import.meta.dirname, '../resources')
const size = Number(process.argv[2] ?? 1024)
const file = process.argv[3] ?? resolve(resources, 'icon.png')

const svg = readFileSync(resolve(resources, 'icon.svg'), 'utf8')
const browser = await launchChromium()
try {
  const page = await browser.newPage({ viewport: { width: size, height: size } })
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
  )
  writeFileSync(file, await page.screenshot({ omitBackground: true }))
  console.log(`Wrote ${file} (${size}×${size})`)
} finally {
  await browser.close()
}
