import { clipboard } from 'electron'
import type { Clipboard } from '../core/clipboard'

export const electronClipboard: Clipboard = {
  writeText: (text) => clipboard.writeText(text),
  readText: () => clipboard.readText(),
}
