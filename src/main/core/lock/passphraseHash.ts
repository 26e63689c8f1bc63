import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'
import { z } from 'zod'
import { lazySchema } from '../../../shared/model/lazySchema'

/**
 * scrypt's cost: N (memory and time), r (block size), p (parallel lanes).
 * Stored with each hash, so a later version can raise it for new hashes and
 * still check old ones.
 */
export interface ScryptCost {
  N: number
  r: number
  p: number
}

/**
 * OWASP's Password Storage Cheat Sheet minimum for scrypt: N = 2^17, r = 8,
 * p = 1 (128 MiB, a few hundred ms per check). The check is rare (an unlock,
 * a reveal), so the user pays little and a guesser with the file pays that
 * for every guess.
 */
export const SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 }

const SALT_BYTES = 16
const KEY_BYTES = 32
/** scrypt takes 128 · N · r bytes: a stored cost may ask for up to 256 MiB, twice the default. */
const MAX_COST_BYTES = 256 * 1024 * 1024

/** The one form the hash is kept in: never the passphrase, and nothing the page ever receives. */
export const passphraseHashSchema = lazySchema(() =>
  z
    .object({
      scheme: z.literal('scrypt'),
      N: z
        .number()
        .int()
        .min(2 ** 10)
        .refine((n) => (n & (n - 1)) === 0, 'N must be a power of two'),
      r: z.number().int().min(1).max(32),
      p: z.number().int().min(1).max(4),
      salt: z.base64(),
      hash: z.base64(),
    })
    .strict()
    // Bounded, so an edited file cannot make a check take gigabytes of memory.
    .refine(({ N, r }) => 128 * N * r <= MAX_COST_BYTES, 'The stored cost is too high'),
)
export type PassphraseHash = z.infer<typeof passphraseHashSchema>

/** Typed on a Mac or on Windows, "é" is the same passphrase. */
const normalised = (passphrase: string): Buffer => Buffer.from(passphrase.normalize('NFC'), 'utf8')

function derive(passphrase: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = {
    N: cost.N,
    r: cost.r,
    p: cost.p,
    // Node's default (32 MiB) is below what N = 2^17 needs (128 · N · r bytes).
    maxmem: 128 * cost.N * cost.r + 1024 * 1024,
  }
  return new Promise((resolve, reject) => {
    // The asynchronous form: main's event loop keeps running while it works.
    scrypt(normalised(passphrase), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })
}

export async function hashPassphrase(
  passphrase: string,
  cost: ScryptCost = SCRYPT_COST,
): Promise<PassphraseHash> {
  const salt = randomBytes(SALT_BYTES)
  const hash = await derive(passphrase, salt, cost)
  return {
    scheme: 'scrypt',
    ...cost,
    salt: salt.toString('base64'),
    hash: hash.toString('base64'),
  }
}

/** Compared in constant time: how long a wrong guess takes says nothing about how close it was. */
export async function passphraseMatches(
  passphrase: string,
  stored: PassphraseHash,
): Promise<boolean> {
  const expected = Buffer.from(stored.hash, 'base64')
  const actual = await derive(passphrase, Buffer.from(stored.salt, 'base64'), stored)
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}
