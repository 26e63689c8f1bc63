import { PassThrough } from 'node:stream'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { OutputMasks, pipeMasked } from '../../src/cli/maskedOutput'
import { MASK_MARKER, OutputMask, secretForms } from '../../src/cli/outputMask'

/** The whole output at once: leftmost first, the longest secret at one position. */
function oracle(text: Buffer, secrets: string[]): Buffer {
  const alternatives = secrets
    .filter((s) => s !== '')
    .map((s) => Buffer.from(s).toString('latin1'))
    .sort((a, b) => b.length - a.length)
    .map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  if (!alternatives.length) return text
  const replaced = text
    .toString('latin1')
    .replace(new RegExp(alternatives.join('|'), 'g'), Buffer.from(MASK_MARKER).toString('latin1'))
  return Buffer.from(replaced, 'latin1')
}

/** Feeds the chunks one by one, then ends. */
function masked(chunks: Buffer[], secrets: string[]): Buffer {
  const mask = new OutputMask(secrets)
  return Buffer.concat([...chunks.map((c) => mask.push(c)), mask.end()])
}

const cutAt = (whole: Buffer, cuts: number[]): Buffer[] => {
  const points = [0, ...cuts, whole.length]
  return points.slice(1).map((end, i) => whole.subarray(points[i], end))
}

const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJkZW1vIn0.sig-Zx_9'

describe('OutputMask', () => {
  const text = Buffer.from(`> Authorization: Bearer ${token}\r\n< HTTP/1.1 200 — ok ✓\n`)
  const expected = Buffer.from(`> Authorization: Bearer ${MASK_MARKER}\r\n< HTTP/1.1 200 — ok ✓\n`)

  it('masks a secret cut at every byte position into two chunks', () => {
    for (let cut = 0; cut <= text.length; cut++) {
      expect(masked(cutAt(text, [cut]), [token]).toString()).toBe(expected.toString())
    }
  })

  it('masks a secret cut at every pair of positions into three chunks', () => {
    for (let a = 0; a <= text.length; a++) {
      for (let b = a; b <= text.length; b++) {
        expect(masked(cutAt(text, [a, b]), [token]).equals(expected)).toBe(true)
      }
    }
  })

  it('holds back only a tail that could begin a secret, and prints the rest at once', () => {
    const mask = new OutputMask([token])
    expect(mask.push(Buffer.from('ready ✓ > ')).toString()).toBe('ready ✓ > ')
    expect(mask.pending).toBe(0)
    expect(mask.push(Buffer.from(`line\n${token.slice(0, 10)}`)).toString()).toBe('line\n')
    expect(mask.pending).toBe(10)
    expect(mask.push(Buffer.from(`${token.slice(10)} done.`)).toString()).toBe(
      `${MASK_MARKER} done.`,
    )
    // A near-miss is printed once it can no longer be a secret.
    expect(mask.push(Buffer.from('eyJ')).toString()).toBe('')
    expect(mask.push(Buffer.from('x')).toString()).toBe('eyJx')
  })

  it('never cuts a multi-byte character: around a secret, and when flushed while holding', () => {
    const secret = 'tok€n-✓'
    const around = Buffer.from(`é${secret}😀ü${secret.slice(0, 4)}`)
    for (let cut = 0; cut <= around.length; cut++) {
      const mask = new OutputMask([secret])
      const first = mask.push(around.subarray(0, cut))
      const second = mask.push(around.subarray(cut))
      const held = mask.flush()
      // What is printed after all the input went in is whole characters, the tail too.
      expect(Buffer.concat([first, second]).toString()).toBe(`é${MASK_MARKER}😀ü`)
      expect(held.toString()).toBe(secret.slice(0, 4))
      expect(new TextDecoder('utf-8', { fatal: true }).decode(held)).toBe('tok€')
    }
  })

  it('finds overlapping near-matches: "aab" in "aaab"', () => {
    for (let cut = 0; cut <= 4; cut++) {
      expect(masked(cutAt(Buffer.from('aaab'), [cut]), ['aab']).toString()).toBe(`a${MASK_MARKER}`)
    }
    expect(masked([Buffer.from('abababc')], ['ababc']).toString()).toBe(`ab${MASK_MARKER}`)
  })

  it('takes the longer secret at one position, and one that starts earlier', () => {
    expect(masked([Buffer.from('ab'), Buffer.from('cd')], ['ab', 'abcd']).toString()).toBe(
      MASK_MARKER,
    )
    expect(masked([Buffer.from('abc'), Buffer.from('d!')], ['bc', 'abcd']).toString()).toBe(
      `${MASK_MARKER}!`,
    )
    expect(masked([Buffer.from('abc'), Buffer.from('x')], ['bc', 'abcd']).toString()).toBe(
      `a${MASK_MARKER}x`,
    )
  })

  it('masks the old and the new token after a renewal', () => {
    const mask = new OutputMask([token])
    const renewed = `${token.slice(0, 30)}NEW`
    const first = mask.push(Buffer.from(`${token.slice(0, 20)}`))
    mask.addSecrets([renewed])
    const rest = mask.push(Buffer.from(`${token.slice(20)} ${renewed} ${token}`))
    expect(Buffer.concat([first, rest, mask.end()]).toString()).toBe(
      `${MASK_MARKER} ${MASK_MARKER} ${MASK_MARKER}`,
    )
  })

  it('masks the percent-encoded form of a token that has one', () => {
    expect(secretForms(token)).toEqual([token])
    expect(secretForms('a+b/c=')).toEqual(['a+b/c=', 'a%2Bb%2Fc%3D'])
    expect(secretForms('')).toEqual([])
    const out = masked([Buffer.from('?access_token=a%2Bb%2Fc%3D&x=a+b/c=')], secretForms('a+b/c='))
    expect(out.toString()).toBe(`?access_token=${MASK_MARKER}&x=${MASK_MARKER}`)
  })

  it('agrees with a whole-output replace for any secrets, text and chunking', () => {
    // A small alphabet makes overlaps and near-matches common; é adds multi-byte characters.
    const letter = fc.constantFrom('a', 'b', 'é')
    const word = (min: number, max: number) =>
      fc.array(letter, { minLength: min, maxLength: max }).map((l) => l.join(''))
    fc.assert(
      fc.property(
        fc.array(word(1, 5), { minLength: 1, maxLength: 3 }),
        word(0, 40),
        fc.array(fc.nat(), { maxLength: 6 }),
        (secrets, text, rawCuts) => {
          const whole = Buffer.from(text)
          const cuts = rawCuts.map((c) => c % (whole.length + 1)).sort((x, y) => x - y)
          expect(masked(cutAt(whole, cuts), secrets).equals(oracle(whole, secrets))).toBe(true)
        },
      ),
      { numRuns: 3000 },
    )
  })
})

describe('pipeMasked', () => {
  it('prints a held-back tail once output goes quiet, and masks what completes it in time', async () => {
    const source = new PassThrough()
    const sink = new PassThrough()
    let printed = ''
    sink.on('data', (chunk: Buffer) => (printed += chunk.toString()))
    const mask = new OutputMasks([token]).stdout
    const ended = pipeMasked(source, sink, mask, 5)
    // A prompt that happens to end with the token's first bytes still shows.
    source.write('Continue? eyJ')
    await expect.poll(() => printed).toBe('Continue? eyJ')
    source.write(`\n${token.slice(0, 7)}`)
    source.end(`${token.slice(7)}\n`)
    await ended
    expect(printed).toBe(`Continue? eyJ\n${MASK_MARKER}\n`)
  })
})
