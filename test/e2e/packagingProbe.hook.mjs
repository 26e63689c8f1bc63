// electron-builder afterPack hook for packaging.e2e.test.ts only. The deb,
// AppImage, dmg and nsis targets download tools, so the offline test packs
// the `dir` target and, from here, asks electron-builder's own code what the
// other targets would use: the merged configuration, the Linux desktop entries
// and deb metadata, the icon sizes, and the macOS entitlements as the signer
// (@electron/osx-sign, through `plist`) reads them.
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import plist from 'plist'
// CommonJS modules: their default import is `module.exports`.
import appImageTarget from 'app-builder-lib/out/targets/appimage/AppImageTarget.js'
import fpmTarget from 'app-builder-lib/out/targets/FpmTarget.js'
import linuxTargetHelper from 'app-builder-lib/out/targets/LinuxTargetHelper.js'

/** @param {{ packager: any, appOutDir: string, outDir: string }} context */
export default async function writePackagingProbe({ packager, appOutDir, outDir }) {
  const config = packager.config
  const helper = new linuxTargetHelper.LinuxTargetHelper(packager)
  const deb = new fpmTarget.default('deb', packager, helper, outDir)
  const appImage = new appImageTarget.default(null, packager, helper, outDir)
  const entitlements = join(packager.projectDir, config.mac.entitlements)
  const probe = {
    config,
    linux: {
      executableName: packager.executableName,
      desktopFileName: `${helper.getDesktopFileName()}.desktop`,
      icons: (await helper.icons).map(({ size }) => size),
      deb: {
        // checkOptions refuses what the deb target would (no homepage, no maintainer).
        ...(await deb.checkOptions()),
        synopsis: deb.options.synopsis ?? null,
        description: helper.getDescription(deb.options),
        entry: await helper.computeDesktopEntry(deb.options),
      },
      appImage: { entry: await appImage.desktopEntry.value },
    },
    mac: { entitlements: plist.parse(await readFile(entitlements, 'utf8')) },
  }
  await writeFile(join(appOutDir, '..', 'packaging-probe.json'), JSON.stringify(probe, null, 2))
}
