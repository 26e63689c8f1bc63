import { execFile, execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { sayIn } from '../../src/shared/i18n/sayIn'
import { english } from '../../src/shared/i18n/sayMessage'
import { DEMO_TAG } from '../../src/shared/model/demo'
import { coreIn } from '../helpers/core'
import { copied, demoProfile, expectError, requestTemplate, unwrap } from '../helpers/api'
import { useTempDirs } from '../helpers/tempDir'

const run = promisify(execFile)
const newDir = useTempDirs()
let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox()
})
afterAll(() => sandbox.close())

const has = (command: string): boolean => {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}
const httpie = has('http')
const pwsh = has('pwsh')
if (!httpie) console.warn('HTTPie (`http`) is not installed: the HTTPie snippet is not run here.')
if (!pwsh)
  console.warn('PowerShell (`pwsh`) is not installed: the PowerShell snippet is not run here.')

/** Runs a snippet and gives back what the service answered: status and body. */
async function runSnippet(
  format: string,
  text: string,
  dir: string,
): Promise<{ status: number; body: string }> {
  switch (format) {
    case 'curl': {
      const { stdout } = await run('sh', ['-c', `${text} -s -w '\\n%{http_code}'`])
      const lines = stdout.trimEnd().split('\n')
      return { status: Number(lines.pop()), body: lines.join('\n') }
    }
    case 'httpie': {
      const { stdout } = await run('sh', ['-c', `${text} --print=hb`]).catch(
        (e: { stdout: string }) => e,
      )
      const status = Number(/^HTTP\/[\d.]+ (\d+)/m.exec(stdout)?.[1])
      return { status, body: stdout.slice(stdout.indexOf('\n\n') + 2) }
    }
    case 'fetch': {
      const file = join(dir, 'snippet.mjs')
      writeFileSync(
        file,
        `const response = ${text}\nconsole.log(response.status)\nconsole.log(await response.text())\n`,
      )
      const { stdout } = await run(process.execPath, [file])
      const [status = '', ...body] = stdout.split('\n')
      return { status: Number(status), body: body.join('\n') }
    }
    case 'powershell': {
      const { stdout } = await run('pwsh', [
        '-NoProfile',
        '-Command',
        `(${text}) | ConvertTo-Json -Compress`,
      ])
      return { status: 200, body: stdout }
    }
  }
  throw new Error(format)
}

const formats = [
  ['curl', true],
  ['fetch', true],
  ['httpie', httpie],
  ['powershell', pwsh],
] as const

describe('copy commands from the copy menu, run for real against the sandbox', () => {
  for (const [format, available] of formats)
    it.skipIf(!available)(
      `${format}: a demo profile calls the sandbox’s whoami and gets 200`,
      async () => {
        const dir = newDir()
        const core = coreIn(dir)
        const p = await demoProfile(core.api, sandbox, { tags: [DEMO_TAG] })
        await unwrap(core.api.getToken({ profileId: p.id }))
        const text = await copied(core, p.id, format)
        const answer = await runSnippet(format, text, dir)
        expect(answer.status).toBe(200)
        expect(answer.body).toContain('"accountId":"ACME-001"')
      },
    )

  for (const [format, available] of formats)
    it.skipIf(!available)(
      `${format}: the saved request sent last is what the command sends (POST with a body)`,
      async () => {
        const dir = newDir()
        const core = coreIn(dir)
        const p = await demoProfile(core.api, sandbox, { apiHostUrl: sandbox.urls.apiHost })
        await unwrap(core.api.getToken({ profileId: p.id }))
        const sms = requestTemplate('sms')
        const saved = await unwrap(core.api.saveRequest({ profileId: p.id, request: sms }))
        await unwrap(
          core.api.sendRequest({
            profileId: p.id,
            runId: `r-${format}`,
            request: sms,
            requestId: saved.id,
          }),
        )
        const result = await unwrap(core.api.copy({ profileId: p.id, format }))
        expect(result.target).toContain(`POST ${sandbox.urls.apiHost}/_rest/v4/app/sms/messages`)
        const before = sandbox.requests.length
        const answer = await runSnippet(format, await core.clipboard.readText(), dir)
        expect(answer.status).toBe(202)
        expect(answer.body).toContain('"status":"queued"')
        const received = sandbox.requests.slice(before).at(-1)
        expect(received?.method).toBe('POST')
        expect(received?.body).toBe(sms.body)
      },
    )
})

