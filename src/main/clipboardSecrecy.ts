/** Electron 45 reaches a raw OS clipboard format through this custom MIME type. */
const raw = (format: string) => `electron application/osclipboard;format="${format}"`
const DWORD_ZERO = new Uint8Array(4)

/**
 * The formats that tell each platform's clipboard history and clipboard
 * managers not to keep a copy (what KeePassXC and 1Password write):
 * Windows' history and cloud-clipboard exclusions, the macOS pasteboard
 * convention for concealed data (nspasteboard.org), KDE Klipper's
 * password-manager hint (honoured by most Linux clipboard managers).
 */
export function doNotKeepFormats(platform: NodeJS.Platform): Record<string, Uint8Array | string> {
  switch (platform) {
    case 'win32':
      return {
        [raw('ExcludeClipboardContentFromMonitorProcessing')]: DWORD_ZERO,
        [raw('CanIncludeInClipboardHistory')]: DWORD_ZERO,
        [raw('CanUploadToCloudClipboard')]: DWORD_ZERO,
      }
    case 'darwin':
      return {
        [raw('org.nspasteboard.ConcealedType')]: '',
        [raw('org.nspasteboard.TransientType')]: '',
      }
    default:
      return { 'x-kde-passwordManagerHint': 'secret' }
  }
}
