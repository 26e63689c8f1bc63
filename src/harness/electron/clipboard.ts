import { onReset } from './state'

type Payload = string | Blob | Promise<Blob | string>

/** Electron 45's ClipboardItem: MIME type (or raw OS format) → payload. */
export class ClipboardItem {
  readonly types: string[]

  constructor(private readonly items: Record<string, Payload>) {
    this.types = Object.keys(items)
  }

  async getType(type: string): Promise<Blob> {
    if (!(type in this.items)) throw new Error(`The type '${type}' was not found`)
    const value = await this.items[type]
    return typeof value === 'string' ? new Blob([value], { type: 'text/plain' }) : (value as Blob)
  }
}

const TEXT = 'text/plain'
/** What the OS clipboard holds: every format of the last write, committed together. */
let current = new Map<string, Buffer>()

const bytesOf = async (value: Payload): Promise<Buffer> => {
  const resolved = await value
  return typeof resolved === 'string'
    ? Buffer.from(resolved, 'utf8')
    : Buffer.from(await resolved.arrayBuffer())
}

/**
 * Electron 45's clipboard: asynchronous, W3C-shaped; each write replaces
 * every format at once. Readable by tests and at `GET /__harness/clipboard`.
 */
export const clipboard = {
  readText: async (): Promise<string> => current.get(TEXT)?.toString('utf8') ?? '',
  writeText: async (text: string): Promise<void> => {
    current = new Map([[TEXT, Buffer.from(text, 'utf8')]])
  },
  write: async (items: ClipboardItem[]): Promise<void> => {
    const next = new Map<string, Buffer>()
    for (const item of items) {
      for (const type of item.types) next.set(type, await bytesOf(item.getType(type)))
    }
    current = next
  },
  read: async (): Promise<ClipboardItem[]> =>
    current.size === 0
      ? []
      : [
          new ClipboardItem(
            Object.fromEntries(
              [...current].map(([type, bytes]) => [type, new Blob([new Uint8Array(bytes)])]),
            ),
          ),
        ],
  has: async (type: string): Promise<boolean> => current.has(type),
  clear: (): void => {
    current = new Map()
  },
}

/** For tests and the harness: the formats on the clipboard now, with their bytes. */
export function clipboardFormats(): Record<string, string> {
  return Object.fromEntries([...current].map(([type, bytes]) => [type, bytes.toString('base64')]))
}

onReset(() => {
  current = new Map()
})
