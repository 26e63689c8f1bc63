import { describe, expect, it } from 'vitest'
import { outageWayOf } from '../../src/shared/model/outage'
import type { AppError } from '../../src/shared/ipc/errors'

const network = (cause: string) => ({ code: 'network', message: '', cause }) as AppError
const answer = (status: number, contentType: string): AppError => ({
  code: 'unexpected-response',
  message: '',
  status,
  contentType,
  excerpt: '',
})

describe('which failures point at the service', () => {
  it('counts timeouts, no connection, server errors, HTML pages and TLS', () => {
    expect(outageWayOf(network('timeout'))).toBe('timeout')
    expect(outageWayOf(network('refused'))).toBe('unreachable')
    expect(outageWayOf(network('dns'))).toBe('unreachable')
    expect(outageWayOf(network('tls'))).toBe('tls')
    expect(outageWayOf(answer(503, 'application/json'))).toBe('server-error')
    expect(outageWayOf(answer(200, 'text/html; charset=utf-8'))).toBe('html')
  })

  it('never a refused password, nor the user’s own side (proxy, pin, client certificate)', () => {
    const refused: AppError = {
      code: 'auth-rejected',
      message: '',
      serverMessage: 'Unauthorized',
      status: 401,
      checklist: [],
    }
    expect(outageWayOf(refused)).toBeNull()
    for (const cause of [
      'proxy-auth',
      'proxy-refused',
      'pac',
      'client-cert',
      'pin-mismatch',
      'ca-file',
    ])
      expect(outageWayOf(network(cause))).toBeNull()
    expect(outageWayOf(answer(404, 'application/json'))).toBeNull()
    expect(outageWayOf({ code: 'no-password', message: '' })).toBeNull()
  })
})
