import { chmodSync, chownSync, mkdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  cliEndpoint,
  defaultDataDir,
  endpointKey,
  prepareEndpoint,
  type EndpointHost,
} from '../../src/main/core/cli/endpoint'
import { dialEndpoint, directoryProblem, type Dial } from '../../src/cli/endpointDial'
import { notFoundMessage, selectProfile } from '../../src/main/core/cli/profileSelector'
import type { CliProfileRow } from '../../src/shared/cli/protocol'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()

const host = (over: Partial<EndpointHost> = {}): EndpointHost => ({
  platform: 'linux',
  env: {},
  home: '/home/ada',
  tmpdir: '/tmp',
  uid: 1000,
  username: 'ada',
  ...over,
})

describe('the endpoint path', () => {
  it('is per data folder, in the per-user runtime folder', () => {
    const key = endpointKey('/home/ada/.config/token-desk')
    expect(key).toMatch(/^[0-9a-f]{16}$/)
    expect(
      cliEndpoint(
        '/home/ada/.config/token-desk',
        host({ env: { XDG_RUNTIME_DIR: '/run/user/1000' } }),
      ),
    ).toBe(`/run/user/1000/token-desk/${key}.sock`)
    expect(cliEndpoint('/home/ada/.config/token-desk', host())).toBe(
      `/tmp/token-desk-1000/${key}.sock`,
    )
    expect(cliEndpoint('/other', host())).not.toBe(
      cliEndpoint('/home/ada/.config/token-desk', host()),
    )
    // A relative runtime folder is not trusted.
    expect(cliEndpoint('/d', host({ env: { XDG_RUNTIME_DIR: 'run' } }))).toMatch(
      /^\/tmp\/token-desk-1000\//,
    )
  })

  it('names the same folder the same way however it is written', () => {
    const dir = newDir()
    const link = `${dir}-link`
    symlinkSync(dir, link)
    expect(endpointKey(`${dir}/`)).toBe(endpointKey(dir))
    expect(endpointKey(link)).toBe(endpointKey(dir))
    expect(endpointKey(join(dir, 'x', '..'))).toBe(endpointKey(dir))
  })

  it('stays within the socket path limit, falling back to the temporary folder', () => {
    const long = `/run/user/1000/${'very-long-folder-name/'.repeat(5)}`
    const path = cliEndpoint('/d', host({ env: { XDG_RUNTIME_DIR: long } }))
    expect(path).toMatch(/^\/tmp\/token-desk-1000\/[0-9a-f]{16}\.sock$/)
    const mac = cliEndpoint('/d', host({ platform: 'darwin', home: '/Users/ada' }))
    expect(mac).toMatch(/^\/Users\/ada\/\.token-desk\/[0-9a-f]{16}\.sock$/)
    expect(Buffer.byteLength(mac)).toBeLessThan(104)
  })

  it('is a named pipe carrying the user on Windows', () => {
    expect(
      cliEndpoint(
        'C:\\Users\\Ada\\AppData\\Roaming\\token-desk',
        host({ platform: 'win32', username: 'Ada Lovelace' }),
      ),
    ).toMatch(/^\\\\\.\\pipe\\token-desk-Ada_Lovelace-[0-9a-f]{16}$/)
  })

  it("knows the app's default data folder on each system", () => {
    expect(defaultDataDir(host())).toBe('/home/ada/.config/token-desk')
    expect(defaultDataDir(host({ env: { XDG_CONFIG_HOME: '/cfg' } }))).toBe('/cfg/token-desk')
    expect(defaultDataDir(host({ platform: 'darwin', home: '/Users/ada' }))).toBe(
      '/Users/ada/Library/Application Support/token-desk',
    )
    expect(defaultDataDir(host({ platform: 'win32', env: { APPDATA: 'C:\\AD' } }))).toMatch(
      /^C:\\AD.token-desk$/,
    )
  })
})

