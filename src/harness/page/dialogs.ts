import type { PendingDialog } from '../electron/pageLink'

/**
 * The harness's stand-in for native dialogs: main's `dialog.showMessageBox`
 * waits until this overlay is answered. It lives outside the app's DOM (an
 * open shadow root on <html>) and is styled through the CSSOM, which the
 * app's CSP allows, so the app's own code and styles never see it.
 *
 * A native message box is a window of its own, above the page whatever the
 * page shows (Electron's dialog.showMessageBox with a parent window is modal
 * to it: docs/api/dialog.md). So the overlay is a modal <dialog> opened
 * last: the top layer puts it above a modal the page has open (a z-index
 * cannot), and the page under it is inert until it is answered.
 */
const shown = new Map<number, HTMLElement>()
let host: ShadowRoot | null = null

function root(): ShadowRoot {
  if (host) return host
  const element = document.createElement('token-desk-harness-dialogs')
  document.documentElement.append(element)
  host = element.attachShadow({ mode: 'open' })
  return host
}

function styled<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  style: Partial<CSSStyleDeclaration>,
  text?: string,
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag)
  Object.assign(element.style, style)
  if (text !== undefined) element.textContent = text
  return element
}

async function answer(dialog: PendingDialog, response: number, checkbox: boolean): Promise<void> {
  closeDialog(dialog.id)
  await fetch(`/__harness/dialogs/${dialog.id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ response, checkboxChecked: checkbox }),
  })
}

export function showDialog(dialog: PendingDialog): void {
  if (shown.has(dialog.id)) return
  const backdrop = styled('dialog', {
    position: 'fixed',
    inset: '0',
    width: '100vw',
    height: '100vh',
    maxWidth: 'none',
    maxHeight: 'none',
    margin: '0',
    padding: '0',
    border: 'none',
    background: 'rgba(0, 0, 0, 0.45)',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    zIndex: '2147483647',
    font: '14px system-ui, sans-serif',
  })
  const box = styled('div', {
    background: '#f6f6f6',
    color: '#111',
    borderRadius: '10px',
    padding: '20px 22px',
    maxWidth: '440px',
    boxShadow: '0 10px 40px rgba(0,0,0,0.4)',
  })
  box.setAttribute('role', 'alertdialog')
  box.setAttribute('aria-modal', 'true')
  const titleId = `harness-dialog-${dialog.id}-title`
  box.setAttribute('aria-labelledby', titleId)
  const caption = styled(
    'div',
    { fontSize: '11px', color: '#555', marginBottom: '6px' },
    `${dialog.title || 'Token Desk'} · system dialog (harness)`,
  )
  const message = styled('h2', { fontSize: '15px', margin: '0 0 8px' }, dialog.message)
  message.id = titleId
  box.append(caption, message)
  if (dialog.detail) {
    box.append(
      styled('p', { margin: '0 0 12px', whiteSpace: 'pre-wrap', lineHeight: '1.4' }, dialog.detail),
    )
  }
  let checkbox: HTMLInputElement | null = null
  if (dialog.checkboxLabel) {
    const label = styled('label', { display: 'flex', gap: '6px', margin: '0 0 12px' })
    checkbox = document.createElement('input')
    checkbox.type = 'checkbox'
    label.append(checkbox, document.createTextNode(dialog.checkboxLabel))
    box.append(label)
  }
  const row = styled('div', { display: 'flex', gap: '8px', justifyContent: 'flex-end' })
  dialog.buttons.forEach((label, index) => {
    const button = styled(
      'button',
      {
        padding: '6px 14px',
        borderRadius: '6px',
        border: '1px solid #888',
        background: index === dialog.defaultId ? '#1d4ed8' : '#fff',
        color: index === dialog.defaultId ? '#fff' : '#111',
        cursor: 'pointer',
      },
      label,
    )
    button.type = 'button'
    button.addEventListener('click', () => void answer(dialog, index, checkbox?.checked ?? false))
    row.append(button)
    if (index === dialog.defaultId) queueMicrotask(() => button.focus())
  })
  box.append(row)
  backdrop.append(box)
  // Escape on a modal <dialog> is its cancel: the message box's cancel button, as a native one.
  backdrop.addEventListener('cancel', (event) => {
    event.preventDefault()
    void answer(dialog, dialog.cancelId, checkbox?.checked ?? false)
  })
  root().append(backdrop)
  backdrop.showModal()
  shown.set(dialog.id, backdrop)
}

export function closeDialog(id: number): void {
  shown.get(id)?.remove()
  shown.delete(id)
}
