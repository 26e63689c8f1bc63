import { z } from 'zod'
import { issueSaying, says } from '../i18n/fieldSays'
import { said, type Said } from '../i18n/said'
import { headerStyles, type HeaderStyle } from './portal'
import { lazySchema } from './lazySchema'

export const httpMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
export type HttpMethod = (typeof httpMethods)[number]
/** What a relative URL is resolved against. */
export const urlBases = ['base', 'api'] as const
export type UrlBase = (typeof urlBases)[number]

const headerName = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/
/** Set by the app from the profile's token: a saved header must not override them. */
/** Set by the app or by HTTP itself: one typed by the user would break or contradict the request. */
const reservedHeaders = new Set([
  'authorization',
  'host',
  'content-length',
  'transfer-encoding',
  'connection',
  'te',
  'upgrade',
])

export const MAX_REQUEST_BODY = 256 * 1024

export const requestFieldsSchema = lazySchema(() =>
  z
    .object({
      name: z
        .string()
        .trim()
        .min(1, says('inputs.request.nameRequired'))
        .max(120, says('inputs.request.nameTooLong')),
      method: z.enum(httpMethods),
      url: z
        .string()
        .trim()
        .min(1, says('inputs.request.urlRequired'))
        .max(2048, says('inputs.request.urlTooLong')),
      relativeTo: z.enum(urlBases).default('base'),
      headers: z
        .array(
          z.object({
            name: z
              .string()
              .trim()
              .regex(headerName, says('inputs.request.headerName'))
              .refine(
                (n) => !reservedHeaders.has(n.toLowerCase()),
                says('inputs.request.headerReserved'),
              ),
            value: z
              .string()
              .max(8192, says('inputs.request.headerValueTooLong'))
              .refine((v) => !/[\r\n]/.test(v), says('inputs.request.headerValueLineBreak'))
              // HTTP carries header values as Latin-1 bytes: "東京" would go out as other
              // characters than the ones shown, so it is refused rather than mangled.
              .refine((v) => !/[\u0100-\uffff]/.test(v), says('inputs.request.headerValueLatin1')),
          }),
        )
        .max(30, says('inputs.request.tooManyHeaders'))
        .default([]),
      body: z.string().max(MAX_REQUEST_BODY, says('inputs.request.bodyTooLarge')).default(''),
      authStyle: z.enum(headerStyles).default('bearer'),
    })
    .superRefine((request, ctx) => {
      if (request.body.trim() === '') return
      if (request.method === 'GET') {
        ctx.addIssue({ ...issueSaying(said('inputs.request.getHasNoBody')), path: ['body'] })
        return
      }
      try {
        JSON.parse(request.body)
      } catch (error) {
        const detail = error instanceof Error ? error.message : said('inputs.request.parseError')
        ctx.addIssue({
          ...issueSaying(said('inputs.request.bodyNotJson', { detail })),
          path: ['body'],
        })
      }
    }),
)

export type RequestFields = z.output<typeof requestFieldsSchema>
export interface SavedRequest extends RequestFields {
  id: string
}

/**
 * What copy commands (curl, fetch, HTTPie, PowerShell) and Verify now would
 * call for a profile, by the label the copy notice uses; null: nothing to
 * call, so the window offers them disabled with a hint instead of failing.
 * Verify calls only a GET (a POST could send a message or trigger a flow).
 */
export interface CommandTargets {
  copy: string | null
  verify: string | null
}

/** One run, kept in the profile's history: never a header, a body or a query string. */
export interface RunSummary {
  at: number
  method: HttpMethod
  /** Origin and path only: query strings may carry secrets. */
  target: string
  outcome: { kind: 'response'; status: number } | { kind: 'error'; code: string }
  durationMs: number
}

export interface RunResult {
  runId: string
  /** The run's redacted exchange (Copy for a ticket), kept with the profile's history. */
  exchangeId: string | null
  status: number
  statusText: string
  durationMs: number
  sizeBytes: number
  headers: [string, string][]
  contentType: string
  /** UTF-8 text of the body, up to the cap. */
  body: string
  truncated: boolean
  /** The token was expired (or rejected) and was renewed before sending. */
  renewedFirst: boolean
  /** A 401 although the token was believed valid: it is now marked rejected. */
  tokenRejected: boolean
  /**
   * Retry on 401 (a setting, on by default): the first answer was 401 with a
   * token believed valid, so the app renewed it and sent the request once more
   * (this result is the second answer), or the renewal failed (this result is
   * the first answer). Null: no retry.
   */
  retry:
    | { kind: 'resent'; firstStatus: number }
    | { kind: 'renewal-failed'; firstStatus: number; message: string; said?: Said }
    | null
  /**
   * Each redirect followed and what went to its location. Once the request
   * leaves the first origin, nothing but the method and URL goes along again.
   */
  redirects: {
    status: number
    location: string
    authorizationSent: boolean
    /** The user's own headers (false when there were none). */
    headersSent: boolean
    bodySent: boolean
  }[]
  /** What was sent, for the view: method, final URL, the style of Authorization. */
  sent: { method: HttpMethod; url: string; authStyle: HeaderStyle }
}

export const MAX_RESPONSE_BYTES = 2 * 1024 * 1024

/** `{account}` etc., filled from the profile before sending. */
export const placeholders = ['account', 'accountName', 'username'] as const
