import { describe, expect, it } from 'vitest'
import { accountInAnswer, accountInRefusal } from '../../src/main/core/requests/accountInAnswer'

const json = (value: unknown) => JSON.stringify(value)

describe('accountInAnswer: a refusal that names the token’s account', () => {
  it.each([
    [
      'the sandbox’s analytics 403',
      403,
      json({ code: 403, error: 'This token is for account ACME-001, not INITECH-003' }),
    ],
    [
      'the sandbox’s flow 403',
      403,
      json({
        code: 403,
        error: 'A token for account ACME-001 cannot trigger a flow under account INITECH-003',
      }),
    ],
    ['Envelope A', 403, json({ data: null, error: 'This token is for account ACME-001.' })],
    ['a message field', 403, json({ message: 'Token belongs to account ACME-001' })],
    [
      'an error object',
      401,
      json({ error: { message: 'token was issued for account “ACME-001”' } }),
    ],
    ['plain text', 403, 'This token is for account ACME-001, not INITECH-003'],
    [
      'an HTML page',
      403,
      '<html><body><p>This token is for account <b>ACME-001</b></p></body></html>',
    ],
    ['a JSON string', 403, json('token is only valid for account ACME-001')],
    [
      'control characters around it',
      403,
      json({ error: 'This token is for\u0000account\u001b[31m ACME-001\r\n' }),
    ],
  ])('%s', (_label, status, body) => {
    expect(accountInAnswer(status, body)).toBe('ACME-001')
  })

  it('reads the account tied to the token, not the one asked for', () => {
    const body = json({
      error: 'Account INITECH-003 is not allowed: this token is for account ACME-001',
    })
    expect(accountInAnswer(403, body)).toBe('ACME-001')
  })

  it.each([
    ['no account named', 403, json({ code: 403, error: 'Forbidden' })],
    ['only the account asked for', 403, json({ error: 'No access to account INITECH-003' })],
    [
      'markup instead of an ID',
      403,
      json({ error: 'This token is for account <script>alert(1)</script>' }),
    ],
    [
      'an escape code instead of an ID',
      403,
      json({ error: 'This token is for account \u001b[2J' }),
    ],
    [
      'an ID too long to be one',
      403,
      json({ error: `This token is for account ${'A'.repeat(121)}` }),
    ],
    ['a status that is no refusal', 404, json({ error: 'This token is for account ACME-001' })],
    ['a server error', 500, 'This token is for account ACME-001'],
    ['an empty body', 403, ''],
  ])('none: %s', (_label, status, body) => {
    expect(accountInAnswer(status, body)).toBeNull()
  })

  it('reads no further than the start of a huge body', () => {
    const body = `${'x'.repeat(100_000)} This token is for account ACME-001`
    expect(accountInAnswer(403, body)).toBeNull()
  })
})

describe('accountInAnswer: a success that states the account served', () => {
  it.each([
    ['whoami', json({ accountId: 'ACME-001', username: 'demo' })],
    ['account_id', json({ account_id: 'ACME-001' })],
    ['account', json({ account: 'ACME-001' })],
  ])('%s', (_label, body) => {
    expect(accountInAnswer(200, body)).toBe('ACME-001')
  })

  it.each([
    ['not at the top', json({ items: [{ accountId: 'X-1' }] })],
    ['an account object', json({ account: { id: 'ACME-001' } })],
    ['a list', json([{ accountId: 'ACME-001' }])],
    ['not JSON', 'accountId: ACME-001'],
    ['markup as the ID', json({ accountId: '<b>ACME</b>' })],
  ])('none: %s', (_label, body) => {
    expect(accountInAnswer(200, body)).toBeNull()
  })
})

describe('accountInRefusal: what a test request is read for', () => {
  it('takes the refusal, not an account a success talks about', () => {
    expect(
      accountInRefusal(403, JSON.stringify({ error: 'This token is for account ACME-001' })),
    ).toBe('ACME-001')
    expect(accountInRefusal(200, JSON.stringify({ accountId: 'INITECH-003' }))).toBeNull()
  })
})
