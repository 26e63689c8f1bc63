import { describe, expect, it } from 'vitest'
import { createLogger, formatLine, MAX_MESSAGE, WITHHELD } from '../../src/main/core/log/logger'

const AT = Date.parse('2026-11-20T10:00:00.000Z')
const clock = () => AT

/** Messages a careless caller could log; none of the secrets may survive. */
const leaky = [
  ['a bearer value', 'sent Bearer eyJhbGciOi.payload.sig to the API', 'eyJhbGciOi.payload.sig'],
  ['an Authorization header', "curl -H 'Authorization: tok-raw-123' https://x", 'tok-raw-123'],
  ['a password JSON field', 'body {"username":"u","password":"hunter22"}', 'hunter22'],
  ['a token JSON field', 'answer {"token":"abc.def.ghi"}', 'abc.def.ghi'],
  ['a form password', 'posted username=u&password=s3cr3t-form', 's3cr3t-form'],
  ['a query token', 'GET /x?token=q-tok-99&a=1', 'q-tok-99'],
] as const

describe('formatLine', () => {
  it('is one line: ISO time, level, message', () => {
    expect(formatLine('warn', 'first\nsecond\r\nthird', AT)).toBe(
      '2026-11-20T10:00:00.000Z WARN  first\\nsecond\\nthird',
    )
    expect(formatLine('info', 'x', AT)).toBe('2026-11-20T10:00:00.000Z INFO  x')
    expect(formatLine('error', 'bell\u0007here', AT)).toBe(
      '2026-11-20T10:00:00.000Z ERROR bell here',
    )
  })

  it.each(leaky)('redacts %s', (_label, message, secret) => {
    const line = formatLine('info', message, AT)
    expect(line).not.toContain(secret)
    expect(line).toContain('‹redacted›')
  })

  it('cuts very long messages', () => {
    const line = formatLine('info', 'x'.repeat(MAX_MESSAGE * 2), AT)
    expect(line.length).toBeLessThan(MAX_MESSAGE + 50)
    expect(line.endsWith('…')).toBe(true)
  })
})

describe('createLogger', () => {
  it('redacts every line it writes and keeps the same lines for diagnostics', () => {
    const written: string[] = []
    const logger = createLogger({ write: (line) => written.push(line), clock })
    for (const [, message] of leaky) logger.info(message)
    logger.warn('a warning')
    logger.error('an error')
    expect(written).toHaveLength(leaky.length + 2)
    for (const [, , secret] of leaky) expect(written.join('\n')).not.toContain(secret)
    expect(written.at(-2)).toBe('2026-11-20T10:00:00.000Z WARN  a warning')
    expect(written.at(-1)).toBe('2026-11-20T10:00:00.000Z ERROR an error')
    expect(logger.recent()).toEqual(written)
  })

  it('never writes a line holding a known secret, once told what is secret', () => {
    const written: string[] = []
    const logger = createLogger({ write: (line) => written.push(line), clock })
    logger.info('plain words: opaque-secret-value')
    logger.watchSecrets((text) => text.includes('opaque-secret-value'))
    logger.error('again: opaque-secret-value in an odd place')
    logger.info('harmless')
    expect(written[0]).toContain('opaque-secret-value')
    expect(written[1]).toBe(`2026-11-20T10:00:00.000Z ERROR ${WITHHELD}`)
    expect(written[2]).toContain('harmless')
  })

  it('withholds the line when the secret check itself fails', () => {
    const written: string[] = []
    const logger = createLogger({ write: (line) => written.push(line), clock })
    logger.watchSecrets(() => {
      throw new Error('broken check')
    })
    logger.info('anything')
    expect(written).toEqual([`2026-11-20T10:00:00.000Z INFO  ${WITHHELD}`])
  })

  it('keeps only the last lines for diagnostics', () => {
    const logger = createLogger({ write: () => undefined, clock, keep: 3 })
    for (let i = 1; i <= 5; i++) logger.info(`line ${i}`)
    expect(logger.recent().map((l) => l.slice(-6))).toEqual(['line 3', 'line 4', 'line 5'])
  })

  it('does not throw when its sink does', () => {
    const logger = createLogger({
      write: () => {
        throw new Error('disk gone')
      },
      clock,
    })
    expect(() => logger.error('still fine')).not.toThrow()
    expect(logger.recent()).toHaveLength(1)
  })
})
