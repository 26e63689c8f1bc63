/**
 * The page's copies and pastes on the clipboard main reads and writes. In
 * Electron they are one: the OS clipboard. In the harness the browser has a
 * clipboard of its own, so the page's side is played here:
 * - a copy or cut puts on the harness clipboard what Chromium would put on
 *   the OS one: the page's own data when a listener set it and prevented
 *   the default, nothing when it prevented it without data, else the
 *   selection (Clipboard API and events, "copy" and "cut" actions);
 * - a paste gives the page the harness clipboard's text: the browser's event
 *   is stopped before any listener sees it and dispatched again with that
 *   text (a script-made event, so `isTrusted` is false), and unless a
 *   listener prevents it, the text is inserted where the focus is.
 */
export interface SharedClipboard {
  /** Pastes the clipboard's text where the focus is (Edit › Paste, a Mac's Cmd+V). */
  paste(): void
}

/** The text selected where the event comes from: in a field, its selection; else the page's. */
function selectedText(target: EventTarget | null): string {
  if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) {
    const { selectionStart, selectionEnd, value } = target
    if (selectionStart !== null && selectionEnd !== null) {
      return value.slice(selectionStart, selectionEnd)
    }
  }
  return window.getSelection()?.toString() ?? ''
}

export function shareClipboard(
  write: (text: string) => void,
  read: () => Promise<string>,
): SharedClipboard {
  for (const type of ['copy', 'cut'] as const) {
    // What a listener put on the event's data; read while the dispatch still allows it.
    let supplied = ''
    window.addEventListener(
      type,
      (event) => {
        const selected = selectedText(event.target)
        supplied = ''
        setTimeout(() => {
          const text = event.defaultPrevented ? supplied : selected
          if (text !== '') write(text)
        }, 0)
      },
      true,
    )
    window.addEventListener(type, (event) => {
      supplied = event.clipboardData?.getData('text/plain') ?? ''
    })
  }

  const ours = new WeakSet<Event>()
  const pasteAt = (target: EventTarget): void => {
    void read().then((text) => {
      const data = new DataTransfer()
      data.setData('text/plain', text)
      const again = new ClipboardEvent('paste', {
        clipboardData: data,
        bubbles: true,
        cancelable: true,
        composed: true,
      })
      ours.add(again)
      if (target.dispatchEvent(again) && text !== '') {
        document.execCommand('insertText', false, text)
      }
    })
  }
  window.addEventListener(
    'paste',
    (event) => {
      if (ours.has(event)) return
      event.preventDefault()
      event.stopImmediatePropagation()
      if (event.target !== null) pasteAt(event.target)
    },
    true,
  )
  return { paste: () => pasteAt(document.activeElement ?? document.body) }
}
