import { chmodSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { demoLogin } from '../helpers/demoLogin'
import { unwrap } from '../helpers/api'
import { useCliRigs } from '../helpers/cliRigs'

const rigs = useCliRigs()
const originalPath = process.env.PATH
afterEach(() => {
  process.env.PATH = originalPath
})

describe('token-desk with a password from a command', () => {
  it('`token-desk header` gets a token with the password a fake `op` prints, without asking the window', async () => {
    const bin = rigs.newDir()
    const runs = join(bin, 'runs')
    writeFileSync(join(bin, 'op'), `#!/bin/sh\necho run >> "${runs}"\necho demo-password\n`)
    chmodSync(join(bin, 'op'), 0o755)
    process.env.PATH = `${bin}:${originalPath ?? ''}`

    const r = await rigs.rig()
    r.core.confirmations.answer('run-command', true)
    const profile = await unwrap(
      r.core.api.createProfile(demoLogin(rigs.sandbox, { password: undefined })),
    )
    await unwrap(
      r.core.api.setPasswordCommand({
        profileId: profile.id,
        command: { argv: ['op', 'read', 'op://Support/Acme/password'], keepInKeyring: false },
      }),
    )
    const header = await r.run('header', 'Acme')
    const issued = rigs.sandbox.issued.at(-1)?.token
    expect(issued).toBeDefined()
    expect(header).toEqual({ code: 0, stdout: `Authorization: Bearer ${issued}\n`, stderr: '' })
    expect(readFileSync(runs, 'utf8')).toBe('run\n')
    // Nothing waited for a password typed in the window.
    expect(r.events.filter((e) => e.type === 'password-needed')).toEqual([])
  })
})
