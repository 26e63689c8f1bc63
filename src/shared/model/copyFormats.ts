/** What "Copy" can put on the clipboard; the first is the main button's. */
export const copyFormats = [
  'header',
  'token',
  'curl',
  'fetch',
  'httpie',
  'powershell',
  'env',
] as const
export type CopyFormat = (typeof copyFormats)[number]

export const copyFormatLabels: Record<CopyFormat, string> = {
  header: 'Authorization header',
  token: 'Token only',
  curl: 'curl command',
  fetch: 'fetch snippet',
  httpie: 'HTTPie command',
  powershell: 'PowerShell Invoke-RestMethod',
  env: '.env line',
}

/** The formats that are a whole request: they need one to call (the profile's probe). */
export const commandFormats: readonly CopyFormat[] = ['curl', 'fetch', 'httpie', 'powershell']
