import { chmodSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli } from '../../src/cli/run'
import { demoProfile, unwrap } from '../helpers/api'
import { cliCore, type CliRun } from '../helpers/cli'
import { useCliRigs } from '../helpers/cliRigs'

const cli = useCliRigs()
const { newDir } = cli

/** Two profiles of two accounts, and `token-desk` run from a project folder under a home. */
async function project() {
  const r = await cliCore(newDir())
  cli.afterTest(r.stop)
  const acme = await demoProfile(r.core.api, cli.sandbox, { name: 'Acme' })
  const globex = await demoProfile(r.core.api, cli.sandbox, {
    name: 'Globex',
    accountId: 'GLOBEX-002',
    username: 'globex-api',
    password: 'globex-password',
  })
  await unwrap(r.core.api.getToken({ profileId: acme.id }))
  const acmeToken = cli.sandbox.issued.at(-1)!.token
  await unwrap(r.core.api.getToken({ profileId: globex.id }))
  const globexToken = cli.sandbox.issued.at(-1)!.token
  const home = newDir()
  const root = join(home, 'work', 'acme-app')
  const cwd = join(root, 'services', 'billing')
  mkdirSync(cwd, { recursive: true })
  const run = async (argv: string[], env: Record<string, string> = {}): Promise<CliRun> => {
    let stdout = ''
    let stderr = ''
    const code = await runCli(argv, {
      stdout: (text) => (stdout += text),
      stderr: (text) => (stderr += text),
      host: { ...r.host, home, env: { ...r.host.env, ...env } },
      defaultDataDir: r.dataDir,
      version: '0.0.0-test',
      cwd,
    })
    return { code, stdout, stderr }
  }
  const file = join(root, '.token-desk.json')
  return { run, root, home, file, acmeToken, globexToken }
}

describe('a default profile per project', () => {
  it('takes the .token-desk.json two folders up; the variable beats it; a named profile beats both', async () => {
    const p = await project()
    writeFileSync(p.file, '{"profile": "account:GLOBEX-002"}\n')
    expect(await p.run(['token'])).toEqual({ code: 0, stdout: `${p.globexToken}\n`, stderr: '' })
    const status = await p.run(['status'])
    expect(status.stdout).toContain(`Profile:      account:GLOBEX-002 (from ${p.file})\n`)
    expect(JSON.parse((await p.run(['status', '--json'])).stdout)).toMatchObject({
      defaultProfile: { profile: 'account:GLOBEX-002', from: p.file },
    })

    const env = { TOKEN_DESK_PROFILE: 'acme' }
    expect((await p.run(['header', '--value'], env)).stdout).toBe(`Bearer ${p.acmeToken}\n`)
    expect((await p.run(['status'], env)).stdout).toContain(
      'Profile:      acme (from TOKEN_DESK_PROFILE)\n',
    )
    expect((await p.run(['token', 'Globex'], env)).stdout).toBe(`${p.globexToken}\n`)
  })

  it('matches a default as strictly as a named profile, and says where it came from', async () => {
    const p = await project()
    writeFileSync(p.file, '{"profile": "Acm"}')
    const partial = await p.run(['token'])
    expect(partial.code).toBe(2)
    expect(partial.stdout).toBe('')
    expect(partial.stderr).toContain('No profile is called “Acm”.')
    expect(partial.stderr).toContain(
      `No profile was named: this one is the default from ${p.file}.`,
    )
  })

  it('refuses a malformed file with exit 2, naming it, and says so in status', async () => {
    const p = await project()
    writeFileSync(p.file, '{"profile": "Acme", "acount": "typo"}')
    const bad = await p.run(['exec', '--', 'sh', '-c', 'exit 0'])
    expect(bad).toEqual({
      code: 2,
      stdout: '',
      stderr: `token-desk: ${p.file}: has unknown keys ("acount"); only "profile" is read.\n`,
    })
    expect((await p.run(['status'])).stdout).toContain(`Profile:      no default: ${p.file}:`)
  })

  it('does not take the profile from a file every user may write', async () => {
    const p = await project()
    // Another local user's choice: the account the token would be sent for.
    writeFileSync(p.file, '{"profile": "Globex"}')
    chmodSync(p.file, 0o666)
    const planted = await p.run(['header'])
    expect(planted.code).toBe(2)
    expect(planted.stdout).toBe('')
    expect(planted.stderr).toContain(`${p.file}: is writable by every user`)
  })

  it('says how to name a profile when there is no default', async () => {
    const p = await project()
    const none = await p.run(['header'])
    expect(none.code).toBe(2)
    expect(none.stderr).toContain('header needs a profile')
    expect((await p.run(['status'])).stdout).toContain('Profile:      none by default')
  })
})
