import { z } from 'zod'
import { CLI_PROTOCOL_VERSION, MAX_WAIT_MS, type CliRequest } from '../../../shared/cli/protocol'
import { lazySchema } from '../../../shared/model/lazySchema'

/** A client id is the CLI's random UUID; nothing else is accepted as one. */
const clientSchema = lazySchema(() =>
  z.object({
    id: z.uuid({ error: 'client.id must be a UUID' }),
    // Shown to the user: printable text, short.
    name: z
      .string()
      .max(200)
      .transform((name) => name.replace(/[\p{Cc}\p{Cf}]/gu, ' ').trim() || 'unnamed client'),
  }),
)

/** A name, an id or `account:<id>`. */
const selector = lazySchema(() => z.string().min(1).max(300))
/** Profiles named on one command line (--all takes every one, however many). */
const MAX_VERIFY_SELECTORS = 1000
const wait = lazySchema(() => z.number().int().min(0).max(MAX_WAIT_MS))
const requestSchema = lazySchema(() => {
  const base = { v: z.literal(CLI_PROTOCOL_VERSION) }
  const tokenFields = {
    client: clientSchema,
    prompt: z.boolean(),
    profile: selector,
    minTtlMs: z
      .number()
      .int()
      .min(0)
      .max(24 * 60 * 60 * 1000),
    force: z.boolean().optional(),
    timeoutMs: wait,
  }
  return z.discriminatedUnion('op', [
    z.object({ ...base, op: z.literal('ping') }),
    z.object({ ...base, op: z.literal('status'), client: clientSchema }),
    z.object({
      ...base,
      op: z.literal('list'),
      client: clientSchema,
      prompt: z.boolean(),
      timeoutMs: wait,
    }),
    z.object({ ...base, op: z.literal('token'), ...tokenFields }),
    z.object({ ...base, op: z.literal('watch'), ...tokenFields }),
    z.object({
      ...base,
      op: z.literal('verify'),
      client: clientSchema,
      prompt: z.boolean(),
      profiles: z.union([z.literal('all'), z.array(selector).min(1).max(MAX_VERIFY_SELECTORS)]),
      timeoutMs: wait,
    }),
  ])
})

export type ParsedRequest = { ok: true; request: CliRequest } | { ok: false; message: string }

/** One request line → a request, or why not (in words fit for the client). */
export function parseCliRequest(line: string): ParsedRequest {
  let value: unknown
  try {
    value = JSON.parse(line)
  } catch {
    return { ok: false, message: 'The request is not JSON.' }
  }
  // Checked first: a newer client's request may have another shape altogether.
  const version = (value as { v?: unknown } | null)?.v
  if (typeof version === 'number' && version !== CLI_PROTOCOL_VERSION) {
    return {
      ok: false,
      message: `This Token Desk speaks version ${CLI_PROTOCOL_VERSION} of the command line protocol, this token-desk version ${version}: use the token-desk of the same release.`,
    }
  }
  const parsed = requestSchema.safeParse(value)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : ''
    return {
      ok: false,
      message: `Not a valid request: ${where}${issue?.message ?? 'unknown shape'}.`,
    }
  }
  return { ok: true, request: parsed.data }
}
