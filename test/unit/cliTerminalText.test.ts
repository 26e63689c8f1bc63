import { describe, expect, it } from 'vitest'
import { forTerminal, oneLine } from '../../src/cli/terminalText'

/** Nothing a terminal would act on: C0 but tab and newline, DEL, C1, bidi controls. */
const ACTIVE =
  // eslint-disable-next-line no-control-regex -- control characters are what it finds
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u

describe('text printed to a terminal', () => {
  it.each([
    ['OSC 52 (clipboard)', '\x1b]52;c;ZXZpbA==\x07', '\\x1b]52;c;ZXZpbA==\\x07'],
    ['OSC 0 (title)', '\x1b]0;title\x07', '\\x1b]0;title\\x07'],
    ['OSC ended by ST', '\x1b]8;;https://evil\x1b\\link', '\\x1b]8;;https://evil\\x1b\\link'],
    ['CSI clear screen', '\x1b[2J\x1b[H', '\\x1b[2J\\x1b[H'],
    ['8-bit CSI', '\x9b31m', '\\x9b31m'],
    ['8-bit OSC', '\x9d0;t\x9c', '\\x9d0;t\\x9c'],
    ['DCS', '\x1bP1$r\x1b\\', '\\x1bP1$r\\x1b\\'],
    ['carriage return overwriting the line', 'ok\rEVIL', 'ok\\x0dEVIL'],
    ['backspace, bell, NUL, DEL', 'a\b\x07\x00\x7f', 'a\\x08\\x07\\x00\\x7f'],
    ['bidi override', 'abc\u202edcb', 'abc\\u202edcb'],
  ])('shows %s as its escapes', (_, text, shown) => {
    expect(forTerminal(text)).toBe(shown)
    expect(forTerminal(text)).not.toMatch(ACTIVE)
  })

  it('keeps tab, newline and every printable character, Unicode included', () => {
    const text = 'Acme “prod” — 東京 🧑‍💻 \\x1b literal\tcol\nnext line'
    expect(forTerminal(text)).toBe(text)
  })

  it('puts a cell on one line', () => {
    expect(oneLine('a\tb\nc\x1b[2J')).toBe('a\\x09b\\x0ac\\x1b[2J')
  })
})
