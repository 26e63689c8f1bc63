import { z } from 'zod'
import { says } from '../i18n/fieldSays'
import type { Said } from '../i18n/said'

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

/**
 * An id in a contract input or a stored record (profileId, requestId,
 * undoId, runId…), `label` naming it in the messages:
 * `idSchema(said('fields.label.profileId'))`.
 */
export const idSchema = (label: Said) =>
  z
    .string(says('fields.notText', { label }))
    .min(1, says('fields.required', { label }))
    .max(MAX_ID_LENGTH, says('fields.atMost', { label, max: MAX_ID_LENGTH }))
    // An empty or oversize id already has its message; the shape is judged only when the length fits.
    .refine(
      (id) => id.length === 0 || id.length > MAX_ID_LENGTH || isId(id),
      says('fields.notValidId', { label }),
    )
