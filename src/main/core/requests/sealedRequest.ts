import type { SavedRequest } from '../../../shared/model/request'

/**
 * A saved request as profiles.json keeps it once its secrets are sealed: the
 * header names and everything that says where it goes stay readable (the
 * list, the probe, diagnostics), while the header values and the body
 * (an `X-Api-Key`, a `client_secret`) are in the vault under requestKey.
 */
export interface SealedRow extends Omit<SavedRequest, 'headers' | 'body'> {
  headers: { name: string }[]
  sealed: true
}

/** A row as stored: sealed, or as written before sealing (or where the OS cannot encrypt). */
export type StoredRequest = SealedRow | SavedRequest

/** What of a request is secret, in the vault: the header values (in order) and the body. */
interface RequestSecret {
  values: string[]
  body: string
}

/** Its key in the vault: per profile, since a request's id comes from the page. */
export const requestKey = (profileId: string, requestId: string) =>
  `request:${profileId}:${requestId}`

export const isSealed = (row: StoredRequest): row is SealedRow =>
  (row as { sealed?: unknown }).sealed === true

/** Whether a plain row holds anything worth sealing (a request without headers or body does not). */
export const holdsSecrets = (row: SavedRequest): boolean =>
  row.body !== '' || row.headers.some((header) => header.value !== '')

/** The row for profiles.json and the text for the vault. */
export function sealRequest(request: SavedRequest): { row: SealedRow; secret: string } {
  const { headers, body, ...rest } = request
  const secret: RequestSecret = { values: headers.map((header) => header.value), body }
  return {
    row: { ...rest, headers: headers.map(({ name }) => ({ name })), sealed: true },
    secret: JSON.stringify(secret),
  }
}

/**
 * The request again, from its row and the vault's text; null (no text, or
 * text of another shape) gives the values as empty: the names and the URL
 * are kept, and the user can type the values again.
 */
export function openRequest(row: SealedRow, secret: string | null): SavedRequest {
  const { sealed: _sealed, headers, ...rest } = row
  const parsed = parseSecret(secret)
  return {
    ...rest,
    headers: headers.map(({ name }, i) => ({ name, value: parsed?.values[i] ?? '' })),
    body: parsed?.body ?? '',
  }
}

function parseSecret(secret: string | null): RequestSecret | null {
  if (secret === null) return null
  try {
    const value = JSON.parse(secret) as Partial<RequestSecret>
    return Array.isArray(value.values) &&
      value.values.every((v) => typeof v === 'string') &&
      typeof value.body === 'string'
      ? { values: value.values, body: value.body }
      : null
  } catch {
    return null
  }
}
