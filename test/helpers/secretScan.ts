import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** Every file under `dir`, with its bytes as text. */
export function filesUnder(dir: string): [string, string][] {
  return readdirSync(dir).flatMap((name): [string, string][] => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [[path, readFileSync(path, 'latin1')]]
  })
}

/** The forms a secret could leak in: as typed, JSON-escaped, URL-encoded, base64 and hex. */
export const formsOf = (secret: string): string[] => [
  secret,
  JSON.stringify(secret).slice(1, -1),
  encodeURIComponent(secret),
  Buffer.from(secret).toString('base64').replace(/=+$/, ''),
  Buffer.from(secret).toString('hex'),
]

/** Where any form of any secret appears in the named texts: `where: start of the form…`. */
export const leaksIn = (places: [string, string][], secrets: readonly string[]): string[] =>
  places.flatMap(([where, text]) =>
    secrets.flatMap((secret) =>
      formsOf(secret)
        .filter((form) => text.includes(form))
        .map((form) => `${where}: ${form.slice(0, 12)}…`),
    ),
  )
