import { CONTROL_CHARACTERS } from '../../../shared/text/controlCharacters'

/**
 * The account an answer to a request sent with a token says that token is
 * for; null when it names none. Spec 5.3: a token used for another account
 * "is not compatible"; the answer that says so is not shown, so this reads
 * every plausible form, all of it server input:
 *
 * - a refusal (401 or 403) whose message names the token's account, in
 *   Envelope B (`error`), Envelope A (`error`), `message` or `detail`
 *   fields, an `error` object's `message`, or plain text or HTML (the
 *   sandbox: "This token is for account ACME-001, not INITECH-003", "A token
 *   for account ACME-001 cannot trigger a flow under account INITECH-003");
 * - a success (2xx) whose JSON object states `accountId` (or `account_id`,
 *   `account`) at its top: a token works only for its own account, so the
 *   account an accepted call served is the token's (the sandbox's whoami).
 *
 * An ID is taken only as an account ID can be written (letters, digits and
 * `._:-`, at most MAX_ACCOUNT_CHARS): markup, quotes, control characters or
 * a sentence around it end it, and an overlong one is no ID.
 */
export function accountInAnswer(status: number, body: string): string | null {
  if (status >= 200 && status < 300) return statedAccount(body)
  return accountInRefusal(status, body)
}

/**
 * Only the refusal's reading: what a test request's answer is read for. Its
 * success may well name an account the request asked about (a summary of
 * it), which only a probe (Verify now) is trusted to state as the token's.
 */
export function accountInRefusal(status: number, body: string): string | null {
  if (status !== 401 && status !== 403) return null
  return namedInMessage(messageOf(body))
}

/** A profile's account ID is at most 120 characters (shared/model/profile.ts). */
export const MAX_ACCOUNT_CHARS = 120
/** How much of a body is read for a message: a refusal is a sentence, not a page. */
const MAX_MESSAGE_CHARS = 4096

const accountId = new RegExp(`^[A-Za-z0-9][A-Za-z0-9._:-]{0,${MAX_ACCOUNT_CHARS - 1}}$`)

/** The ID as given, or null when it is no plausible account ID. */
function asAccountId(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const id = value.trim().replace(/[.:-]+$/, '')
  return accountId.test(id) ? id : null
}

function parsed(body: string): unknown {
  try {
    return JSON.parse(body.slice(0, 64 * 1024))
  } catch {
    return undefined
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function statedAccount(body: string): string | null {
  const json = parsed(body)
  if (!isObject(json)) return null
  for (const key of ['accountId', 'account_id', 'account']) {
    const id = asAccountId(json[key])
    if (id !== null) return id
  }
  return null
}

/** The message fields of a JSON refusal, or the text itself (HTML tags dropped). */
function messageOf(body: string): string {
  const json = parsed(body)
  const parts: unknown[] = []
  if (isObject(json)) {
    const error = json.error
    parts.push(isObject(error) ? error.message : error, json.message, json.detail)
  } else if (typeof json === 'string') parts.push(json)
  else if (json === undefined) parts.push(body.slice(0, MAX_MESSAGE_CHARS).replace(/<[^>]*>/g, ' '))
  return parts
    .filter((part): part is string => typeof part === 'string')
    .map((part) => part.slice(0, MAX_MESSAGE_CHARS))
    .join(' ')
    .replace(ESCAPE_SEQUENCE, ' ')
    .replace(new RegExp(CONTROL_CHARACTERS.source, 'g'), ' ')
}

/** A terminal's CSI sequence (colours, cursor moves): dropped whole, not only its ESC. */
// eslint-disable-next-line no-control-regex -- matching the escape character is the point
const ESCAPE_SEQUENCE = /(?:\u001b\[|\u009b)[0-?]*[ -/]*[@-~]/g

/**
 * "token is for account X", "token for account X", "token belongs to account
 * X", "token was issued for account X": the account right after the words
 * that tie it to the token. Another account in the sentence ("not Y",
 * "under account Y") is the one asked for, not the token's.
 */
const tokenAccount =
  /\btoken\s+(?:(?:is|was)\s+)?(?:only\s+)?(?:for|belongs\s+to|issued\s+for|valid\s+for|scoped\s+to)\s+(?:the\s+)?account\s+["'“‘]?([^\s"'”’,;)<>]+)/i

function namedInMessage(message: string): string | null {
  const match = tokenAccount.exec(message)
  return match ? asAccountId(match[1]) : null
}
