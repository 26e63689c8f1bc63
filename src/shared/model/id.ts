import { z } from 'zod'

/** Longer than any id the app makes (UUIDs, 36) with room for the page's run ids. */
export const MAX_ID_LENGTH = 100

const idShape = /^[A-Za-z0-9_-]+$/

/**
 * The one rule for an id, wherever it comes from (the page, a file): letters,
 * digits, "-" and "_", at most 100 characters, and never a name plain objects
 * inherit ("constructor", "toString", "__proto__"), which a lookup would
 * otherwise find in every table.
 */
export const isId = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.length > 0 &&
  value.length <= MAX_ID_LENGTH &&
  idShape.test(value) &&
  !(value in Object.prototype)

/** An id in a contract input (profileId, requestId, undoId, runId…). */
export const idSchema = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .min(1, `${label} is required`)
    .max(MAX_ID_LENGTH, `${label} is at most ${MAX_ID_LENGTH} characters`)
    // An empty or oversize id already has its message; the shape is judged only when the length fits.
    .refine((id) => id.length === 0 || id.length > MAX_ID_LENGTH || isId(id), {
      error: `${label} is not a valid id`,
    })
