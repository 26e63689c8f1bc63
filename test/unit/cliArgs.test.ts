import { helpTexts } from '../../src/cli/help'
import { didYouMean, editDistance } from '../../src/cli/didYouMean'
import { readFileSync } from 'node:fs'
import { parentProcessName } from '../../src/cli/parentProcess'
import { describe, expect, it } from 'vitest'
import { parseCommandLine, type ArgsContext, type Parsed } from '../../src/cli/args'
import { formatDuration, parseDuration } from '../../src/cli/duration'
import { cliInvocation } from '../../src/cli/invocation'

const linux: ArgsContext = { env: { SHELL: '/usr/bin/zsh' }, platform: 'linux' }
const parse = (line: string[], context = linux): Parsed => parseCommandLine(line, context)
const command = (line: string[], context = linux) => {
  const parsed = parse(line, context)
  if (!parsed.ok) throw new Error(parsed.message)
  return parsed.command
}
const error = (line: string[], context = linux) => {
  const parsed = parse(line, context)
  if (parsed.ok) throw new Error(`parsed: ${JSON.stringify(parsed.command)}`)
  return parsed
}

describe('durations', () => {
  it.each([
    ['0', 0],
    ['250ms', 250],
    ['90s', 90_000],
    ['5m', 300_000],
    ['1h30m', 5_400_000],
    ['1.5h', 5_400_000],
    [' 2m ', 120_000],
  ])('%s is %d ms', (text, ms) => expect(parseDuration(text)).toBe(ms))

  it.each(['', '300', '5 m', '5min', 'm', '-5m', '5m x', '1h-5m', '.5m'])('rejects %j', (text) =>
    expect(parseDuration(text)).toBeNull(),
  )

  it('says durations back the way they are typed', () => {
    expect([0, 250, 1500, 60_000, 300_000, 5_400_000, 3_600_000].map(formatDuration)).toEqual([
      '0',
      '250ms',
      '1.5s',
      '1m',
      '5m',
      '1h30m',
      '1h',
    ])
  })
})

