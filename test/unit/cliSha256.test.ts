import { createHash } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { endpointKey } from '../../src/main/core/cli/endpoint'
import { sha256Hex } from '../../src/shared/cli/sha256'

const nodeSha256 = (text: string) => createHash('sha256').update(text).digest('hex')

describe('sha256Hex (the endpoint name without node:crypto)', () => {
  it('gives the FIPS 180-4 test vectors', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855')
    expect(sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    )
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    )
  })

  it('agrees with node:crypto on every length around the block edges and on any text', () => {
    for (let length = 0; length < 200; length++) {
      const text = 'é'.repeat(length % 7) + 'x'.repeat(length)
      expect(sha256Hex(text)).toBe(nodeSha256(text))
    }
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        expect(sha256Hex(text)).toBe(nodeSha256(text))
      }),
      { numRuns: 500 },
    )
    // 700 hashes in JavaScript: seconds on a busy machine, and the answer is what counts here.
  }, 30_000)

  it('keeps the endpoint key what it was: 16 hex digits of SHA-256 over the real path', () => {
    expect(endpointKey('/no/such/folder', 'linux')).toBe(nodeSha256('/no/such/folder').slice(0, 16))
    expect(endpointKey('/No/Such', 'darwin')).toBe(nodeSha256('/no/such').slice(0, 16))
  })
})
