import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PROFILE_FORMAT } from '../src/main/core/profiles/profileDocument'
import { loginKey, SECRET_SERVICE, tokenKey } from '../src/main/core/secrets/secretKeys'
import { READ_LATER, SECRET_TABLE } from '../src/main/core/secrets/secretRows'
import { writeJournalSync } from '../src/main/core/storage/journal'
import { rowsOf } from '../src/main/core/storage/journalTables'
import { sealedAsInHarness } from '../src/harness/testOnlyCipher'
import type { ActivityEntry } from '../src/shared/model/activity'
import { loginOf } from '../src/shared/model/login'
import type { Profile } from '../src/shared/model/profile'
import type { RunSummary } from '../src/shared/model/request'

const words = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Stark', 'Wayne', 'Tyrell']
export const ACTIVITY_PER_PROFILE = 30
export const RUNS_PER_PROFILE = 20

/** Profiles shaped like a support desk's: accounts of a few profiles each, tags, favourites. */
export function benchProfiles(count: number, now: number, portal = 'https://portal0.example.com') {
  return Array.from({ length: count }, (_, i): Profile => ({
    id: `id-${i}`,
    name: `${words[i % words.length]} ${['prod', 'staging', 'sms', 'eu'][i % 4]} ${i}`,
    account: {
      id: `ACC-${Math.floor(i / 3)}`,
      name: `${words[(i >> 3) % words.length]} Ltd ${Math.floor(i / 3)}`,
    },
    portal: i % 3 === 0 ? 'customer' : i % 3 === 1 ? 'alternate' : 'api-host',
    baseUrl: i % 7 === 0 ? portal : `https://portal${i % 7}.example.com`,
    apiHostUrl: '',
    username: `api-user-${i}`,
    headerStyle: 'bearer',
    smsMethod: 'POST',
    autoRenew: i % 5 === 0,
    tags: i % 2 ? ['eu', `tier-${i % 3}`] : [],
    colour: 'none',
    notes: '',
    favourite: i % 50 === 0,
    lastUsedAt: now - i * 1000,
    createdAt: now,
    updatedAt: now,
  }))
}

/** What a profile's token is in a desk's data folder, by the profile's place in it. */
export type BenchTokenState = 'valid' | 'expiring' | 'expired' | 'failed' | 'none'

/**
 * A support desk's morning, in twentieths: 60 % valid (for 2 to 23 h), 10 %
 * expiring within the warning window, 15 % expired, 5 % expired after a
 * failed renewal (its error kept), 10 % with no token yet. Every profile set
 * to auto-renew (each fifth) holds a valid token, so nothing is due and no
 * benchmark sends a request to the profiles' made-up hosts.
 */
export function benchTokenState(i: number): BenchTokenState {
  const twentieth = i % 20
  if (twentieth <= 10 || twentieth === 15) return 'valid'
  if (twentieth <= 12) return 'expiring'
  if (twentieth === 17) return 'failed'
  if (twentieth >= 18) return 'none'
  return 'expired'
}

const HOUR = 3_600_000

/** The journal row of a token in `state` (none for 'none'). */
function tokenRow(i: number, now: number, state: BenchTokenState): unknown {
  const expiresAt =
    state === 'valid'
      ? now + (2 + (i % 22)) * HOUR
      : state === 'expiring'
        ? now + (10 + (i % 40)) * 60_000
        : now - (1 + (i % 48)) * HOUR
  return {
    kind: 'issued',
    issuedAt: expiresAt - 24 * HOUR,
    expiresAt,
    rejectedAt: null,
    method: 'POST',
    envelope: 'A',
  }
}

/** A failed renewal's error, as main keeps it for the profile. */
const failure = (baseUrl: string, at: number) => ({
  code: 'unexpected-response',
  message: `Expected a token from ${new URL(baseUrl).host} but got an error answer (HTTP 503, application/json).`,
  status: 503,
  contentType: 'application/json',
  excerpt: '{"message":"Service Unavailable"}',
  at,
})