describe('parsing the command line', () => {
  it('reads each command with its defaults', () => {
    expect(command(['header', 'Acme production'])).toEqual({
      kind: 'header',
      profile: 'Acme production',
      value: false,
      minTtlMs: 300_000,
      force: false,
      common: { dataDir: null, timeoutMs: 120_000 },
    })
    expect(command(['token', 'account:ACME-001', '--min-ttl', '0'])).toMatchObject({
      kind: 'token',
      profile: 'account:ACME-001',
      minTtlMs: 0,
    })
    expect(command(['list', '--json'])).toMatchObject({ kind: 'list', json: true })
    expect(command(['status'])).toMatchObject({
      kind: 'status',
      json: false,
      common: { timeoutMs: 5000 }, // asks nothing in the app: at once, or not answering
    })
    expect(command(['status', '--timeout', '1s'])).toMatchObject({ common: { timeoutMs: 1000 } })
    expect(command(['completion', 'fish'])).toEqual({ kind: 'completion', shell: 'fish' })
    expect(command(['--version'])).toEqual({ kind: 'version' })
  })

  it('takes options before or after the operands, and the data folder from the environment', () => {
    expect(
      command(['--data-dir', '/d', 'header', '--value', 'Acme', '--timeout', '30s'], linux),
    ).toMatchObject({
      value: true,
      common: { dataDir: '/d', timeoutMs: 30_000 },
    })
    const env = { ...linux, env: { TOKEN_DESK_USER_DATA: '/from-env' } }
    expect(command(['list'], env)).toMatchObject({ common: { dataDir: '/from-env' } })
    expect(command(['list', '--data-dir', '/flag'], env)).toMatchObject({
      common: { dataDir: '/flag' },
    })
  })

  it('prints its version for -v as for --version, and its help names both and --data-dir', () => {
    expect(command(['-v'])).toEqual({ kind: 'version' })
    expect(command(['--version'])).toEqual({ kind: 'version' })
    expect(helpTexts.main).toContain('-v, --version')
    expect(helpTexts.main).toContain('--data-dir <folder>')
  })

  it('suggests the command or option a typo most likely meant, and none when unsure', () => {
    expect(error(['heade', 'acme']).message).toBe(
      'Unknown command “heade”. Did you mean “header”? Commands: header, token, env, exec, sink, list, status, verify, completion, help.',
    )
    expect(error(['tokn', 'acme']).message).toContain('Did you mean “token”?')
    expect(error(['frobnicate']).message).not.toContain('Did you mean')
    expect(error(['list', '--jsn']).message).toBe("Unknown option '--jsn'. Did you mean --json?")
    expect(error(['header', 'acme', '--vlaue']).message).toContain('Did you mean --value?')
    // Only the command's own options: list has no --value.
    expect(error(['list', '--vale']).message).not.toContain('Did you mean')
    expect(didYouMean('hedaer', ['header', 'token'])).toBe('header')
    expect(editDistance('kitten', 'sitting')).toBe(3)
  })

  it('says an empty profile name is empty (an unset variable), before asking the app', () => {
    for (const line of [
      ['header', ''],
      ['token', ' '],
      ['exec', '', '--', 'true'],
      ['verify', 'Acme', ''],
    ]) {
      expect(error(line).message).toContain('name is empty (an unset variable?)')
    }
  })

  it('picks the env syntax of the shell that ran it, before the login shell', () => {
    const ranBy = (parent: string | undefined, shell = '/usr/bin/fish') =>
      command(['env', 'a'], { env: { SHELL: shell }, platform: 'linux', parentName: () => parent })
    // A bash script (or make's /bin/sh) of a fish user evals bash's syntax.
    expect(ranBy('bash')).toMatchObject({ shell: 'bash' })
    expect(ranBy('dash')).toMatchObject({ shell: 'bash' })
    expect(ranBy('sh')).toMatchObject({ shell: 'bash' })
    expect(ranBy('zsh', '/bin/bash')).toMatchObject({ shell: 'zsh' })
    expect(ranBy('fish', '/bin/bash')).toMatchObject({ shell: 'fish' })
    expect(ranBy('pwsh', '/bin/bash')).toMatchObject({ shell: 'powershell' })
    // Not a shell (python's subprocess, npx), or unknown: the login shell decides.
    expect(ranBy('python3')).toMatchObject({ shell: 'fish' })
    expect(ranBy(undefined)).toMatchObject({ shell: 'fish' })
    expect(ranBy('node', '/usr/local/bin/pwsh')).toMatchObject({ shell: 'powershell' })
    // --shell always wins.
    expect(
      command(['env', 'a', '--shell', 'fish'], {
        env: {},
        platform: 'linux',
        parentName: () => 'bash',
      }),
    ).toMatchObject({ shell: 'fish' })
  })

  it.runIf(process.platform === 'linux')(
    'reads the name of the process that ran it from /proc',
    () => {
      expect(parentProcessName('linux', process.pid)).toBe(
        readFileSync('/proc/self/comm', 'utf8').trim(),
      )
      expect(parentProcessName('linux', 2 ** 22 + 1)).toBeUndefined()
      expect(parentProcessName('darwin', process.pid)).toBeUndefined()
    },
  )

  it('picks the env syntax from --shell, --json or the login shell', () => {
    expect(command(['env', 'a'])).toMatchObject({ shell: 'zsh' })
    expect(command(['env', 'a'], { env: { SHELL: '/bin/fish' }, platform: 'linux' })).toMatchObject(
      { shell: 'fish' },
    )
    expect(command(['env', 'a'], { env: {}, platform: 'linux' })).toMatchObject({ shell: 'bash' })
    expect(command(['env', 'a'], { env: {}, platform: 'win32' })).toMatchObject({
      shell: 'powershell',
    })
    expect(command(['env', 'a', '--shell', 'dotenv'])).toMatchObject({ shell: 'dotenv' })
    expect(command(['env', 'a', '--json'])).toMatchObject({ shell: 'json' })
    expect(error(['env', 'a', '--json', '--shell', 'bash']).message).toContain('choose one')
    expect(error(['env', 'a', '--shell', 'tcsh']).message).toContain(
      'bash, zsh, fish, powershell, dotenv',
    )
  })

  it('gives exec everything after -- untouched, options included', () => {
    expect(
      command(['exec', 'Acme', '--min-ttl', '1h', '--', 'curl', '-H', 'x', '--', '-v']),
    ).toEqual({
      kind: 'exec',
      profile: 'Acme',
      minTtlMs: 3_600_000,
      command: 'curl',
      args: ['-H', 'x', '--', '-v'],
      allowOtherAccount: false,
      mask: true,
      force: false,
      onRenew: { kind: 'none' },
      common: { dataDir: null, timeoutMs: 120_000 },
    })
    expect(error(['exec', 'Acme', 'curl']).message).toBe(
      'Put -- before the command: token-desk exec Acme -- curl',
    )
    // As pasted back into a shell: a name with spaces (or a quote) stays one word.
    expect(error(['exec', 'Demo · customer portal', 'curl', "it's here"]).message).toBe(
      "Put -- before the command: token-desk exec 'Demo · customer portal' -- curl 'it'\\''s here'",
    )
    expect(error(['exec', 'Acme', '--']).message).toContain('exec needs a command after --')
    expect(error(['header', 'Acme', '--', 'x']).message).toBe('header takes nothing after --.')
  })

  it('takes --force on every command that hands out a token, --no-mask on exec', () => {
    for (const line of [
      ['header', 'a'],
      ['token', 'a'],
      ['env', 'a'],
      ['exec', 'a', '--', 'true'],
    ]) {
      expect(command(line)).toMatchObject({ force: false })
      expect(command([...line.slice(0, 2), '--force', ...line.slice(2)])).toMatchObject({
        force: true,
      })
    }
    expect(command(['exec', 'a', '--no-mask', '--', 'true'])).toMatchObject({ mask: false })
    expect(error(['header', 'a', '--no-mask']).message).toBe('header takes no --no-mask.')
    expect(error(['list', '--force']).message).toBe('list takes no --force.')
  })

  it('leaves the profile to the default when none is named', () => {
    expect(command(['header'])).toMatchObject({ kind: 'header', profile: null })
    expect(command(['exec', '--', 'env'])).toMatchObject({ profile: null, command: 'env' })
    expect(command(['env', '--json'])).toMatchObject({ profile: null, shell: 'json' })
  })

  it('answers --help per command, and help <command>', () => {
    expect(command(['header', '--help'])).toEqual({ kind: 'help', topic: 'header' })
    expect(command(['-h'])).toEqual({ kind: 'help', topic: null })
    expect(command(['help', 'exec'])).toEqual({ kind: 'help', topic: 'exec' })
    expect(error(['help', 'nope']).message).toContain('No help on “nope”')
  })

  it('names what is wrong, and the command it concerns', () => {
    expect(error([])).toEqual({
      ok: false,
      message: 'Which command?',
      topic: null,
    })
    expect(error(['fetch', 'x']).message).toContain('Unknown command “fetch”')
    expect(error(['header', 'Acme', 'production']).message).toContain('quote a name with spaces')
    expect(error(['header', 'a', '--json'])).toMatchObject({
      message: 'header takes no --json.',
      topic: 'header',
    })
    expect(error(['list', '--bogus'])).toMatchObject({
      message: "Unknown option '--bogus'.",
      topic: 'list',
    })
    expect(error(['header', 'a', '--min-ttl', '5'])).toMatchObject({
      message: '--min-ttl: “5” is not a duration (e.g. 90s, 5m, 1h30m).',
    })
    expect(error(['header', 'a', '--min-ttl', '25h']).message).toBe(
      '--min-ttl is at most 23h (got 25h); for a new token whatever is left, use --force.',
    )
    expect(error(['list', '--timeout', '11m']).message).toBe('--timeout is at most 10m (got 11m).')
    expect(error(['list', '--data-dir', '']).message).toBe('--data-dir needs a folder.')
    expect(error(['list', 'extra']).message).toContain('list takes no arguments')
    expect(error(['completion', 'tcsh']).message).toBe(
      'completion takes one shell: bash, zsh, fish.',
    )
  })
})

