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

/** The formats that are a whole request: they need one to call (the profile's probe). */
export const commandFormats: readonly CopyFormat[] = ['curl', 'fetch', 'httpie', 'powershell']
