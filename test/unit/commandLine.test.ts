import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { commandLineOf, parseCommandLine } from '../../src/shared/text/commandLine'

describe('parseCommandLine: what the user typed, as the argument list it runs', () => {
  it.each([
    ['op read op://{vault}/Acme/password', ['op', 'read', 'op://{vault}/Acme/password']],
    [
      'vault kv get -field=password secret/acme',
      ['vault', 'kv', 'get', '-field=password', 'secret/acme'],
    ],
    ['bw get password acme', ['bw', 'get', 'password', 'acme']],
    ['pass show "acme corp/api"', ['pass', 'show', 'acme corp/api']],
    // No shell: nothing is expanded.
    ['printenv $HOME *.txt', ['printenv', '$HOME', '*.txt']],
  ])('%s', (typed, argv) => {
    expect(parseCommandLine(typed)).toEqual({ ok: true, argv })
  })

  it.each([
    'op read x | head -1',
    'op read x > out',
    'op read x; rm -rf ~',
    'a && b',
    'op read x # note',
  ])('refuses what only a shell does: %s', (typed) => {
    const parsed = parseCommandLine(typed)
    expect(parsed.ok).toBe(false)
    expect(parsed.ok ? '' : parsed.message).toMatch(/shell/)
  })

  it('an empty line asks for the command', () => {
    expect(parseCommandLine('  ')).toEqual({
      ok: false,
      message: 'Enter the command that prints the password',
      said: { key: 'fields.command.enter' },
    })
  })

  it('commandLineOf reads back as the same list', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1 }), { minLength: 1, maxLength: 6 }), (argv) => {
        expect(parseCommandLine(commandLineOf(argv))).toEqual({ ok: true, argv })
      }),
    )
    expect(commandLineOf(['op', 'read', 'op://{vault}/Acme/password'])).toBe(
      'op read op://{vault}/Acme/password',
    )
  })
})