describe('exec --on-renew and sink', () => {
  const onRenew = (...options: string[]) => {
    const parsed = command(['exec', 'Acme', ...options, '--', 'true'])
    return parsed.kind === 'exec' ? parsed.onRenew : null
  }

  it('reads each mode; signal takes a name as kill -l says it', () => {
    expect(onRenew()).toEqual({ kind: 'none' })
    expect(onRenew('--on-renew', 'none')).toEqual({ kind: 'none' })
    expect(onRenew('--on-renew', 'restart')).toEqual({ kind: 'restart', graceMs: 10_000 })
    expect(onRenew('--on-renew', 'restart', '--grace', '30s')).toEqual({
      kind: 'restart',
      graceMs: 30_000,
    })
    expect(onRenew('--on-renew', 'signal')).toEqual({ kind: 'signal', signal: 'SIGHUP' })
    expect(onRenew('--on-renew', 'signal:usr1')).toEqual({ kind: 'signal', signal: 'SIGUSR1' })
    expect(onRenew('--on-renew', 'signal:SIGUSR2')).toEqual({ kind: 'signal', signal: 'SIGUSR2' })
  })

  it('refuses what cannot work, saying why', () => {
    const exec = (...options: string[]) => error(['exec', 'Acme', ...options, '--', 'true']).message
    expect(exec('--on-renew', 'reload')).toBe(
      '--on-renew takes restart, signal[:NAME] or none (got “reload”).',
    )
    expect(exec('--on-renew', 'signal:NOPE')).toContain('“NOPE” is no signal here')
    expect(exec('--on-renew', 'signal:KILL')).toContain('SIGKILL cannot be caught')
    expect(exec('--grace', '5s')).toContain('--grace goes with --on-renew restart')
    expect(exec('--on-renew', 'restart', '--grace', 'soon')).toContain('--grace: “soon”')
    const windows = { env: {}, platform: 'win32' as const }
    const parsed = parseCommandLine(['exec', 'Acme', '--on-renew', 'signal', '--', 'x'], windows)
    expect(parsed.ok ? null : parsed.message).toContain('Windows has no signals')
    expect(parseCommandLine(['exec', 'Acme', '--on-renew', 'restart', '--', 'x'], windows).ok).toBe(
      true,
    )
  })

  it('reads sink with its defaults, and refuses a missing file or an unknown format', () => {
    expect(command(['sink', 'Acme', '--file', 'out.token'])).toEqual({
      kind: 'sink',
      profile: 'Acme',
      minTtlMs: 300_000,
      force: false,
      file: 'out.token',
      format: 'token',
      once: false,
      common: { dataDir: null, timeoutMs: 120_000 },
    })
    const json = command(['sink', 'Acme', '--file', 'f', '--format', 'json', '--once'])
    expect(json).toMatchObject({ format: 'json', once: true })
    expect(command(['sink', '--file', 'f', '--force'])).toMatchObject({
      profile: null,
      force: true,
    })
    expect(error(['sink', 'Acme']).message).toBe(
      'sink needs --file <path>: the file to keep current.',
    )
    expect(error(['sink', 'Acme', '--file', 'f', '--format', 'yaml']).message).toBe(
      '--format takes token, header, env, json (got “yaml”).',
    )
    expect(error(['header', 'Acme', '--file', 'f']).message).toBe('header takes no --file.')
    expect(error(['sink', 'Acme', '--file', 'f', '--on-renew', 'restart']).message).toBe(
      'sink takes no --on-renew.',
    )
  })
})

describe('a CLI invocation of the app executable', () => {
  it('follows a --cli marker in any build', () => {
    expect(cliInvocation(['/opt/electron', '.', '--cli', 'list', '--json'], false)).toEqual([
      'list',
      '--json',
    ])
    expect(cliInvocation(['/usr/bin/token-desk', '--no-sandbox', '--cli'], true)).toEqual([])
  })

  it('takes a leading command word only in an installed app', () => {
    expect(cliInvocation(['/usr/bin/token-desk', 'header', 'Acme'], true)).toEqual([
      'header',
      'Acme',
    ])
    expect(cliInvocation(['/usr/bin/token-desk', 'header', 'Acme'], false)).toBeNull()
    expect(cliInvocation(['/usr/bin/token-desk', '--help'], true)).toEqual(['--help'])
    // macOS passes -psn_… and Chromium switches when the app starts normally.
    expect(cliInvocation(['/Applications/Token Desk.app/x', '-psn_0_1234'], true)).toBeNull()
    expect(cliInvocation(['/usr/bin/token-desk'], true)).toBeNull()
  })
})
