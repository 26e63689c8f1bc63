/**
 * A `.env` block: one `NAME_TOKEN=value` line per profile. Names become
 * portable variable names (A-Z, 0-9 and _, not starting with a digit), and
 * two profiles whose names come out the same get `_2`, `_3`… so no line
 * overwrites another when the file is read.
 */
export function envBlock(entries: readonly { name: string; token: string }[]): string {
  const taken = new Set<string>()
  const lines = entries.map(({ name, token }) => {
    const base = envNameOf(name)
    let variable = `${base}_TOKEN`
    for (let n = 2; taken.has(variable); n++) variable = `${base}_${n}_TOKEN`
    taken.add(variable)
    return `${variable}=${envValue(token)}`
  })
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`
}

/** "Dundee – production (EU)" → DUNDEE_PRODUCTION_EU; accents dropped, never empty. */
export function envNameOf(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
  if (words === '') return 'PROFILE'
  return /^[0-9]/.test(words) ? `P_${words}` : words
}

/** A token as it is when it needs no quotes (JWTs, hex, base64); otherwise double-quoted. */
const envValue = (token: string): string =>
  /^[A-Za-z0-9._~+/=-]*$/.test(token) ? token : JSON.stringify(token)