describe.skipIf(process.platform === 'win32')('the endpoint directory', () => {
  const uid = process.getuid!()
  let connections = 0
  const listening = (path: string) =>
    new Promise<Server>((done) => {
      const server = createServer((socket) => {
        connections++
        socket.destroy()
      })
      server.listen(path, () => done(server))
    })
  const refusal = (dial: Dial): string => (dial.kind === 'unsafe' ? dial.message : dial.kind)
  const dialed = (dial: Dial): string => {
    if (dial.kind === 'socket') dial.socket.destroy()
    return dial.kind
  }

  it('is made private, and made private again if someone opened it', () => {
    const socket = join(newDir(), 'run', 'token-desk', 'k.sock')
    prepareEndpoint(socket, uid)
    expect(statSync(join(socket, '..')).mode & 0o777).toBe(0o700)
    chmodSync(join(socket, '..'), 0o755)
    expect(refusal(dialEndpoint(socket, uid))).toContain('is open to other users (mode 0755')
    prepareEndpoint(socket, uid)
    expect(statSync(join(socket, '..')).mode & 0o777).toBe(0o700)
    expect(dialed(dialEndpoint(socket, uid))).toBe('socket')
  })

  it('is refused when it is a link or belongs to another user', () => {
    const dir = newDir()
    mkdirSync(join(dir, 'elsewhere'), { mode: 0o700 })
    symlinkSync(join(dir, 'elsewhere'), join(dir, 'linked'))
    expect(() => prepareEndpoint(join(dir, 'linked', 'k.sock'), uid)).toThrow(
      /not a directory of this user/,
    )
    expect(refusal(dialEndpoint(join(dir, 'linked', 'k.sock'), uid))).toBe(
      `${join(dir, 'linked')} is a link or not a directory: not connecting.`,
    )
    mkdirSync(join(dir, 'theirs'), { mode: 0o700 })
    expect(() => prepareEndpoint(join(dir, 'theirs', 'k.sock'), uid + 1)).toThrow(
      /not a directory of this user/,
    )
  })

  it('is checked on the opened descriptor: owner, mode, kind', () => {
    const dir = (mode: number, owner = uid) => ({
      mode: 0o40000 | mode,
      uid: owner,
      isDirectory: () => true,
    })
    expect(directoryProblem(dir(0o700), uid)).toBeNull()
    expect(directoryProblem(dir(0o700), uid + 1)).toBe(`belongs to another user (uid ${uid})`)
    expect(directoryProblem(dir(0o750), uid)).toBe(
      'is open to other users (mode 0750; expected 0700)',
    )
    expect(directoryProblem(dir(0o701), uid)).toBe(
      'is open to other users (mode 0701; expected 0700)',
    )
    expect(directoryProblem({ ...dir(0o700), isDirectory: () => false }, uid)).toBe(
      'is not a directory',
    )
  })

  it('connects nowhere through a folder of another user, a file, or no folder', async () => {
    const base = newDir()
    const theirs = join(base, 'theirs')
    mkdirSync(theirs, { mode: 0o700 })
    const server = await listening(join(theirs, 'k.sock'))
    // As root the folder really changes hands; otherwise the client plays another uid.
    const asRoot = uid === 0
    if (asRoot) chownSync(theirs, 65534, 65534)
    const me = asRoot ? uid : uid + 1
    expect(refusal(dialEndpoint(join(theirs, 'k.sock'), me))).toMatch(
      /theirs belongs to another user \(uid \d+\): not connecting\.$/,
    )
    writeFileSync(join(base, 'file'), '')
    expect(refusal(dialEndpoint(join(base, 'file', 'k.sock'), uid))).toContain(
      'is a link or not a directory',
    )
    expect(dialEndpoint(join(base, 'none', 'k.sock'), uid)).toEqual({ kind: 'absent' })
    expect(connections).toBe(0)
    server.close()
  })

  it('loses a socket left by a crash, but never a file that is not a socket', async () => {
    const dir = join(newDir(), 'run')
    mkdirSync(dir, { mode: 0o700 })
    const socket = join(dir, 'k.sock')
    const stale = createServer()
    await new Promise<void>((resolve) => stale.listen(socket, resolve))
    // Closing the handle without unlinking: what a killed process leaves.
    ;(stale as unknown as { _handle: { close(): void } })._handle.close()
    prepareEndpoint(socket, uid)
    expect(() => statSync(socket)).toThrow()
    writeFileSync(socket, 'not a socket')
    prepareEndpoint(socket, uid)
    expect(statSync(socket).isFile()).toBe(true)
  })
})

