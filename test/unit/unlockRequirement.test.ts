import { describe, expect, it } from 'vitest'
import type { AppError } from '../../src/shared/ipc/errors'
import { AppFailure } from '../../src/shared/ipc/errors'
import { delayAfter, waitSaid, waitText } from '../../src/main/core/lock/attemptLimiter'
import { sayIn } from '../../src/shared/i18n/sayIn'
import {
  hashPassphrase,
  passphraseHashSchema,
  passphraseMatches,
  SCRYPT_COST,
} from '../../src/main/core/lock/passphraseHash'
import type { OsUserCheck } from '../../src/main/core/lock/osUserCheck'
import { UNLOCK_KEY, UnlockRequirement } from '../../src/main/core/lock/unlockRequirement'
import { ConfirmationGate } from '../../src/main/core/userConfirmation'
import type { JsonStore } from '../../src/main/core/storage/jsonStore'
import { TEST_SCRYPT_COST } from '../helpers/scryptCost'

/** profiles.json as a map, enough for the requirement. */
function memoryStore(): JsonStore & { values: Map<string, unknown> } {
  const values = new Map<string, unknown>()
  return {
    values,
    path: '/memory/profiles.json',
    get: (key) => values.get(key),
    keys: () => [...values.keys()],
    set: (key, value) => void values.set(key, value),
    setMany: (all) => Object.entries(all).forEach(([k, v]) => values.set(k, v)),
    replaceAll: (all) => {
      values.clear()
      Object.entries(all).forEach(([k, v]) => values.set(k, v))
    },
    delete: (key) => void values.delete(key),
  }
}

/** The AppError a rejected promise carries. */
async function errorOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof AppFailure) return error.error
    throw error
  }
  throw new Error('expected a refusal')
}

function requirement(options: { osCheck?: OsUserCheck } = {}) {
  let now = 1_000_000
  const store = memoryStore()
  const remembered: string[] = []
  const unlock = new UnlockRequirement({
    store,
    clock: () => now,
    // The user says yes to turning it on (the integration tests try the no).
    confirmation: new ConfirmationGate({ confirm: async () => true }),
    cost: TEST_SCRYPT_COST,
    remember: (p) => remembered.push(p),
    ...options,
  })
  return { unlock, store, remembered, advance: (ms: number) => (now += ms) }
}

describe('the passphrase hash', () => {
  it('keeps scrypt with a random salt and its cost, never the passphrase, and checks it', async () => {
    const a = await hashPassphrase('correct horse', TEST_SCRYPT_COST)
    const b = await hashPassphrase('correct horse', TEST_SCRYPT_COST)
    expect(passphraseHashSchema.parse(a)).toEqual(a)
    expect(a).toMatchObject({ scheme: 'scrypt', N: 1024, r: 8, p: 1 })
    expect(a.salt).not.toBe(b.salt)
    expect(a.hash).not.toBe(b.hash)
    expect(JSON.stringify(a)).not.toContain('correct horse')
    expect(await passphraseMatches('correct horse', a)).toBe(true)
    expect(await passphraseMatches('correct hors', a)).toBe(false)
    expect(await passphraseMatches('correct horse ', a)).toBe(false)
  })

  it('reads the same passphrase typed in composed or decomposed Unicode', async () => {
    const stored = await hashPassphrase('caf\u00e9 au lait', TEST_SCRYPT_COST)
    expect(await passphraseMatches('cafe\u0301 au lait', stored)).toBe(true)
  })

  it('uses OWASP’s minimum by default, and refuses stored costs that could exhaust memory', () => {
    expect(SCRYPT_COST).toEqual({ N: 2 ** 17, r: 8, p: 1 })
    const ok = { scheme: 'scrypt', N: 1024, r: 8, p: 1, salt: 'AAAA', hash: 'AAAA' }
    expect(passphraseHashSchema.safeParse(ok).success).toBe(true)
    expect(passphraseHashSchema.safeParse({ ...ok, N: 2 ** 30 }).success).toBe(false)
    expect(passphraseHashSchema.safeParse({ ...ok, N: 2 ** 18, r: 8 }).success).toBe(true)
    expect(passphraseHashSchema.safeParse({ ...ok, N: 2 ** 18, r: 16 }).success).toBe(false)
    expect(passphraseHashSchema.safeParse({ ...ok, N: 3000 }).success).toBe(false)
    expect(passphraseHashSchema.safeParse({ ...ok, passphrase: 'x' }).success).toBe(false)
  })
})