/**
 * A data folder as this version writes it in the harness (secrets tagged as its
 * safeStorage stand-in seals them, so neither the harness nor a core opened
 * with HarnessCipher reports a keyring change), for `count` profiles, each with a
 * stored password, a token in the state `benchTokenState` gives it (a desk's
 * mix; nothing due for renewal), and a realistic history: `ACTIVITY_PER_PROFILE`
 * token activity entries and `RUNS_PER_PROFILE` test-request runs.
 */
export function writeDataFolder(
  dir: string,
  count: number,
  now: number,
  options: {
    history?: boolean
    portal?: string
    /** How each secret is stored (default: as the harness seals it now). */
    sealed?: (plaintext: string) => string
    /** Every token valid, for 2 to 23 h, instead of a desk's mix (a test that counts on it). */
    allValid?: boolean
  } = {},
): Profile[] {
  const seal = options.sealed ?? sealedAsInHarness
  const list = benchProfiles(count, now, options.portal)
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  writeFileSync(
    join(dir, 'profiles.json'),
    JSON.stringify({
      schemaVersion: PROFILE_FORMAT,
      profiles: Object.fromEntries(list.map((p) => [p.id, p])),
    }),
  )
  const rows: unknown[] = []
  list.forEach((p, i) => {
    const state = options.allValid ? 'valid' : benchTokenState(i)
    rows.push(
      { t: 'used', k: p.id, v: p.lastUsedAt },
      {
        t: SECRET_TABLE,
        k: `${SECRET_SERVICE}\u0000${loginKey(loginOf(p))}`,
        v: seal(`pw-${p.id}`),
      },
    )
    if (state === 'none') return
    rows.push(
      { t: 'token', k: p.id, v: tokenRow(i, now, state) },
      {
        t: SECRET_TABLE,
        k: `${SECRET_SERVICE}\u0000${tokenKey(p.id)}`,
        v: seal(`token-${p.id}`),
      },
    )
    // In the night: the host's other profiles have had tokens since, so it shows no outage.
    if (state === 'failed')
      rows.push({ t: 'error', k: p.id, v: failure(p.baseUrl, now - 6 * HOUR) })
  })
  writeJournalSync(join(dir, 'state.journal'), rows, rowsOf(READ_LATER))
  if (options.history === false) return list
  mkdirSync(join(dir, 'activity'), { mode: 0o700 })
  mkdirSync(join(dir, 'runs'), { mode: 0o700 })
  for (const p of list) {
    const activity: ActivityEntry[] = Array.from({ length: ACTIVITY_PER_PROFILE }, (_, j) => ({
      at: now - j * 86_400_000,
      kind: j % 7 === 3 ? 'failed' : 'renewed',
      trigger: j % 2 ? 'auto' : 'renew-all',
      detail: j % 7 === 3 ? 'The service is failing (503).' : '',
      expiresAt: j % 7 === 3 ? null : now - j * 86_400_000 + 86_400_000,
    }))
    const runs: RunSummary[] = Array.from({ length: RUNS_PER_PROFILE }, (_, j) => ({
      at: now - j * 3_600_000,
      method: 'GET',
      target: `${p.baseUrl}/_rest/v4/analytics/accounts/${p.account.id}/summary`,
      outcome: { kind: 'response', status: j % 9 === 0 ? 401 : 200 },
      durationMs: 40 + (j % 13),
    }))
    const lines = (entries: unknown[]) =>
      [...entries]
        .reverse()
        .map((entry) => `${JSON.stringify({ add: entry })}\n`)
        .join('')
    writeFileSync(join(dir, 'activity', `${p.id}.jsonl`), lines(activity))
    writeFileSync(join(dir, 'runs', `${p.id}.jsonl`), lines(runs))
  }
  return list
}
