import { describe, expect, it } from 'vitest'
import { PROXY_ASKED, withProxyAuth } from '../../src/main/core/protocol/network/proxyAuth'
import type { ProxyCredentials } from '../../src/main/core/protocol/network/transport'

const saved: ProxyCredentials = {
  proxy: { host: 'proxy.corp', port: 3128 },
  username: 'ada',
  password: 'secret',
}

/** A proxy that answers 407 to the attempts whose index is listed; returns what each attempt sent. */
function proxyAnswering(asksOn: readonly number[]) {
  const sent: (ProxyCredentials | null)[] = []
  const attempt = async (credentials: ProxyCredentials | null) => {
    sent.push(credentials)
    return asksOn.includes(sent.length - 1) ? PROXY_ASKED : 'answer'
  }
  return { sent, attempt }
}

describe('withProxyAuth', () => {
  it('sends nothing to a proxy that does not ask', async () => {
    const { sent, attempt } = proxyAnswering([])
    await expect(withProxyAuth(saved.proxy, saved, new Set(), attempt)).resolves.toBe('answer')
    expect(sent).toEqual([null])
  })

  it('sends them once after their own proxy asks, then up front to it', async () => {
    const asked = new Set<string>()
    const first = proxyAnswering([0])
    // The same proxy however its name is cased.
    await withProxyAuth({ host: 'PROXY.corp', port: 3128 }, saved, asked, first.attempt)
    expect(first.sent).toEqual([null, saved])
    expect([...asked]).toEqual(['proxy.corp:3128'])
    const later = proxyAnswering([])
    await withProxyAuth(saved.proxy, saved, asked, later.attempt)
    expect(later.sent).toEqual([saved])
  })

  it('a 407 to the credentials is final: refused, named', async () => {
    const { sent, attempt } = proxyAnswering([0, 1])
    await expect(withProxyAuth(saved.proxy, saved, new Set(), attempt)).rejects.toMatchObject({
      problem: 'proxy-auth',
      message: expect.stringMatching(/proxy\.corp:3128 refused the user name and password/),
    })
    expect(sent).toEqual([null, saved])
  })

  it('never sends them to another host or port, and says whose they are', async () => {
    for (const other of [
      { host: 'evil.example', port: 3128 },
      { host: 'proxy.corp', port: 8080 },
      { host: '::1', port: 3128 },
    ]) {
      const { sent, attempt } = proxyAnswering([0])
      const asked = new Set(['proxy.corp:3128', 'evil.example:3128', 'proxy.corp:8080'])
      await expect(withProxyAuth(other, saved, asked, attempt)).rejects.toMatchObject({
        problem: 'proxy-auth',
        message: expect.stringContaining('The ones saved belong to the proxy proxy.corp:3128'),
      })
      expect(sent).toEqual([null])
    }
  })
})
