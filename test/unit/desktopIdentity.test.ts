import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')
const packageJson = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
  desktopName: string
  homepage: string
}
const builderConfig = readFileSync(resolve(root, 'electron-builder.yml'), 'utf8')

/**
 * GLib's g_application_id_is_valid, which the desktop portal applies to an
 * app's identity: two or more elements joined by dots, each of
 * [A-Za-z0-9_-] and not starting with a digit, 255 characters at most.
 */
const isApplicationId = (id: string) =>
  id.length <= 255 && /^[A-Za-z_-][\w-]*(\.[A-Za-z_-][\w-]*)+$/.test(id)

/**
 * On Wayland, Electron binds global shortcuts through the desktop's portal,
 * which knows the app by `desktopName`: GNOME denies every bind, silently,
 * unless it is a reverse-DNS id matching the installed .desktop file
 * (Electron's docs/api/global-shortcut.md, "Usage on Linux").
 */
describe("the app's identity on a Linux desktop", () => {
  it('desktopName is a reverse-DNS application id under the project’s own domain', () => {
    const id = packageJson.desktopName.replace(/\.desktop$/, '')
    expect(packageJson.desktopName).toBe(`${id}.desktop`)
    expect(isApplicationId(id)).toBe(true)
    const domain = new URL(packageJson.homepage).hostname.split('.').reverse().join('.')
    expect(id.startsWith(`${domain}.`)).toBe(true)
  })

  it('the installed .desktop file takes that name (electron-builder syncDesktopName)', () => {
    // Without it electron-builder names the file after the executable (token-desk.desktop),
    // and the portal finds no entry for the id. test/e2e/packaging.e2e.test.ts checks the result.
    expect(builderConfig).toMatch(/^linux:\n(?: {2}.*\n|\s*#.*\n)*? {2}syncDesktopName: true$/m)
  })
})
