/**
 * Saves text as a file through a temporary `<a download>`: Electron and the
 * browser harness both turn it into a download, so no IPC is needed.
 */
export function downloadText(fileName: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // The download reads the blob after the click returns; let it go a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
