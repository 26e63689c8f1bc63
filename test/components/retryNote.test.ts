import { describe, expect, it } from 'vitest'
import { retryNote } from '../../src/renderer/src/components/requests/ResponseView'

describe('the note after a retry on 401', () => {
  it('says the second answer is shown', () => {
    expect(retryNote({ kind: 'resent', firstStatus: 401 }, 200)).toBe(
      'The first answer was 401 although the token had time left, so Token Desk renewed the token and sent the request once more. This is the second answer.',
    )
  })

  it('a new token refused too: points at the request, not the token', () => {
    expect(retryNote({ kind: 'resent', firstStatus: 401 }, 401)).toContain(
      'The new token, issued a moment ago, was refused too: the request is at fault, not the token. Check the Authorization style (Bearer or the bare token), the URL, and whether this user may call it.',
    )
  })

  it('a renewal that failed: the first answer, and why', () => {
    expect(
      retryNote({ kind: 'renewal-failed', firstStatus: 401, message: 'Refused (401).' }, 401),
    ).toContain('but the renewal failed: Refused (401). This is the first answer.')
  })
})
