import { execFileSync } from 'node:child_process'
import { X509Certificate } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * Throwaway certificates for loopback TLS tests, made with the `openssl`
 * command line (EC P-256 keys: quick to make): a company CA and a server
 * certificate it signed for 127.0.0.1, a client CA and a client certificate
 * (PKCS#12 with a passphrase, and a PEM pair with an encrypted key), and a
 * self-signed server certificate to pin.
 */
export interface TestPki {
  dir: string
  /** Paths of PEM files. */
  caFile: string
  server: { key: Buffer; cert: Buffer }
  clientCa: Buffer
  client: { p12File: string; certFile: string; keyFile: string; passphrase: string }
  selfSigned: { key: Buffer; cert: Buffer; fingerprint: string }
  /** A file that is not a certificate. */
  notACertFile: string
  remove(): void
}

const openssl = (dir: string, args: string[]) =>
  execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] })

const ecKey = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes']

function signed(dir: string, name: string, ca: string, subject: string, ext: string): void {
  openssl(dir, ['req', ...ecKey, '-keyout', `${name}.key`, '-out', `${name}.csr`, '-subj', subject])
  writeFileSync(join(dir, `${name}.ext`), ext)
  openssl(dir, [
    'x509',
    '-req',
    '-in',
    `${name}.csr`,
    '-CA',
    `${ca}.pem`,
    '-CAkey',
    `${ca}.key`,
    '-CAcreateserial',
    '-out',
    `${name}.pem`,
    '-days',
    '2',
    '-extfile',
    `${name}.ext`,
  ])
}

function authority(dir: string, name: string, cn: string): void {
  openssl(dir, [
    'req',
    '-x509',
    ...ecKey,
    '-keyout',
    `${name}.key`,
    '-out',
    `${name}.pem`,
    '-days',
    '2',
    '-subj',
    `/CN=${cn}`,
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  ])
}

export function makeTestPki(): TestPki {
  const dir = mkdtempSync(join(tmpdir(), 'token-desk-pki-'))
  const file = (name: string) => readFileSync(join(dir, name))
  authority(dir, 'ca', 'Test Corp Inspection CA')
  signed(
    dir,
    'server',
    'ca',
    '/CN=127.0.0.1',
    'subjectAltName=IP:127.0.0.1,DNS:localhost,DNS:portal.corp.example\nextendedKeyUsage=serverAuth\n',
  )
  authority(dir, 'client-ca', 'Test Corp Client CA')
  signed(dir, 'client', 'client-ca', '/CN=support-laptop-17', 'extendedKeyUsage=clientAuth\n')
  const passphrase = 'p12-passphrase-for-tests'
  openssl(dir, [
    'pkcs12',
    '-export',
    '-inkey',
    'client.key',
    '-in',
    'client.pem',
    '-out',
    'client.p12',
    '-passout',
    `pass:${passphrase}`,
  ])
  openssl(dir, [
    'pkey',
    '-in',
    'client.key',
    '-out',
    'client-encrypted.key',
    '-aes256',
    '-passout',
    `pass:${passphrase}`,
  ])
  openssl(dir, [
    'req',
    '-x509',
    ...ecKey,
    '-keyout',
    'self.key',
    '-out',
    'self.pem',
    '-days',
    '2',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
  ])
  writeFileSync(join(dir, 'notes.txt'), 'not a certificate\n')
  const selfCert = file('self.pem')
  return {
    dir,
    caFile: join(dir, 'ca.pem'),
    server: { key: file('server.key'), cert: file('server.pem') },
    clientCa: file('client-ca.pem'),
    client: {
      p12File: join(dir, 'client.p12'),
      certFile: join(dir, 'client.pem'),
      keyFile: join(dir, 'client-encrypted.key'),
      passphrase,
    },
    selfSigned: {
      key: file('self.key'),
      cert: selfCert,
      fingerprint: new X509Certificate(selfCert).fingerprint256,
    },
    notACertFile: join(dir, 'notes.txt'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  }
}
