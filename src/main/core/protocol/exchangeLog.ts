import { z } from 'zod'
import { saidSchema } from '../../../shared/i18n/saidSchema'
import { EXCHANGE_LENGTH, type ExchangeTrace } from '../../../shared/model/exchange'
import { HistoryFiles } from '../storage/historyFiles'
import { lazySchema } from '../../../shared/model/lazySchema'

const ms = lazySchema(() => z.number().nonnegative().nullable())
const pairs = lazySchema(() => z.array(z.tuple([z.string(), z.string()])))
/** A message as data, kept as it was recorded: the window checks its key against its catalog. */
const said = lazySchema(() => saidSchema)

const traceSchema = lazySchema(
  () =>
    z.object({
      id: z.string(),
      profileId: z.string(),
      at: z.number(),
      kind: z.enum(['token', 'request', 'verify']),
      section: z.enum(['4.1', '4.2', '4.3']).nullable(),
      variant: z.string(),
      redirects: z
        .array(
          z.object({
            method: z.string(),
            url: z.string(),
            status: z.number(),
            location: z.string(),
          }),
        )
        .optional(),
      request: z.object({ method: z.string(), url: z.string(), headers: pairs, body: z.string() }),
      route: z
        .discriminatedUnion('kind', [
          z.object({ kind: z.literal('direct') }),
          z.object({
            kind: z.literal('proxy'),
            proxy: z.string(),
            tunnel: z.boolean(),
            credentialsSent: z.boolean(),
          }),
        ])
        .nullable(),
      tls: z
        .object({
          chain: z.array(
            z.object({
              subject: z.string(),
              issuer: z.string(),
              validFrom: z.string(),
              validTo: z.string(),
              sha256: z.string(),
            }),
          ),
          pin: z.enum(['none', 'matched', 'mismatch']),
        })
        .nullable(),
      timing: z.object({ dnsMs: ms, connectMs: ms, tlsMs: ms, firstByteMs: ms, totalMs: ms }),
      connection: z.enum(['new', 'kept']).optional(),
      response: z
        .object({ status: z.number(), headers: pairs, body: z.string(), truncated: z.boolean() })
        .nullable(),
      outcome: z.discriminatedUnion('ok', [
        z.object({ ok: z.literal(true), summary: z.string(), said: said.optional() }),
        z.object({
          ok: z.literal(false),
          code: z.string(),
          message: z.string(),
          said: said.optional(),
          next: z.array(z.string()),
        }),
      ]),
      sentToken: z.object({ issuedAt: z.number(), expiresAt: z.number() }).optional(),
      resentAfter: z.object({ exchangeId: z.string(), status: z.number() }).optional(),
    }) satisfies z.ZodType<ExchangeTrace>,
)

/**
 * Each profile's last EXCHANGE_LENGTH exchanges, newest first: a small file
 * per profile beside the activity and runs, as private as they are. Only
 * redacted traces go in (tokenClient, runRequest build them so).
 */
export type ExchangeLog = HistoryFiles<ExchangeTrace>

export const openExchangeLog = (
  dir: string,
  onWriteError?: (error: NodeJS.ErrnoException) => void,
): ExchangeLog =>
  new HistoryFiles<ExchangeTrace>({
    dir,
    cap: EXCHANGE_LENGTH,
    parse: (value) => traceSchema.safeParse(value).data ?? null,
    ...(onWriteError ? { onWriteError } : {}),
  })

/** One trace of a profile by its id; null when it has aged out (or never was). */
export async function findExchange(
  log: ExchangeLog,
  profileId: string,
  exchangeId: string,
): Promise<ExchangeTrace | null> {
  return (await log.list(profileId)).find((trace) => trace.id === exchangeId) ?? null
}
