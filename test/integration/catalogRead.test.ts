import { execFileSync } from 'node:child_process'
import { createHash, generateKeyPairSync, sign, type KeyObject } from 'node:crypto'
import { mkdirSync, readFileSync, truncateSync, writeFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { catalogReader, type CatalogReader } from '../../src/main/core/catalog/readCatalog'
import { sayIn } from '../../src/shared/i18n/sayIn'
import { english } from '../../src/shared/i18n/sayMessage'
import type { Transport } from '../../src/main/core/protocol/network/transport'
import {
  catalogSourceSchema,
  MAX_CATALOG_BYTES,
  type CatalogRead,
  type CatalogSource,
} from '../../src/shared/model/catalog'
import { EXPORT_FORMAT, EXPORT_VERSION } from '../../src/shared/model/transfer'
import { unwrap } from '../helpers/api'
import { makeTestPki, type TestPki } from '../helpers/certificates'
import { coreIn } from '../helpers/core'
import { startForwardProxy } from '../helpers/forwardProxy'
import { loopbackServer } from '../helpers/loopbackServer'
import { useTempDirs } from '../helpers/tempDir'
import { startTlsFront } from '../helpers/tlsFront'

const newDir = useTempDirs()
let pki: TestPki
const closing: { close(): Promise<void> }[] = []

beforeAll(() => {
  pki = makeTestPki()
})
afterAll(() => pki.remove())
afterEach(async () => {
  for (const server of closing.splice(0)) await server.close()
})
const track = <T extends { close(): Promise<void> }>(server: T): T => {
  closing.push(server)
  return server
}

/** A catalog in the export's JSON, as a team lead would publish it. */
const catalogJson = (profiles: Record<string, unknown>[]): string =>
  `${JSON.stringify({ format: EXPORT_FORMAT, version: EXPORT_VERSION, profiles }, null, 2)}\n`

const acme = {
  name: 'Acme prod',
  accountId: 'ACME-001',
  portal: 'customer',
  baseUrl: 'https://portal.acme.example',
  username: 'support@acme.example',
  tags: ['acme'],
}
const globex = { ...acme, name: 'Globex', accountId: 'GLOBEX-7', username: 'ops@globex.example' }
const CATALOG = catalogJson([acme, globex])
const CSV_HEADER = 'Name,Account ID,Portal,Base URL,Username'

const sha256 = (bytes: string | Buffer) => createHash('sha256').update(bytes).digest('hex')

const signer = () => {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  return {
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    publicKey,
    sign: (bytes: string | Buffer) =>
      sign(null, Buffer.from(bytes), privateKey).toString('base64') + '\n',
  }
}
const lead = signer()
const stranger = signer()

/** A source as Settings stores it (through the shared schema). */
function source(location: string, trust: CatalogSource['trust'] = { kind: 'none' }): CatalogSource {
  return catalogSourceSchema.parse({ id: 'src-1', name: 'Team catalog', location, trust })
}
const pin = (sha: string): CatalogSource['trust'] => ({ kind: 'pin', sha256: sha })
const signed = (publicKey: string): CatalogSource['trust'] => ({ kind: 'signature', publicKey })

/** File sources never use the network. */
const noNetwork: Transport = {
  request: () => Promise.reject(new Error('a file source used the network')),
}
const fileReader = () => catalogReader({ transport: noNetwork })

function expectFailed(read: CatalogRead, reason: string, message: RegExp): void {
  // Never the text itself: a diff of 16 MiB read by mistake would take the run's time.
  const seen = read.kind === 'read' ? { kind: 'read', sha256: read.sha256 } : read
  expect(seen).toEqual({
    kind: 'failed',
    reason,
    message: expect.stringMatching(message),
    said: expect.objectContaining({ key: 'catalog.read.notSynced' }),
  })
  if (read.kind === 'failed') {
    expect(read.message).toMatch(/Nothing was synced\.$/)
    // The same sentence as data, for the window to say in its language.
    expect(read.said && english(read.said)).toBe(read.message)
  }
}

function expectRead(read: CatalogRead, text: string): void {
  expect(read.kind).toBe('read')
  if (read.kind === 'read') expect(read.text).toBe(text)
}

describe('a file source', () => {
  it('is read whole: its text without the byte order mark, the SHA-256 of its exact bytes, the format from its name', async () => {
    const dir = newDir()
    const file = join(dir, 'catalog.json')
    writeFileSync(file, `\uFEFF${CATALOG}`)
    const read = await fileReader().read(source(file), null)
    expect(read).toEqual({
      kind: 'read',
      text: CATALOG,
      format: 'json',
      etag: null,
      sha256: sha256(readFileSync(file)),
    })
    // A validator means nothing to a file: it is read again, the sync compares the SHA-256.
    expect((await fileReader().read(source(file), '"v1"')).kind).toBe('read')

    const csv = join(dir, 'catalog.CSV')
    writeFileSync(
      csv,
      `${CSV_HEADER}\r\nAcme prod,ACME-001,customer,https://portal.acme.example,a\r\n`,
    )
    expect(await fileReader().read(source(csv), null)).toMatchObject({
      kind: 'read',
      format: 'csv',
    })
  })

  it(`is refused past ${MAX_CATALOG_BYTES / 1024 / 1024} MiB`, async () => {
    const file = join(newDir(), 'catalog.json')
    writeFileSync(file, '')
    truncateSync(file, MAX_CATALOG_BYTES + 1)
    expectFailed(
      await fileReader().read(source(file), null),
      'too-large',
      /catalog\.json is 16\.0 MiB, more than a catalog holds \(at most 16\.0 MiB\), so it was not read\./,
    )
  })

  it('that is missing or not a file says so in plain words', async () => {
    const dir = newDir()
    expectFailed(
      await fileReader().read(source(join(dir, 'gone.json')), null),
      'unreachable',
      /^Cannot read .*gone\.json: there is no such file\. Check the path, and that the shared drive or Git checkout is there \(ENOENT\)\./,
    )
    expectFailed(
      await fileReader().read(source(join(dir, 'gone', 'catalog.json')), null),
      'unreachable',
      /no such file/,
    )
    // Tests run as root here, whom no permission stops: the file system's answer is played.
    const refusing = (code: string) =>
      catalogReader({
        transport: noNetwork,
        readFile: () => Promise.reject(Object.assign(new Error(code), { code, syscall: 'open' })),
      })
    expectFailed(
      await refusing('EACCES').read(source('/srv/team/catalog.json'), null),
      'unreachable',
      /^Cannot read \/srv\/team\/catalog\.json: permission denied: your user may not read it\. Ask whoever shares it for read access \(EACCES\)\./,
    )
    expectFailed(
      await refusing('ESTALE').read(source('/srv/team/catalog.json'), null),
      'unreachable',
      /the network share was remounted under it\. Open the folder again, or reconnect the share \(ESTALE\)/,
    )
    expectFailed(
      await refusing('EXDEV').read(source('/srv/team/catalog.json'), null),
      'unreachable',
      /: the system refused \(EXDEV\)\./,
    )
    const folder = join(dir, 'catalog.json')
    mkdirSync(folder)
    expectFailed(
      await fileReader().read(source(folder), null),
      'unreachable',
      /catalog\.json: it is a folder, not a file\./,
    )
  })

  it('says why it was refused in the window’s language too', async () => {
    const dir = newDir()
    const gone = await fileReader().read(source(join(dir, 'gone.json')), null)
    expect(gone.kind === 'failed' && gone.said && sayIn('de', gone.said)).toBe(
      `${join(dir, 'gone.json')} kann nicht gelesen werden: Diese Datei gibt es nicht. Prüfen Sie den Pfad und ob das freigegebene Laufwerk oder der Git-Checkout vorhanden ist (ENOENT). Es wurde nichts synchronisiert.`,
    )

    const file = join(dir, 'catalog.json')
    writeFileSync(file, '')
    truncateSync(file, MAX_CATALOG_BYTES + 1)
    const large = await fileReader().read(source(file), null)
    expect(large.kind === 'failed' && large.said && sayIn('de', large.said)).toBe(
      `${file} ist 16,0 MiB groß, mehr als ein Katalog umfasst (höchstens 16,0 MiB), und wurde deshalb nicht gelesen. Es wurde nichts synchronisiert.`,
    )

    writeFileSync(
      file,
      catalogJson([
        { ...acme, token: 't' },
        { ...globex, login: { username: 'ops', Password: 'hunter2-secret' } },
      ]),
    )
    const secrets = await fileReader().read(source(file), null)
    expect(secrets.kind === 'failed' && secrets.said && sayIn('de', secrets.said)).toBe(
      'Der Katalog enthält ein Passwort oder Token: Profil 1 („Acme prod“) hat „token“; Profil 2 („Globex“) hat „login.Password“. Ein Katalog wird mit jedem Arbeitsplatz geteilt und darf kein Geheimnis enthalten: Entfernen Sie sie und veröffentlichen Sie den Katalog erneut (das Passwort jeder Person bleibt in ihrem eigenen Schlüsselbund oder kommt aus einem Passwortbefehl). Es wurde nichts synchronisiert.',
    )
    expect(JSON.stringify(secrets)).not.toMatch(/hunter2/)
  })

  it('with a pin is read only when its exact bytes have that SHA-256', async () => {
    const file = join(newDir(), 'catalog.json')
    writeFileSync(file, CATALOG)
    expectRead(await fileReader().read(source(file, pin(sha256(CATALOG))), null), CATALOG)
    // The pin as a person pastes it from sha256sum: upper case, spaces around.
    const pasted = pin(` ${sha256(CATALOG).toUpperCase()} `)
    expectRead(await fileReader().read(source(file, pasted), null), CATALOG)

    const tampered = CATALOG.replace('portal.acme.example', 'portal.acme.example.evil.test')
    writeFileSync(file, tampered)
    expectFailed(
      await fileReader().read(source(file, pin(sha256(CATALOG))), null),
      'pin-mismatch',
      new RegExp(
        `^The catalog's SHA-256 is ${sha256(tampered).slice(0, 16)}…, not the pinned ${sha256(CATALOG).slice(0, 16)}…: the file changed after it was pinned\\.`,
      ),
    )
    // A byte order mark is a byte too: the pin is over the file, not its text.
    writeFileSync(file, `\uFEFF${CATALOG}`)
    expect((await fileReader().read(source(file, pin(sha256(CATALOG))), null)).kind).toBe('failed')
  })

  it('with a signature is read only when its .sig is the key’s signature of its exact bytes', async () => {
    const dir = newDir()
    const file = join(dir, 'catalog.json')
    writeFileSync(file, CATALOG)
    writeFileSync(`${file}.sig`, lead.sign(CATALOG))
    expectRead(await fileReader().read(source(file, signed(lead.publicPem)), null), CATALOG)
    // The key as the raw 32 bytes in base64, and as a PEM's body pasted alone.
    const raw = lead.publicKey.export({ format: 'jwk' }).x ?? ''
    const rawBase64 = Buffer.from(raw, 'base64url').toString('base64')
    expectRead(await fileReader().read(source(file, signed(rawBase64)), null), CATALOG)
    const body = lead.publicPem.replace(/-----[^-]+-----/g, '').trim()
    expectRead(await fileReader().read(source(file, signed(body)), null), CATALOG)

    // Changed after it was signed.
    writeFileSync(file, CATALOG.replace('Globex', 'Globex (moved)'))
    const changed = await fileReader().read(source(file, signed(lead.publicPem)), null)
    expect(changed).toEqual({
      kind: 'failed',
      reason: 'signature-invalid',
      message:
        "The catalog's signature does not match its public key: the file was changed after it was signed, or signed with another key. Nothing was synced.",
      said: {
        key: 'catalog.read.notSynced',
        values: { reason: { key: 'catalog.trust.signatureMismatch' } },
      },
    })
    // Signed with another key.
    writeFileSync(file, CATALOG)
    writeFileSync(`${file}.sig`, stranger.sign(CATALOG))
    expectFailed(
      await fileReader().read(source(file, signed(lead.publicPem)), null),
      'signature-invalid',
      /does not match its public key/,
    )
    // Not a signature at all.
    writeFileSync(`${file}.sig`, 'signed by me, trust me\n')
    expectFailed(
      await fileReader().read(source(file, signed(lead.publicPem)), null),
      'signature-invalid',
      /catalog\.json\.sig\) is not an Ed25519 signature: it should hold 64 bytes in base64/,
    )
  })

  it('with a signature but no .sig is refused', async () => {
    const file = join(newDir(), 'catalog.json')
    writeFileSync(file, CATALOG)
    expectFailed(
      await fileReader().read(source(file, signed(lead.publicPem)), null),
      'signature-missing',
      /^This source must be signed, but its catalog has no signature: nothing at .*catalog\.json\.sig\./,
    )
  })

  it('with a public key that is no Ed25519 public key is refused, before anything is read', async () => {
    const file = join(newDir(), 'catalog.json')
    writeFileSync(file, CATALOG)
    writeFileSync(`${file}.sig`, lead.sign(CATALOG))
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 })
    const pem = (key: KeyObject, type: 'spki' | 'pkcs8') =>
      key.export({ type, format: 'pem' }).toString()
    const ed = generateKeyPairSync('ed25519')
    const refusals: [string, RegExp][] = [
      ['', /^No public key is set for this source\./],
      ['not a key at all!', /^The public key is neither PEM nor base64\./],
      [Buffer.alloc(20, 7).toString('base64'), /^The public key could not be read/],
      [pem(rsa.publicKey, 'spki'), /^The public key is an RSA key, not Ed25519/],
      // The signing key pasted by mistake: refused, not quietly turned into its public half.
      [pem(ed.privateKey, 'pkcs8'), /^This is a private key, which must stay with the team lead/],
      ['-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----', /could not be read/],
    ]
    for (const [key, message] of refusals) {
      expectFailed(
        await fileReader().read(source(file, signed(key)), null),
        'bad-public-key',
        message,
      )
    }
    // Checked first: a key that cannot work is said even when the file is gone.
    const gone = source(join(newDir(), 'gone.json'), signed(pem(rsa.publicKey, 'spki')))
    expect(await fileReader().read(gone, null)).toMatchObject({ reason: 'bad-public-key' })
  })

  it('holding a password or token is refused, naming where and never the value', async () => {
    const dir = newDir()
    const file = join(dir, 'catalog.json')
    writeFileSync(
      file,
      catalogJson([acme, { ...globex, login: { username: 'ops', Password: 'hunter2-secret' } }]),
    )
    const read = await fileReader().read(source(file), null)
    expectFailed(
      read,
      'holds-secrets',
      /^The catalog holds a password or token: profile 2 \(“Globex”\) has “login\.Password”\. A catalog is shared with every desk and must hold no secret: remove it and publish the catalog again/,
    )
    expect(JSON.stringify(read)).not.toMatch(/hunter2/)

    // Any such key, at any depth; the first three named.
    writeFileSync(
      file,
      catalogJson([
        { ...acme, api_key: 'k-1' },
        { ...globex, extra: [{ accessToken: 'eyJ.x.y' }] },
        { ...acme, name: 'Acme test', clientSecret: 's' },
        { ...acme, name: 'Acme dev', token: 't' },
      ]),
    )
    expectFailed(
      await fileReader().read(source(file), null),
      'holds-secrets',
      /: profile 1 \(“Acme prod”\) has “api_key”; profile 2 \(“Globex”\) has “extra\.0\.accessToken”; profile 3 \(“Acme test”\) has “clientSecret”; and 1 more\. .* remove them/,
    )

    // Nested ten thousand deep: found all the same, and the path said short.
    const deep = 10_000
    writeFileSync(
      file,
      `{"format":"${EXPORT_FORMAT}","version":1,"profiles":[{"name":"Deep","a":${'['.repeat(deep)}{"refresh_token":"r"}${']'.repeat(deep)}}]}`,
    )
    expectFailed(
      await fileReader().read(source(file), null),
      'holds-secrets',
      /: profile 1 \(“Deep”\) has “a\.0\.…\.0\.refresh_token”\. /,
    )

    // Names that only start like a secret's, and empty values, hold none.
    const clean = catalogJson([
      { ...acme, passwordCommand: ['op', 'read', 'op://{vault}/Acme/password'], tokenUrl: 'x' },
      { ...globex, password: '', secret: null, apiKey: false },
    ])
    writeFileSync(file, clean)
    expectRead(await fileReader().read(source(file), null), clean)
  })

  it('as a CSV with a password column holding a value is refused, naming the column and rows', async () => {
    const file = join(newDir(), 'catalog.csv')
    const row = (name: string, password: string) =>
      `${name};ACME-001;customer;https://portal.acme.example;support;${password}\r\n`
    writeFileSync(
      file,
      `\uFEFF${CSV_HEADER.replaceAll(',', ';')};Password\r\n${row('Acme', '')}${row('Globex', 'hunter2')}\r\n${row('Initech', 'x')}`,
    )
    const read = await fileReader().read(source(file), null)
    expectFailed(
      read,
      'holds-secrets',
      /^The catalog holds a password or token: column 6 \(“Password”\) has a value in rows 3, 5\./,
    )
    expect(JSON.stringify(read)).not.toMatch(/hunter2/)

    // A template's empty Password column holds nothing.
    const template = `${CSV_HEADER},Password,API key\r\nAcme,ACME-001,customer,https://portal.acme.example,support,,\r\n`
    writeFileSync(file, template)
    expectRead(await fileReader().read(source(file), null), template)
  })

  it('that is not UTF-8 text is refused plainly', async () => {
    const file = join(newDir(), 'catalog.csv')
    writeFileSync(
      file,
      Buffer.concat([Buffer.from(`${CSV_HEADER}\nCaf`), Buffer.from([0xe9]), Buffer.from(',x\n')]),
    )
    expectFailed(
      await fileReader().read(source(file), null),
      'not-text',
      /^The catalog is not UTF-8 text \(near line 2\): it was saved in another encoding, such as Windows-1252\./,
    )
    writeFileSync(file, Buffer.from(`\uFEFF${CSV_HEADER}\n`, 'utf16le'))
    expectFailed(
      await fileReader().read(source(file), null),
      'not-text',
      /^The catalog is UTF-16 text/,
    )
  })
})

