import { X509Certificate } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readCaFile } from '../../src/main/core/connections/networkService'
import { NetworkProblem } from '../../src/main/core/protocol/network/transport'
import { makeTestPki, type TestPki } from '../helpers/certificates'

let pki: TestPki
beforeAll(() => {
  pki = makeTestPki()
})
afterAll(() => pki.remove())

const fingerprintOf = (pem: string) => new X509Certificate(pem).fingerprint256

describe('readCaFile', () => {
  it('reads the file at every call: a replaced, broken or restored file counts at once', async () => {
    const file = join(pki.dir, 'moving-ca.pem')
    const company = readFileSync(pki.caFile)
    const other = pki.selfSigned.cert
    writeFileSync(file, company)
    const first = await readCaFile(file)
    expect(fingerprintOf(first)).toBe(new X509Certificate(company).fingerprint256)
    expect(await readCaFile(file)).toBe(first)

    writeFileSync(file, other)
    expect(fingerprintOf(await readCaFile(file))).toBe(new X509Certificate(other).fingerprint256)

    writeFileSync(file, 'not a certificate')
    const broken = await readCaFile(file).catch((error: unknown) => error)
    expect(broken).toBeInstanceOf(NetworkProblem)
    expect((broken as NetworkProblem).problem).toBe('ca-file')

    writeFileSync(file, company)
    expect(await readCaFile(file)).toBe(first)
  })
})