describe('choosing a profile', () => {
  const row = (name: string, accountId: string, id = `${name}-${accountId}`): CliProfileRow => ({
    id,
    name,
    accountId,
    accountName: '',
    portal: 'customer',
    state: 'none',
    expiresAt: null,
    remainingMs: null,
    password: 'stored',
    failure: null,
  })
  const rows = [
    row('Acme', 'ACME-001', 'p1'),
    row('acme', 'ACME-002', 'p2'),
    row('Globex prod', 'GLOBEX-002', 'p3'),
  ]

  it('by id, by exact name, by name ignoring case, by account', () => {
    expect(selectProfile(rows, 'p3')).toMatchObject({ kind: 'one', row: { id: 'p3' } })
    expect(selectProfile(rows, 'acme')).toMatchObject({ kind: 'one', row: { id: 'p2' } })
    expect(selectProfile(rows, 'GLOBEX PROD')).toMatchObject({ kind: 'one', row: { id: 'p3' } })
    expect(selectProfile(rows, 'account:globex-002')).toMatchObject({
      kind: 'one',
      row: { id: 'p3' },
    })
  })

  it('by the first eight or more characters of an id, as a narrow list shows it', () => {
    const ids = [
      row('One', 'A-1', '6f1c1a52-0a55-4d4e-8f7e-000000000001'),
      row('Two', 'A-2', '6f1c1a52-0a55-4d4e-8f7e-000000000002'),
      row('Three', 'A-3', '9b2e77d0-1c3a-4e0f-9a51-000000000003'),
    ]
    expect(selectProfile(ids, '9b2e77d0')).toMatchObject({ kind: 'one', row: { name: 'Three' } })
    // Shared by two: ambiguous, never a guess; shorter than eight: not an id at all.
    expect(selectProfile(ids, '6f1c1a52')).toMatchObject({ kind: 'many' })
    expect(selectProfile(ids, '6f1c1a52-0a55-4d4e-8f7e-000000000002')).toMatchObject({
      kind: 'one',
      row: { name: 'Two' },
    })
    expect(selectProfile(ids, '9b2e77d')).toMatchObject({ kind: 'none' })
    // A name comes first.
    const named = [...ids, row('9b2e77d0', 'B-1', 'x1')]
    expect(selectProfile(named, '9b2e77d0')).toMatchObject({ kind: 'one', row: { id: 'x1' } })
  })

  it('lists the candidates of an ambiguous name or account, and similar names for an unknown one', () => {
    expect(selectProfile(rows, 'ACME')).toMatchObject({ kind: 'many' })
    expect(
      (selectProfile(rows, 'ACME') as { candidates: CliProfileRow[] }).candidates
        .map((r) => r.id)
        .sort(),
    ).toEqual(['p1', 'p2'])
    const twice = [...rows, row('Other', 'ACME-001', 'p4')]
    expect(selectProfile(twice, 'account:ACME-001')).toMatchObject({ kind: 'many' })
    expect(selectProfile(rows, 'Globex')).toMatchObject({
      kind: 'none',
      candidates: [{ id: 'p3' }],
    })
    expect(selectProfile(rows, 'nothing like it')).toMatchObject({
      kind: 'none',
      candidates: expect.any(Array),
    })
    expect(
      (selectProfile(rows, 'nothing like it') as { candidates: unknown[] }).candidates,
    ).toHaveLength(3)
  })

  it('suggests the names that hold most of a misspelled one first, past names sharing a word', () => {
    // A desk's demo: fifteen names starting alike; the one meant sorts late by name.
    const demo = [
      ...['200 without a token', '503 Service', 'alternate portal', 'broken JSON', 'Globex'].map(
        (name, i) => row(`Demo · ${name}`, 'ACME-001', `d${i}`),
      ),
      ...Array.from({ length: 10 }, (_, i) => row(`Demo · case ${i}`, 'ACME-001', `c${i}`)),
      row('Demo · customer portal', 'ACME-001', 'meant'),
    ]
    const picked = selectProfile(demo, 'Demo · custmer portal') as { candidates: CliProfileRow[] }
    expect(picked.candidates[0]?.id).toBe('meant')
    // Then those holding "portal", then the others with only "Demo".
    expect(picked.candidates[1]?.id).toBe('d2')
  })

  it('says an id prefix shorter than a command takes is too short, not merely unknown', () => {
    const ids = [row('A', 'ACME-001', '6f1c1a52-0a55-4d4e-8f7e-000000000001')]
    expect(notFoundMessage(ids, '6f1c1a5')).toBe(
      'No profile is called “6f1c1a5”. An id is taken by its first 8 characters at least: “6f1c1a5” has 7.',
    )
    expect(notFoundMessage(ids, '6f1c1a5', '; nothing was verified')).toMatch(
      /^No profile is called “6f1c1a5”; nothing was verified\. An id is taken/,
    )
    // Not the start of any id, or a name: no such hint.
    expect(notFoundMessage(ids, 'abcdef')).toBe('No profile is called “abcdef”.')
    expect(notFoundMessage(ids, 'Acme prod')).toBe('No profile is called “Acme prod”.')
  })

  it('says an account: with no id names no account, and which account has no profile', () => {
    const rows = [row('A', 'ACME-001', 'a1'), row('B', 'GLOBEX-002', 'b1')]
    for (const selector of ['account:', 'ACCOUNT:  ']) {
      expect(selectProfile(rows, selector).kind, selector).toBe('none')
      expect(notFoundMessage(rows, selector, '; nothing was verified')).toBe(
        `“${selector}” names no account; nothing was verified: give its id, as account:<id> (token-desk list shows each profile's account).`,
      )
    }
    expect(selectProfile(rows, 'account:initech-003').kind).toBe('none')
    expect(notFoundMessage(rows, 'account:initech-003')).toBe(
      'No profile is of account “initech-003”.',
    )
    expect(selectProfile(rows, 'account:acme-001')).toMatchObject({
      kind: 'one',
      row: { id: 'a1' },
    })
  })
})