describe('the openssl commands docs/team-catalog.md gives a team lead', () => {
  const sh = (dir: string, command: string) =>
    execFileSync('sh', ['-c', command], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    })

  it('make a pin, a key pair and a signature the reader accepts', async () => {
    const dir = newDir()
    const file = join(dir, 'catalog.json')
    writeFileSync(file, CATALOG)
    // Exactly as the page says.
    sh(dir, 'openssl genpkey -algorithm ed25519 -out key.pem')
    const publicPem = sh(dir, 'openssl pkey -in key.pem -pubout')
    sh(
      dir,
      'openssl pkeyutl -sign -rawin -inkey key.pem -in catalog.json | base64 -w0 > catalog.json.sig',
    )
    const pinned = sh(dir, 'sha256sum catalog.json').split(' ')[0] ?? ''

    expectRead(await fileReader().read(source(file, signed(publicPem)), null), CATALOG)
    expectRead(await fileReader().read(source(file, pin(pinned)), null), CATALOG)
    // The raw key's form the page gives, and the portable base64 (macOS has no -w0).
    const raw = sh(dir, 'openssl pkey -in key.pem -pubout -outform DER | tail -c 32 | base64')
    expectRead(await fileReader().read(source(file, signed(raw)), null), CATALOG)
    sh(
      dir,
      'openssl pkeyutl -sign -rawin -inkey key.pem -in catalog.json | openssl base64 -A > catalog.json.sig',
    )
    expectRead(await fileReader().read(source(file, signed(publicPem)), null), CATALOG)

    // The lead's own check before publishing.
    sh(dir, 'openssl pkey -in key.pem -pubout -out public.pem')
    sh(dir, 'base64 -d catalog.json.sig > catalog.sig.bin')
    expect(
      sh(
        dir,
        'openssl pkeyutl -verify -rawin -pubin -inkey public.pem -in catalog.json -sigfile catalog.sig.bin',
      ),
    ).toMatch(/Signature Verified Successfully/)

    writeFileSync(file, CATALOG.replace('ACME-001', 'ACME-002'))
    expect(await fileReader().read(source(file, signed(publicPem)), null)).toMatchObject({
      reason: 'signature-invalid',
    })
  })
})

