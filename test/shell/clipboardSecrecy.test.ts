import { describe, expect, it } from 'vitest'
import { clipboard, clipboardFormats } from '../../src/harness/electron/clipboard'
import { electronClipboard } from '../../src/main/adapters/electronClipboard'
import { doNotKeepFormats } from '../../src/main/clipboardSecrecy'
import { playPlatform } from '../../src/harness/platform'
import { allPlatforms } from './boot'

const raw = (format: string) => `electron application/osclipboard;format="${format}"`

describe('secret copies are marked "do not keep" (src/main/clipboardSecrecy.ts, adapters/electronClipboard.ts)', () => {
  it("uses Windows' history and cloud-clipboard exclusions, each a DWORD 0", () => {
    const formats = doNotKeepFormats('win32')
    expect(Object.keys(formats).sort()).toEqual(
      [
        raw('CanIncludeInClipboardHistory'),
        raw('CanUploadToCloudClipboard'),
        raw('ExcludeClipboardContentFromMonitorProcessing'),
      ].sort(),
    )
    for (const value of Object.values(formats)) expect(value).toEqual(new Uint8Array(4))
  })

  it("uses the macOS pasteboard's concealed and transient types", () => {
    expect(Object.keys(doNotKeepFormats('darwin')).sort()).toEqual([
      raw('org.nspasteboard.ConcealedType'),
      raw('org.nspasteboard.TransientType'),
    ])
  })

  it("uses KDE's password-manager hint on Linux and other Unixes", () => {
    expect(doNotKeepFormats('linux')).toEqual({ 'x-kde-passwordManagerHint': 'secret' })
    expect(doNotKeepFormats('freebsd')).toEqual({ 'x-kde-passwordManagerHint': 'secret' })
  })

  it.each(allPlatforms)(
    "on %s, writes a secret and that OS's markers in one clipboard write; plain text carries no marker",
    async (platform) => {
      playPlatform(platform)
      await electronClipboard.writeSecret('Authorization: Bearer abc')
      expect(await clipboard.readText()).toBe('Authorization: Bearer abc')
      const markers = Object.keys(doNotKeepFormats(platform))
      expect(Object.keys(clipboardFormats()).sort()).toEqual(['text/plain', ...markers].sort())
      await electronClipboard.writeText('curl https://example.com/')
      expect(Object.keys(clipboardFormats())).toEqual(['text/plain'])
      expect(await electronClipboard.readText()).toBe('curl https://example.com/')
    },
  )
})
