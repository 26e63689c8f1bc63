import { describe, expect, it } from 'vitest'
import {
  connectionKey,
  KeptAgents,
  type KeepingAgent,
} from '../../src/main/core/protocol/network/keptConnections'
import type { ProxyHop } from '../../src/main/core/protocol/network/proxyRule'
import { plainConfig, type NetworkConfig } from '../../src/main/core/protocol/network/transport'

const proxyHop: ProxyHop = { kind: 'http', host: 'proxy.corp', port: 3128 }
const full: NetworkConfig = {
  ...plainConfig,
  proxy: { mode: 'manual', host: 'proxy.corp', port: 3128, bypass: [] },
  proxyCredentials: {
    proxy: { host: 'proxy.corp', port: 3128 },
    username: 'ann',
    password: 'proxy-secret',
  },
  extraCa: [{ file: '/etc/company-ca.pem', pem: 'PEM-A' }],
  clientCertificate: {
    kind: 'pkcs12',
    file: '/home/ann/me.p12',
    pfx: Buffer.from('pfx-bytes'),
    passphrase: 'p12-secret',
  },
  pinSha256: 'ab'.repeat(32),
}

describe('connectionKey', () => {
  it('is the same for the same settings, read afresh', () => {
    const again: NetworkConfig = structuredClone(full)
    expect(connectionKey(proxyHop, again)).toBe(connectionKey(proxyHop, full))
  })

  it('changes with each part that decides a connection’s security', () => {
    const variants: [string, ProxyHop, NetworkConfig][] = [
      ['straight', { kind: 'direct' }, full],
      ['another proxy', { ...proxyHop, port: 8080 }, full],
      [
        'another proxy password',
        proxyHop,
        { ...full, proxyCredentials: { ...full.proxyCredentials!, password: 'other' } },
      ],
      ['no extra CA', proxyHop, { ...full, extraCa: [] }],
      [
        'another CA',
        proxyHop,
        { ...full, extraCa: [{ file: '/etc/company-ca.pem', pem: 'PEM-B' }] },
      ],
      ['no client certificate', proxyHop, { ...full, clientCertificate: null }],
      [
        'another passphrase',
        proxyHop,
        {
          ...full,
          clientCertificate: {
            kind: 'pkcs12',
            file: '/home/ann/me.p12',
            pfx: Buffer.from('pfx-bytes'),
            passphrase: 'x',
          },
        },
      ],
      ['no pin', proxyHop, { ...full, pinSha256: null }],
      ['another pin', proxyHop, { ...full, pinSha256: 'cd'.repeat(32) }],
    ]
    const keys = new Map([[connectionKey(proxyHop, full), 'as saved']])
    for (const [what, hop, config] of variants) {
      const key = connectionKey(hop, config)
      expect(keys.get(key), what).toBeUndefined()
      keys.set(key, what)
    }
  })

  it('does not read two parts as one: "a" + "bc" is not "ab" + "c"', () => {
    const ca = (...pems: string[]) => ({
      ...plainConfig,
      extraCa: pems.map((pem) => ({ file: 'f', pem })),
    })
    const direct: ProxyHop = { kind: 'direct' }
    expect(connectionKey(direct, ca('a', 'bc'))).not.toBe(connectionKey(direct, ca('ab', 'c')))
  })

  it('holds no secret in the clear', () => {
    const key = connectionKey(proxyHop, full)
    expect(key).toMatch(/^[0-9a-f]{64}$/)
  })
})

describe('KeptAgents', () => {
  const agent = (name: string, retired: string[]): KeepingAgent & { name: string } => ({
    name,
    retire: () => retired.push(name),
  })

  it('makes one agent per key and lets the least recently used go past its limit', () => {
    const retired: string[] = []
    const kept = new KeptAgents<ReturnType<typeof agent>>(2)
    const a = kept.get('a', () => agent('a', retired))
    kept.get('b', () => agent('b', retired))
    // Using a again makes b the least recently used.
    expect(kept.get('a', () => agent('a again', retired))).toBe(a)
    kept.get('c', () => agent('c', retired))
    expect(retired).toEqual(['b'])
    expect(kept.get('b', () => agent('b anew', retired)).name).toBe('b anew')
    expect(retired).toEqual(['b', 'a'])
  })
})