/** One page the test's server serves: a status, a body, headers; an ETag answers If-None-Match. */
interface Page {
  status?: number
  body?: string | Buffer
  etag?: string
  headers?: Record<string, string>
  /** Never answered. */
  hang?: boolean
}

/**
 * A catalog server: https on 127.0.0.1 with the company CA's certificate
 * (startTlsFront) in front of a plain server that serves `pages` by path and
 * records what it was asked.
 */
async function catalogServer() {
  const pages = new Map<string, Page>()
  const origin = track(
    await loopbackServer((req: IncomingMessage, res: ServerResponse) => {
      const page = pages.get(req.url ?? '')
      if (!page) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('no such page')
        return
      }
      if (page.hang) return
      const tag = page.etag ? { ETag: page.etag } : {}
      if (page.etag && req.headers['if-none-match'] === page.etag) {
        res.writeHead(304, tag).end()
        return
      }
      res.writeHead(page.status ?? 200, { ...tag, ...page.headers }).end(page.body ?? '')
    }),
  )
  const front = track(await startTlsFront(origin.url, pki.server))
  return { pages, hits: origin.hits, url: (path: string) => `${front.url}${path}` }
}

/** The real core, trusting the company CA through its own settings; the reader on its transport. */
async function trustingReader(settings: Record<string, unknown> = {}): Promise<CatalogReader> {
  const core = coreIn(newDir())
  await unwrap(core.api.updateSettings({ extraCaFiles: [pki.caFile], ...settings }))
  return catalogReader({ transport: core.transport })
}

