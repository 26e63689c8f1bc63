import { z } from 'zod'
import { idSchema } from './id'
import { says } from '../i18n/fieldSays'
import { said } from '../i18n/said'
import { lazySchema } from './lazySchema'

const passphrase = said('fields.label.passphrase')

/** Short enough to type at each unlock; the growing delay between wrong tries does the rest. */
export const PASSPHRASE_MIN = 8
export const PASSPHRASE_MAX = 1024

/** A passphrase being set: checked for length before main hashes it. */
export const newPassphraseSchema = lazySchema(() =>
  z
    .string(says('fields.notText', { label: passphrase }))
    .min(PASSPHRASE_MIN, says('fields.passphrase.tooShort', { min: PASSPHRASE_MIN }))
    .max(PASSPHRASE_MAX, says('fields.atMost', { label: passphrase, max: PASSPHRASE_MAX })),
)

/** A passphrase being checked: any length main could have stored, nothing longer. */
const typedPassphraseSchema = lazySchema(() =>
  z
    .string(says('fields.notText', { label: passphrase }))
    .min(1, says('fields.passphrase.enter'))
    .max(PASSPHRASE_MAX, says('fields.atMost', { label: passphrase, max: PASSPHRASE_MAX })),
)

/** What the user offers to prove it is them: the passphrase, or the OS's own check (Touch ID). */
export const unlockProofSchema = lazySchema(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('passphrase'), passphrase: typedPassphraseSchema }).strict(),
    z.object({ kind: z.literal('touch-id') }).strict(),
  ]),
)
export type UnlockProof = z.infer<typeof unlockProofSchema>

/** Unlock, Reveal token: the proof, needed only while the requirement is on. */
export const proofInput = lazySchema(() =>
  z.object({ proof: unlockProofSchema.optional() }).strict(),
)

/** Settings › Command line: a client allowed for 8 hours, allowed always (with the proof). */
export const allowCliClientAlwaysInput = lazySchema(() =>
  z
    .object({
      clientId: idSchema(said('fields.label.clientId')),
      proof: unlockProofSchema.optional(),
    })
    .strict(),
)

/** Turning the requirement on (no `current`) or changing the passphrase (`current` needed). */
export const setUnlockPassphraseInput = lazySchema(() =>
  z.object({ passphrase: newPassphraseSchema, current: typedPassphraseSchema.optional() }).strict(),
)

export const turnOffUnlockInput = lazySchema(() =>
  z.object({ current: typedPassphraseSchema }).strict(),
)

/**
 * Whether unlocking (and Reveal token, and "Always allow" for a command-line
 * client) asks who is there. `touchId`: this Mac offers Touch ID as well as
 * the passphrase. The page never sees the stored hash.
 */
export interface UnlockRequirementState {
  on: boolean
  touchId: boolean
}
