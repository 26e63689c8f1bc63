import { describe, expect, it } from 'vitest'
import { decodeBody } from '../../src/main/core/protocol/decodeBody'

const latin1 = Uint8Array.from([0x63, 0x61, 0x66, 0xe9]) // "café" in ISO-8859-1
const utf8 = new TextEncoder().encode('café')

describe('a test response body as text', () => {
  it('in the charset the Content-Type names', () => {
    expect(decodeBody(latin1, 'text/plain; charset=iso-8859-1')).toBe('café')
    expect(decodeBody(latin1, 'text/plain;Charset="ISO-8859-1"')).toBe('café')
    expect(decodeBody(utf8, 'application/json; charset=utf-8')).toBe('café')
  })

  it('as UTF-8 when it names none, or one that is not known', () => {
    expect(decodeBody(utf8, 'application/json')).toBe('café')
    expect(decodeBody(utf8, '')).toBe('café')
    expect(decodeBody(utf8, 'text/plain; charset=no-such-charset')).toBe('café')
  })
})
