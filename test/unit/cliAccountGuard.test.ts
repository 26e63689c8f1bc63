import { describe, expect, it } from 'vitest'
import { foreignUse } from '../../src/cli/accountGuard'
import { foreignAccount } from '../../src/shared/requests/accountScope'

/*
 * Second audit, item 15: `/accounts//GLOBEX-002` passed the account guard,
 * which read the segment right after "accounts" as typed while servers
 * collapse empty segments, decode %2F, drop `;` parameters and resolve `..`.
 * One rule serves exec (src/cli/accountGuard.ts) and the app's test
 * requests (src/shared/requests/accountScope.ts): both are checked.
 */

const base = 'https://api.example.com/_rest/v4'

describe('the account guard reads a path as a server may', () => {
  it.each([
    ['an empty segment', '/accounts//GLOBEX-002/summary'],
    ['several empty segments', '/accounts///GLOBEX-002'],
    ['a dot segment', '/accounts/./GLOBEX-002'],
    ['an encoded dot segment', '/accounts/%2e/GLOBEX-002'],
    ['an encoded slash', '/accounts%2FGLOBEX-002/summary'],
    ['an encoded slash, lower case', '/accounts%2fGLOBEX-002'],
    ['an encoded backslash', '/accounts%5CGLOBEX-002'],
    ['an encoded slash and an empty segment', '/accounts%2F%2FGLOBEX-002'],
    ['an encoded climb out of its own account', '/accounts/ACME-001%2F..%2FGLOBEX-002'],
    ['an encoded climb a server may not resolve', '/accounts/GLOBEX-002%2F..%2FACME-001'],
    ['a path parameter on "accounts"', '/accounts;v=1/GLOBEX-002'],
    ['an encoded account id', '/accounts/%47LOBEX-002'],
    ['the singular, in capitals', '/ACCOUNT//GLOBEX-002'],
  ])('finds the other account behind %s', (_, path) => {
    const url = `${base}${path}`
    expect(foreignAccount(new URL(url), '', 'ACME-001')).toBe('GLOBEX-002')
    expect(foreignUse(['curl', url], 'ACME-001')).toEqual({ account: 'GLOBEX-002', where: url })
  })

  it('finds it in a URL with a backslash, which a URL parser reads as a slash', () => {
    const url = `${base}/accounts\\GLOBEX-002`
    expect(foreignUse(['sh', '-c', `curl ${url}`], 'ACME-001')?.account).toBe('GLOBEX-002')
  })

  it.each([
    '/accounts//ACME-001/summary',
    '/accounts/./acme-001',
    '/accounts%2FACME-001',
    '/accounts/ACME-001;v=2/summary',
    '/accounts/GLOBEX-002/../ACME-001', // resolved by the URL parser itself
    '/accounts',
    '/accounts//',
    '/reports/%2F/summary',
  ])('lets its own account pass: %s', (path) => {
    expect(foreignAccount(new URL(`${base}${path}`), '', 'ACME-001')).toBeNull()
    expect(foreignUse(['curl', `${base}${path}`], 'ACME-001')).toBeNull()
  })
})
