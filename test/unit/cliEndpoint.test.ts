import { chmodSync, mkdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  cliEndpoint,
  defaultDataDir,
  endpointKey,
  endpointProblem,
  prepareEndpoint,
  type EndpointHost,
} from '../../src/main/core/cli/endpoint'
import { selectProfile } from '../../src/main/core/cli/profileSelector'
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

  it('is made private, and made private again if someone opened it', () => {
    const socket = join(newDir(), 'run', 'token-desk', 'k.sock')
    prepareEndpoint(socket, uid)
    expect(statSync(join(socket, '..')).mode & 0o777).toBe(0o700)
    chmodSync(join(socket, '..'), 0o755)
    expect(endpointProblem(socket, uid)).toContain('not a private directory')
    prepareEndpoint(socket, uid)
    expect(statSync(join(socket, '..')).mode & 0o777).toBe(0o700)
    expect(endpointProblem(socket, uid)).toBeNull()
  })

  it('is refused when it is a link or belongs to another user', () => {
    const dir = newDir()
    mkdirSync(join(dir, 'elsewhere'), { mode: 0o700 })
    symlinkSync(join(dir, 'elsewhere'), join(dir, 'linked'))
    expect(() => prepareEndpoint(join(dir, 'linked', 'k.sock'), uid)).toThrow(
      /not a directory of this user/,
    )
    expect(endpointProblem(join(dir, 'linked', 'k.sock'), uid)).toContain('not a private directory')
    mkdirSync(join(dir, 'theirs'), { mode: 0o700 })
    expect(() => prepareEndpoint(join(dir, 'theirs', 'k.sock'), uid + 1)).toThrow(
      /not a directory of this user/,
    )
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
    password: 'stored',
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
})
