/**
 * Keys the page leaves unhandled go on to the application menu, as Electron
 * routes them; the page always has them first.
 *
 * - Linux and Windows: Chromium sends the keydown to the renderer; the ones
 *   it did not consume come back through `WebContents::HandleKeyboardEvent`
 *   to the window, whose menu takes its accelerators
 *   (shell/browser/api/electron_api_web_contents.cc,
 *   PlatformHandleKeyboardEvent). macOS: the same, through
 *   electron_api_web_contents_mac.mm, to the NSMenu.
 * - The renderer consumed the key when a listener called `preventDefault()`,
 *   or when Blink ran an editing command for it (third_party/blink/renderer/
 *   core/editing/editing_behavior.cc, kKeyboardCodeKeyDownEntries): Ctrl+C,
 *   V, X, A, Z, Y and their kin off macOS. On macOS those are "piped back to
 *   the browser" and reach the menu, whose Edit roles do them.
 *
 * Not played: an editing command counted as consumed although Blink would
 * find it disabled (Ctrl+C with nothing selected: the menu's Copy role, which
 * registers no keys off macOS, would not take it either).
 */
export type PagePlatform = 'linux' | 'darwin' | 'win32'

/** What the routing reads of a keydown (a KeyboardEvent has it all). */
export interface KeyPress {
  code: string
  ctrlKey: boolean
  metaKey: boolean
  altKey: boolean
  shiftKey: boolean
}

const namedCodes: Record<string, string> = {
  Comma: ',',
  Period: '.',
  Slash: '/',
  Semicolon: ';',
  Quote: "'",
  BracketLeft: '[',
  BracketRight: ']',
  Backslash: '\\',
  Minus: '-',
  Equal: '=',
  Backquote: '`',
  Space: 'Space',
  Enter: 'Enter',
  NumpadEnter: 'Enter',
  Escape: 'Esc',
  Tab: 'Tab',
  Backspace: 'Backspace',
  Delete: 'Delete',
  Insert: 'Insert',
  Home: 'Home',
  End: 'End',
  PageUp: 'PageUp',
  PageDown: 'PageDown',
  ArrowUp: 'Up',
  ArrowDown: 'Down',
  ArrowLeft: 'Left',
  ArrowRight: 'Right',
}

/** The key as an accelerator names it (docs/tutorial/keyboard-shortcuts.md, "Available key codes"). */
function keyName(code: string): string | null {
  const letterOrDigit = /^(?:Key([A-Z])|Digit(\d))$/.exec(code)
  if (letterOrDigit) return letterOrDigit[1] ?? letterOrDigit[2] ?? null
  if (/^F\d{1,2}$/.test(code)) return code
  return namedCodes[code] ?? null
}

/**
 * The keydown as an accelerator ("Ctrl+Shift+R", "Command+,"), or null when
 * no menu item could take it: a key without Ctrl, Alt or the Command/Super
 * key (only function keys go alone), or one an accelerator cannot name.
 */
export function acceleratorOf(press: KeyPress, platform: PagePlatform): string | null {
  const key = keyName(press.code)
  if (key === null) return null
  const modified = press.ctrlKey || press.metaKey || press.altKey
  if (!modified && !/^F\d{1,2}$/.test(key)) return null
  const modifiers = [
    press.ctrlKey ? 'Ctrl' : '',
    // The Command key on a Mac; Super (the Windows key) elsewhere.
    press.metaKey ? (platform === 'darwin' ? 'Command' : 'Super') : '',
    press.altKey ? 'Alt' : '',
    press.shiftKey ? 'Shift' : '',
  ].filter(Boolean)
  return [...modifiers, key].join('+')
}

/** Blink's keydown editing commands off macOS that consume a key wherever the focus is. */
const editingKeys = new Set([
  'Ctrl+C',
  'Ctrl+V',
  'Ctrl+Shift+V',
  'Ctrl+X',
  'Ctrl+A',
  'Ctrl+Z',
  'Ctrl+Shift+Z',
  'Ctrl+Y',
  'Ctrl+Insert',
  'Shift+Insert',
  'Shift+Delete',
])

/** The ones that act only in editable text: moves and deletes by word. */
const editableOnlyKeys = new Set([
  'Ctrl+Left',
  'Ctrl+Right',
  'Ctrl+Home',
  'Ctrl+End',
  'Ctrl+Shift+Left',
  'Ctrl+Shift+Right',
  'Ctrl+Shift+Home',
  'Ctrl+Shift+End',
  'Ctrl+Backspace',
  'Ctrl+Delete',
])

/** Bold, italic, underline: enabled only in rich text (contenteditable), never in a field. */
const richTextKeys: Record<PagePlatform, Set<string>> = {
  linux: new Set(['Ctrl+B', 'Ctrl+I', 'Ctrl+U']),
  win32: new Set(['Ctrl+B', 'Ctrl+I', 'Ctrl+U']),
  darwin: new Set(['Command+B', 'Command+I', 'Command+U']),
}

/** Where the keydown's focus is, as Blink's editing commands tell it apart. */
export type Editing = 'none' | 'plain' | 'rich'

/** Whether Blink consumes this keydown with an editing command of its own. */
export function blinkConsumes(
  accelerator: string,
  platform: PagePlatform,
  editing: Editing,
): boolean {
  if (richTextKeys[platform].has(accelerator)) return editing === 'rich'
  // macOS: the clipboard, undo and select-all keys go to the menu's Edit roles.
  if (platform === 'darwin') return false
  // Windows' Alt+Backspace undoes, Alt+Shift+Backspace redoes.
  if (platform === 'win32' && /^Alt\+(?:Shift\+)?Backspace$/.test(accelerator)) {
    return editing !== 'none'
  }
  if (editingKeys.has(accelerator)) return true
  return editing !== 'none' && editableOnlyKeys.has(accelerator)
}

const fieldlessInputs = ['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file']

const editingAt = (target: EventTarget | null): Editing => {
  if (!(target instanceof HTMLElement)) return 'none'
  if (target.isContentEditable) return 'rich'
  if (target instanceof HTMLTextAreaElement) return 'plain'
  if (target instanceof HTMLInputElement && !fieldlessInputs.includes(target.type)) return 'plain'
  return 'none'
}

/**
 * Sends the menu every keydown the page leaves unhandled, once the page's
 * listeners have all run (a task after the dispatch: its outcome is final
 * then). Only the user's keys: a keydown a script dispatches never leaves the
 * renderer in Electron.
 */
export function routeUnhandledKeys(
  platform: PagePlatform,
  toMenu: (accelerator: string) => void,
): void {
  window.addEventListener(
    'keydown',
    (event) => {
      if (!event.isTrusted || event.isComposing) return
      const accelerator = acceleratorOf(event, platform)
      if (accelerator === null) return
      const editing = editingAt(event.target)
      setTimeout(() => {
        if (event.defaultPrevented) return
        if (blinkConsumes(accelerator, platform, editing)) return
        toMenu(accelerator)
      }, 0)
    },
    true,
  )
}
