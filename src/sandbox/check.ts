/** Hand-written input checks shared by the setters and the control endpoint (no schema library). */

/** Shows a bad input value in an error message without echoing a huge one. */
export function show(value: unknown): string {
  let text: string
  try {
    text = JSON.stringify(value) ?? String(value)
  } catch {
    text = String(value)
  }
  return text.length > 60 ? `${text.slice(0, 57)}...` : text
}

/** A plain object with no fields beyond `allowed`: an unknown field is usually a typo. */
export function checkObject(
  value: unknown,
  what: string,
  allowed: readonly string[],
): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new TypeError(`${what} must be a JSON object, got ${show(value)}`)
  }
  const unknown = Object.keys(value).filter((key) => !allowed.includes(key))
  if (unknown.length > 0) throw new TypeError(`${what} has unknown field(s): ${unknown.join(', ')}`)
  return value as Record<string, unknown>
}

export function checkNumber(
  value: unknown,
  name: string,
  [min, max]: readonly [number, number],
  integer = true,
): number {
  if (typeof value !== 'number' || Number.isNaN(value)) {
    throw new TypeError(`${name} must be a number, got ${show(value)}`)
  }
  if ((integer && !Number.isInteger(value)) || !(value >= min && value <= max)) {
    const what = integer ? 'an integer' : 'a number'
    throw new RangeError(`${name} must be ${what} from ${min} to ${max}, got ${show(value)}`)
  }
  return value
}
