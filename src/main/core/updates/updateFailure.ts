import type { SaidKey, SaidValue } from '../../../shared/i18n/said'
import { saying } from '../../../shared/i18n/sayMessage'
import { cutShort } from '../../../shared/text/cutShort'
import type { UpdateStatus } from '../../../shared/model/updates'

/** The fields electron-updater's errors carry (HttpError, newError, Node and Chromium net errors). */
interface ErrorFields {
  code: string
  message: string
  statusCode: number | null
}

function fieldsOf(error: unknown): ErrorFields {
  const record = (typeof error === 'object' && error !== null ? error : {}) as Record<
    string,
    unknown
  >
  const message =
    typeof record['message'] === 'string' ? record['message'] : String(error ?? 'unknown error')
  return {
    code: typeof record['code'] === 'string' ? record['code'] : '',
    message,
    statusCode: typeof record['statusCode'] === 'number' ? record['statusCode'] : null,
  }
}

/** Chromium's net::ERR_* names appear in the message; Node's in `code`. */
const netError = (fields: ErrorFields): string | null =>
  /net::ERR_[A-Z_]+/.exec(fields.message)?.[0] ??
  (/^(ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH)$/.test(
    fields.code,
  )
    ? fields.code
    : null)

const NOT_PUBLISHED = new Set([
  'ERR_UPDATER_LATEST_VERSION_NOT_FOUND',
  'ERR_UPDATER_NO_PUBLISHED_VERSIONS',
  'ERR_UPDATER_RELEASE_NOT_FOUND',
  'ERR_UPDATER_CHANNEL_FILE_NOT_FOUND',
  'ERR_UPDATER_ASSET_NOT_FOUND',
])

const UNREADABLE_FEED = new Set([
  'ERR_UPDATER_INVALID_UPDATE_INFO',
  'ERR_UPDATER_INVALID_VERSION',
  'ERR_UPDATER_INVALID_RELEASE_FEED',
  'ERR_UPDATER_NO_FILES_PROVIDED',
])

/** The first line only: HTTP errors go on with response headers. */
const firstLine = (message: string): string => {
  const line = (message.split('\n', 1)[0] ?? '').trim()
  return cutShort(line, 200)
}

/**
 * What a failed check or download means for the user, in one sentence that
 * says what to do. A build without app-update.yml has no feed: that is not a
 * failure but a fact about the build.
 */
export function describeUpdateFailure(error: unknown): UpdateStatus {
  const fields = fieldsOf(error)
  const failed = (key: SaidKey, values?: Readonly<Record<string, SaidValue>>): UpdateStatus => ({
    kind: 'failed',
    ...saying(key, values),
  })

  if (fields.code === 'ENOENT' && fields.message.includes('app-update.yml')) {
    return {
      kind: 'unavailable',
      reason: 'no-feed',
      ...saying('app.updates.noFeed'),
    }
  }
  if (NOT_PUBLISHED.has(fields.code) || fields.statusCode === 404) {
    return failed('app.updates.notPublished')
  }
  if (fields.code === 'ERR_UPDATER_INVALID_SIGNATURE') {
    return failed('app.updates.badSignature')
  }
  if (/sha512 checksum mismatch/i.test(fields.message)) {
    return failed('app.updates.checksum')
  }
  if (UNREADABLE_FEED.has(fields.code)) {
    return failed('app.updates.unreadableFeed', { detail: firstLine(fields.message) })
  }
  if (fields.statusCode === 403 || fields.statusCode === 429) {
    return failed('app.updates.serverRefused', { status: fields.statusCode })
  }
  if (fields.statusCode !== null && fields.statusCode >= 500) {
    return failed('app.updates.serverProblem', { status: fields.statusCode })
  }
  const net = netError(fields)
  if (net?.startsWith('net::ERR_CERT')) {
    return failed('app.updates.untrustedCertificate', { error: net })
  }
  if (net !== null) {
    return failed('app.updates.unreachable', { error: net })
  }
  return failed('app.updates.failed', { detail: firstLine(fields.message) })
}
