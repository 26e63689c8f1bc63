import { describe, expect, it } from 'vitest'
import { describeUpdateFailure } from '../../src/main/core/updates/updateFailure'
import type { Said } from '../../src/shared/i18n/said'
import { sayIn } from '../../src/shared/i18n/sayIn'
import { english } from '../../src/shared/i18n/sayMessage'
import type { UpdateStatus } from '../../src/shared/model/updates'

/** The status's Said (beside its message, for the window's language). */
const saidOf = (status: UpdateStatus): Said | undefined => (status as { said?: Said }).said

/** Shaped like builder-util-runtime's errors: `newError(message, code)` and HttpError. */
const coded = (message: string, code: string) => Object.assign(new Error(message), { code })
const http = (statusCode: number) =>
  Object.assign(new Error(`${statusCode} Status\n"method: GET url: https://x"\nHeaders: {…}`), {
    statusCode,
    code: `HTTP_ERROR_${statusCode}`,
  })

describe('update failures in words', () => {
  it.each([
    [
      'nothing published yet',
      coded('Unable to find latest version on GitHub', 'ERR_UPDATER_LATEST_VERSION_NOT_FOUND'),
      'The update feed has no release for this system yet. Try again later.',
    ],
    [
      'a missing latest.yml',
      http(404),
      'The update feed has no release for this system yet. Try again later.',
    ],
    [
      'a rate limit',
      http(403),
      'The update server refused the request (HTTP 403); it may be limiting requests. Try again later.',
    ],
    ['a server error', http(503), 'The update server had a problem (HTTP 503). Try again later.'],
    [
      'an offline machine',
      new Error('net::ERR_INTERNET_DISCONNECTED'),
      'Could not reach the update server (net::ERR_INTERNET_DISCONNECTED). Check the connection and try again.',
    ],
    [
      'a Node DNS failure',
      coded('getaddrinfo ENOTFOUND updates.example.com', 'ENOTFOUND'),
      'Could not reach the update server (ENOTFOUND). Check the connection and try again.',
    ],
    [
      'an untrusted certificate',
      new Error('net::ERR_CERT_AUTHORITY_INVALID'),
      "The update server's certificate is not trusted (net::ERR_CERT_AUTHORITY_INVALID); nothing was downloaded.",
    ],
    [
      'another publisher',
      coded(
        'New version 1.5.0 is not signed by the application owner',
        'ERR_UPDATER_INVALID_SIGNATURE',
      ),
      'The downloaded update is not signed by the publisher of this copy, so it was not installed.',
    ],
    [
      'a damaged download',
      new Error('sha512 checksum mismatch, expected abc, got def'),
      'The downloaded update was damaged (checksum mismatch) and was discarded. Try again.',
    ],
    [
      'an unreadable feed',
      coded('Cannot parse update info from latest.yml', 'ERR_UPDATER_INVALID_UPDATE_INFO'),
      "The update feed's answer could not be read: Cannot parse update info from latest.yml",
    ],
    [
      'anything else, first line only',
      new Error('Could not get code signature for running application\nstack…'),
      'The update did not work: Could not get code signature for running application',
    ],
    ['a thrown string', 'boom', 'The update did not work: boom'],
  ])('%s', (_case, error, message) => {
    const status = describeUpdateFailure(error)
    expect(status).toEqual({ kind: 'failed', message, said: expect.anything() as Said })
    // The same words as data: said in English, they are the message.
    expect(english(saidOf(status)!)).toBe(message)
  })

  it('is said in German for a German window, what the server sent kept as it is', () => {
    expect(sayIn('de', saidOf(describeUpdateFailure(http(403)))!)).toBe(
      'Der Update-Server hat die Anfrage abgelehnt (HTTP 403); möglicherweise begrenzt er die Anfragen. Versuchen Sie es später erneut.',
    )
    expect(sayIn('de', saidOf(describeUpdateFailure(new Error('boom\nmore')))!)).toBe(
      'Das Update hat nicht funktioniert: boom',
    )
  })

  it('caps a long message', () => {
    const status = describeUpdateFailure(new Error('x'.repeat(500)))
    expect(status.kind === 'failed' && status.message.length).toBeLessThan(240)
  })

  it('a missing app-update.yml means the build has no feed', () => {
    expect(
      describeUpdateFailure(
        coded(
          "ENOENT: no such file or directory, open 'C:\\Token Desk\\resources\\app-update.yml'",
          'ENOENT',
        ),
      ),
    ).toMatchObject({ kind: 'unavailable', reason: 'no-feed' })
    // Another missing file is a failure, not a missing feed.
    expect(describeUpdateFailure(coded('ENOENT: open /tmp/x.zip', 'ENOENT'))).toMatchObject({
      kind: 'failed',
    })
  })
})