describe('the growing delay', () => {
  it('lets two slips go, then doubles up to ten minutes', () => {
    expect([1, 2, 3, 4, 5, 6].map(delayAfter)).toEqual([0, 0, 1000, 2000, 4000, 8000])
    expect(delayAfter(40)).toBe(10 * 60_000)
    expect(waitText(1)).toBe('1 second')
    expect(waitText(8000)).toBe('8 seconds')
    expect(waitText(61_000)).toBe('2 minutes')
    // As the old words had them, each count: 0 and 59 s, 1 and 10 min.
    expect([0, 59_000, 60_000, 600_000].map(waitText)).toEqual([
      '0 seconds',
      '59 seconds',
      '1 minute',
      '10 minutes',
    ])
    expect(sayIn('de', waitSaid(61_000))).toBe('2 Minuten')
    expect(sayIn('de', waitSaid(1))).toBe('1 Sekunde')
  })
})

describe('the unlock requirement', () => {
  it('is off by default: every proof, or none, goes through', async () => {
    const { unlock } = requirement()
    expect(unlock.state()).toEqual({ on: false, touchId: false })
    await unlock.prove(undefined, 'unlock Token Desk')
    await unlock.prove({ kind: 'passphrase', passphrase: 'anything' }, 'unlock Token Desk')
  })

  it('once on, asks for the passphrase and checks it', async () => {
    const { unlock, store } = requirement()
    expect(await unlock.set('first passphrase', undefined)).toEqual({ on: true, touchId: false })
    expect(store.values.get(UNLOCK_KEY)).toMatchObject({ scheme: 'scrypt' })
    expect(JSON.stringify([...store.values])).not.toContain('first passphrase')
    expect(await errorOf(unlock.prove(undefined, 'unlock Token Desk'))).toEqual({
      code: 'unlock-required',
      message: 'Enter your unlock passphrase first.',
      said: { key: 'app.unlock.passphraseFirst' },
    })
    expect(
      await errorOf(unlock.prove({ kind: 'passphrase', passphrase: 'wrong one' }, 'unlock')),
    ).toEqual({
      code: 'unlock-refused',
      message: 'That is not the unlock passphrase.',
      said: { key: 'app.unlock.wrong' },
      waitMs: 0,
    })
    await unlock.prove({ kind: 'passphrase', passphrase: 'first passphrase' }, 'unlock')
  })

  it('makes wrong attempts wait longer each time, says how long, and forgets them after a right one', async () => {
    const { unlock, advance } = requirement()
    await unlock.set('first passphrase', undefined)
    const wrong = () => unlock.prove({ kind: 'passphrase', passphrase: 'guess' }, 'unlock')
    const right = () =>
      unlock.prove({ kind: 'passphrase', passphrase: 'first passphrase' }, 'unlock')
    await errorOf(wrong())
    await errorOf(wrong())
    const third = await errorOf(wrong())
    expect(third).toEqual({
      code: 'unlock-refused',
      message: 'That is not the unlock passphrase. Try again in 1 second.',
      said: {
        key: 'app.unlock.wrongWait',
        values: { wait: { key: 'app.unlock.seconds', values: { count: 1 } } },
      },
      waitMs: 1000,
    })
    // The window says it in its language, the wait included.
    expect(sayIn('de', third.said!)).toBe(
      'Das ist nicht die Passphrase zum Entsperren. Versuchen Sie es in 1 Sekunde erneut.',
    )
    // Even the right passphrase waits its turn: the delay is not a hint.
    const waiting = await errorOf(right())
    expect(waiting).toMatchObject({
      message: 'Too many wrong attempts: wait 1 second before trying again.',
      waitMs: 1000,
    })
    expect(sayIn('de', waiting.said!)).toBe(
      'Zu viele Fehlversuche: Warten Sie 1 Sekunde, bevor Sie es erneut versuchen.',
    )
    advance(1000)
    expect(await errorOf(wrong())).toMatchObject({ waitMs: 2000 })
    advance(1500)
    expect(await errorOf(right())).toMatchObject({ waitMs: 500 })
    advance(500)
    await right()
    // Forgiven: the next slip costs nothing again.
    expect(await errorOf(wrong())).toMatchObject({ waitMs: 0 })
  })

  it('takes parallel guesses one at a time, so they meet the same delay', async () => {
    const { unlock } = requirement()
    await unlock.set('first passphrase', undefined)
    const guesses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        errorOf(unlock.prove({ kind: 'passphrase', passphrase: `guess ${i}` }, 'unlock')),
      ),
    )
    // Three looked at (the third starts the delay), the other three refused without a look.
    expect(guesses.map((e) => e.message)).toEqual([
      'That is not the unlock passphrase.',
      'That is not the unlock passphrase.',
      'That is not the unlock passphrase. Try again in 1 second.',
      'Too many wrong attempts: wait 1 second before trying again.',
      'Too many wrong attempts: wait 1 second before trying again.',
      'Too many wrong attempts: wait 1 second before trying again.',
    ])
  })

  it('changing or turning it off needs the current passphrase', async () => {
    const { unlock, store } = requirement()
    await unlock.set('first passphrase', undefined)
    expect(await errorOf(unlock.set('second passphrase', undefined))).toMatchObject({
      code: 'unlock-required',
      message: 'Enter the current unlock passphrase to change it.',
    })
    expect(await errorOf(unlock.set('second passphrase', 'not it'))).toMatchObject({
      code: 'unlock-refused',
    })
    await unlock.set('second passphrase', 'first passphrase')
    expect(await errorOf(unlock.turnOff('first passphrase'))).toMatchObject({
      code: 'unlock-refused',
    })
    expect(unlock.isOn()).toBe(true)
    expect(await unlock.turnOff('second passphrase')).toEqual({ on: false, touchId: false })
    expect(store.values.has(UNLOCK_KEY)).toBe(false)
  })

  it('fails closed on a damaged stored value, and says how to remove it', async () => {
    const { unlock, store } = requirement()
    store.set(UNLOCK_KEY, { scheme: 'plain', value: 'x' })
    expect(unlock.isOn()).toBe(true)
    expect(await errorOf(unlock.prove(undefined, 'unlock'))).toMatchObject({
      code: 'unlock-required',
    })
    expect(
      (await errorOf(unlock.prove({ kind: 'passphrase', passphrase: 'anything' }, 'unlock')))
        .message,
    ).toMatch(/cannot be read.*remove "unlockPassphrase" from profiles\.json/)
  })

  it('tells the log which passphrase to keep out, once it was set or seen right', async () => {
    const { unlock, remembered } = requirement()
    await unlock.set('first passphrase', undefined)
    await errorOf(unlock.prove({ kind: 'passphrase', passphrase: 'a wrong guess' }, 'unlock'))
    await unlock.prove({ kind: 'passphrase', passphrase: 'first passphrase' }, 'unlock')
    expect(remembered).toEqual(['first passphrase', 'first passphrase'])
  })

  it('takes Touch ID where the Mac offers it; a failure or cancel counts as a wrong attempt', async () => {
    const answers: boolean[] = []
    const reasons: string[] = []
    const osCheck: OsUserCheck = {
      available: () => true,
      confirm: async (reason) => {
        reasons.push(reason)
        return answers.shift() ?? false
      },
    }
    const { unlock } = requirement({ osCheck })
    await unlock.set('first passphrase', undefined)
    expect(unlock.state()).toEqual({ on: true, touchId: true })
    answers.push(true)
    await unlock.prove({ kind: 'touch-id' }, 'unlock Token Desk')
    expect(reasons).toEqual(['unlock Token Desk'])
    answers.push(false, false)
    await errorOf(unlock.prove({ kind: 'touch-id' }, 'unlock Token Desk'))
    await errorOf(unlock.prove({ kind: 'touch-id' }, 'unlock Token Desk'))
    expect(await errorOf(unlock.prove({ kind: 'touch-id' }, 'unlock Token Desk'))).toEqual({
      code: 'unlock-refused',
      message: 'Touch ID did not confirm it is you. Try again in 1 second.',
      said: {
        key: 'app.unlock.touchIdNotConfirmedWait',
        values: { wait: { key: 'app.unlock.seconds', values: { count: 1 } } },
      },
      waitMs: 1000,
    })
  })

  it('refuses a Touch ID proof where there is none', async () => {
    const { unlock } = requirement()
    await unlock.set('first passphrase', undefined)
    expect(await errorOf(unlock.prove({ kind: 'touch-id' }, 'unlock'))).toMatchObject({
      code: 'unlock-refused',
      message: 'Touch ID is not available on this computer: enter the passphrase.',
    })
  })
})
