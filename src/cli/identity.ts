import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { hostname, userInfo } from 'node:os'
import { isAbsolute, join } from 'node:path'
import type { CliClient } from '../shared/cli/protocol'
import type { EndpointHost } from '../main/core/cli/endpoint'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i

/**
 * The CLI's own folder for its client id (never the app's data folder):
 * TOKEN_DESK_CLI_CONFIG, else token-desk-cli in the user's config folder.
 */
export function cliConfigDir(host: EndpointHost): string {
  const { env, platform, home } = host
  const own = env['TOKEN_DESK_CLI_CONFIG']
  if (own) return own
  if (platform === 'win32')
    return join(env['APPDATA'] ?? join(home, 'AppData', 'Roaming'), 'token-desk-cli')
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', 'token-desk-cli')
  const config = env['XDG_CONFIG_HOME']
  return join(config && isAbsolute(config) ? config : join(home, '.config'), 'token-desk-cli')
}

/**
 * This client's id: made once, at random, and kept in client.json (0600).
 * Parallel first runs agree: the first to create the file wins, the others
 * read it. A damaged file is replaced (the app will ask to approve again).
 */
export function clientId(dir: string): string {
  const file = join(dir, 'client.json')
  const existing = readId(file)
  if (existing) return existing
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  // node:crypto only here, on the first run: loading it costs every command a few ms.
  const id = process.getBuiltinModule('node:crypto').randomUUID()
  const text = `${JSON.stringify({ id, createdAt: new Date().toISOString() })}\n`
  try {
    writeFileSync(file, text, { flag: 'wx', mode: 0o600 })
    return id
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  // Another run created it just now (it may still be writing): read it, else replace a damaged one.
  for (let attempt = 0; attempt < 50; attempt++) {
    const raced = readId(file)
    if (raced) return raced
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2)
  }
  writeFileSync(file, text, { mode: 0o600 })
  return id
}

function readId(file: string): string | null {
  try {
    const value: unknown = JSON.parse(readFileSync(file, 'utf8'))
    const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : undefined
    return typeof id === 'string' && UUID.test(id) ? id : null
  } catch {
    return null
  }
}

/**
 * What the app shows in its prompt and in Settings: TOKEN_DESK_CLIENT_NAME,
 * else user@host and, on Linux, the program that ran token-desk.
 */
export function clientName(
  env: Record<string, string | undefined>,
  platform: NodeJS.Platform,
): string {
  const chosen = env['TOKEN_DESK_CLIENT_NAME']?.trim()
  if (chosen) return chosen.slice(0, 200)
  let user = env['USER'] ?? env['USERNAME'] ?? 'user'
  try {
    user = userInfo().username
  } catch {
    // No passwd entry (a container): the environment's name stands.
  }
  const base = `${user}@${hostname()}`
  if (platform !== 'linux') return base
  try {
    const parent = readFileSync(`/proc/${process.ppid}/comm`, 'utf8').trim()
    return parent ? `${base} · ${parent}` : base
  } catch {
    return base
  }
}

export const clientOf = (host: EndpointHost): CliClient => ({
  id: clientId(cliConfigDir(host)),
  name: clientName(host.env, host.platform),
})