describe('a URL source over https', () => {
  it('sends the last ETag: 304 is unchanged, a new catalog comes with its new ETag', async () => {
    const server = await catalogServer()
    server.pages.set('/team/catalog.json', { body: CATALOG, etag: '"v1"' })
    const reader = await trustingReader()
    const src = source(server.url('/team/catalog.json'))

    const first = await reader.read(src, null)
    expect(first).toEqual({
      kind: 'read',
      text: CATALOG,
      format: 'json',
      etag: '"v1"',
      sha256: sha256(CATALOG),
    })
    expect(server.hits[0]?.headers['if-none-match']).toBeUndefined()

    expect(await reader.read(src, '"v1"')).toEqual({ kind: 'unchanged' })
    expect(server.hits[1]?.headers['if-none-match']).toBe('"v1"')

    const next = catalogJson([acme])
    server.pages.set('/team/catalog.json', { body: next, etag: 'W/"v2"' })
    expect(await reader.read(src, '"v1"')).toMatchObject({
      kind: 'read',
      text: next,
      etag: 'W/"v2"',
    })

    // No ETag from the server: none kept.
    server.pages.set('/team/catalog.json', { body: next })
    expect(await reader.read(src, 'W/"v2"')).toMatchObject({ kind: 'read', etag: null })
  })

  it('refuses a tampered body by its pin and by its signature, and a signature by another key', async () => {
    const server = await catalogServer()
    const tampered = CATALOG.replace('portal.acme.example', 'portal.acme.example.evil.test')
    server.pages.set('/catalog.json', { body: tampered })
    server.pages.set('/catalog.json.sig', { body: lead.sign(CATALOG) })
    const reader = await trustingReader()
    const url = server.url('/catalog.json')

    expectFailed(
      await reader.read(source(url, pin(sha256(CATALOG))), null),
      'pin-mismatch',
      /not the pinned/,
    )
    expectFailed(
      await reader.read(source(url, signed(lead.publicPem)), null),
      'signature-invalid',
      /does not match its public key/,
    )
    server.pages.set('/catalog.json', { body: CATALOG })
    expectRead(await reader.read(source(url, pin(sha256(CATALOG))), null), CATALOG)
    expectRead(await reader.read(source(url, signed(lead.publicPem)), null), CATALOG)
    server.pages.set('/catalog.json.sig', { body: stranger.sign(CATALOG) })
    expectFailed(
      await reader.read(source(url, signed(lead.publicPem)), null),
      'signature-invalid',
      /does not match its public key/,
    )
    // The signature is fetched beside the catalog, its query kept, with no ETag.
    server.pages.set('/catalog.json?ref=main', { body: CATALOG, etag: '"v1"' })
    server.pages.set('/catalog.json.sig?ref=main', { body: lead.sign(CATALOG) })
    const withQuery = source(server.url('/catalog.json?ref=main'), signed(lead.publicPem))
    expectRead(await reader.read(withQuery, null), CATALOG)
    const sigHit = server.hits.at(-1)
    expect(sigHit?.url).toBe('/catalog.json.sig?ref=main')
    expect(sigHit?.headers['if-none-match']).toBeUndefined()
  })

  it('with a signature but no .sig on the server is refused', async () => {
    const server = await catalogServer()
    server.pages.set('/catalog.json', { body: CATALOG })
    const reader = await trustingReader()
    expectFailed(
      await reader.read(source(server.url('/catalog.json'), signed(lead.publicPem)), null),
      'signature-missing',
      /no signature: nothing at https:\/\/127\.0\.0\.1:\d+\/catalog\.json\.sig\./,
    )
  })

  it('says the status of any other answer', async () => {
    const server = await catalogServer()
    server.pages.set('/broken.json', { status: 500, body: 'oops' })
    server.pages.set('/private.json', { status: 403, body: 'no' })
    const reader = await trustingReader()
    expectFailed(
      await reader.read(source(server.url('/missing.json')), null),
      'http-status',
      /^127\.0\.0\.1:\d+ answered 404 Not Found for https:\/\/127\.0\.0\.1:\d+\/missing\.json\. Check the URL\./,
    )
    expectFailed(
      await reader.read(source(server.url('/broken.json')), null),
      'http-status',
      /answered 500 Internal Server Error for .*\/broken\.json\. The server failed; try again later\./,
    )
    expectFailed(
      await reader.read(source(server.url('/private.json')), null),
      'http-status',
      /answered 403 Forbidden/,
    )
  })

  it('follows redirects only to https://, at most three, and says where a refused one went', async () => {
    const server = await catalogServer()
    const plain = track(await loopbackServer((_req, res) => res.end(CATALOG)))
    server.pages.set('/catalog.json', { body: CATALOG, etag: '"v1"' })
    server.pages.set('/old.json', { status: 301, headers: { Location: '/catalog.json' } })
    server.pages.set('/r1', { status: 302, headers: { Location: server.url('/old.json') } })
    server.pages.set('/r2', { status: 307, headers: { Location: '/r1' } })
    server.pages.set('/r3', { status: 308, headers: { Location: '/r2' } })
    server.pages.set('/to-http', {
      status: 302,
      headers: { Location: `${plain.url}/catalog.json?key=abc` },
    })
    const reader = await trustingReader()

    expect(await reader.read(source(server.url('/r2')), '"v1"')).toEqual({ kind: 'unchanged' })
    expectRead(await reader.read(source(server.url('/r2')), null), CATALOG)
    expectFailed(
      await reader.read(source(server.url('/r3')), null),
      'http-status',
      /answered 301 Moved Permanently for .*\/old\.json, one more redirect \(to https:\/\/127\.0\.0\.1:\d+\/catalog\.json\) after 3; it was not followed\./,
    )
    const refused = await reader.read(source(server.url('/to-http')), null)
    expectFailed(
      refused,
      'http-status',
      /answered 302 Found for .*\/to-http, a redirect to http:\/\/127\.0\.0\.1:\d+\/catalog\.json, which is not https:\/\/; it was not followed/,
    )
    // The query (a signed link's credential) is not repeated, and nothing went to plain http.
    expect(JSON.stringify(refused)).not.toMatch(/key=abc/)
    expect(plain.hits).toEqual([])
  })

  // 16 MiB through two TLS hops: more than the default 5 s on a busy machine.
  it(
    `refuses a body past ${MAX_CATALOG_BYTES / 1024 / 1024} MiB`,
    { timeout: 60_000 },
    async () => {
      const server = await catalogServer()
      server.pages.set('/huge.json', { body: Buffer.alloc(MAX_CATALOG_BYTES + 1, 0x20) })
      const reader = await trustingReader()
      expectFailed(
        await reader.read(source(server.url('/huge.json')), null),
        'too-large',
        /\/huge\.json is larger than 16\.0 MiB, more than a catalog holds, so it was not read\./,
      )
    },
  )

  it('refuses a server the app does not trust, in the network’s own words', async () => {
    const server = await catalogServer()
    server.pages.set('/catalog.json', { body: CATALOG })
    const core = coreIn(newDir())
    const reader = catalogReader({ transport: core.transport })
    expectFailed(
      await reader.read(source(server.url('/catalog.json')), null),
      'unreachable',
      /^The certificate of 127\.0\.0\.1:\d+ was issued by a CA this computer does not trust \(UNABLE_TO_VERIFY_LEAF_SIGNATURE\)\./,
    )
    expect(server.hits).toEqual([])
  })

  it('gives up on a server that does not answer, in the network’s own words', async () => {
    const server = await catalogServer()
    // Takes the request and never answers.
    server.pages.set('/catalog.json', { hang: true })
    const core = coreIn(newDir())
    await unwrap(core.api.updateSettings({ extraCaFiles: [pki.caFile] }))
    const reader = catalogReader({ transport: core.transport, timeoutMs: 1_000 })
    expectFailed(
      await reader.read(source(server.url('/catalog.json')), null),
      'unreachable',
      /^127\.0\.0\.1:\d+ did not answer within 1 s\./,
    )
  })

  it('hashes and checks the bytes of the file, not of a compressed answer', async () => {
    const server = await catalogServer()
    server.pages.set('/catalog.json', {
      body: gzipSync(CATALOG),
      headers: { 'Content-Encoding': 'gzip' },
    })
    server.pages.set('/catalog.json.sig', { body: lead.sign(CATALOG) })
    const reader = await trustingReader()
    const url = server.url('/catalog.json')
    expectRead(await reader.read(source(url, pin(sha256(CATALOG))), null), CATALOG)
    expectRead(await reader.read(source(url, signed(lead.publicPem)), null), CATALOG)
  })

  it('goes through the app’s proxy', async () => {
    const server = await catalogServer()
    server.pages.set('/catalog.json', { body: CATALOG })
    const proxy = track(await startForwardProxy())
    const reader = await trustingReader({
      proxyMode: 'manual',
      proxyUrl: proxy.url,
      proxyBypass: [],
    })
    expectRead(await reader.read(source(server.url('/catalog.json')), null), CATALOG)
    expect(proxy.tunnels).toEqual([new URL(server.url('/')).host])
  })
})
