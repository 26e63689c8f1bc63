import { describe, expect, it } from 'vitest'
import { bypassSchema, caFilesSchema } from '../../src/shared/model/network'

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []

describe('network lists name the entry that is wrong', () => {
  it('a bypass list: each bad entry, quoted as typed', () => {
    expect(
      messages(bypassSchema.safeParse(['localhost', 'http://bad/', '*.corp', ' a b ', '10.0.0.1'])),
    ).toEqual([
      ['1', 'A bypass entry is a host, *.domain, an address or <local>, not “http://bad/”'],
      ['3', 'A bypass entry is a host, *.domain, an address or <local>, not “a b”'],
    ])
  })

  it('CA files: the line that is not a full path, cut short when long', () => {
    const long = `certs/${'x'.repeat(100)}.pem`
    expect(messages(caFilesSchema.safeParse(['/etc/ssl/ca.pem', 'relative/ca.pem', long]))).toEqual(
      [
        [
          '1',
          'A CA file must be a full path (starting with / or a drive letter), not “relative/ca.pem”',
        ],
        [
          '2',
          `A CA file must be a full path (starting with / or a drive letter), not “${long.slice(0, 59)}…”`,
        ],
      ],
    )
  })
})
