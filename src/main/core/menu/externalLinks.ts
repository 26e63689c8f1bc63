/** The project's documentation, opened from Help. */
export const DOCS_URL = 'https://github.com/token-desk/token-desk#readme'

/** The only addresses the app hands to the system browser (Electron checklist: no untrusted input to openExternal). */
const allowed: ReadonlySet<string> = new Set([DOCS_URL])

export function isAllowedExternal(url: string): boolean {
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' && allowed.has(parsed.href)
  } catch {
    return false
  }
}
