import { clipboard, ClipboardItem } from 'electron'
import type { Clipboard } from '../core/clipboard'
import { doNotKeepFormats } from '../clipboardSecrecy'

const blob = (value: Uint8Array | string) =>
  new Blob([typeof value === 'string' ? value : new Uint8Array(value)])

export const electronClipboard: Clipboard = {
  writeText: (text) => clipboard.writeText(text),
  // One atomic write: the text and its "do not keep" markers arrive together.
  writeSecret: (text) =>
    clipboard.write([
      new ClipboardItem({
        'text/plain': text,
        ...Object.fromEntries(
          Object.entries(doNotKeepFormats(process.platform)).map(([format, value]) => [
            format,
            blob(value),
          ]),
        ),
      }),
    ]),
  readText: () => clipboard.readText(),
}