describe('the probe', () => {
  it('without a saved request, a profile of a real service has no target: the copy says so', async () => {
    const core = coreIn(newDir())
    const p = await demoProfile(core.api, sandbox)
    await unwrap(core.api.getToken({ profileId: p.id }))
    const error = await expectError(core.api.copy({ profileId: p.id, format: 'curl' }))
    expect(error).toMatchObject({ code: 'unavailable' })
    expect(error.message).toMatch(/No request to aim this command at/)
    // The header needs no target.
    await unwrap(core.api.copy({ profileId: p.id, format: 'header' }))
  })

  it('a chosen probe wins over the request sent last, and is listed; an unknown id is refused', async () => {
    const core = coreIn(newDir())
    const p = await demoProfile(core.api, sandbox, { apiHostUrl: sandbox.urls.apiHost })
    await unwrap(core.api.getToken({ profileId: p.id }))
    const analytics = await unwrap(
      core.api.saveRequest({ profileId: p.id, request: requestTemplate('analytics') }),
    )
    const sms = await unwrap(
      core.api.saveRequest({ profileId: p.id, request: requestTemplate('sms') }),
    )
    await unwrap(core.api.chooseProbe({ profileId: p.id, requestId: analytics.id }))
    await unwrap(
      core.api.sendRequest({
        profileId: p.id,
        runId: 'r1',
        request: requestTemplate('sms'),
        requestId: sms.id,
      }),
    )
    const result = await unwrap(core.api.copy({ profileId: p.id, format: 'curl' }))
    expect(result.target).toMatch(/^GET .*analytics.*\(probe: /)
    // The same as data: a German window names the probe in German.
    expect(result.targetSaid && english(result.targetSaid)).toBe(result.target)
    expect(result.targetSaid && sayIn('de', result.targetSaid)).toMatch(
      /^GET .*analytics.*\(Prüfanfrage „.+“\)$/,
    )
    const listed = await unwrap(core.api.listRequests({ profileId: p.id }))
    expect(listed.probe).toEqual({ requestId: analytics.id, how: 'chosen' })
    expect(
      await expectError(core.api.chooseProbe({ profileId: p.id, requestId: 'no-such-request' })),
    ).toMatchObject({ code: 'not-found' })
    // Back to "the one sent last".
    await unwrap(core.api.chooseProbe({ profileId: p.id, requestId: null }))
    await unwrap(
      core.api.sendRequest({
        profileId: p.id,
        runId: 'r2',
        request: requestTemplate('sms'),
        requestId: sms.id,
      }),
    )
    expect((await unwrap(core.api.copy({ profileId: p.id, format: 'curl' }))).target).toMatch(
      /^POST .*sms/,
    )
  })
})

describe('the targets the window shows (copy commands and Verify now)', () => {
  it('an ordinary profile has none until a request is saved and sent; a POST serves copies only', async () => {
    const core = coreIn(newDir())
    const p = await demoProfile(core.api, sandbox, { apiHostUrl: sandbox.urls.apiHost })
    await unwrap(core.api.getToken({ profileId: p.id }))
    const listed = () => unwrap(core.api.listRequests({ profileId: p.id }))
    expect((await listed()).targets).toEqual({ copy: null, verify: null })
    // Saved but never sent: nothing chosen, nothing sent, so still nothing to call.
    const sms = await unwrap(
      core.api.saveRequest({ profileId: p.id, request: requestTemplate('sms') }),
    )
    expect((await listed()).targets).toEqual({ copy: null, verify: null })
    await unwrap(core.api.chooseProbe({ profileId: p.id, requestId: sms.id }))
    // A POST is called by copy commands, never by Verify (it could send a message).
    expect((await listed()).targets).toEqual({ copy: `probe: ${sms.name}`, verify: null })
  })

  it('Send, then Save (Postman’s order): the saved request is the one sent last', async () => {
    const core = coreIn(newDir())
    const p = await demoProfile(core.api, sandbox, { apiHostUrl: sandbox.urls.apiHost })
    await unwrap(core.api.getToken({ profileId: p.id }))
    const request = requestTemplate('analytics')
    await unwrap(core.api.sendRequest({ profileId: p.id, runId: 'r1', request }))
    // Sent unsaved: there is no saved request to call yet.
    expect((await unwrap(core.api.listRequests({ profileId: p.id }))).probe).toBeNull()
    // Renamed before saving: the name is not part of what was sent.
    const saved = await unwrap(
      core.api.saveRequest({ profileId: p.id, request: { ...request, name: 'Usage report' } }),
    )
    const listed = await unwrap(core.api.listRequests({ profileId: p.id }))
    expect(listed.probe).toEqual({ requestId: saved.id, how: 'last-used' })
    expect(listed.targets).toEqual({
      copy: 'last request sent: Usage report',
      verify: 'last request sent: Usage report',
    })
    expect((await unwrap(core.api.copy({ profileId: p.id, format: 'curl' }))).target).toMatch(
      /^GET .*analytics.*\(last request sent: Usage report\)$/,
    )
    // Verify now calls it too.
    expect(await unwrap(core.api.verifyToken({ profileId: p.id }))).toMatchObject({
      kind: 'accepted',
    })
  })

  it('a request changed between Send and Save is not the one sent', async () => {
    const core = coreIn(newDir())
    const p = await demoProfile(core.api, sandbox, { apiHostUrl: sandbox.urls.apiHost })
    await unwrap(core.api.getToken({ profileId: p.id }))
    const request = requestTemplate('analytics')
    await unwrap(core.api.sendRequest({ profileId: p.id, runId: 'r1', request }))
    await unwrap(
      core.api.saveRequest({ profileId: p.id, request: { ...request, url: `${request.url}?x=1` } }),
    )
    expect((await unwrap(core.api.listRequests({ profileId: p.id }))).probe).toBeNull()
  })

  it('a chosen probe stays chosen when another request is sent and saved', async () => {
    const core = coreIn(newDir())
    const p = await demoProfile(core.api, sandbox, { apiHostUrl: sandbox.urls.apiHost })
    await unwrap(core.api.getToken({ profileId: p.id }))
    const sms = await unwrap(
      core.api.saveRequest({ profileId: p.id, request: requestTemplate('sms') }),
    )
    await unwrap(core.api.chooseProbe({ profileId: p.id, requestId: sms.id }))
    const request = requestTemplate('analytics')
    await unwrap(core.api.sendRequest({ profileId: p.id, runId: 'r1', request }))
    await unwrap(core.api.saveRequest({ profileId: p.id, request }))
    expect((await unwrap(core.api.listRequests({ profileId: p.id }))).probe).toEqual({
      requestId: sms.id,
      how: 'chosen',
    })
  })
})

describe('a saved request for another host (the audit’s attack)', () => {
  // A request saved (never sent) for a host that is not the profile's: what the page, an
  // import or a careless edit can set up. Copying must not aim the token at it unasked.
  const elsewhere = {
    ...requestTemplate('analytics'),
    url: 'http://127.0.0.1:9/steal',
    relativeTo: 'base' as const,
  }

  it('copy menu: curl, fetch, HTTPie and PowerShell refuse it, and nothing reaches the clipboard', async () => {
    const core = coreIn(newDir())
    const p = await demoProfile(core.api, sandbox)
    await unwrap(core.api.getToken({ profileId: p.id }))
    const saved = await unwrap(core.api.saveRequest({ profileId: p.id, request: elsewhere }))
    await unwrap(core.api.chooseProbe({ profileId: p.id, requestId: saved.id }))
    for (const format of ['curl', 'fetch', 'httpie', 'powershell'] as const) {
      const error = await expectError(core.api.copy({ profileId: p.id, format }))
      expect(error.message).toMatch(/http:\/\/127\.0\.0\.1:9, which you have not approved/)
      expect(await core.clipboard.readText()).toBe('')
    }
    // Once the user said yes in main's dialog (sending it once), the copy is allowed.
    core.confirmations.answer('new-origin', true)
    // (Nothing listens on port 9: the send fails, but the yes was given before it.)
    await core.api.sendRequest({
      profileId: p.id,
      runId: 'r-elsewhere',
      request: elsewhere,
      requestId: saved.id,
    })
    expect(core.confirmations.kinds()).toEqual(['new-origin'])
    expect((await unwrap(core.api.copy({ profileId: p.id, format: 'curl' }))).target).toContain(
      'http://127.0.0.1:9/steal',
    )
  })

  it('Copy as curl with the token asks in main’s dialog first; a no copies nothing', async () => {
    const core = coreIn(newDir())
    const p = await demoProfile(core.api, sandbox)
    await unwrap(core.api.getToken({ profileId: p.id }))
    const error = await expectError(
      core.api.copyRequestAsCurl({ profileId: p.id, request: elsewhere, withToken: true }),
    )
    expect(error.message).toMatch(/^Not copied/)
    expect(core.confirmations.kinds()).toEqual(['new-origin'])
    expect(await core.clipboard.readText()).toBe('')
    // With a placeholder instead of the token there is nothing to protect.
    await unwrap(
      core.api.copyRequestAsCurl({ profileId: p.id, request: elsewhere, withToken: false }),
    )
    expect(await core.clipboard.readText()).toContain('<token>')
  })
})
